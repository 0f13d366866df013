import { type Guarded, type Language, anywhere } from './language.ts';

/**
 * The script's block and its letters, as classes of the characters themselves (the string's escapes, not the pattern's, as
 * hindi.ts does): the same classes in 9 characters fewer each, one of them in each of some 500 words. The whole pattern is
 * still more than twice V8's 20 KB for an optimised regular expression; this keeps it from growing by a third.
 */
const SCRIPT = '\u0600-\u06FF';
const LETTERS = '\u0621-\u064A';

/**
 * Arabic words as written, each with the letters people join onto its front ("و", "ب", "ال"...), never inside another word.
 * They share one guard (Guarded), the script's letter looked for before the look-behind, the cheaper test first: a place
 * where no Arabic word can start (a space, a Latin letter, the middle of a word) is passed after one look, not one for each
 * of some 500 words (an Arabic message read about twice as fast as with the guard written into each word).
 */
const arabicWords = (pairs: readonly (readonly [string, string])[]): Guarded => ({
  guard: `(?=[${SCRIPT}])(?<![${LETTERS}])`,
  pairs: pairs.map(([word, english]) => [`(?:[وفبلك]|و[بل])?(?:ال|لل)?(?:${word})(?![${LETTERS}])`, english] as const),
});

/** Arabic written in Latin letters ("Arabizi": 3 for ع, 7 for ح, 2 for ء), each word whole and its first letter in either case (under a guard of its own, as above). */
const latinWords = (pairs: readonly (readonly [string, string])[]): Guarded => ({
  guard: String.raw`(?=[A-Za-z\d])(?<![\p{L}\d'])`,
  pairs: pairs.map(([word, english]) => [String.raw`(?:${word.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`)})(?![\p{L}\d])`, english] as const),
});

/** A word with "and" written onto its front ("وحمامين", "والصالة"): read with the "and", which the letters above drop. */
const andWords = (pairs: readonly (readonly [string, string])[]): Guarded => ({
  guard: `(?=و)(?<![${LETTERS}])`,
  pairs: pairs.map(([word, english]) => [`و(?:ال)?(?:${word})(?![${LETTERS}])`, `and ${english}`] as const),
});

export const ARABIC: Language = {
  name: 'Arabic',
  // Arabic's everyday words, as written with their prefixes, Egyptian's too ("عايزين", "إمتى"); Persian and Urdu share the script but not these.
  markers: /هل|كم|ينفع|منظف|عندكم|عندي|عنا|بدي|بدنا|ممكن|شو|كيف|وين|ليش|إذا|اذا|بيت|شقة|تنظيف|بتنظفوا|تنظفون|غرف|غرفة|حمام|مطبخ|صالون|سعر|بتكلف|العاملة|كود|خصم|هيك|كتير|مش|أنا|انا|احنا|الموقع|تبعكم|ساكن|بتبيعوا|معلومات|عايز|عايزين|كام|إمتى|امتى|إزاي|ازاي|بتاعتنا|بتاعي|دلوقتي|بلاش|خليها|تنضيف|اللي|فين|فلوس|رسوم|موعد|تغيير|قطط|قطتين|في|انتو|انتم|موجودين|مدن|تطبيق|صور|خدمة|العملاء|اكتب|قصيدة|متى|ايش|إيش|ايه|إيه|لازم|مكاتب|مكتب|ابغى|أبغى|اعرف|أعرف|أسعار|اسعار|أريد|اريد|بكم|تقبلون|تعملون|يمكنني|معها|(?<![\p{L}\d])(?:[a-z]+[235678][a-z]+|tan[zd]ee?f[a-z]*|tan[zd]if[a-z]*|fi|otta|moshkela|mushkila|matbakh|mawthoo[a-z]*|mawsoo[a-z]*|ghoraf|ghuraf|ashoof|ashouf|[237](?:and|ayez|ayz|awz|ala|amel|ashan|omala|ami2|amee2|agebni|ajbni|ajabni|ana|oda|otta|amam|mam)[a-z]*|momken|mumkin|mmkn|ezay|izay|keef|kif|tanzeef|tanzif|tandif|tandeef|3andkom|3andi|ana|mesh|mish|msh|baddi|bade|shu|sho|shou|beit|bait|sha2a|forn|tallaga|tallaja|kam|bikam|bkam|emta|imta|feen|fein|wein|ya3ni|bas|kaman|hena|hnak|fel|lel|ma3|bta3|elly|illi|fih|fiha|sakin|saken|shokran|shukran|ahlan|mar7aba|marhaba|yalla|khalas)(?![\p{L}\d])/giu,
  // The script with none of the letters only Persian or Urdu write.
  signs: /^(?![\s\S]*[پچژگکیےٹڈڑںہ])[\s\S]*[\u0621-\u064A]/u,
  unread: /[\u0600-\u06FF]+/gu,
  words: anywhere([
    // Arabic written in Latin letters ("Arabizi"), Egyptian and Levantine: "kam se3r el tanzeef l 3 bedrooms w 2 bathrooms?",
    // "momken a8ayar el ma3ad?", "law mesh 3agebni el shoghl, hadfa3?". Phrases first, then their words.
    latinWords([
      ['kam se3r|kam si3r|kam sa3r|kam el se3r|kam bikalef|kam bikallef|kam btkalef|kam bitkalef|kam hykalef|kam bykalef|kam yetla3|2adesh|adesh|addesh|2addesh|adeesh|2adeh|adeh|bikam|bkam|be kam|b kam', 'how much'],
      ['as3ar|es3ar|el as3ar', 'prices'], ['se3r|si3r|sa3r', 'price'], ['bikalef|bikallef|btkalef|bitkalef|hykalef|bykalef|haykalef', 'cost'], ['kam', 'how much'],
      ['tanzeef el 3amee2|tanzeef el 3ami2|tandif el 3amee2|tanzeef 3amee2|tanzeef 3ami2|tanzif 3ami2|tandif 3amee2|tandeef 3amee2|tandif 3ami2', 'deep cleaning'], ['tanzeef 3adi|tanzeef 3ady|tandif 3adi|tanzif 3adi', 'standard cleaning'],
      ['3amee2|3ami2', 'deep'], ['3adi|3ady', 'standard'],
      ['tanzeef|tanzif|tandif|tandeef|tanzef|tanzeeef|tandeeef|tan4eef|tanthif|tnzeef|tndif', 'cleaning'],
      ['ghuraf nawm|ghoraf nom|ghoraf nawm|ghuraf nom|owad nom|2owad nom|ouwad nom|ghurfet nawm|ghorfet nom|ghurfat nawm|odet nom|2odet nom|odt nom', 'bedrooms'],
      ['ghurfa|ghorfa|ghurfe|ghorfe|oda|2oda|ouda', 'room'], ['ghuraf|ghoraf|owad|2owad', 'bedrooms'],
      ['nos 7amam|noss 7amam|nes 7amam|nus 7amam|nos hamam|nos 7mam', 'half bathroom'], ['7amamat|7ammamat|hamamat|7amamin|7amamen|7amameen', 'bathrooms'], ['7amam|7ammam|hamam|hammam|7mam', 'bathroom'],
      ['ma6bakh|matbakh|matba5|mat2bakh|mutbakh|matbakh', 'kitchen'], ['salon|salone|sala|saala', 'living room'],
      ['tallaga|tallaja|talaga|tallaje|telaga|barrad|brad|thallaja', 'fridge'], ['forn|furn|fern', 'oven'], ['maykroweef|microweef|mikrowef', 'microwave'],
      ['sou7oon|su7oon|s7oon|s7on|so7oon|a6baa2|atba2|2atba2|m3ale2', 'dishes wash'], ['men gowa|mn gowa|men jowa|min jowwa|mn jowa|gowa|jowa|juwwa', 'inside'],
      ['sha2a|sha22a|sha2\'a|shaqa|shu2a|sha2ti|sha2tna|sha2\'ti', 'apartment'], ['fel beit|fel bait|fil bait|fil beit|bel beit|bil beit|bel bait|fel bet|fi el beit', 'at home'],
      ['beit|bait|bet|beyt|bayt|manzel|manzil', 'house'],
      ['ana 3andi|ana 3ndi|ana 3endi', 'i have'], ['ana 3ayez a7gez|ana 3ayza a7gez|ana baddi a7jez|3ayez a7gez|3ayza a7gez|3awz a7gez|baddi a7jez|bidi e7jez|badi a7jez|baddi e7jez', 'i want to book'], ['ana 3ayez|ana 3ayza|ana 3awz|ana baddi|ana bidi|ana badi|ana abgha', 'i want'], ['ana sakin|ana sakna|ana saken|ana sakne', 'i live'],
      ['3andkom|3ndkom|3andko|3andakom|3endkom|3andku', 'do you have'], ['3andi|3ndi|3endi|3andna|3ndna', 'i have'],
      ['momken|mumkin|mmkn|momkin|mumken|2a2dar|a2dar|a2der|2a2der', 'can i'], ['ezay|izay|ezzay|izzay|keef|kif|kef|kaif', 'how'],
      ['a7gez|a7jez|a7joz|b7gez|ne7gez|n7gez|e7gez|a7ges', 'book'], ['7agz|7ajz|el 7agz', 'booking'],
      ['hadfa3|badfa3|bdfa3|adfa3|nedfa3|ndfa3|ad3af|dafa3|edfa3|bedfa3', 'pay'], ['el daf3|daf3', 'payment'],
      ['mesh 3agebni|mish 3ajbni|msh 3agbni|mesh 3ajebni|mish 3ajebni|msh 3ajbni|mesh 3agbni|ma 3agabnish|ma 3ajabni|mish 3ajabni|ma 3jbni|mesh 3agebny', "i\'m not happy with"],
      ['shoghl|sho8l|shughl|shu8l|sho3\'l', 'the work'], ['bardo|bardu|bardoo', 'still'],
      ['bye2di|byedi|bi3ti|byeddi|bya3ti', 'gives'], ['khasm|5asm|kha9m|5asem|takhfeed|ta5fid', 'discount'], ['kood|kod', 'code'],
      ['sakin|sakna|saken|sakn|sakne|sakeen', 'i live'], ['btshta8alo|btesht8lo|bteshta3\'lo|btshta3\'alo|bt4t8lo|bteshta8lo|tshta8lo|btshtghlo|btshta3lo|bteshta3\'alu|btshta8lu|bteshta8lu', 'do you work'],
      ['hnak|henak|hunak|honik|hnik', 'there'], ['hena|hon|hoon|hina', 'here'],
      ['ashta3\'al ma3akom|ashta8al ma3kom|ashta8al ma3akom|ashtghel ma3kon|ashtaghel ma3kom|eshta3\'al ma3akom|ashta3\'al 3andkom|ashta8al 3andkom|ashte3\'el ma3kon', 'work as a cleaner for you'],
      ['ashta3\'al|ashta8al|ashtghel|ashtaghel|eshta3\'al|ashte3\'el|eshta8al', 'work'], ['ma3akom|ma3kom|m3akom|ma3kon|m3kom', 'with you'],
      ['a3mel eh|a3ml eh|a3mel eih|a3mil eh|a3mel eeh|sho a3mel|shu a3mel|shou ba3mel|esh a3mel', 'what do i do'],
      ['eh elly byetnadaf|eh elli byetnadaf|esh elly byetnadaf|shu elli btenadfo|eh elly bytnadaf', 'what is cleaned'],
      ['byshmal|bishmal|yeshmal|y4mal|yshmal|bi4mal|byeshmal|bishmel|byshmel', 'include'],
      ['eh|eih|eeh|esh|eish|shu|sho|shou|shoo', 'what'], ['elly|illi|eli|elli|ely', 'that'], ['byetnadaf|bytnadaf|bttnadaf|btetnadaf', 'is cleaned'],
      ['ba3d ma|ba3ed ma|ba3d|ba3ed', 'after'], ['2abl|abl|2abel|qabl|abel', 'before'],
      ['el mosta2jer|mosta2jer|mosta2ger|must2jer|mosta2jir|el mosta2ger', 'the tenant'], ['mosta2jreen|mosta2greenn|mosta2gerin', 'tenants'],
      ['yetla3|yetla3o|ytla3|yotla3|yitla3|tele3|tala3', 'moved out'], ['tale3|tal3a|tale3 mn el sha2a|tale3 men el sha2a', 'moving out'],
      ['dyoof|diyoof|doyoof|duyuf|dyouf|dyouf|do7oof', 'guests'], ['ben|bein|bain|bayn', 'between'],
      ['a8ayar el ma3ad|a8ayar ma3ad|a3\'ayar el ma3ad|aghayar el maw3ed|a8ayar el maw3ed|a8ayyar el ma3ad|a8yar el ma3ad|agha2yer el maw3ed|a8ayer el ma3ad|a3\'ayar ma3ad', 'reschedule'],
      ['a8ayar|a3\'ayar|aghayar|a8ayyar|8ayar|ghayar|a8yar|a8ayer|ta8yeer|taghyeer', 'change'], ['ma3ad|mi3ad|maw3ed|maw3id|mo3ad|m3ad', 'appointment'],
      ['alghi|al8i|ulghi|elghi|a2lghi|alghy|el2a2|elgha2|ilgha2', 'cancel'],
      ['bta3|bta3t|btaa3|taba3|tab3|tabi3', 'of'],
      ['mar7aba|marhaba|mar7ba|salam 3alekom|salam 3aleikum|assalamu 3alaikum|salamo 3alaikom|salam|ahlan|ahla', 'hello'], ['shokran|shukran|shukrn|merci', 'thanks'],
      ['booking fees?', 'booking fee'], ['cancellation fees?', 'cancellation fee'], ['fih|fiha|feeh|feha|fiya', 'with'], ['fel|fil|bel|bil', 'in the'], ['lel|lil', 'for the'], ['fi|fe|fee', 'in'],
      ['mesh hakon|mish hakoon|msh hakon|mish rah koon|mesh ha2on|mish 7akon|msh hakoon|mish ra7 kon', "i won\'t be"], ['hakon|hakoon|bakon|akoon|akon|kon', 'be'],
      ['lazem|lazim|laazem|lazm', 'do i have to'], ['w ana barra|wana barra|w ana mesh mawgood|wana mish mawjood|w ana msh fel beit', "while i\'m out"], ['barra|bara', 'out'],
      ['tnadafo|tnadfo|btnadafo|bitnadfo|btnadfo|bt3mlo tanzeef|bt3mlu tanzeef|bitnazfo|btnazfo|tnazfo|tnadfu|btnadfu', 'do you clean'], ['bt3mlo|bt3mlu|bte3melo|bta3mlo|bti3malu', 'do you do'],
      ['mesh|mish|msh|mosh|mush|mu', 'not'], ['law|lw|lau|iza|eza|eiza|itha', 'if'],
      ['3ayez|3ayza|3awz|3awez|3ayzeen|3ayzin|baddi|badi|bidi|bade|bde|abgha|ab8a|abi|abgha|3ayz', 'i want'],
      ['emta|imta|emtaa|eimta|amta|mata|meta', 'when'], ['feen|fein|wein|wen|wain|wayn', 'where'], ['leh|leih|lesh|leish|laish', 'why'],
      ['kart|kard|bita2a|beta2a|bta2a|fiza', 'card'], ['flous|felous|fulus|floos|flos|feloos', 'money'], ['byetsa7ab|btetsa7ab|yetsa7ab|btes7abo|bets7abo|tes7abo|bytkhsm|byetkhesem', 'charged'],
      ['tatbee2|tatbi2|tatbeeq|tatbee2kom|ablikeshen|application', 'app'], ['anazel|a7amel|a7mel|anzel|anazzel|nazel|7amel|ne7mel', 'download'], ['a3raf ezay|a3raf izay|a3raf keef|a3raf kif|a3rf ezay', 'to know how to'], ['a3raf|a3rf|a3ref|na3raf|a3rif', 'know'], ['ashoof|ashouf|ashuf|nshoof|ashof', 'see'], ['a3mel|a3ml|a3mil', 'do'],
      ['fi moshkela|fi mushkila|fi mushkele|fih moshkela|fi mo4kela', 'is that a problem'], ['moshkela|mushkila|mushkele|mo4kela|moshkla', 'a problem'],
      ['awel marra|2awel marra|awwal marra|el marra el oula|lel marra el oula|marra el oula|awal mara', 'my first cleaning'], ['tanzifkom|tanzeefkom|tandifkom', 'your cleaning'],
      ['betdfa3 el flous|adfa3 el flous|adfa3 el felous|badfa3 el flous', 'pay'], ['betdfa3|bidfa3|btedfa3|tedfa3|tidfa3|bedfa3', 'pay'], ['bto3kom|bto3ko|btu3kom|taba3kom|tab3kom', 'your'], ['cleaners|el cleaners', 'cleaners'],
      ['sowar|sewar|suwar|swar|sowwar|sewwar', 'photos'], ['otta|2otta|2utta|bisseh|bsseh|biss|kalb|kelb|klab|kilab|7ayawan|7ayawanat|7aywanat', 'pets'],
      ['amin|ameen|amina|ameena|amenin|mawthoo2|mawsoo2|mwsoo2|mawthooqeen|mawthoo2een|mawsoo2een|mawthoqeen', 'trustworthy'], ['fa7s|fahs|fa7s 5alfeyya|tahqeeq', 'background check'],
      ['da3m|khedmet el 3omala2|5edmet el 3omala|khedmet el 3omala|khdmt el 3omala', 'support'], ['akalem|akallem|at2asal|atwasal|atwassal|a7ki ma3|ahki ma3|akalim', 'contact'],
      ['rakam|ra2am|ragam|rakm|ra2m', 'number'], ['telephone|tilifon|telefon|mobile|mobayl', 'phone'],
      ['maktab|makatib|makateb|el makateb|maktabi', 'office'], ['sharika|sherka|shreke|sharekat|sharikat|sherkat|el sherkat', 'company'],
      ['khaleeha|5aleeha|khaliha|5aliha|khallih|5alih', 'make it'], ['sheel|shil|sheil|shilo|sheelo', 'remove'], ['zawed|zawwed|zeed|zeyd|zid|deef|dif|7ot|7ott', 'add'],
      ['wa7ed|wa7da|wahed|wa7id|wa7de', '1'], ['etnen|itnein|tnen|etneen|ithnain|tneen|etnein|itnen', '2'], ['talata|tlata|thalatha|tlateh|tlate|talat|tlat', '3'], ['arba3a|arba3|arb3a|arba3t|arb3', '4'], ['khamsa|5amsa|5ams|khams', '5'],
      ['tani|tany|thani|tanya|tanye|tanyeh', 'another'], ['bas|bass', 'just'], ['kaman|kman|kamaan', 'also'], ['ya3ni|y3ni|ya3ne', 'so'], ['tayeb|tayyeb|tab|6ayeb|6ab', 'ok'],
      ['ana|ena|ane', 'i'], ['enta|enti|ento|entu|antom|into|inti|inta', 'you'], ['ma3|m3', 'with'], ['aw|walla|wla', 'or'], ['3ala|3la|3a', 'on'], ['3an|3n', 'about'],
      ['w|wa|we|o', 'and'], ['el|al|il', ''], ['l|le|li', 'for'], ['ma|mish', ''], ['hal|hel', ''],
    ]),
    // The site's everyday subjects in phrases the table below missed (rounds 95 to 118): a weekly cleaning paused, baking soda
    // mixed with vinegar, the date changed, data sold or deleted, working as a cleaner, the workers' app, a woman cleaner,
    // the oven's outside wiped, which service for guests.
    ['إيقاف التنظيف|أوقف التنظيف|وقف التنظيف|إيقاف', 'pause'], ['مؤقتاً|مؤقتا', 'temporarily'], ['التنظيف الأسبوعي|الأسبوعي', 'weekly cleaning'], ['بيكنج صودا|بيكربونات', 'baking soda'], ['يخلطوا|أخلط|نخلط|خلط', 'mix'],
    ['أغيّر الموعد|أغير الموعد|أغيّر المعاد|أغير المعاد', 'reschedule'], ['بتبيعوا|تبيعوا|تبيعون', 'do you sell'], ['بياناتنا|بياناتي', 'my data'], ['أمسح', 'delete'],
    ['أشتغل عاملة تنظيف|أشتغل منظفة|اشتغل عاملة تنظيف|أشتغل معكم|اشتغل معكم', 'work as a cleaner for you'], ['تطبيق خاص للعمال|تطبيق للعمال', 'an app for cleaners'],
    ['تكون ست|تكون امرأة|منظفة ست', 'a woman cleaner'], ['من برة|من بره|من الخارج', 'outside'], ['هيتمسح|يتمسح', 'wiped'],
    ['أي خدمة أختار|أي خدمة', 'which service'], ['ضيوف كثير|ضيوف', 'guests'],
    // A later turn's swap: "شيل غسيل الصحون، وحط بداله تنظيف الغاز" (take the dishes off, and put the stovetop in its place).
    ['وحط بداله|وحط بدالها|حط بداله|حط بدالها|بداله|بدالها', 'instead'],
    // "والصحون شيلها" (the dishes, take them off): the thing named first, then the verb with "it" on it.
    ['شيلها|شيلهم|شيله', 'removed'], ['شيل|شيلي|شيلوا', 'remove'],
    ['٠', '0'], ['١', '1'], ['٢', '2'], ['٣', '3'], ['٤', '4'], ['٥', '5'], ['٦', '6'], ['٧', '7'], ['٨', '8'], ['٩', '9'], ['؟', '?'], ['،', ','],
    // "الحمام", the one bathroom of the home just named ("شيل الحمام"): a later turn takes it out.
    [String.raw`(?<![\u0621-\u064A])(?:[وفب]|و[ب])?الحمام(?![\u0621-\u064A])`, 'the bathroom'],
    // "ونص" after bathrooms ("حمامين ونص", "٢ حمام ونص"): and a half bathroom.
    [String.raw`(?=و)(?<=حمام[\u0621-\u064A]*\s*)و\s?(?:نص|نصف)(?![\u0621-\u064A])(?!\s*(?:ال)?حمام)`, 'and 1 half bathroom'],
    // "And" written onto a room, a count or an add-on ("وحمامين", "والصالة", "و٢ حمام", "والتلاجة"): kept, so a list of rooms
    // stays a list ("2 bathrooms and living room and kitchen") and a later turn's "ضيف الصالة والمطبخ" adds both.
    andWords([
      ['حمام واحد', '1 bathroom'], ['حمامين|حمامان|حمامتين', '2 bathrooms'], ['حمامات', 'bathrooms'], ['حمام (?:ال)?ضيوف', 'guest bathroom'], ['نص حمام|نصف حمام|حمام صغير', 'half bathroom'],
      ['حمام (?:ثاني|تاني|كمان|زيادة|اضافي|إضافي)', 'another bathroom'], ['حمام', 'bathroom'],
      ['غرفتين نوم|غرفتي نوم|غرفتان|غرفتين|أوضتين(?: نوم)?|اوضتين(?: نوم)?', '2 bedrooms'], ['غرف (?:ال)?نوم|أوض (?:ال)?نوم|اوض (?:ال)?نوم', 'bedrooms'], ['غرفة (?:ال)?نوم|أوضة (?:ال)?نوم|اوضة (?:ال)?نوم', 'a bedroom'],
      ['غرفة (?:ال)?معيشة|غرفة (?:ال)?جلوس|صالة|صالون', 'living room'], ['غرفة (?:ال)?سفرة|غرفة (?:ال)?طعام|سفرة', 'dining room'], ['مطبخ', 'kitchen'], ['قبو|بدروم', 'basement'],
      ['فرن', 'oven'], ['تلاجة|ثلاجة|تلاجه|ثلاجه|براد', 'fridge'], ['ميكروويف|ميكرويف|مايكرويف', 'microwave'], ['غسيل (?:ال)?صحون|غسيل (?:ال)?مواعين|جلي (?:ال)?صحون|صحون|مواعين', 'dishes wash'],
      ['تواليت', 'a toilet'], ['ثلاث|ثلاثة|تلات', '3'], ['أربع|اربع|أربعة|اربعة', '4'], ['اثنين|إثنين', '2'],
    ]),
    [String.raw`(?=و\s?[٠-٩\d])(?<![\u0621-\u064A])و`, 'and'],
    arabicWords([
      // Words a family in Paterson uses that the lists below missed (round 142's practice and round 140's w415): MSA's
      // dual and Egyptian's counts ("حمامان", "٢ أوضة نوم", "٣ نوم"), a living room by its name, paying, cancelling and
      // rescheduling, finding the app, the photos, who comes in, the data, the timing of a visit, and the code.
      ['حمامان', '2 bathrooms'], ['غرفتان|غرفتي نوم', '2 bedrooms'], ['أوضتين|اوضتين', '2 bedrooms'],
      [String.raw`(?<=[\d٠-٩]\s*)(?:(?:غرفة|أوضة|اوضة) (?:ال)?)?نوم`, 'bedrooms'], ['غرفة (?:ال)?معيشة|غرفة (?:ال)?جلوس', 'living room'],
      ['قاعة (?:ال)?صلاة', 'the prayer hall'], ['للمساجد|المساجد|مساجد', 'mosques'], ['المسجد|مسجد', 'mosque'], ['(?:ل|لل)?(?:ال)?مراكز (?:ال)?إسلامية|(?:ال)?مركز (?:ال)?إسلامي', 'islamic centers'],
      ['دورات (?:ال)?مياه|دورة (?:ال)?مياه', 'restrooms'], ['هل تقدّمون|هل تقدمون', 'do you offer'], ['خدمات (?:ال)?تنظيف', 'cleaning services'], ['صلاة (?:ال)?جمعة', 'friday prayers'], ['نحتاج إلى|نحتاج الى|نحتاج', 'we need'],
      ['(?:غرفة|أوضة|اوضة) (?:ال)?صلاة', 'prayer room'], ['حمام (?:ال)?ضيوف (?:ال)?صغير', 'guest half bathroom'], ['حمام (?:ال)?ضيوف', 'guest bathroom'], ['التنظيف القياسي|تنظيف قياسي', 'standard cleaning'], ['القياسي|قياسي', 'standard'],
      ['غسيل (?:ال)?مواعين|المواعين|مواعين', 'dishes wash'], ['دش|الدش|دوش|الدوش|شاور', 'shower'], ['حوض|الحوض', 'sink'], ['حمام كامل', 'a full bathroom'], ['يوم كامل', 'a whole day'], ['كامل|كاملة', 'full'], ['جوة|من جوة', 'inside'], ['ديب كلين(?:ينج|نج|ج)?', 'deep cleaning'], ['ستاندرد|ستاندر', 'standard'],
      ['بيتحسبوا (?:أوض|اوض|غرف)|تعتبر غرف', 'counted as rooms'], ['بيتحسب (?:أوضة|اوضة|غرفة)|بتتحسب (?:أوضة|اوضة|غرفة)|يعتبر غرفة|تعتبر غرفة', 'counted as a room'], ['بيتحسبوا|بيتحسب|بتتحسب|بيعتبر|يعتبر|تعتبر', 'counted as'],
      ['أضف|اضف|أضيفي|اضيفي|ضيفلي|زودلي', 'add'], ['ضفته|ضفتها|أضفته|اضفته|ضيفته|زودته', 'add it'], ['عليها|عليه', 'to it'],
      ['قديش بياخد(?: وقت)?|بياخد كام ساعة|ياخد كام ساعة|بتاخد كام ساعة|بياخد قد ايه|بياخد قد إيه|يستغرق كم ساعة|بياخد قديش|بياخد وقت قديش|كم ساعة بياخد|كم ساعة يستغرق', 'how long does it take'],
      ['يبقى كام|يبقى بكام|هيبقى كام|هيبقى بكام|تبقى كام|يصير كم|بيصير قديش', 'how much'], ['بيبقى|هيبقى|بيكون|يكون|هيكون', 'is'],
      // Paying.
      ['نقداً|نقدا|نقدًا|نقدي|بالكاش', 'cash'], ['(?:ال)?دفع (?:بيكون|يكون|هيكون|بيصير|بكون) (?:إزاي|ازاي|كيف)|(?:إزاي|ازاي|كيف) (?:بيكون|يكون|بيصير) (?:ال)?دفع', 'how do i pay'], ['دفعت', 'i paid'], ['مش هدفع|مش هادفع|ما رح ادفع|ما رح أدفع', "i won't pay"], ['هدفع|هادفع', 'will i pay'],
      ['ماعجبنيش|ماعجبتنيش|ما عجبتنيش', "i'm not happy with"], ['صحيح|صح', 'is it true'], ['إعلانات|اعلانات|دعاية', 'advertising'],
      ['بالكود|مع الكود|بعد الكود', 'with the code'], ['أول حجز|اول حجز', 'my first booking'], ['ليا', 'for me'], ['أكتر من مرة|اكتر من مرة|أكثر من مرة|اكثر من مرة', 'more than once'],
      ['ينفع|بينفع', 'can'], ['كل واحد فينا|كل واحد منا', 'each of us'], ['أخويا|اخويا|أخوي|اخوي|أخي|اخي', 'my brother'], ['أختي|اختي', 'my sister'], ['يستخدم|يستعمل', 'use'],
      ['booking fee', 'booking fee'], ['قيمتها|قيمته', 'its amount'], ['مكتوبة|مكتوب', 'written'],
      // Cancelling, moving a visit.
      ['ألغيه|الغيه|ألغيها|الغيها', 'cancel it'], ['ألغيت|الغيت|لغيت', 'i cancel'], ['(?:هل )?(?:في|فيه|يوجد|توجد|هل هناك) (?:غرامة|رسوم)(?! (?:ال)?حجز)', 'is there a fee'], ['يوجد|توجد|هل هناك', 'is there'],
      ['هيتخصم مني|هيتخصم|هيخصم', 'will i be charged'], ['قبلها بيوم|قبل بيوم|قبلها بيومين', 'a day before'], ['حصل ظرف|صار ظرف|ظرف', 'something comes up'], ['سياسة', 'policy'],
      ['(?:أغير|اغير|أغيّر) (?:ال)?ميعاد', 'reschedule'], ['الميعاد|ميعاد|مواعيد', 'appointment'], ['ليوم (?:تاني|ثاني|آخر|اخر)', 'to another day'], ['هيكلفني|هيكلف|بيكلفني', 'will it cost me'],
      ['حجزت', 'i booked'], ['يوم السبت|السبت', 'saturday'], ['يوم الأحد|الأحد|الاحد', 'sunday'],
      // The apps, the website, the photos.
      ['بلاقي|ألاقي|الاقي|ألقى|القى|أجد|اجد', 'find'], ['لقيت', 'i found'], ['تطبيقين', 'two apps'], ['التطبيقات|تطبيقات', 'apps'], ['أنهي واحد|انهي واحد|أي واحد|اي واحد|أيهما|ايهما|أنهي|انهي', 'which one'],
      ['من غير|بدون|بلا', 'without'], ['التليفون|بالتليفون|تليفون', 'phone'], ['الكمبيوتر|كمبيوتر', 'computer'],
      ['شوف', 'see'], ['أتأكد|اتأكد', 'check'], ['اتنضفت|اتنظفت|تنضفت|انضفت', 'was cleaned'], ['كويس|منيح', 'well'], ['طول اليوم|طول النهار', 'all day'], ['خلصت', 'finished'],
      // Who comes in, what goes wrong.
      ['مين (?:بالظبط|بالضبط) اللي|مين اللي|مين', 'who'], ['بيتي', 'my house'], ['أوضته|اوضته|غرفته|أوضتها|اوضتها|غرفتها', 'his bedroom'], ['بلاش (?:أوضته|اوضته|غرفته|أوضتها|اوضتها|غرفتها)', 'skip his bedroom'], ['قافل|قافلة|مقفولة|مقفول|مسكّرة|مسكرة', 'locked'], ['هيدخل|بيدخل|يدخل|يدخلها|تدخل', 'comes into'], ['متفحصين|مفحوصين', 'checked'], ['قلقان|قلقانة|خايف|خايفة', 'worried'],
      ['حاجة غلط|شي غلط', 'something wrong'], ['اتكسرت|انكسرت|اتكسر|انكسر|كسر|كسرت', 'broke'], ['بيعوضني|يعوضني|هيعوضني|بتعوضوني|تعوضوني|تعويض', 'compensates me'], ['حصلت|حصل', 'happened'],
      ['أقولهم|اقولهم|أقول لهم|أبلغهم|ابلغهم|أخبرهم|اخبرهم', 'tell them'], ['سجاجيد|سجادة', 'rugs'], ['خالص', 'at all'], ['مش عايز|مش عايزة|مش بدي', "i don't want"],
      ['عجبتني|عجبتنا|عجبني|عجبنا', 'i like'], ['هي نفسها|نفس المنظفة|نفس العاملة', 'the same cleaner'], ['نفسها|نفسه', 'the same'], ['تيجي|ييجي|بتيجي|يجي|يجيني', 'come'],
      // The time of a visit.
      ['رمضان', 'Ramadan'], ['صايمين|صايم|صايمة', 'fasting'], ['الفطار|الإفطار|الافطار|الفطور', 'iftar'], ['بعد المغرب', 'after sunset'], ['بالليل|بليل|في الليل', 'at night'], ['حوالي', 'around'],
      // Data, the chat.
      ['بيطلب|يطلب', 'asks for'], ['عنواني', 'my address'], ['تفاصيل', 'details'], ['هتعملوا|بتعملوا ايه', 'what will you do'], ['بتبيعوها|تبيعوها|بتبيعوهم', 'do you sell it'], ['شركات (?:تانية|ثانية|أخرى|اخرى)', 'other companies'],
      ['الشات|شات', 'chat'], ['بيتسجل|يتسجل|بتتسجل|بيتحفظ|يتحفظ', 'recorded'], ['بكتبه|بكتب', 'i type'], ['الكلام', 'what'], ['بيانات', 'data'], ['عني', 'about me'],
      // The blog, moving, working.
      ['البلاعة|بلاعة|المجاري|المصرف', 'drain'], ['بينضف|بينظف', 'cleans'], ['شفت', 'i saw'], ['بيقول|يقول', 'says'], ['ممتاز', 'great'],
      ['هننقل|هنتنقل|بننقل|رح ننقل|ننتقل|هنعزل', "we're moving"], ['جديدة|جديد', 'new'], ['فاضية|فاضي', 'empty'], ['أنسب|انسب', 'best'], ['الشهر الجاي|الشهر القادم', 'next month'],
      ['مراتي|زوجتي|مرتي', 'my wife'], ['عايزة تشتغل|بدها تشتغل', 'wants to work'], ['تشتغل معاكم|تشتغل معكم|تشتغل عندكم', 'work as a cleaner for you'], ['تقدم', 'apply'],
      // Everyday words the table above missed (round 137): what a cleaning includes, moving out, offices, the card charged,
      // the app and its download, creators and the business waitlist, the blog, access and support, and Gulf "ابغى".
      ['تنظيف (?:ل|لل)?(?:ال)?مكتب|تنظيف (?:ل|لل)?(?:ال)?مكاتب|تنضيف (?:ل|لل)?(?:ال)?مكتب', 'office cleaning'], ['نص (?:ال)?حمام|نصف (?:ال)?حمام', 'half bathroom'], ['بتنظفوا|تنظفون|تنظفوا|تنظفو|بتنظفو|بتنضفوا|تنضفوا', 'do you clean'], ['تغسلون|بتغسلوا|تغسلوا|بتغسلو', 'do you wash'],
      ['انا|أنا|آنا', 'i'], ['خدمة (?:ال)?عملاء|خدمة (?:ال)?زبائن', 'customer support'], ['خدمة|خدمات', 'service'], ['أعمل معكم|اعمل معكم|أعمل عندكم|اعمل عندكم|أشتغل عندكم|اشتغل عندكم|أشتغل معاكم|اشتغل معاكم', 'work as a cleaner for you'], ['كمنظفة|كمنظف', 'as a cleaner'], ['أن', 'to'], ['إن|ان', 'that'],
      ['أسعار|اسعار|أسعاركم|اسعاركم', 'prices'], ['معها|معه', 'with her'], ['أدوات (?:ال)?تنظيف|ادوات (?:ال)?تنظيف|مواد (?:ال)?تنظيف|أدوات|ادوات|مواد', 'cleaning supplies'],
      ['تقبلون|بتقبلوا|تقبلوا|تقبلو', 'do you accept'], ['يمكنني|يمكن|أستطيع|استطيع', 'can i'], ['فقط|بس لا غير', 'only'],
      ['ميامي', 'Miami'], ['شيكاغو', 'Chicago'], ['بوسطن', 'Boston'], ['لوس (?:ان|أن)جلوس', 'Los Angeles'], ['بالتيمور', 'Baltimore'], ['ديترويت', 'Detroit'], ['هيوستن', 'Houston'],
      ['فلل|فيلا|فيلات|فلة', 'large houses'], ['بيوت|منازل', 'houses'], ['شغل', 'work'], ['أحسن|احسن|أفضل|افضل', 'best'], // After the noun it describes, as Arabic puts it, "big" would end a room's name ("غرفة قعدة كبيرة"): read before it.
      ['(?<=(?:غرفة|صالة|صالون)[^\s]*(?: [^\s]+)? )(?:كبير|كبيرة)', ''], ['كبير|كبيرة', 'big'],
      ['هيحصل|بيحصل|بيصير|رح يصير|بصير|يصير', 'happens'], ['ما الفرق|الفرق|فرق', "what's the difference"], ['بتكلف|بيكلف|تكلف|يكلف|هيكلف|هتكلف', 'cost'],
      ['رسوم (?:ال)?حجز', 'booking fee'], ['ألغي (?:ال)?حجز|الغي (?:ال)?حجز|إلغاء (?:ال)?حجز|الغاء (?:ال)?حجز', 'cancel my booking'],
      ['ما هو|ما هي|شو هو|شو هي|ايش هو|إيش هو|ماهو|ماهي', 'what is'], ['هو', ''],
      ['ايش|إيش|ايه|إيه|وش|شنو|شنهو|ماذا', 'what'], ['ليش|ليه|لماذا|ليشن', 'why'], ['متى|ايمتى|إيمتى|امتى|وقتيش', 'when'],
      ['بيشمل|يشمل|تشمل|بتشمل|يتضمن|بيتضمن|يغطي|بيغطي|فيه ايه|فيه إيه', 'include'], ['بالظبط|بالضبط', 'exactly'], ['داخل|جوا|جوّا', 'inside'],
      ['إضافات|اضافات|إضافة|اضافة|إضافية|اضافية|الإكسترا|اكسترا', 'add-ons'],
      ['غرف (?:ال)?نوم|أوض (?:ال)?نوم|اوض (?:ال)?نوم', 'bedrooms'], ['غرفة (?:ال)?نوم|أوضة (?:ال)?نوم|اوضة (?:ال)?نوم', 'a bedroom'], ['الثلاجه|ثلاجه|التلاجه|تلاجه|البرّاد', 'fridge'], ['الغسالة|غسالة الصحون|جلاية|الجلاية', 'dishwasher'],
      ['الشبابيك|شبابيك|النوافذ|نوافذ|الشباك|شباك', 'windows'], ['الكنب|كنب|الكنبة|كنبة', 'couch'],
      ['تنظيف (?:ال)?خروج|الخروج من (?:ال)?شقة|الخروج من (?:ال)?بيت|عند الخروج|تنظيف (?:ال)?انتقال|الانتقال|انتقال|النقل|عزال|العزال|تعزيل|نقلة', 'move out cleaning'],
      ['طالع من|طالعين من|بطلع من|رح اطلع من|هسيب', 'moving out of'], ['أسبوع الجاي|اسبوع الجاي|الاسبوع الجاي|الأسبوع الجاي|الاسبوع القادم|الأسبوع القادم|الأسبوع الجاية', 'next week'],
      ['بين (?:ال)?ضيوف|بين (?:ال)?مستأجرين|بين (?:ال)?نزلاء', 'between guests'], ['بين', 'between'], ['إيجار قصير|ايجار قصير|الإيجار|ايجار|إيجار', 'rental'],
      ['مكتب (?:ال)?شركة|مكاتب (?:ال)?شركة', 'company office'], ['مكاتب', 'offices'], ['مكتب', 'office'], ['شركة|شركتي', 'company'], ['شركات', 'businesses'], ['الأعمال|أعمال|بزنس|البزنس', 'business'],
      ['يتم خصم|بيتم خصم|يتخصم|تنخصم|ينخصم|بينخصم|تخصموا|بتخصموا|تسحبوا|بتسحبوا|يسحب|بيسحب|تسحب|بتسحب|تنسحب', 'charged'],
      ['المبلغ|مبلغ', 'amount'], ['بطاقة (?:ال)?ائتمان(?:ية)?|بطاقة|بطاقتي|الفيزا|فيزا|كريدت كارد|الكارد|كارد', 'card'],
      ['أغيّر (?:ال)?موعد|أغير (?:ال)?موعد|اغير (?:ال)?موعد|أغير (?:ال)?معاد|اغير (?:ال)?معاد|تغيير (?:ال)?موعد|أأجل|اأجل|أأجّل|أجّل|أجل|تأجيل|أأخر|أقدم (?:ال)?موعد', 'reschedule'],
      ['ضمان (?:ال)?رضا|ضمان (?:ال)?جودة|الضمان|ضمان', 'satisfaction promise'], ['الرضا|رضا', 'satisfaction'],
      ['ما اشتغل|ما اشتغلت|ما زبط|ما ظبط|ما مشي|ماشتغل', "isn't working"], ['مش شغال|مش شغالة|مش بيشتغل|مش راضي يشتغل|مو شغال|ما بيشتغل|ما يشتغل|ما يمشي', "doesn't work"], ['معي|معايا|معاي', 'for me'],
      ['أستخدمه|استخدمه|أستخدمها|استخدمها', 'use it'], ['أستخدم|استخدم|تستخدمون|بتستخدموا|تستخدموا|تستعملوا|بتستعملوا|أستعمل|استعمل', 'use'], ['الشخصية|شخصية', 'personal'],
      ['في أي مدن|في اي مدن|بأي مدن|أي مدن|اي مدن|أي مدينة|اي مدينة|أي مناطق|اي مناطق|المدن|مدن|المناطق|مناطق', 'which towns'],
      ['انتو موجودين|انتم موجودين|إنتو موجودين|أنتم موجودين|موجودين|متواجدين|تشتغلون|بتشتغلو|تشتغلو', 'do you work'], ['تخدمون|بتخدموا|تخدموا|بتغطوا|تغطون|بتغطو', 'do you serve'], ['انتو|انتم|إنتو|أنتم|انتوا|إنتوا', 'you'],
      ['الرمز البريدي|رمز بريدي|الرقم البريدي|الزيب كود|زيب كود|الزيب|زيب', 'ZIP code'],
      ['برينستون|برنستون', 'Princeton'], ['ترنتون|ترينتون', 'Trenton'], ['إديسون|اديسون', 'Edison'], ['إليزابيث|اليزابيث', 'Elizabeth'], ['باسيك|باسايك', 'Passaic'], ['بايون', 'Bayonne'], ['يونيون سيتي', 'Union City'], ['وين (?:ال)?غربية|وست نيويورك', 'West New York'],
      ['كاليفورنيا', 'California'], ['فيلادلفيا|فيلادلفيه', 'Philadelphia'], ['بنسلفانيا', 'Pennsylvania'], ['فلوريدا', 'Florida'], ['تكساس', 'Texas'], ['ميشيغان|ديربورن', 'Michigan'], ['كونيتيكت|كونيتيكيت', 'Connecticut'], ['ديلاوير', 'Delaware'],
      ['موثوقين|موثوق|موثوقة|موثوقات|أمينة|امينة|أمناء|امناء|مضمونين|مضمون', 'trustworthy'], ['فحص (?:ال)?خلفية|فحص أمني|فحص امني|التحقق من (?:ال)?خلفية|سوابق|فيش وتشبيه|التدقيق|تدقيق|فحص', 'background check'],
      ['تعملون|بتعملون', 'do you work'], ['بتعملوا|تعملوا|بتسووا|تسوون', 'do you do'], ['أعرف|اعرف|نعرف', 'know'],
      ['بتبعتوا|تبعتوا|بتبعثوا|تبعثوا|ترسلوا|بترسلوا|ترسلون|تبعتولي|بتبعتولي', 'do you send'], ['بعد ما', 'after'], ['تخلصوا|بتخلصوا|تخلصون|تخلص|يخلص|تخلّص', 'finish'],
      ['أشوف|اشوف|نشوف', 'see'], ['الصور|صورة', 'photos'],
      ['بالبيت|في البيت|بالمنزل|في المنزل|بالدار|في الدار|بالشقة|في الشقة', 'at home'], ['أكون|اكون|نكون|بكون|هكون|هكون', 'be'], ['مش هكون|مش رح كون|ما رح كون|ما راح أكون|مش رح أكون|ما رح أكون', "won't be"], ['مش موجود|مو موجود|غير موجود|مش موجودة', "that isn't"],
      ['وأنا برا|وانا برا|وأنا بره|وانا بره|وانا مش موجود|وأنا مش موجود|وانا بالشغل|وأنا بالشغل', "while i'm out"],
      ['أنزل|انزل|نزّل|نزل|أحمل|احمل|أحمّل|تحميل|تنزيل|أنزّل', 'download'], ['تطبيقكم|تطبيق|أبليكيشن|ابليكيشن|ابلكيشن|أبلكيشن|برنامجكم', 'app'],
      ['الأندرويد|للأندرويد|أندرويد|اندرويد|الاندرويد|للاندرويد', 'Android'], ['الآيفون|الايفون|آيفون|ايفون|أيفون', 'iPhone'],
      ['أعمل إيه|اعمل ايه|أعمل ايه|شو بعمل|شو اعمل|شو أعمل|ايش اسوي|إيش أسوي|وش اسوي|ماذا أفعل|شو لازم اعمل', 'what do i do'], ['شغال|شغالة', 'working'],
      ['تدفعون|تدفعوا|بتدفعوا|تدفع الشركة', 'do you pay'], ['في الساعة|بالساعة|للساعة', 'per hour'], ['طلب التوظيف|طلب الوظيفة|طلب العمل|طلبي للوظيفة', 'my job application'],
      ['سؤال|أسئلة|اسئلة', 'a question'], ['لمن|لمين', 'who do'], ['للعمال|للعاملات|للعاملين|للموظفين', 'for cleaners'],
      ['أقدم على|اقدم على|أقدّم على|قدم على', 'apply for'], ['وظيفة|وظايف|وظائف|شغلة', 'job'], ['منظفة|منظف|منظفين|عاملة نظافة|عامل نظافة', 'cleaner'],
      ['صانع محتوى|صانعة محتوى|صناع (?:ال)?محتوى|صانعين محتوى|مؤثرة|مؤثر|مؤثرين|انفلونسر|إنفلونسر|بلوجر|بلوغر|يوتيوبر', 'content creator'],
      ['برنامج', 'program'], ['انضم|أنضم|الانضمام|انضمام|اشترك|أشترك|أنضمّ', 'join'], ['تيك توك|تيكتوك', 'TikTok'], ['انستغرام|انستجرام|إنستغرام|انستا', 'Instagram'], ['يوتيوب', 'YouTube'],
      ['أرسل|ارسل|ابعت|أبعت|أرفع|ارفع|أبعث|ابعث', 'send'], ['فيديوهات|فيديو|فديو|فيديوات|مقاطع|مقطع', 'videos'],
      ['آخذ فلوسي|اخذ فلوسي|آخد فلوسي|اخد فلوسي|آخذ فلوس|اخذ فلوس|أقبض|اقبض|أنقبض|يدفعولي|تدفعولي|تدفعوا لي', 'get paid'],
      ['قائمة (?:ال)?انتظار|قايمة (?:ال)?انتظار|لائحة (?:ال)?انتظار|الانتظار', 'waitlist'], ['أسجل|اسجل|التسجيل|تسجيل|أسجّل', 'sign up'],
      ['نصائح|نصيحة|نصايح|تيبس|طرق', 'tips'], ['بقشيش|البقشيش|إكرامية|اكرامية|بخشيش', 'tip'], ['يضل|يظل|يبقى|يفضل|تضل|تظل|تبقى', 'stay'], ['نظيف|نضيف|نظيفة|نضيفة', 'clean'],
      ['حيل (?:ال)?تنظيف|حيل|خدع|هاكات|هاكس|الهاكس|تريكات', 'cleaning hacks'], ['ما بتنفع|ما تنفع|مش بتنفع|ما بتزبط|مو نافعة|ما تفيد|ما بتفيد', "don't work"],
      ['بنفسي|بإيدي|بايدي|بيدي', 'myself'], ['أرخص|ارخص', 'cheaper'], ['أغلى|اغلى|غالي|غالية', 'expensive'], ['مدونة|مدونتكم|البلوغ|بلوق', 'blog'],
      ['قارئ (?:ال)?شاشة|قارئ شاشه', 'screen reader'], ['مستخدمي|مستخدمين', 'users'], ['مناسب|مناسبة', 'accessible for'], ['إمكانية الوصول|سهولة الوصول|ذوي الاحتياجات الخاصة|ذوي الإعاقة|ذوي الاعاقة|المكفوفين|كفيف|أعمى|اعمى', 'accessibility'],
      ['أتواصل|اتواصل|تواصل|أكلم|اكلم|أكلّم|أتصل|اتصل|أحكي مع|احكي مع', 'contact'], ['خدمة (?:ال)?عملاء|خدمة (?:ال)?زبائن|الدعم الفني|دعم فني|دعم', 'support'],
      ['متاحة|متاح|متوفرة|متوفر|فاتحين|شغالين', 'available'], ['ساعة|ساعات', 'hours'],
      ['كيف حالك|كيفك|شلونك|ازيك|إزيك|عامل ايه|كيف الحال|شخبارك', 'how are you'], ['اكتبلي|اكتب لي|اكتب', 'write me'], ['قصيدة|شعر', 'a poem'], ['عن', 'about'], ['البحر|بحر', 'the sea'],
      ['أطلب|اطلب|نطلب', 'request'], ['شي|شيء|حاجة|حاجه|اشي', 'something'], ['قائمة|القايمة|قايمة|ليستة|ليست', 'list'],
      ['أقدر|اقدر|بقدر|نقدر|بقدرش', 'can i'], ['كل أسبوع|كل اسبوع|كل جمعة|أسبوعياً|اسبوعيا|كل شهر|شهرياً|شهريا|بشكل دوري|دوري|متكرر|منتظم', 'recurring every week'],
      ['تختارون|بتختاروا|تختارو', 'do you choose'], ['اللي بيجيني|اللي يجيني|اللي رح يجي|اللي بيجي|اللي هييجي|اللي بيجيلي', 'who comes to me'],
      ['ابغى|أبغى|ابغي|أبي|ابي|أبا|ودي', 'i want'], ['المجموع|مجموع|الإجمالي|الكل', 'total'], ['كم يطلع|قديش بيطلع|كم بيطلع|كم يكلف|كم تكلفة|كم تكلف|ما تكلفة|تكلفة|بكم', 'how much'],
      ['زدت|زودت|ضفت|أضفت|اضفت|أضيف|اضيف|نزيد|أزيد|ازيد', 'add'], ['حمام ثاني|حمام تاني|حمام كمان|حمام زيادة|حمام اضافي|حمام إضافي', 'another bathroom'], ['ثاني|تاني', 'another'],
      ['مراجعة|تقييم|ريفيو', 'review'], ['شكوى|مشكلة بالتنظيف', 'complaint'], ['بكرا|بكرة|بكره|غدا|غداً', 'tomorrow'],
      // Counts: after the noun for one ("حمام واحد"), before it otherwise ("ثلاث غرف").
      ['حمام واحد', '1 bathroom'], ['غرفة واحدة', '1 room'], ['واحد|واحدة', '1'], ['اثنين|إثنين|ثنتين', '2'], ['ثلاث|ثلاثة|تلات', '3'], ['أربع|اربع|أربعة|اربعة', '4'], ['خمس|خمسة', '5'],
      // Rooms and what is in them.
      ['غرف ثانية|غرف تانية|غرف أخرى|غرف اخرى', 'other rooms'], ['تواليت ومغسلة|تواليت و مغسلة', 'a toilet and sink'], ['حمام الضيوف', 'guest bathroom'],
      ['نص حمام|نصف حمام', 'half bathroom'], ['صالتين|صالونين', '2 living rooms'],
      ['غرف نوم|غرفة نوم|غرف', 'bedrooms'], ['غرفتين', '2 bedrooms'], ['حمامين', '2 bathrooms'], ['حمام صغير', 'half bathroom'], ['حمامات|حمام', 'bathrooms'],
      ['صالون|الصالة|صالة|غرفة الجلوس', 'living room'], ['مطبخ', 'kitchen'], ['غرفة السفرة|غرفة سفرة|غرفة الطعام|السفرة|سفرة', 'dining room'], ['قبو|بدروم', 'basement'], ['غرفة للصلاة|غرفة صلاة|غرفة الصلاة', 'prayer room'], ['غرفة', 'room'], ['قعدة', 'sitting area'],
      ['بس فيه', 'with just'], ['تواليت|مرحاض', 'a toilet'], ['مغسلة', 'sink'],
      ['الفرن|فرن', 'oven'], ['البراد|براد|الثلاجة|ثلاجة', 'fridge'], ['الميكروويف|ميكروويف|المايكرويف|مايكرويف', 'microwave'], ['فرك الغاز|الغاز', 'stovetop scrub'], ['غسيل الصحون|جلي الصحون|الصحون|صحون', 'dishes wash'], ['من جوا|من الداخل', 'inside'],
      // Egyptian Arabic, as a family in Paterson writes it: "٣ أوض نوم", "التنضيف العادي", "الفلوس بتتسحب من الكارت إمتى؟",
      // "لا بلاش الفرن، خليها ... بدل الفرن" (no oven, make it ... instead).
      ['أوض نوم|اوض نوم|أوضة نوم|اوضة نوم|أوض|اوض', 'bedrooms'], ['أوضة|اوضة', 'room'], ['التنضيف العادي|تنضيف عادي', 'standard cleaning'], ['تنضيف عميق|التنضيف العميق', 'deep cleaning'],
      ['بتنضفوا|تنضفوا', 'do you clean'], ['تنضيف|بتنضف|تنضف', 'cleaning'], ['صغير|صغيرة', 'small'], ['الدور الأرضي|الدور الارضي', 'the ground floor'], ['تحت', 'under'], ['عايزين|عايز|عايزة', 'we want'], ['قبلها بكام ساعة|بكام ساعة|كام ساعة', 'how many hours before'], ['كام', 'how much'],
      ['إمتى|امتى', 'when'], ['الإجمالي|إجمالي|اجمالي', 'total'], ['بتاعتنا|بتاعنا', 'our'], ['فلوسنا', 'our money'], ['فلوس', 'money'], ['كارت', 'card'],
      ['بتتسحب|بتنسحب|يتسحب|تتسحب|بيتخصم|يتخصم', 'charged'], ['وقت', 'at'], ['بعد', 'after'], ['قبل', 'before'],
      ['بتجيب معاها|بتجيب|تجيب', 'bring'], ['منظفات', 'cleaning products'], ['مكنسة', 'vacuum'], ['ولا إحنا|ولا احنا', 'or do we'], ['نجهزها|نجهز', 'provide'], ['ولا', 'or'],
      ['ما عجبناش|معجبناش|ما عجبنيش|معجبنيش', "we're not happy with"], ['بنرجّع فلوسنا|بنرجع فلوسنا|نرجّع فلوسنا|نرجع فلوسنا', 'do we get our money back'],
      ['رسوم الحجز', 'the booking fee'], ['رسوم', 'fees'], ['ده هيعمل مشكلة|هيعمل مشكلة|مشكلة', 'is that a problem'], ['زيادة', 'extra'], ['على', 'on'], ['ما يتحسبش عليا|يتحسب عليا|يتحسب', 'charged'],
      ['بلاش', 'skip the'], ['خليها|خليه', 'make it'], ['بدل', 'instead of'], ['سطح البوتاجاز|البوتاجاز|بوتاجاز', 'stovetop'], ['جوه', 'inside'], ['ميكرويف', 'microwave'],
      ['من برة|من بره', 'outside'], ['هيتمسح|يتمسح|هتتمسح|بيتمسح', 'wiped'], ['على الأقل|علي الاقل', 'at least'], ['طب|طيب', 'ok'],
      ['تغيير الموعد|تغيير المعاد', 'rescheduling'], ['تغيير', 'change'], ['بيقفل', 'closes'], ['يوم الاتنين|الاتنين|الإثنين', 'monday'], ['كل أسبوعين|كل اسبوعين', 'every two weeks'], ['خميس', 'thursday'], ['من الأول|من الاول', 'again'],
      ['الموعد|موعد|المعاد|معاد', 'appointment'], ['المحلات|محلات', 'shops'], ['المخابز|مخابز', 'bakeries'],
      ['قطتين|قطط|قطة|كلب|كلاب|الحيوانات|حيوانات', 'pets'], ['أوضتين نوم|اوضتين نوم', '2 bedrooms'], ['نسيت', 'i forgot'], ['رأيي عن التطبيق|رأيي في التطبيق|رأيي عن الأبليكيشن', 'my feedback on the app'], ['ضيف|ضيفي', 'add'], ['كمان', 'also'],
      ['استنى|استني', 'wait'], ['تيتا|جدتي|ستي', "grandma's"], ['يعني', 'so'], ['لشقتنا', 'for our apartment'], ['بكام', 'how much'], ['التلاجة|تلاجة', 'fridge'], ['لو', 'if'], ['لا|لأ', 'no'], ['عشان', 'so that'], ['معاها|معاه', 'with her'], ['هي', 'she'], ['من', 'from'], ['فوق', 'above'], ['مخبز', 'bakery'], ['اللي', 'that'], ['إزاي|ازاي', 'how'], ['فين', 'where'], ['دلوقتي', 'now'], ['إحنا|احنا', 'we'],
      // Prices, services, the code.
      ['كم بتكلف|كم بيكلف|كم سعر|كم السعر|كم بيطلع|كم بتاخدوا|قديش|بقديش', 'how much'], ['كم ساعة|قديش بياخد', 'how long'], ['كم', 'how much'], ['سعره|سعر|السعر', 'price'],
      ['التنظيف العادي|تنظيف عادي|العادي', 'standard cleaning'], ['تنظيف عميق|التنظيف العميق', 'deep cleaning'], ['تنظيف|التنظيف|بتنظفوا|تنظفون|ينظف', 'cleaning'],
      ['كود الخصم|الكود|كود', 'code'], ['خصم', 'discount'], ['لكبار السن', 'for seniors'], ['أول مرة|اول مرة', 'my first cleaning'], ['المرة الجاية', 'next time'], ['نفس السعر المخفض|نفس السعر', 'the same discounted price'],
      // Booking, paying, cancelling.
      ['أحجز|احجز|الحجز|حجز', 'book'], ['بالتلفون|التلفون|تلفون', 'phone'], ['التلفون الذكي', 'smartphone'], ['رقم', 'number'], ['أدفع|ادفع|ندفع|بدفع|الدفع', 'pay'], ['بإيدها|كاش', 'cash'],
      ['ألغي|الغي|إلغاء|الغاء', 'cancel'], ['غرامة', 'a fee'], ['ما عجبني|ما عجبنا|مش عاجبني', "i'm not happy with"], ['الشغل', 'the work'], ['صور', 'photos'],
      // Who comes, trust, data, the language.
      ['العاملة|عاملة|العامل|عامل|العمال', 'the cleaner'], ['بتحكي عربي|تحكي عربي|بالعربي|عربي', 'who speaks arabic'], ['أمين|امين', 'trustworthy'],
      ['بتبيعوا|تبيعوا', 'do you sell'], ['معلوماتي|معلوماتنا|معلومات', 'my data'], ['لشركات|شركات', 'companies'], ['هالمحادثة|المحادثة', 'this chat'], ['بتنحفظ|تنحفظ', 'saved'],
      ['الموقع', 'the website'], ['نسخة', 'version'], ['المدونة|بالمدونة|مدونة', 'blog'], ['الخل|خل', 'vinegar'], ['أخلطهم|اخلطهم|أخلط|اخلط', 'mix'],
      ['يشتغل معكم|اشتغل معكم|أشتغل معكم|يشتغل|اشتغل', 'work for you as a cleaner'], ['يقدّم|يقدم|أقدم|اقدم', 'apply'], ['المستأجر طالع|المستأجر', 'tenant moving out'],
      ['ما بدي حدا', "i don't want anyone to"], ['يلمسها|يلمسهم|يلمس', 'touch'], ['سجاد', 'rugs'], ['مصحف', 'quran'], ['أبداً|ابدا|أبدا', 'at all'],
      ['بتختاروا|تختاروا', 'do you choose'], ['بتقترحوا|تقترحوا', 'do you suggest'], ['بأجرها|بأجر|مأجرة', 'i rent out'], ['طلاب', 'students'],
      ['بتشتغلوا|تشتغلوا', 'do you work'], ['أيام العيد|العيد', 'the holiday'], ['العطل|عطلة', 'holidays'], ['لحالي|لحالها|لوحدي', 'alone'],
      ['عيوني ضعيفة', 'my eyesight is weak'], ['الكتابة صغيرة|الخط صغير', 'the text is small'], ['أكبّر|اكبر|أكبر', 'make bigger'], ['الخط|الكتابة', 'text'],
      ['مرضت|مريض|مريضة', "i'm sick"], ['صار شي', 'something happens'], ['الأكل|أكل', 'food'], ['الدوا|الدواء|دوا', 'medicine'],
      ['(?:التي|اللي) (?:يستخدمها|بيستخدمها|بيستعملها) موقعكم', 'does your website use'], ['الكوكيز|كوكيز', 'cookies'], ['موقعكم', 'your website'],
      ['عندكم', 'do you have'], ['عندي|عنا|عندنا', 'i have'], ['تبعكم', 'your'], ['تبعي', 'my'], ['فيه|فيها', 'with'], ['حدا', 'anyone'],
      // Places and people.
      ['باترسون', 'Paterson'], ['نيويورك', 'New York'], ['جيرسي سيتي|جرسي سيتي', 'Jersey City'], ['نيوارك|نيو ارك', 'Newark'], ['كليفتون', 'Clifton'], ['بروكلين', 'Brooklyn'], ['هوبوكين|هوبوكن', 'Hoboken'], ['نيو جيرسي|نيوجيرسي', 'New Jersey'], ['ساكن|ساكنة', 'lives in'], ['بنتي', 'my daughter'], ['ابني', 'my son'], ['هدية', 'gift'],
      // The words around the question.
      ['السلام عليكم|مرحبا|أهلا|اهلا', 'hello'], ['شكرا', 'thanks'], ['هل بتوصلوا|بتوصلوا', 'do you come to'], ['عندكم خدمة', 'do you have service'],
      ['بدي|بدنا|أريد|اريد', 'i want'], ['ممكن', 'can i'], ['لازم', 'do i have to'], ['كيف', 'how'], ['شو الفرق', "what's the difference"], ['شو|ماذا', 'what'], ['وين|أين', 'where'], ['إذا|اذا', 'if'],
      ['بيت|البيت|لبيت|منزل', 'house'], ['شقة|شقتي', 'apartment'], ['مع', 'with'], ['أو|او', 'or'], ['في', 'in'], ['هل', ''], ['تانية|ثانية|تانيين', 'other'], ['مش', 'not'],
      ['ده|دي|دا', 'this'], ['بعده|بعدها', 'after it'], ['هناك', 'there'], ['بتنضفوها|تنضفوها|تنظفوها|بتنظفوها', 'do you clean there'],
    ]),
    // "And", as a word or written onto the next one ("وصالون"): what is left of it once the next word is read.
    ['و(?=\\s|$)', 'and'],
    // Off-topic asks (a restaurant, the weather, a recommendation) read as such, so they get the out-of-scope answer.
    ['مطعم|مطاعم', 'restaurant'], ['الطقس', 'weather'], ['تنصحني|تنصحوني|ترشحلي', 'recommend'],
    // A later turn's change in Arabic words (round 123): "خليه عادي" (make it standard), "زيد الفرن من جوّا" (add the oven inside).
    ['من جوّا|من جوه', 'inside'], ['عادي', 'standard'], ['زيد|زيدي|ضيف|ضيفي|زود|زودي', 'add'],
  ]),
};
