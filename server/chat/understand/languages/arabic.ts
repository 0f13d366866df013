import { type Language, anywhere } from './language.ts';

/** Arabic words as written, each with the letters people join onto its front ("و", "ب", "ال"...), never inside another word. */
const arabicWords = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([word, english]) => [String.raw`(?<![\u0621-\u064A])(?:[وفبلك]|و[بل])?(?:ال|لل)?(?:${word})(?![\u0621-\u064A])`, english] as const);

export const ARABIC: Language = {
  name: 'Arabic',
  // Arabic's everyday words, as written with their prefixes, Egyptian's too ("عايزين", "إمتى"); Persian and Urdu share the script but not these.
  markers: /هل|كم|عندكم|عندي|عنا|بدي|بدنا|ممكن|شو|كيف|وين|ليش|إذا|اذا|بيت|شقة|تنظيف|بتنظفوا|تنظفون|غرف|غرفة|حمام|مطبخ|صالون|سعر|بتكلف|العاملة|كود|خصم|هيك|كتير|مش|أنا|انا|احنا|الموقع|تبعكم|ساكن|بتبيعوا|معلومات|عايز|عايزين|كام|إمتى|امتى|إزاي|ازاي|بتاعتنا|بتاعي|دلوقتي|بلاش|خليها|تنضيف|اللي|فين|فلوس|رسوم|موعد|تغيير|قطط|قطتين/gu,
  // The script with none of the letters only Persian or Urdu write.
  signs: /^(?![\s\S]*[پچژگکیےٹڈڑںہ])[\s\S]*[\u0621-\u064A]/u,
  unread: /[\u0600-\u06FF]+/gu,
  words: anywhere([
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
    ...arabicWords([
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
      ['قطتين|قطط|قطة|كلب|كلاب|الحيوانات|حيوانات', 'pets'], ['أوضتين نوم|اوضتين نوم', '2 bedrooms'], ['أوضتين|اوضتين', '2 rooms'], ['نسيت', 'i forgot'], ['رأيي عن التطبيق|رأيي في التطبيق|رأيي عن الأبليكيشن', 'my feedback on the app'], ['ضيف|ضيفي', 'add'], ['كمان', 'also'],
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
      ['عندكم', 'with you'], ['عندي|عنا|عندنا', 'i have'], ['تبعكم', 'your'], ['تبعي', 'my'], ['فيه|فيها', 'has'], ['حدا', 'anyone'],
      // Places and people.
      ['باترسون', 'Paterson'], ['نيويورك', 'New York'], ['جيرسي سيتي|جرسي سيتي', 'Jersey City'], ['نيوارك|نيو ارك', 'Newark'], ['كليفتون', 'Clifton'], ['بروكلين', 'Brooklyn'], ['هوبوكين|هوبوكن', 'Hoboken'], ['نيو جيرسي|نيوجيرسي', 'New Jersey'], ['ساكن|ساكنة', 'lives in'], ['بنتي', 'my daughter'], ['ابني', 'my son'], ['هدية', 'gift'],
      // The words around the question.
      ['السلام عليكم|مرحبا|أهلا|اهلا', 'hello'], ['شكرا', 'thanks'], ['هل بتوصلوا|بتوصلوا', 'do you come to'], ['عندكم خدمة', 'do you have service'],
      ['بدي|بدنا|أريد|اريد', 'i want'], ['ممكن', 'can i'], ['لازم', 'do i have to'], ['كيف', 'how'], ['شو الفرق', "what's the difference"], ['شو|ماذا', 'what'], ['وين|أين', 'where'], ['إذا|اذا', 'if'],
      ['بيت|البيت|لبيت|منزل', 'house'], ['شقة|شقتي', 'apartment'], ['مع', 'with'], ['أو|او', 'or'], ['في', 'in'], ['هل', ''], ['تانية|ثانية|تانيين', 'other'], ['مش', 'not'],
    ]),
    // "And", as a word or written onto the next one ("وصالون"): what is left of it once the next word is read.
    ['و(?=\\s|$)', 'and'],
    // Off-topic asks (a restaurant, the weather, a recommendation) read as such, so they get the out-of-scope answer.
    ['مطعم|مطاعم', 'restaurant'], ['الطقس', 'weather'], ['تنصحني|تنصحوني|ترشحلي', 'recommend'],
    // A later turn's change in Arabic words (round 123): "خليه عادي" (make it standard), "زيد الفرن من جوّا" (add the oven inside).
    ['من جوّا|من جوه', 'inside'], ['عادي', 'standard'], ['زيد|زيدي|ضيف|ضيفي|زود|زودي', 'add'],
  ]),
};
