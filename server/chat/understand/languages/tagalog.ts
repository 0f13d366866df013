import { type Language, wholeWords, markers } from './language.ts';

/**
 * Tagalog, as Filipino families and nurses write it, mostly Taglish: English words kept, the Tagalog around them read
 * ("magkano standard cleaning ng 2br 1 bath, tapos sala at kusina din?"). "CR" is the comfort room, a bathroom.
 */
export const TAGALOG: Language = {
  name: 'Tagalog',
  // Words English never writes: not "may", "at", "sa", "ba" or "din", which it does.
  markers: markers('bagyo|uulan|daw|po|opo|kelan|nila|ichacharge|pagka|agad|kasama|nasa|isang|ipabura|hugasan|pinggan|sahig|kanina|tulog|magkano|yung|iyong|lang|naman|kasi|sana|pwede|puwede|bukas|kwarto|kuwarto|kusina|banyo|paglilinis|maglinis|linisin|niyo|ninyo|kayo|tapos|hindi|wala|meron|mayroon|nung|noong|ngayon|gusto|ilan|bahay|salamat|paano|kailan|saan|ano|naman|talaga|ako|akin|amin|namin|natin|sila|siya|kami|tayo|nga|kung|pero|dahil|dito|doon|diyan'),
  signs: /(?!)/,
  words: wholeWords([
    // A later turn's change: "wag na pala yung oven, ref inside na lang" (skip the oven after all, only the fridge inside).
    ['(?:wag|huwag) na (?:pala )?(?:yung|ang)?', 'skip the'],
    // A caregiver's questions as round 77's wrote them: applying as a cleaner, her employer's wheelchair and oxygen tank not
    // to be touched, a cleaning she didn't like, help when a cleaner has a problem, tips for marble, a number to call.
    // An add-on taken off: "tanggalin na lang yung ref" (just remove the fridge).
    ['(?:tanggalin|alisin|tanggal) na lang|tanggalin|alisin', 'remove'],
    // "Microwave na lang ipalit" (put the microwave in its place); "yung isang bedroom ginawa ko nang home office, wala nang
    // kama" (one bedroom I made into a home office, no bed any more).
    ['na lang (?:ang )?(?:ipalit|ipapalit|ipampalit)|(?:ipalit|ipapalit|palitan) na lang|ipalit|ipapalit', 'instead'],
    ['ginawa (?:ko |namin )?(?:nang|na|ng)|ginawa (?:ko|namin)', 'is now'],
    // "Uulan po ba bukas sa JC?", "may bagyo daw ba this weekend?": the weather, none of ours.
    ['uulan|umuulan|ulan|bagyo', 'the weather'], ['wala nang kama|wala ng kama|walang kama', 'no bed'], ['ako na bahala (?:dun|doon|diyan)', "i'll do that myself"],
    ['bilang cleaner', 'as a cleaner'], ['dagdag (na )?trabaho', 'extra work'], ['huwag galawin|wag galawin', 'not to touch it'], ['masasabi', 'tell'],
    ['(kung )?hindi nagustuhan', "if she's not happy with"], ['kailangan (pa )?(ba(ng)? )?magbayad', 'do i still have to pay'], ['magbayad', 'pay'],
    ['hihingi (ng )?tulong', 'do i ask for help'], ['kapag may problema', 'when there is a problem'], ['linggo-linggo|lingguhan', 'every week'],
    ['may tips (po )?(kayo )?sa', 'do you have tips for'], ['ginagamitan (ko|namin) ng suka', 'i use vinegar on it'], ['suka', 'vinegar'],
    ['may numero (po )?(ba )?(na )?pwedeng tawagan', 'is there a phone number to call'], ['marunong (ng |mag-?)?tagalog', 'speaks Tagalog'], ['sasagot', 'answers'],
    ['ilipat', 'move'], ['ihinto (na )?(po )?(namin )?lahat', 'cancel the whole recurring schedule'], ['ihinto', 'stop'], ['lahat', 'all of it'], ['ipa-?delete', 'delete'], ['info niya', 'her data'], ['paglinis', 'cleaning'],
    ['maliit na aso', 'a small dog'], ['susi', 'the key'], ['iwan', 'leave'], ['sa super', 'with the building super'], ['nawala', 'went missing'],
    ['pagkatapos (ng )?', 'after '], ['gagawin', 'do'], ['niya', 'her'], ['bang', ''], ['isang', 'one'], ['yun|iyon', 'that'], ['siya', 'she'],
    // "Magkano po ang sweldo ng cleaner kada oras?": a cleaner's pay per hour.
    ['sweldo ng (?:mga )?cleaners?|suweldo ng (?:mga )?cleaners?', 'pay for cleaners'], ['sweldo|suweldo', 'pay'], ['kada oras', 'per hour'],
    // Phrases first: the first listed wins where several start.
    ['kailangan (po )?ba (na )?nasa bahay ako|kailangan (po )?ba (na )?nandito ako', 'do i need to be home'], ['ano (po )?(ang |yung )?kasama (sa|ng)', 'what is included in'],
    ['ipabura|burahin|bura', 'delete'], ['impormasyon', 'information'], ['lahat', 'all'], ['gaano katagal', 'how long'], ['may bayad', 'is there a fee'], ['gawin', 'do'],
    ['kelan|kailan', 'when'], ['ichacharge|i-charge|sisingilin', 'charged'], ['agad', 'right away'], ['hugasan|maghugas', 'wash'], ['pinggan|plato', 'dishes'],
    ['pang', 'for'], ['di', 'not'], ['sahig', 'floor'], ['kanina', 'earlier today'], ['tulog', 'asleep'], ['dumating|darating', 'arrive'], ['mag[- ]?apply', 'apply'], ['sa inyo', 'with you'],
    ['magkano (po )?(ang|yung|kaya)?', 'how much is'], ['magkano', 'how much'], ['paano (po )?(mag-?)?book', 'how do i book'], ['paano', 'how'], ['kailan', 'when'], ['saan', 'where'], ['ano (po )?(ang|yung)', 'what is the'], ['ano', 'what'],
    ['pwede (po )?ba|puwede (po )?ba', 'can i'], ['pwede|puwede', 'can'], ['gusto (ko|namin) (sana )?(ng|na)?', 'i want'], ['gusto', 'wants'], ['kailangan', 'need'], ['meron (po )?ba|mayroon (po )?ba', 'is there'],
    ['sala', 'living room'], ['kusina', 'kitchen'], ['kwarto|kuwarto', 'bedroom'], ['banyo|cr|c\\.r\\.|comfort rooms?', 'bathroom'], ['bahay', 'home'], ['lababo', 'sink'], ['ref|pridyider', 'fridge'],
    ['linisin|maglinis|paglilinis|linis', 'clean'], ['bukas', 'tomorrow'], ['ngayon', 'today'], ['mamaya', 'later today'], ['gabi', 'night'], ['umaga', 'morning'],
    ['hindi (po )?(maayos|malinis)', 'not clean'], ['madumi', 'dirty'], ['mantsa', 'stain'], ['hindi', 'not'], ['wala', 'no'], ['salamat', 'thanks'],
    ['tapos', 'then'], ['din|rin', 'too'], ['at', 'and'], ['o kaya', 'or'], ['pero', 'but'], ['kasi|dahil', 'because'], ['kung', 'if'], ['lang', 'only'],
    ['ako|ko', 'i'], ['namin|kami', 'we'], ['nila|sila', 'they'], ['niyo|ninyo|kayo', 'you'], ['dito', 'here'],
    ['tapos may|at may', 'plus a'], ['may', 'a'], ['hindi (ko|namin) kailangan', "i don't need"], ['buong', 'the whole'], ['isama|kasama', 'add'], ['loob ng', 'inside the'], ['alin', 'which'], ['pinsan', 'cousin'],
    ['po|opo|ba|pa|yung|iyong|ng|nung|noong|naman|nga|sana|talaga|na|sa|ang|si|yan|iyan|kaya|eh|ha', ''],
    // Off-topic asks (a restaurant, good food) read as such, so they get the out-of-scope answer.
    ['kainan|restawran', 'restaurant'], ['masarap', 'good food'],
  ]),
};
