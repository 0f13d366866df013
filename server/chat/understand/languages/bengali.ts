import { type Language, markers, wholeWords } from './language.ts';

/**
 * Bengali as Bangladeshi and West Bengali families in New Jersey write it in Latin letters, around English room and service
 * words ("3 bed 2 bath deep clean koto hobe?", "cleaner ki shoes khule kaaj korbe?"). Its markers are words English never
 * writes (not "den", "age", "pore" or "chai", which it does); "ar" (and), "e" (in) and "o" (also) are read only where the
 * words around them are Bengali too.
 */
export const BENGALI_IN_LATIN: Language = {
  name: 'Bengali',
  markers: markers('koto|hobe|hobena|korben|korbe|korbo|korte|korle|korchi|koren|kori|korun|parbo|parben|parbe|pare|parena|nai|naki|kivabe|kibhabe|kemne|kemon|kothay|kothae|keno|amar|amader|amra|apnara|apnader|apnar|apni|tumi|tomar|ami|dhonnobad|dhonnyobad|shashuri|shashur|basay|bashay|barite|bari|kaaj|kaj|hoy|hoise|hoyeche|hoyche|nibe|niben|lage|lagbe|ghonta|shokal|bikel|kalke|ajke|protisoptahe|protibar|ekbar|tahole|jodi|kintu|shudhu|ekta|duita|tinta|konta|namabo|dorkar|bujhbo|bujhi|likhbo|ferot|paabo|pabo|juta|khule|meye|chele|bachcha|bachchader|bhitor|bhitore|egula|ogula|ashbe|ashte|ashben|ashchen|ashar|thakbe|thakbo|thakben|thakle|bolte|bolen|bolbo|taka|deben|dite|diye|kete|shathe|sathe|jonno|ekhane|okhane|khub|ekdom|bujhen|ki ki'),
  // "ar" (and), "er" (of), "e" (in), "o" (also), "ki" (the question's mark), "to": half a marker each.
  common: markers('ar|er|e|o|ki|ta|to'),
  signs: /(?!)/,
  asideInEnglish: true,
  words: wholeWords([
    // Prices and totals: "total koto hobe?", "protibar koto?", "ar living room ar kitchen add korle?".
    ['koto ghonta lage|koto ghonta', 'how many hours does it take'], ['ghonta', 'hours'], ['koto din age', 'how many days before'], ['lage', 'takes'],
    ['total koto (?:hobe|porbe|ashbe)|sob mile koto|shob mile koto|mot koto', 'what is the total'], ['koto (?:taka )?(?:hobe|porbe|lagbe|nen|neben)|koto taka|koto', 'how much'],
    ['protibar|proti bar', 'each time'], ['protisoptahe|proti soptahe|prottek soptahe', 'every week'], ['proti mashe|protimashe|mashe', 'a month'], ['puro mash(?:e)?|pura mash(?:e)?', 'the whole month'],
    ['ek mash', 'one month'], ['ekbar|ek bar', 'once'], ['duibar|dui bar', 'twice'], ['add korle|jog korle|jodi add kori', 'if i add'],
    // What a cleaning does, and what can be asked of a cleaner: "deep clean e ki ki koren?", "shoes khule kaaj korbe?".
    ['ki ki koren|ki ki kore|ki ki korben|ki ki thake', 'what is included'], ['(?:er )?bhitor(?:e)? o|(?:er )?bhitor(?:e)?', 'inside'],
    ['juta (?:khule|khulbe|khulte)|shoes khule', 'take shoes off'], ['juta pore dhoka jay na|juta pore dhuka jay na', 'no shoes are worn inside'], ['juta', 'shoes'],
    ['(?:kaaj|kaj) korbe|(?:kaaj|kaj) korben', 'work'], ['bhalo na hoy|bhalo hoy nai|thik moto hoy nai|thik moto hoy ni', 'is not good'], ['thik moto hoise|thik moto hoyeche', 'was done right'],
    ['taka ferot paabo|taka ferot pabo|taka ferot|ferot paabo|ferot pabo', 'get a refund'], ['taka kete nibe|taka katbe|charge korbe|charge nibe', 'charge a fee'],
    ['sesh hobe|shesh hobe', 'be finished'], ['shokal(?:e)?', 'in the morning'], ['bikel(?:er moddhe|e)?', 'in the afternoon'], ['kalke|agamikal', 'tomorrow'], ['ajke|aj', 'today'],
    // Who comes and who is home: "chele naki meye ke ashbe?", "ami na thakle ki cleaning hobe?".
    ['chele naki meye ke ashbe|chele na meye', 'will a male or female cleaner come'], ['meye cleaner|lady cleaner', 'a female cleaner'],
    ['ami na thakle|amra na thakle|keu na thakle', "if i'm not home"], ['kemne bujhbo|kivabe bujhbo|kibhabe bujhbo', 'how will i know'],
    ['ashte parben|ashte parbe|ashben', 'can you come'], ['ashbe', 'will come'], ['ashchen|ashben|ashar age', 'coming'], ['basay thakben|bashay thakben|basay thakbe|bashay thakbe', 'will be home'],
    ['bangla bolte pare|bangla bole|bangla bolte', 'speaks bengali'], ['bolte pare(?:n|na)?|bolte paren', 'speak'], ['keu', 'anyone'], ['(?<=amar )ma', 'mother'], ['english ekdom bujhen na|english bujhen na|english bujhe na', "doesn't understand english"],
    // Paying, the app, applying: "husband er card diye pay korte parbo?", "konta namabo?", "apply korbe kivabe?".
    ['card diye pay korte parbo|card diye pay kora jabe|card diye', 'pay with the card'], ['pay korte parbo|pay kora jabe', 'can i pay'],
    ['konta namabo|kon ta namabo|konta download korbo', 'which one do i download'], ['namabo|download korbo', 'download'], ['duita dekhi', 'i see two'],
    ['apply korbe kivabe|apply korbe kibhabe|kivabe apply korbe|kivabe apply kori', 'how to apply'], ['kaaj khujche|kaj khujche', 'is looking for work'],
    ['date change ba cancel korle|date change korle', 'if i change the date or cancel'], ['cancel korte hoy jodi|cancel korte hole|cancel korle', 'if i cancel'],
    ['kothay likhbo|kothae likhbo', 'where do i write'], ['egula|eigula|ogula', 'these'], ['naki', 'or'],
    // Words: people, the home, the small words between.
    ['assalamu ?alaikum|assalamualaikum|salam|nomoskar|namaskar', 'hello'],
    ['(?:amar )?shashur shashuri', 'my in-laws'], ['(?:amar )?shashuri', 'my mother-in-law'], ['(?:amar )?shashur', 'my father-in-law'],
    ['prothom bar|prothombar', 'the first time'], ['prothome', 'first'], ['tarpor|tar por', 'then'], ['majhe', 'in between'], ['nicchi|nibo', 'booking'],
    ['code dile|dile', 'with'], ['porbe', 'cost'], ['alada (?:taka)?', 'extra'], ['moddhe|moddhe o', 'in'], ['pathate|pathaben', 'send'], ['kora jay|kora jabe', 'can i'],
    ['niye ashe|niye ashben|niye ashbe', 'bring'], ['nijer jinish pati|nijer jinish', 'their own supplies'], ['jinish', 'things'], ['likhi|likhle', 'write'],
    ['dite|dibo|deben', 'give'], ['khula|khulbe', 'off'], ['dhukle|dhukbe', 'going in'], ['ektu', 'a little'], ['onek', 'a lot of'], ['thala bashon|thala-bashon|bashon', 'dishes'],
    ['nongra|moyla', 'dirty'], ['janala', 'windows'], ['bairer dik|baire', 'outside'], ['choto bon', 'younger sister'], ['bon', 'sister'], ['bhabi', 'sister-in-law'],
    ['thake|thaken|thaki', 'lives'], ['kache|kachhe', 'near'], ['chan|chai', 'want'], ['kholbo|khulbo', 'will open'], ['namate', 'download'], ['mane', 'i mean'], ['bole|bolen', 'says'],
    ['kaaje|kaje', 'at work'], ['oikhane|okhane|sekhane', 'there'], ['ekhane', 'here'], ['ache|achhe', 'is there'], ['hole', 'if'], ['bachchader room', "the kids' room"], ['bachchara|bachchader|bachcha', 'kids'],
    ['husband er', "my husband's"], ['amar naam e', 'in my name'], ['account ta', 'the account'], ['cousin', 'cousin'], ['bhai|apa|didi|dada', ''],
    ['basay|bashay|barite|bari', 'at home'], ['kaaj|kaj', 'work'], ['bhalo', 'good'], ['better', 'better'], ['konta|kon ta', 'which one'], ['kon', 'which'],
    ['ki', ''], ['kivabe|kibhabe|kemne', 'how'], ['kothay|kothae', 'where'], ['keno', 'why'], ['kobe', 'when'], ['jodi', 'if'], ['tahole', 'then'], ['kintu', 'but'], ['shudhu', 'only'],
    ['ekta|ek ta', 'one'], ['duita|dui ta', 'two'], ['tinta|tin ta', 'three'], ['ta', ''], ['chai|lagbe|dorkar', 'want'], ['possible', 'possible'],
    ['korben|korbe|korbo|korte|korle|kori|koren|korun', ''], ['parbo|parben|parbe|pare', 'can'], ['hobe|hoy|hoise|hoyeche', ''], ['nai|na', 'not'],
    ['amar|amader', 'my'], ['ami|amra', 'i'], ['apnara|apni|apnader|apnar|tumi|tomar', 'you'], ['dhonnobad|dhonnyobad', 'thanks'], ['khub|ekdom', 'very'],
    ['age', 'before'], ['pore', 'after'], ['shathe|sathe', 'with'], ['jonno', 'for'], ['moto', ''], ['diye', 'with'], ['theke', 'from'], ['te', 'in'],
    ['(?<=\\p{L} )ar(?= \\p{L})', 'and'], ['er', ''], ['e', 'in'], ['o', 'also'],
  ]),
};
