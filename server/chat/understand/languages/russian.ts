import { type Language, wholeWords, markers } from './language.ts';

/**
 * Russian, as families in Fair Lawn or Brooklyn write it: in Cyrillic, or transliterated ("skolko stoit uborka, 3 spalni").
 * Rooms, prices, the code, booking and the everyday words around them; place names in Cyrillic only for the few asked most.
 */
export const RUSSIAN: Language = {
  name: 'Russian',
  // Any word in Cyrillic counts: of the languages read here, only Russian writes it.
  markers: markers('[а-яё]{4,}|сколько|стоит|стоить|уборк[аиуе]|спальн[яиейь]+|ванн[аыяоей]+|кухн[яюеи]|гостин[аяойую]+|можно|нужно|когда|где|что|как|для|если|есть|вы|вас|мы|наш[аеиу]?|моя|мой|мама|квартир[аыуе]|дом[аеу]?|'
    + 'skolko|stoit|stoimost|uborka|uborku|uborki|spalni|spalnya|vannye|vannaya|kuhnya|kuhnyu|gostinaya|kvartira|mozhno|nuzhno|otmenit|perenesti|shtraf|kogda|gde|chto|kak|dlya|esli|budet|holodilnik|duhovku|kazhdyi|kazhdye|zakazyvaem|zakazat|vvodit|rabotaet|prilozhenie|skachal|statya|bloge|vyhodnye|nedeli|drugoi|sovsem|priezzhayut'),
  signs: /\p{Script=Cyrillic}/u,
  kin: [{ name: 'Ukrainian', letters: /[іїєґ]/iu }],
  words: wholeWords([
    // The site's everyday subjects in Ukrainian and Russian words the tables above missed (rounds 118 and 120): paying in cash or
    // by card and when the card is charged, cancelling or moving a visit and its fee, data kept or sold, a dark screen and bigger
    // text, a shop, a sink, moving out, a car and supplies for the work, a cat, a cleaning done badly, a pause,
    // unscented products and allergies, vetting, getting a job and its requirements.
    ['з карти знімуть гроші|знімуть гроші|знімають гроші|спишуть гроші|списують гроші|снимут деньги|спишут деньги|списывают деньги', 'when is my card charged'],
    ['заплатити|заплатять|оплатити', 'pay'], ['готівк[а-яіїє]*|наличн[а-я]*', 'in cash'], ['кредитк[а-яіїє]*|дебетов[а-яіїє]* карт[а-яіїє]*|кредитн[а-я]* карт[а-я]*', 'card'],
    ['скасую|скасуєте|скасуванн[а-яіїє]*', 'cancel'], ['перенесенн[а-яіїє]*|перенесу|перенести|переносити', 'reschedule'],
    ['зберігаєте|зберігати|зберігається|храните|хранится|хранить', 'do you store'], ['продаєте|продаете|продаёте', 'do you sell'],
    ['(?:сайт )?темним|темн[а-яіїє]* (?:тем[а-яіїє]*|режим[а-яіїє]*)|темн[а-я]* (?:тем[а-я]*|режим[а-я]*)', 'dark mode'], ['збільшити текст|збільшити шрифт|увеличить текст|увеличить шрифт', 'bigger text'],
    ['поганий зір|плохое зрение', 'i see poorly'], ['магазин[а-яіїє]*', 'shop'], ['раковин[а-яіїє]*', 'sink'],
    ['переїжджаю|переїжджаємо|переїзд[а-яіїє]*|після виїзду|переезжаю|после выезда', 'moving out'],
    ['посудомийн[а-яіїє]* машин[а-яіїє]*', 'dishwasher'], ['(?:своя |своє |свою )?машин[а-яіїє]*', 'a car'], ['засоби|засобів|засобами|средства|средствами', 'cleaning products'],
    ['вимог[а-яіїє]*|требовани[а-я]*', 'requirements'], ['кошк[а-я]*', 'cat'], ['собак[а-я]*', 'dog'],
    ['плохо (?:помыла|помыл|убрала|убрал)|погано (?:помила|помив|прибрала|прибрав)', 'did a bad job cleaning'], ['не понравилось|не сподобалось', "we're not happy"],
    ['на паузу|приостановить|заморозить|призупинити', 'pause'], ['регулярн[а-я]*|регулярн[а-яіїє]*', 'recurring'], ['продолжить|возобновить|відновити', 'resume'], ['без запаха|без запаху', 'fragrance-free'], ['аллерги[а-я]*|алергі[а-яіїє]*', 'allergies'],
    ['проверяют|проверка|проверенн[а-я]*|перевірка', 'background check'], ['устроиться|подработать|работать у вас|працювати у вас', 'work for you as a cleaner'],
    ['доплачивать|доплат[а-я]*', 'pay extra'],
    // A later turn's swap: "холодильник мы сами помоем. Вместо него лучше посудомойку изнутри" (the fridge ourselves; the dishwasher instead).
    ['посудомо[а-я]*|посудомоечн[а-я]* машин[а-я]*', 'dishwasher'], ['изнутри', 'inside'], ['вместо (?:него|неё|нее|этого)', 'instead'], ['вместо', 'instead of'], ['(?:мы )?сами (?:помоем|вымоем|почистим|уберём|уберем)', 'removed'],
    // More of a Ukrainian grandmother's words (round 103): the promise, vetting, the app or a call, pets and keys, what a visit
    // covers, her data, the site's text, photos, a lost earring, a live person, places in Ukrainian forms, counts in the
    // genitive ("трьох спалень"), a change ("другу спальню не треба", "посуд я сама помию, це приберіть"), the schedule.
    ['якщо мені не сподобається|якщо не сподобається|не сподобається', "if i'm not happy"], ['все одно', 'still'], ['маю платити', 'have to pay'],
    ['чи перевіряють|перевіряють|перевірені|перевіряєте', 'are they vetted'], ['відбитки пальців', 'fingerprints'], ['страшно|боюся|боїться', 'afraid'], ['чужого|чужих', 'a stranger'],
    ['(?:які )?говорять українською|говорить українською', 'who speak ukrainian'], ['подзвонити|зателефонувати', 'call'], ['на сайті', 'on the website'],
    ['(?:якусь )?програму на телефон|програм[а-яіїє]*|додат(?:ок|ку|ком)', 'the app'], ['кіт|кішк[а-яіїє]*|кота', 'cat'], ['собак[а-яіїє]*|пес', 'dog'], ['пилосос[а-яіїє]*', 'vacuum'],
    ['ключ[а-яіїє]*', 'key'], ['сусідк[а-яіїє]*|сусід[а-яіїє]*', 'neighbor'], ['відчинила|відчинити', 'let them in'], ['залишити', 'leave'],
    ['в брукліні|брукліні|бруклін', 'in Brooklyn, New York'], ['в байонні|байонні|байонна', 'in Bayonne'], ['джерсі-сіті|джерсі сіті', 'Jersey City'], ['гринвіл[а-яіїє]*', 'Greenville'],
    ['на стейтен-айленді|стейтен-айленд[а-яіїє]*', 'on Staten Island'], ['нью-йорку|нью-йорк', 'New York'], ['живе', 'lives'], ['для неї', 'for her'], ['для нього', 'for him'],
    ['регулярно', 'regularly'], ['кожні два тижні|раз на два тижні', 'every two weeks'], ['раз на місяць|щомісяця', 'once a month'], ['кожен раз|щоразу', 'each time'],
    ['постійн[а-яіїє]* клієнтк[а-яіїє]*|постійн[а-яіїє]* клієнт[а-яіїє]*', 'a regular client'], ['одна й та сама|один і той самий|та сама', 'the same cleaner'],
    ['що входить у|що входить в|що входить', 'what is included in'], ['вікна|вікн[а-яіїє]*', 'windows'], ['штори', 'curtains'], ['попрати|прати', 'wash'], ['люстр[а-яіїє]*', 'chandelier'],
    ['лимоном|лимон', 'lemon'], ['продасте|продаєте|продаватимете', 'sell'], ['(?:мою )?адресу і телефон|мої дані', 'my personal data'], ['адресу|адреса', 'address'], ['шахраїв|шахраї', 'scammers'],
    ['погано бачу', 'i see poorly'], ['більші букви|більший шрифт', 'bigger text'], ['темний фон|темну тему', 'dark mode'], ['пенсіонер[а-яіїє]*|на пенсії', 'seniors'],
    ['фотографі[а-яіїє]*|фото', 'photos'], ['подивитися', 'see'], ['не можу знайти', "can't find"], ['сережк[а-яіїє]*', 'earring'], ['що мені робити', 'what should i do'],
    ['з живою людиною|живою людиною', 'a real person'], ['поговорити', 'talk'], ['правильна', 'the right'], ['звертатися|звернутися', 'apply'], ['онук[а-яіїє]*', 'my grandson'],
    ['трьох', '3'], ['двох', '2'], ['однієї|одного', '1'], ['чотирьох|чотири', '4'], ['п.ятьох|п.ять', '5'],
    ['спальні дві|дві спальні', '2 bedrooms'], ['спальні три|три спальні', '3 bedrooms'], ['(?:а )?третя кімната\\s*(?:[—–-]\\s*)?це', 'the third bedroom is the'], ['третя кімната', 'the third room'], ['переплутала|переплутав', 'my mistake'],
    ['другу спальню не треба|друга спальня не потрібна', 'skip the second bedroom'], ['(?:одну|одна) спальн[а-яіїє]* не треба', 'skip one bedroom'],
    ['(?:я )?сама (?:помию|зроблю|приберу)', 'i do it myself'], ['це приберіть|приберіть це|приберіть', 'remove it'], ['(?:його|її|їх) теж треба', 'add it too'],
    ['(?:в|у) мене є', 'i have'], ['але', 'but'], ['мені|мене', 'me'], ['доньк[а-яіїє]*|дочк[а-яіїє]*', 'my daughter'], ['(?:сам|сама) прибере', 'cleans it'],
    ['задорого|дорого', 'too expensive'], ['рази|разів', 'times'], ['давайте', "let's do"], ['тоді|тогда', 'then'], ['не (?:надо|нужно|нужен|нужна|нужны|потрібно|треба)', 'not needed'], ['зранку', 'in the morning'],
    // Ukrainian (read with this table, as kin): its own words for rooms, prices, changing an order, the schedule, work and
    // data, as round 101's applicant in Clifton wrote them; first, so that a word Russian shares the start of is read whole.
    ['скільки (?:це )?(?:буде )?(?:коштує|коштуватиме|коштуватимуть)|скільки буде|скільки', 'how much'], ['коштує|коштуватиме|вартість', 'cost'],
    ['прибиранн[яюіе]|прибирати', 'cleaning'], ['глибок[а-яіїє]*', 'deep'], ['звичайн[а-яіїє]*|стандартн[а-яіїє]*|стандарт', 'standard'],
    ['(?:я )?забула|(?:я )?забув', 'i forgot'], ['(?:додайте )?ще одну кімнату', 'add it'],
    ['ванн[аи]? дві|дві ванни', '2 bathrooms'], ['ванн[аи]? три|три ванни', '3 bathrooms'],
    ['спальн[а-яіїє]*|спалень', 'bedrooms'], ['ванн[а-яіїє]* кімнат[а-яіїє]*|ванн[а-яіїє]*', 'bathrooms'], ['вітальн[а-яіїє]*', 'living room'], ['кухн[а-яіїє]*', 'kitchen'],
    ['моя кімната|мою кімнату', 'my room'], ['кімнат[а-яіїє]*', 'rooms'], ['будин[а-яіїє]*', 'house'], ['квартир[а-яіїє]*', 'apartment'], ['офіс[а-яіїє]*', 'office'],
    ['всередині', 'inside'], ['миття посуду|помити посуд', 'dishes wash'], ['посуд[а-яіїє]*', 'dishes'], ['мікрохвильовк[а-яіїє]*', 'microwave'],
    ['замовити|замовлення', 'book'], ['скасувати', 'cancel'], ['додайте|додати|додам', 'add'], ['замість', 'instead of'], ['тільки', 'only'],
    ['(?:її|його) не треба|не треба', 'skip it'], ['вибачте|вибачаюсь', 'sorry'], ['ой', 'oops'], ['помилилась|помилився', 'my mistake'],
    ['щотижня', 'every week'], ['раз на два тижні', 'every two weeks'], ['перший місяць', 'the first month'], ['місяць|місяці', 'month'], ['рази', 'times'],
    ['перший раз|вперше', 'the first time'], ['знижк[а-яіїє]*', 'discount'], ['платити|платять|оплата', 'pay'], ['відео', 'video'],
    ['подати заявку|податися', 'apply'], ['прибиральниц[а-яіїє]*|прибиральник[а-яіїє]*', 'cleaner'], ['працювати|працюєте|працюю|працювала', 'work'], ['робот[а-яіїє]*', 'job'],
    ['безпек[а-яіїє]*', 'safety'], ['мої дані|дані', 'my data'], ['видалити', 'delete'], ['українською', 'in Ukrainian'], ['мармур[а-яіїє]*', 'marble'], ['оцет|оцтом', 'vinegar'],
    ['що таке', 'what is'], ['що', 'what'], ['чи', ''], ['де', 'where'], ['як', 'how'], ['коли', 'when'], ['можна', 'can i'], ['треба', 'do i need to'],
    ['(?:я )?(?:помию|зроблю|приберу) сама', 'i do it myself'], ['своєї|свого|свій|своє', 'my'], ['краще', 'rather'], ['тобто', 'so'],
    ['і', 'and'], ['ще', 'also'], ['це', 'is'], ['ні', 'no'], ['дві', '2'], ['одне', '1'], ['також|теж', 'too'], ['сестрою', 'my sister'],
    // A retired couple's questions as round 77's wrote them: cash, how workers are checked, a site in Russian, money back,
    // what Standard includes, the blog's ten hours, the text too small, Florida in winter, deleting everything about them.
    ['заплатить', 'pay'], ['наличными', 'in cash'], ['как вы проверяете своих работников|как вы проверяете', 'how do you check your cleaners'],
    ['боимся пускать чужих', 'we are afraid to let strangers in'], ['пожилые люди', 'elderly people'], ['есть ли', 'is there'],
    ['сайт на русском( языке)?', 'a website in Russian'], ['кто-нибудь', 'someone'], ['в поддержке', 'in support'],
    ['ne ponravitsya', "we aren't happy with"], ['vernete dengi', 'give the money back'], ['что входит в', 'what is included in'], ['входит', 'is included'],
    ['я читала|я читал', 'i read'], ['в вашем', 'in your'], ['про', 'about'], ['часов в месяц', 'hours a month'], ['что там было', 'what did it say'],
    ['подскажите', 'recommend'], ['хорошего кардиолога', 'a good cardiologist'], ['шрифт на сайте мелкий', 'the text on the website is small'], ['увеличить', 'make it bigger'],
    ['переезжаем', 'are moving'], ['в дом для пожилых', 'to a senior home'], ['после вывоза мебели', 'after the furniture is out'], ['нужна', 'we need'], ['старого', 'old'],
    ['зимой', 'in winter'], ['во флориде', 'in Florida'], ['там', 'there'], ['работаете', 'work'], ['скидки', 'discount'], ['ещё|еще', 'also'], ['добавить', 'add'],
    ['po telefonu|по телефону', 'by phone'], ['что такое', 'what is'], ['всего', 'total'], ['плюс', 'plus'], ['удалить всё про нас|удалить все про нас', 'delete everything about us'],
    // Rooms and how a home is counted.
    ['(?:гостевой|маленький) туалет|туалет без душа|tualet bez dusha|gostevoi tualet', 'half bathroom'], ['туалет[а-я]*|tualet', 'half bathroom'],
    ['полн[а-я]+ ванн[а-я]*|poln[a-z]+ vann[a-z]*', 'full bathrooms'], ['спальн[а-я]*|spaln[a-z]*|спален', 'bedrooms'], ['ванн[а-я]* комнат[а-я]*|ванн[а-я]*|vann[a-z]*', 'bathrooms'], ['гостин[а-я]*|gostin[a-z]*', 'living room'],
    ['кухн[а-я]*|kuhn[a-z]*', 'kitchen'], ['столов[а-я]*|stolov[a-z]*', 'dining room'], ['друг[а-я]* комнат[а-я]*|drugi[a-z]* komnat[a-z]*', 'other rooms'], ['комнат[а-я]*|komnat[a-z]*', 'rooms'],
    ['духовк[а-я]*|duhovk[a-z]*', 'oven'], ['холодильник[а-я]*|holodilnik[a-z]*', 'fridge'], ['микроволновк[а-я]*', 'microwave'], ['внутри|vnutri', 'inside'], ['снаружи|snaruzhi', 'outside'],
    ['квартир[а-я]*|kvartir[a-z]*', 'apartment'], ['дом[а-я]?|doma?', 'home'], ['окна|okna', 'windows'],
    // Prices, the code, booking and changing it.
    ['сколько времени (?:займёт|займет|занимает)|сколько по времени', 'how long does it take'], ['сколько (это )?будет( стоить)?|skolko (eto )?budet( stoit)?|сколько стоит|skolko stoit|сколько|skolko', 'how much'], ['стоит|stoit|стоимость|stoimost', 'cost'],
    ['генеральн[а-я]*|глубок[а-я]*|glubok[a-z]*|generaln[a-z]*', 'deep'], ['обычн[а-я]*|стандартн[а-я]*|obychn[a-z]*|standartn[a-z]*', 'standard'], ['уборк[а-я]*|ubork[a-z]*', 'cleaning'],
    ['с кодом|s kodom', 'with the code'], ['код[а-я]*|kod', 'code'], ['каждый раз|kazhdyi raz', 'every time'], ['каждые две недели|kazhdye dve nedeli|раз в две недели', 'every two weeks'], ['каждую неделю|раз в неделю|kazhduyu nedelyu', 'every week'],
    // A later turn's change: "кухню я сама уберу, считайте только гостиную" (the kitchen I clean myself, count only the
    // living room), "лучше холодильник внутри" (the fridge inside instead), "а half bathroom уберите" (and take the half
    // bath off), "у них 4 спальни, а half bathroom больше нет" (4 bedrooms, and the half bath no more).
    ['(?:я )?(?:сама|сам|сами) (?:уберу|уберём|уберем|помою|помоем|сделаю|сделаем)|(?:уберу|помою|сделаю) (?:я )?(?:сама|сам)', "doesn't need cleaning, i do it myself"],
    ['(?:убирать|мыть) не (?:надо|нужно)|не (?:надо|нужно) (?:убирать|мыть)', "doesn't need cleaning"], ['но', 'but'],
    ['(?:по)?считайте только', 'just'], ['подождите|подожди', 'wait'], ['лучше', 'instead'], ['извините|простите', 'sorry'],
    ['поправил[аи]?', 'corrected'], ['больше нет', 'removed'], ['(?<=(?:^|[\\s,.;:—–-])а [^,.?!]{1,40})уберите', 'removed'], ['добавьте', 'add'],
    ['передумал[аи]?', 'actually'], ['обе вместе|оба вместе', 'both together'], ['пропустить один визит|пропустить одну уборку|пропустить', 'skip a visit'],
    ['семейн[а-я]* комнат[а-я]*', 'family room'],
    // "Родители продают дом и переезжают. Когда дом уже будет пустой — какую уборку заказать?": an empty home, sold.
    ['мебель уже вывезли|вывезли мебель|мебели уже нет|мебели нет', "it's empty"],
    ['пуст[а-я]*', 'empty'], ['продают|продаём|продаем|продаю', 'are selling'], ['переезжают', 'are moving'], ['родители', 'my parents'], ['какую|какой', 'which'], ['внизу', 'downstairs'], ['наверху', 'upstairs'], ['первый(?! раз)|первая|первое', 'first'],
    ['заказать|заказ[а-я]*|zakaz[a-z]*', 'book'], ['отменить|отмен[а-я]*|otmenit', 'cancel'], ['перенести|perenesti', 'reschedule'], ['на другой день|na drugoi den', 'to another day'], ['штраф|shtraf', 'fee'],
    ['за день до (нее|неё)?|za den do( nee)?', 'the day before'], ['первый раз|pervyi raz', 'the first time'], ['если|esli', 'if'], ['не работает|ne rabotaet', "doesn't work"], ['работает|rabotaet', 'work'],
    ['когда снимают деньги( с карты)?|kogda snimayut dengi', 'when is my card charged'], ['сразу при заказе', 'at booking'], ['после уборки', 'after the cleaning'], ['чаевы[а-я]*|chaevye', 'tip'],
    // Who, trust, data, the apps.
    ['уборщиц[а-я]*|уборщик[а-я]*|uborshchits[a-z]*', 'cleaner'], ['говорят по-русски|говорит по-русски|по-русски|po-russki', 'who speaks russian'], ['одна и та же|odna i ta zhe', 'the same'],
    ['продаёте|продаете|prodaete', 'sell'], ['данные|dannye', 'my data'], ['сохраняете|sohranyaete', 'keep'], ['чат[а-я]*', 'chat'], ['блог[а-я]*|blog[a-z]*', 'blog'], ['стать[а-я]*|statya|state[iy]', 'article'],
    ['приложени[а-я]*|prilozheni[a-z]*', 'app'], ['скачал[а-я]?|skachal[a-z]?', 'downloaded'], ['уксус[а-я]*', 'vinegar'], ['сод[а-я]', 'baking soda'], ['хлорк[а-я]*', 'bleach'], ['смешать', 'mix'],
    // "Dobryi den" is a greeting, not a den; "одна ванная" is one bathroom.
    ['добрый день|dobr(?:yi|y|yy|iy) den', 'good afternoon'], ['одна|один|одно|odna|odin', '1'],
    ['работать|rabotat', 'work'], ['работу|rabotu', 'a job'], ['помыть|вымыть|почистить|pomyt|vymyt|pochistit', 'clean'], ['её|ее|eyo', 'her'], ['считаем как|schitaem kak', 'count as'], ['две|dve', 'two'],
    // Places asked most, in Cyrillic.
    ['в бруклине|бруклин[а-я]*', 'in Brooklyn'], ['нью-йорк[а-я]*', 'New York'], ['нью-джерси', 'New Jersey'], ['фэр лоун[а-я]*|фэр-лоун[а-я]*', 'Fair Lawn'], ['филадельфи[а-я]*', 'Philadelphia'], ['парамус[а-я]*', 'Paramus'], ['ньюарк[а-я]*', 'Newark'], ['хобокен[а-я]*', 'Hoboken'], ['джерси[- ]сити', 'Jersey City'], ['эдисон[а-я]*', 'Edison'],
    ['рядом с', 'near'], ['она', 'she'], ['он', 'he'], ['точно', 'really'],
    // The words around them.
    ['здравствуйте|добрый день|привет', 'hello'], ['спасибо', 'thanks'], ['можно ли|mozhno li', 'can i'], ['можно|mozhno', 'can i'], ['нужно ли|nuzhno li', 'do i need to'], ['нужно|nuzhno', 'need'],
    ['есть ли у вас|u vas est|у вас есть|есть у вас', 'do you have'], ['обслуживаете|obsluzhivaete', 'do you serve'], ['живёт|живет|zhivet', 'lives'], ['мама|mama', 'mother'],
    ['когда|kogda', 'when'], ['где|gde', 'where'], ['что|chto', 'what'], ['как|kak', 'how'], ['для|dlya', 'for'], ['или|ili', 'or'], ['тоже|tozhe', 'too'], ['ещё|еще|eshche', 'still'],
    ['наш[а-я]*|nash[a-z]*', 'our'],     // Short words English writes too ("my", "I", "s") are read in Cyrillic only: a Latin word in a Russian message may be English.
    // Words Ukrainian shares with Russian, after the Russian phrases that start with them ("у вас есть", "я читала", "не работает").
    ['без|bez', 'without'], ['уберу|приберу', 'clean'], ['хочу', 'i want'], ['я', 'i'], ['не', 'not'], ['у вас', 'you'], ['два', '2'], ['три', '3'],
    ['мо[йяеи]|moya', 'my'], ['мы', 'we'], ['вы|vy', 'you'], ['да', 'yes'], ['нет', 'no'], ['и|а', 'and'], ['с', 'with'], ['в|на|это|eto|будет|budet', ''],
    // Off-topic asks (a restaurant, the weather, a recommendation) read as such, so they get the out-of-scope answer.
    ['погода|погоду|погоди', 'weather'], ['ресторан|ресторане|ресторани?|кафе', 'restaurant'], ['посоветуйте|порекомендуйте|порадьте|порадите', 'recommend'],
  ]),
};
