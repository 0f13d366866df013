import { type Language, wholeWords, markers } from './language.ts';

/**
 * Tagalog, as Filipino families and nurses write it, mostly Taglish: English words kept, the Tagalog around them read
 * ("magkano standard cleaning ng 2br 1 bath, tapos sala at kusina din?"). "CR" is the comfort room, a bathroom.
 */
export const TAGALOG: Language = {
  name: 'Tagalog',
  // Words English never writes: not "may", "at", "sa", "ba" or "din", which it does.
  markers: markers('hatiin|hati|tatlo|apat|dalawa|nakalimutan|pangatlong|pangalawang|dalawang|tatlong|buwan|ulit|ginamit|negosyo|lalabas|nabasa|sariling|tsaka|marunong|magluto|bang|nakatira|serbisyo|ng|ang|mga|mag|nag|walang|libreng|katagal|saang|ko|mo|nyo|ung|pano|anong|sino|bakit|naglilinis|nililinis|maglilinis|lugar|magkno|mgkano|bayad|araw|ilang|gaano|kahit|habang|imbes|imbis|palitan|tanggalin|pala|isama|dagdagan|sumali|litrato|aso|pusa|bagyo|uulan|daw|po|opo|kelan|nila|ichacharge|pagka|agad|kasama|nasa|isang|ipabura|hugasan|pinggan|sahig|kanina|tulog|magkano|yung|iyong|lang|naman|kasi|sana|pwede|puwede|bukas|kwarto|kuwarto|kusina|banyo|paglilinis|maglinis|linisin|niyo|ninyo|kayo|tapos|hindi|wala|meron|mayroon|nung|noong|ngayon|gusto|ilan|bahay|salamat|paano|kailan|saan|ano|naman|talaga|ako|akin|amin|namin|natin|sila|siya|kami|tayo|nga|kung|pero|dahil|dito|doon|diyan'),
  signs: /(?!)/,
  // "Yung tita ko sa Journal Square": "sa" before a name is "in", as a place is asked about in English.
  // "Yung sa Connecticut" (the one in Connecticut) is left as it was: the name after "yung" says which place is meant.
  rooms: (message) => message.replace(/(?<![\p{L}])(?<!\b(?:yung|ang|iyong) )sa (?=\p{Lu})/gu, 'in '),
  words: wholeWords([
    // Round 139's practice: an order changed in a later turn ("Ay nakalimutan ko yung sala", "yung pangatlong kwarto ay opisina
    // na ngayon", "yung isa ay toilet lang", "dalawang banyo pala", "yung microwave tanggalin nyo na"), a month of visits every
    // two weeks ("magkano isang buwan"), "1ba" after a number (not the particle "ba"), and the code asked again ("ulit").
    // "Sige po, with sala at kusina": ok, and what follows is the turn's.
    ['^sige(?: po)?', 'ok'],
    // Round 186's applicant, a nurse's aide: "ko" after a person or a thing is "my" ("tita ko sa Journal Square", "experience
    // ko"), before the "ko" that is "I"; what she asks as one applying ("pwede pa rin ba ako mag apply", "bayad pa rin ba ako")
    // and what she has and lacks ("wala po akong car", "nag bus lang ako").
    ['lola ko', 'my grandmother'], ['lolo ko', 'my grandfather'], ['tita ko', 'my aunt'], ['tito ko', 'my uncle'], ['pinsan ko', 'my cousin'],
    ['kapatid ko', 'my sister'], ['(?:nanay|mama|inay) ko', 'my mother'], ['(?:tatay|papa|itay) ko', 'my father'], ['anak ko', 'my child'],
    ['asawa ko', 'my husband'], ['(?:kaibigan|friend|kaklase) ko', 'my friend'], ['experience ko', 'my experience'], ['(?:ssn|id) ko', 'my ssn'],
    ['kailangan (?:ko|namin) (?:po )?(?:ba )?(?:bumili|bilhin|magdala|dalhin)(?: ng)?', 'do i need to buy'], ['bumili|bibili|bilhin', 'buy'],
    ['wala (?:po )?(?:akong|kaming)', "i don't have a"], ['(?:nag|mag)-? ?bus|nagbu-?bus|sumasakay (?:ng|sa) bus', 'take the bus'], ['papuntang|papunta sa|papunta', 'to'],
    ['(?:pwede|puwede) (?:pa rin|pa din) (?:po )?ba (?:ako|kami)', 'can i still'],
    ['(?:hiring|nagha-?hire|tumatanggap) (?:din|rin) (?:po )?ba (?:kayo|kyo)(?: ng)?', 'are you also hiring'],
    ['nagbibigay|nagbigay|magbibigay|magbigay|ibigay|bigay', 'give'], ['makakakita|makikita|nakikita', 'will see'], ['bastos', 'rude'],
    ['bayad pa (?:rin|din) (?:po )?ba (?:ako|kami)', 'do i still get paid'], ['magkano (?:po )?(?:ang |yung )?bayad (?:sa|ng) (?:mga )?cleaners?', 'how much is the pay for cleaners'],
    ['pupunta|darating', 'will come'],
    ['na-? ?download (?:ko|namin)(?: na)?', 'i downloaded'], ['app para sa (?:mga )?(?:cleaners?|taga-? ?linis)', 'app for cleaners'], ['yun na (?:po )?ba yun|ito na (?:po )?ba yun', 'is that the right one'],
    ['sinabi|sabi', 'says'], ['nagbayad', 'paid'], ['taga', 'i am from'], ['ma-? ?assign', 'be assigned'], ['malapit', 'near'], ['mag-? ?isa', 'alone'],
    // A home let go ("matagal na pong hindi nalilinis... isang taon", "madaming alikabok", "may mantsa"), and what to book ("ano
    // pong service ang dapat i-book?").
    ['matagal na (?:pong |po )?(?:hindi|di) (?:nalilinis|nalinis)(?: ng maayos)?', 'has not been cleaned in a long time'], ['(?:isang|1) taon', 'a year'], ['taon', 'year'],
    ['madaming alikabok|maraming alikabok', 'a lot of dust'], ['alikabok', 'dust'], ['mantsa', 'stains'], ['ano (?:pong|po ang|ang) service', 'what service'], ['dapat', 'should i'], ['pong', ''],
    ['pala (?:yung|ang)(?= (?:full|half|banyo|bath|cr|kwarto|bedroom|bed|sala|kusina))', ''], ['(?<=\\d)ba', 'ba'], ['^ay(?= )', 'oh'], ['nakalimutan (?:ko|namin)|nakalimutan', 'i forgot'],
    ['(?:sa )?(?:isang|kada|bawat) buwan|buwan-buwan|buwanan|monthly', 'per month'], ['buwan', 'month'],
    ['(?:kada|tuwing) (?:dalawang|2) linggo|every other week', 'every two weeks'],
    ['(?:yung|ang|iyong) isa(?= (?:ay|naman|is|lang ay))', 'the other'], ['pangalawang|ikalawang|pangalawa', 'the second'], ['pangatlong|ikatlong|pangatlo', 'the third'], ['pang-?apat na|ikaapat na', 'the fourth'],
    // Round 198's roommates: a total shared out ("hati sa tatlo?", split in three; "per person? 3 kami", three of us).
    ['hati(?:in)?(?: (?:natin|namin|po|na lang))? sa(?= (?:dalawa|tatlo|apat|lima|\\d))', 'split between'], ['(?<=(?:\\d|dalawa|tatlo|apat|lima) )kami', 'of us'],
    ['(?:yung|ang|iyong) dalawa', 'the two'], ['dalawang|dalawa', 'two'], ['tatlong|tatlo', 'three'], ['apat na|apat', 'four'], ['limang|lima', 'five'],
    ['(?:yung |ang )?room ko', 'my bedroom'], ['may sariling (?:banyo|cr|c\\.r\\.|bathroom|toilet)', 'with its own bathroom'], ['buong (?:banyo|cr|bathroom)', 'a full bathroom'], ['(?:toilet|inidoro|kubeta) lang', 'a half bathroom only'],
    ['na ngayon', 'now'], ['pati(?: (?:ang|yung|na))?', 'also'], ['tsaka|saka', 'and'], ['pa-? ?add|i-? ?add|paki-? ?add', 'add'],
    ['(?:tanggalin|alisin|tanggal)(?: (?:mo|niyo|nyo|ninyo))?(?: na)?(?= *(?:[.,!?]|$))', 'remove it'],
    ['ilagay|ilalagay|lagyan|isingit', 'put in'], ['lilinisin|lilinisan', 'clean'], ['gawing', 'make it'], ['maliit na', 'small'],
    ['ulit|uli', 'again'], ['ginamit na (?:ng|ni)', 'already used by'], ['ginamit', 'used'], ['gagamitin|gagamit', 'use'], ['(?:pwede|puwede) pa ba (?:ako|kami)', 'can i still'],
    ['ayaw (?:gumana|tumanggap|ma-?apply|pumasok)', "doesn't work"], ['lalabas|ilalabas|ilulunsad|magla-?launch', 'will launch'], ['negosyo', 'business'],
    ['may tips(?: po)?(?: ba)?(?: kayo)?(?: po)?(?= kung)', 'do you have tips'], ['panatilihing|panatilihin', 'keep'],
    ['nabasa (?:ko|namin)', 'i read'], ['daw', ''], ['maglinis ng sariling bahay|paglilinis ng sariling bahay', 'cleaning your own home'],
    ['(?:ipapasa|ipasa|isusumite|isumite|ise-?submit)', 'submit'], ['mabayaran|mababayaran', 'get paid'],
    ['nakatira (?:ako|kami)', 'i live'], ['serbisyo', 'service'], ['dun|doon', 'there'], ['ibang', 'another'],
    ['marunong ka(?:ng| bang| ba)?', 'can you'], ['magluto', 'cook'], ['na-? ?screen', 'screened'], ['sine-? ?save|sinesave|itinatago|tinatago', 'save'], ['nakakabasa|nagbabasa', 'reads'],
    ['bilang cleaner', 'as a cleaner'], ['bilang', 'as'], ['magtrabaho|nagtatrabaho|magtrabaho', 'work'], ['kwarto ko lang', 'only my bedroom'], ['kwarto ko', 'my bedroom'], ['nang', ''], ['ay', 'is'],
    // Round 138's practice, Taglish as typed: verbs with their particles ("nililinis niyo rin ba"), texting spellings
    // ("pano", "magkno", "hm"), hyphenated English verbs ("mag-book", "i-cancel", "ma-download") and the changes to an order
    // ("palitan ... ng", "imbes na", "naka lock", "bilangin na lang as").
    ['habang (?:naglilinis|naglilinis na) (?:sila|siya|ang cleaner|yung cleaner)', 'while they clean'],
    ['(?:(?:kayo|kyo) )?(?:naglilinis|nililinis|maglilinis|naglinis)(?: (?:din|rin|po|ba|ho))*(?: (?:kayo|niyo|ninyo|nyo|kyo))?(?: (?:din|rin|po|ba|ho))*', 'do you clean'],
    ['tumatanggap(?: (?:din|rin|po|ba|ho))*(?: (?:kayo|niyo|ninyo|nyo|kyo))?(?: (?:din|rin|po|ba|ho))*', 'do you accept'],
    ['(?:paano|pano) (?:po )?(?:kayo |niyo |nyo )?(?:pumipili|pumili|namimili|pinipili)(?: (?:ng|nang|ang))?', 'how do you choose a'],
    ['(?:pumili|mamili|pipili) (?:ng )?sariling', 'pick my own'], ['pumipili|pumili|mamili|pinipili|pipili', 'choose'],
    ['(?:bukas|open)(?: po)? ba(?: (?:ang|yung))?', 'is open'], ['anong oras (?:po )?(?:kayo )?(?:bukas|open)(?: (?:ang|yung))?', 'what time is open'], ['anong oras', 'what time'],
    // Round 198's ICU nurse on nights: when cleaners can come ("may cleaners ba ng gabi?", "pwede ba sila pumunta mga 9am
    // pag-uwi ko?", "while tulog ako sa hapon").
    ['may (?:mga )?(?:cleaners?|tagalinis|naglilinis) ba', 'are there cleaners'], ['(?:pwede|puwede) (?:po )?ba (?:sila|silang)', 'can they'],
    ['pumunta|pumunta dito|pupunta dito', 'come'], ['pag-? ?uwi (?:ko|namin)|pagkauwi (?:ko|namin)', 'after i get home'], ['(?:nasa|naka) shift (?:ako|kami)', 'i am at work'],
    ['tulog (?:ako|kami)', 'i am asleep'], ['sa hapon|hapon', 'in the afternoon'], ['ng gabi|gabi', 'at night'], ['mga(?= \\d)', 'around'],
    ['gabi na|hatinggabi', 'late at night'], ['sa gabi', 'at night'], ['kagabi', 'last night'], ['kahapon', 'yesterday'],
    ['hindi (?:po )?ako (?:masaya|kuntento|satisfied|happy)(?: (?:sa|ng|yung|ang))?', "i am not happy with"], ['masaya|kuntento', 'happy'],
    ['wala (?:po )?(?:ako|kami) sa bahay', "i won't be home"], ['paano (?:po )?(?:papasok|makakapasok|makapasok)', 'how will get in'], ['papasok|makakapasok|pumasok', 'come in'],
    ['kasama(?: na)?(?: po)? ba(?: (?:ang|yung))?|included(?: na)?(?: po)? ba(?: (?:ang|yung))?', 'does it include'],
    ['(?:dagdag|extra) (?:na )?bayad', 'an extra charge'], ['paghugas|paghuhugas|pag-?hugas', 'washing'],
    ['libreng punas|libreng pagpunas|libre(?:ng)? wipe', 'free surface wipe'], ['punas|pagpunas|punasan', 'wipe'], ['libre|libreng', 'free'],
    ['aalis (?:na )?(?:po )?(?:kami|ako)(?: (?:sa|ng))?|lilipat (?:na )?(?:po )?(?:kami|ako)(?: (?:sa|ng))?', 'we are moving out of'], ['katapusan', 'the end of the month'],
    ['ano (?:po )?(?:ang |yung )?ginagawa (?:sa|ng)', 'what is done in'], ['ginagawa', 'done'], ['walang gamit|wala nang gamit|wala ng gamit', 'empty'],
    ['pagkaalis (?:ng|nang)|pag-?alis (?:ng|nang)', 'after checkout of'],
    ['naka-? ?lock|nakasarado|sarado', 'is locked'], ['opisina', 'office'], ['naka', 'on'], ['kinakaltas|kakaltasin|kaltasin|kaltas|sinisingil|singil|chinacharge|nacha-?charge', 'charged'],
    ['bago', 'before'], ['bayad', 'payment'], ['gumagana|umaandar', 'work'], ['ano (?:po )?(?:ang )?gagawin (?:ko|namin)', 'what do i do'],
    ['mag-?book|magbook|mag-?order|magpa-?book|i-?book', 'book'], ['mag-?cancel|i-?cancel|icancel|ikansela|kanselahin|mag-?kansela', 'cancel'],
    ['(?:mag|i|ipa|magpa)-?resched(?:ule)?|resched', 'reschedule'], ['ililipat|ilipat ko|lilipat', 'move'], ['ibang araw', 'another day'], ['araw', 'day'],
    ['(?:ma|i|mag|ida|mada)-?download|idownload', 'download'], ['ligtas', 'safe'], ['pinagkakatiwalaan|mapagkakatiwalaan|mapagkatiwalaan|katiwala', 'trust'],
    ['taga-? ?linis|kasambahay|katulong', 'cleaner'], ['makita|makikita|tingnan', 'see'], ['litrato|larawan|mga pics', 'photos'], ['nilinis', 'cleaned'],
    ['alagang hayop|alaga', 'pets'], ['aso', 'dog'], ['pusa', 'cat'], ['(?:okay|ok|oks) lang (?:po )?ba', 'is that okay'], ['habang', 'while'],
    ['binebenta|ibinebenta|ibenta|benta', 'sell'], ['magiging|maging', 'become'], ['naghahanap (?:po )?(?:ako )?(?:ng )?trabaho', 'i am looking for a job'], ['trabaho', 'job'],
    ['sumali|sasali|mag-?join', 'join'], ['makontak|kontakin|ma-?contact|makausap', 'contact'], ['tawagan', 'call'],
    ['ano (?:po )?(?:ang )?maipapayo (?:niyo|nyo|ninyo)', 'what advice do you have'], ['maipapayo|payo', 'advice'], ['(?:laging|palaging|lagi) (?:na )?malinis', 'keep clean'], ['laging|palaging|lagi', 'always'], ['malinis', 'clean'], ['tungkol(?: sa)?', 'about'],
    ['bakit', 'why'], ['mas mahal', 'more expensive'], ['mahal', 'expensive'], ['mas mura', 'cheaper'], ['mura', 'cheap'], ['sariling', 'own'], ['bulag', 'blind'],
    ['gumagamit', 'use'], ['gamitin', 'use'], ['gamit(?: ang)?', 'using'], ['sabihin', 'tell'], ['unahin', 'focus on'], ['bintana', 'windows'], ['listahan', 'list'],
    ['magpalinis|ipalinis|ipa-?linis|magpa-?linis', 'clean'], ['kahit', 'even'],
    ['pinakamababang presyo|pinakamurang presyo|pinakamura', 'the lowest price'], ['presyo', 'price'], ['para sa akin', 'for me'], ['para(?: sa)?', 'for'], ['akin', 'me'],
    ['nasira|sinira|nabasag|binasag', 'broke'], ['magrereklamo|magreklamo|reklamo', 'complain'], ['sino', 'who'], ['nanalo', 'won'], ['laro', 'game'], ['panahon', 'weather'], ['anong|anu', 'what'],
    ['magkno|mgkano|mag kano|magkanu', 'how much'], ['pano', 'how'], ['hm', 'how much'], ['ilang porsyento|ilang percent', 'what percent'], ['ilang|ilan', 'how many'],
    ['isa (?:na )?lang', 'just one'], ['dagdagan|idagdag', 'add'], ['mali', 'wrong'], ['pala', 'actually'],
    ['(?:wag|huwag) (?:na )?(?:po )?(?:isama|isali)', 'skip it'],
    ['gawin(?: (?:niyo|mo|nyo|ninyo))?(?: na)? lang|gawin (?:niyo|mo|nyo|ninyo)', 'make it'], ['imbes na|imbis na|sa halip na', 'instead of'],
    ['bilangin(?: (?:niyo|mo|nyo|ninyo))?(?: na)?(?: lang)?(?: (?:as|bilang|na))?', 'count it as'], ['palitan(?: (?:niyo|mo|nyo|ninyo))?(?: na)?(?: lang)?(?: (?:ang|yung))?', 'replace the'],
    ['(?<=palit\\S* (?:(?:niyo|mo|nyo|ninyo|na|lang|po|yung|ang) )*\\S+ )(?:ng|nang)', 'with'],
    ['eh kung', 'what if'], ['gaano (?:po )?katagal (?:mag-? ?book|magbook|i-?book)', 'how long does it take to book'], ['hindi (?:po )?(?:gumagana|umaandar|gumana|nagana)', "doesn't work"],
    ['per (?:kwarto|kuwarto)', 'per room'], ['sa app', 'in the app'], ['wala (?:po )?sa (?:listahan|list)', 'not on the list'], ['saan (?:po )?(?:ko )?(?:po )?(?:ma-?download|i-?download|makukuha|makuha)', 'where can i download'],
    ['(?:pwede|puwede) (?:po )?ba(?:ng)? (?:ako|kami)', 'can i'], ['(?:pwede|puwede) (?:po )?ba(?:ng)? (?:kayo|kyo)', 'can you'], ['ano (?:po )?ba (?:ang|yung)', 'what is'],
    ['saang (?:mga )?lugar|anong (?:mga )?lugar', 'which areas'], ['saang', 'which'], ['lugar', 'areas'], ['pagkakaiba|kaibahan|pinagkaiba', 'the difference between'],
    ['may (?:na)?sira(?:ng)?|may nabasag', 'something got broken'], ['magandang|maganda', 'good'], ['paano (?:po )?gamitin', 'how do i use'],
    // A later turn's change: "wag na pala yung oven, ref inside na lang" (skip the oven after all, only the fridge inside).
    ['(?:wag|huwag) na (?:pala )?(?:yung|ang)?', 'skip the'],
    // A caregiver's questions as round 77's wrote them: applying as a cleaner, her employer's wheelchair and oxygen tank not
    // to be touched, a cleaning she didn't like, help when a cleaner has a problem, tips for marble, a number to call.
    // An add-on taken off: "tanggalin na lang yung ref" (just remove the fridge).
    ['(?:tanggalin|alisin|tanggal)(?: (?:mo|niyo|nyo|ninyo))?(?: na lang)?', 'remove'],
    // "Microwave na lang ipalit" (put the microwave in its place), "stovetop scrub na lang kapalit" (the scrub in its place); "yung isang bedroom ginawa ko nang home office, wala nang
    // kama" (one bedroom I made into a home office, no bed any more).
    ['na lang (?:ang )?(?:ipalit|ipapalit|ipampalit|kapalit|pamalit)|(?:ipalit|ipapalit|palitan|kapalit|pamalit) na lang|ipalit|ipapalit|kapalit|pamalit', 'instead'],
    ['ginawa(?: (?:na|nang))? (?:ko|namin|naming)(?: (?:nang|na|ng))?|ginawa (?:ko |namin |naming )?(?:nang|na|ng)|ginawa (?:ko|namin|naming)', 'is now'],
    // "Uulan po ba bukas sa JC?", "may bagyo daw ba this weekend?": the weather, none of ours.
    ['uulan|umuulan|ulan|bagyo', 'the weather'], ['wala nang kama|wala ng kama|walang kama', 'no bed'], ['ako na bahala (?:dun|doon|diyan)', "i'll do that myself"],
    ['bilang cleaner', 'as a cleaner'], ['dagdag (na )?trabaho', 'extra work'], ['huwag galawin|wag galawin', 'not to touch it'], ['masasabi', 'tell'],
    ['(kung )?hindi nagustuhan', "if she's not happy with"], ['kailangan (pa )?(ba(ng)? )?magbayad', 'do i still have to pay'], ['magbayad', 'pay'],
    ['hihingi (ng )?tulong', 'do i ask for help'], ['kapag may problema', 'when there is a problem'], ['linggo-linggo|lingguhan', 'every week'],
    ['may tips (po )?(kayo )?sa', 'do you have tips for'], ['ginagamitan (ko|namin) ng suka', 'i use vinegar on it'], ['suka', 'vinegar'],
    ['may numero (po )?(ba )?(na )?pwedeng tawagan', 'is there a phone number to call'], ['marunong (ng |mag-?)?tagalog', 'speaks Tagalog'], ['sasagot', 'answers'],
    ['ilipat', 'move'], ['ihinto (na )?(po )?(namin )?lahat', 'cancel the whole recurring schedule'], ['ihinto', 'stop'], ['lahat', 'all of it'], ['ipa-?delete', 'delete'], ['info niya', 'her data'], ['paglinis', 'cleaning'],
    ['maliit na aso', 'a small dog'], ['susi', 'the key'], ['iwan', 'leave'], ['sa super', 'with the building super'], ['nawala', 'went missing'],
    ['pagkatapos(?: ng)?', 'after'], ['gagawin', 'do'], ['niya', 'her'], ['bang', ''], ['isang', 'one'], ['yun|iyon', 'that'], ['siya', 'she'],
    // "Magkano po ang sweldo ng cleaner kada oras?": a cleaner's pay per hour.
    ['sweldo ng (?:mga )?cleaners?|suweldo ng (?:mga )?cleaners?', 'pay for cleaners'], ['sweldo|suweldo', 'pay'], ['kada oras', 'per hour'],
    // Phrases first: the first listed wins where several start.
    ['kailangan (po )?ba (na )?nasa bahay ako|kailangan (po )?ba (na )?(nandito|nandiyan|nandyan|nandun|nandoon|andun|andito) ako(?: sa bahay)?', 'do i need to be home'], ['ano (po )?(ba )?(ang |yung )?kasama (sa|ng)', 'what is included in'],
    ['ipabura|burahin|bura', 'delete'], ['impormasyon', 'information'], ['lahat', 'all'], ['gaano katagal', 'how long'], ['may bayad', 'is there a fee'], ['gawin', 'do'],
    ['kelan|kailan', 'when'], ['ichacharge|i-charge|sisingilin', 'charged'], ['agad', 'right away'], ['hugasan|maghugas|hugas', 'wash'], ['pinggan|plato', 'dishes'],
    ['pang', 'for'], ['di', 'not'], ['sahig', 'floor'], ['kanina', 'earlier today'], ['tulog', 'asleep'], ['dumating|darating', 'arrive'], ['mag[- ]?apply', 'apply'], ['sa inyo', 'with you'],
    ['magkano(?: po)?(?: (?:ang|yung|kaya))', 'how much is'], ['magkano', 'how much'], ['paano (po )?(mag-?)?book', 'how do i book'], ['paano', 'how'], ['kailan', 'when'], ['saan', 'where'], ['ano (po )?(ang|yung)', 'what is the'], ['ano', 'what'],
    ['pwede (po )?ba|puwede (po )?ba', 'can i'], ['pwede|puwede', 'can'], ['gusto (?:kong|ko|namin|naming)(?: po)?(?: sana(?:ng)?)?(?: (?:ng|na))?', 'i want'], ['gusto', 'wants'], ['kailangan', 'need'], ['meron (po )?ba|mayroon (po )?ba', 'is there'],
    ['sala', 'living room'], ['kusina', 'kitchen'], ['kwarto|kuwarto', 'bedroom'], ['banyo|cr|c\\.r\\.|comfort rooms?', 'bathroom'], ['bahay', 'home'], ['lababo', 'sink'], ['ref|pridyider', 'fridge'],
    ['linisin|maglinis|paglilinis|linis', 'clean'], ['bukas', 'tomorrow'], ['ngayon', 'today'], ['mamaya', 'later today'], ['gabi', 'night'], ['umaga', 'morning'],
    ['hindi (po )?(maayos|malinis)', 'not clean'], ['madumi', 'dirty'], ['mantsa', 'stain'], ['hindi', 'not'], ['wala', 'no'], ['salamat', 'thanks'],
    ['tapos', 'then'], ['pa rin|pa din', 'still'], ['din|rin', 'too'], ['at', 'and'], ['o kaya', 'or'], ['pero', 'but'], ['kasi|dahil', 'because'], ['kung', 'if'], ['lang', 'only'],
    ['ako|ko', 'i'], ['namin|kami', 'we'], ['nila|sila', 'they'], ['niyo|ninyo|kayong|kayo|nyo|kyo|mo', 'you'], ['dito', 'here'],
    ['tapos may|at may', 'plus a'], ['may', 'a'], ['hindi (ko|namin) kailangan', "i don't need"], ['buong', 'the whole'], ['isama|kasama', 'add'], ['loob ng', 'inside the'], ['alin', 'which'], ['pinsan', 'cousin'],
    // Words whose phrases above come first ("walang kama", "linggo-linggo", "dagdag trabaho").
    ['walang', 'without'], ['dagdag', 'add'], ['mga|mag|nag', ''], ['pag|kapag', 'if'], ['o', 'or'], ['nasa', 'in'],
    ['lunes', 'monday'], ['martes', 'tuesday'], ['miyerkules|myerkules', 'wednesday'], ['huwebes', 'thursday'], ['biyernes|byernes', 'friday'], ['sabado', 'saturday'], ['linggo', 'sunday'],
    ['po|opo|ba|pa|yung|ung|iyong|ng|nung|noong|naman|nga|sana|talaga|na|sa|ang|si|yan|iyan|kaya|eh|ha', ''],
    // Off-topic asks (a restaurant, good food) read as such, so they get the out-of-scope answer.
    ['kainan|restawran', 'restaurant'], ['masarap', 'good food'],
  ]),
};
