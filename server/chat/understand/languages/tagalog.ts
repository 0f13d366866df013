import { type Language, wholeWords, markers } from './language.ts';

/**
 * Tagalog, as Filipino families and nurses write it, mostly Taglish: English words kept, the Tagalog around them read
 * ("magkano standard cleaning ng 2br 1 bath, tapos sala at kusina din?"). "CR" is the comfort room, a bathroom.
 */
export const TAGALOG: Language = {
  name: 'Tagalog',
  // Words English never writes: not "may", "at", "sa", "ba" or "din", which it does.
  markers: markers('po|opo|kelan|nila|ichacharge|pagka|agad|kasama|nasa|isang|ipabura|hugasan|pinggan|sahig|kanina|tulog|magkano|yung|iyong|lang|naman|kasi|sana|pwede|puwede|bukas|kwarto|kuwarto|kusina|banyo|paglilinis|maglinis|linisin|niyo|ninyo|kayo|tapos|hindi|wala|meron|mayroon|nung|noong|ngayon|gusto|ilan|bahay|salamat|paano|kailan|saan|ano|naman|talaga|ako|akin|amin|namin|natin|sila|siya|kami|tayo|nga|kung|pero|dahil|dito|doon|diyan'),
  signs: /(?!)/,
  words: wholeWords([
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
  ]),
};
