import { type Language, wholeWords, markers } from './language.ts';
import { RUSSIAN_WORDS } from './russian.ts';

/** The rest of a Ukrainian word after its stem: its letters, with the apostrophe it writes inside words ("п'ять"). */
const W = "[а-яіїєґ'’ʼ]*";
/** A count written as a figure or a word, as the rooms' English wants it before the room. */
const COUNT = "\\d+|один|одна|одну|одне|одного|однією|одним|два|дві|двох|двома|три|трьох|трьома|чотири|чотирьох|чотирма|п['’ʼ]ять";

/** "Додаток Nestwell Crew": the app named after its word, put in English order ("Nestwell Crew додаток"), so "Crew" stays with it. */
const APP_NAMED = new RegExp(`(?<![\\p{L}])((?:мобільн${W} )?(?:додат(?:ок|ку|ком|ки)|застосун(?:ок|ку|ком|ки)|аплікаці${W}|програм${W}))\\s+(Nestwell(?:\\s+Crew)?)(?![\\p{L}])`, 'giu');
/**
 * "Ванних кімнат три, а не дві": a count said after its room, put before it as the rooms' English reads it ("три ванних
 * кімнат"). A room already counted before it ("2 спальні 1 ванна") is left alone.
 */
const COUNT_AFTER = new RegExp(`(?<![\\p{L}])(?<!(?:${COUNT})\\s+)(спал${W}|ванн${W}(?:\\s+кімнат${W})?|туалет${W})\\s+(${COUNT})(?![\\p{L}\\d])`, 'giu');

/**
 * Ukrainian's short words, read after Russian's table (`shares`): a phrase there that holds one ("кожні два тижні", "маю
 * платити", "з живою людиною") is read whole first.
 */
const AFTER_RUSSIAN: readonly (readonly [string, string])[] = [
  [`один|одна|одну|одне|одного|однією|одним`, '1'], [`два|дві|двох|двома`, '2'], [`три|трьох|трьома`, '3'], [`чотири|чотирьох|чотирма`, '4'], [`п['’ʼ]ять`, '5'],
  [`(?:я )?маю`, 'i have'], [`чи є|є`, 'is there'], [`чи`, ''], [`або`, 'or'], [`перш${W}`, 'first'],
  [`як`, 'how'], [`що`, 'what'], [`де`, 'where'], [`куди`, 'where'], [`коли`, 'when'], [`хто`, 'who'], [`якщо`, 'if'], [`як(?:ий|а|е|і|у|ою|их|им|ого|ій)`, 'which'], [`саме`, 'exactly'],
  [`ви|вам|вас`, 'you'], [`ваш${W}`, 'your'], [`я`, 'i'], [`мені`, 'me'], [`ми|нам|нас`, 'we'], [`мій|моя|моє|мої|моєї|мого|мою`, 'my'],
  [`не`, 'not'], [`так`, 'yes'], [`ні`, 'no'], [`і|й|та|а`, 'and'], [`але`, 'but'], [`з|із|зі`, 'with'], [`для|за`, 'for'], [`через`, 'through'], [`після`, 'after'], [`перед`, 'before'],
  [`наш${W}`, 'our'], [`від`, 'from'], [`про`, 'about'], [`там`, 'there'], [`тут`, 'here'], [`теж|також`, 'too'], [`тільки|лише`, 'only'], [`вже`, 'already'], [`ще`, 'also'], [`щоб`, 'to'], [`це|буде|в|у|на|до|ж|же`, ''],
];

/**
 * Ukrainian, as a family in Clifton or a would-be cleaner from Passaic writes it. It shares its script and many words with
 * Russian: its own letters (і, ї, є, ґ) and short words (що, як, чи) mark it, so any Cyrillic word counts for both and a
 * Ukrainian word tips the score (a tie goes to Russian, listed first). Read here: rooms and their counts, the tiers,
 * add-ons, the code, paying and cancelling, the two apps, joining the crew and its questions (pay, a car, hours, documents),
 * privacy, support, towns in Cyrillic, and an order changed in a later turn; what is left, Russian's table reads (`shares`).
 */
export const UKRAINIAN: Language = {
  name: 'Ukrainian',
  // Every Cyrillic word of four letters or more, as Russian counts them, plus the short words only Ukrainian writes and the
  // few it shares with Russian's list (для, вас, моя): a Ukrainian message then outscores Russian by its own words.
  markers: markers(`[а-яґ'’ʼ]*[іїєґ][а-яіїєґ'’ʼ]*|[а-яіїєґ'’ʼ]{4,}|як[аеуі]|що|як|чи|ви|ми|це|де|є|її|їх|мені|або|але|теж|вже|для|вас|моя|мама|наш[аеуі]?|дім|дому`),
  signs: /\p{Script=Cyrillic}/u,
  rooms: (message) => message.replace(COUNT_AFTER, '$2 $1').replace(APP_NAMED, '$2 $1'),
  // What Ukrainian writes as Russian does, and the Ukrainian words Russian's table has long read (rounds 86 to 120).
  shares: { language: 'Russian', ...wholeWords([...RUSSIAN_WORDS, ...AFTER_RUSSIAN]) },
  words: wholeWords([
    // Joining the crew, in a would-be cleaner's words (round 140's w417): pay, applying, where to start, the jobs.
    [`скільки (?:ви )?(?:платите|платять|заплатите)|скільки (?:я )?(?:буду |можна )?заробля${W}|скільки (?:можна )?заробити|як${W} (?:зарплат${W}|оплат${W} праці)|зарплат${W}|заробіт${W}`, 'how much do cleaners get paid'],
    [`працювати (?:(?:у|в) вас )?(?:прибиральн|клінер)${W}(?: (?:у|в) вас)?`, 'work as a cleaner'], [`працювати (?:у|в) вас`, 'work for you'], [`прибиральницею|прибиральником|клінером`, 'a cleaner'], [`прибиральник(?:ів|ам|ами|ах|и)|прибиральниц(?:ь|ям|ями|ях|і)|клінер(?:ів|ам|ами|и)`, 'cleaners'], [`прибиральниц${W}|прибиральник${W}|клінер${W}`, 'cleaner'],
    [`працівник${W}|персонал(?:у|ом)?`, 'cleaners'], [`(?:ви )?працюєте(?: ви)?`, 'do you work'], [`роблять|робите|виконують`, 'do'], [`працювати|працюю|працював${W}|попрацювати`, 'work'], [`робот${W} (?:в|у) офісі|офісн${W} робот${W}`, 'other jobs, in the office'], [`робот${W}`, 'work'],
    [`як (?:мені )?(?:подати заявку|податися|подаватися)|де (?:подати заявку|заповнювати анкету|заповнити анкету)`, 'how do i apply'], [`перед тим,? як подавати(?: заявку)?`, 'first'], [`(?:вже )?(?:подала|подав|відправила|відправив) (?:заявку|анкету)`, 'applied'], [`ніхто не відповіда${W}`, 'nobody answers'], [`подати заявку|податися|подаватися|подавати`, 'apply'],
    [`заявк${W} на роботу`, 'job application'], [`заявк${W}|анкет${W}`, 'application'], [`їхати|їздити|доїхати`, 'go'], [`як стати`, 'how do i become'], [`з чого (?:мені )?(?:почати|починати)`, 'how do i start'],
    [`як (?:я |прибиральниці |прибиральники |клінери )?(?:отримують|отримувати|отримую|буду отримувати|розподіляють) замовлення|хто (?:розподіляє|дає) замовлення`, 'how are jobs assigned to cleaners'], [`хто (?:вирішує|розподіляє)`, 'who decides'],
    [`(?:сво${W} )?машин${W}|авто(?:мобіль${W})?`, 'a car'], [`водійськ${W}(?: посвідчення| права)?|права водія`, "driver's licence"], [`автобус${W}`, 'bus'],
    [`займає|триває`, 'does it take'], [`вона|воно`, 'it'], [`графік${W}`, 'schedule'], [`зранку|вранці|зрання`, 'in the morning'], [`за годину|погодинно`, 'per hour'], [`годин${W}`, 'hours'],
    [`перевірк${W} (?:біографії|минулого|на судимість)|бекграунд[- ]?чек${W}`, 'background check'], [`(?:ви )?перевіряєте(?: ви)? сво${W}`, 'do you vet your'], [`(?:ви )?перевіряєте(?: ви)? (?:людей|тих)`, 'are they vetted, the people'], [`(?:ви )?перевіряєте(?: ви)?`, 'do you vet'], [`перевіряють`, 'do they check'], [`перевірк${W}`, 'check'],
    [`які (?:саме )?(?:прибирання|послуги|роботи)`, 'what services'], [`кандидат${W}`, 'candidates'], [`(?:які )?документи (?:треба|потрібні|потрібно)(?: для заявки)?`, 'which papers do i need'], [`документ${W}`, 'papers'], [`може`, 'maybe'], [`наприклад`, 'for example'], [`(?:мою |свою )?адресу (?:і|та) телефон`, 'my personal data'], [`індекс${W}|зіп[- ]?код${W}`, 'zip code'], [`досвід${W}`, 'experience'], [`англійськ${W}`, 'english'], [`навчанн${W}`, 'training'], [`чайов${W}`, 'tips'],
    // The two apps, and getting one.
    [`(?:мобільн${W} )?(?:додат(?:ок|ку|ком|ки)|застосун(?:ок|ку|ком|ки)|аплікаці${W}|програм${W})`, 'app'], [`встановити|завантажити|скачати|качати|поставити`, 'download'],
    [`андроїд${W}`, 'android'], [`айфон${W}`, 'iphone'], [`сайт${W}`, 'website'],
    // Prices and the tiers.
    [`скільки часу (?:від|от) (?:подачі )?заявки`, 'how long does approval take'], [`(?<=(?:перевірк|background|check|біографі)[\\s\\S]*)скільки (?:часу )?(?:це |вона |воно )?(?:займає|триває)`, 'how long does the background check take'], [`скільки (?:часу )?(?:це |вона |воно )?(?:займає|триває)|скільки часу`, 'how long does it take'], [`скільки (?:це |буде )?(?:коштуватиме|коштує|буде коштувати|вийде)|скільки буде|скільки`, 'how much'], [`коштує|вартість|ціна|ціни|ціну`, 'price'],
    [`стандартн${W}|звичайн${W}|стандарт`, 'standard'], [`генеральн${W}|глибок${W}`, 'deep'], [`прибиранн${W}`, 'cleaning'],
    // An order changed in a later turn: a room done by the family, not counted, a count corrected, one more, a swap.
    // A room the family cleans is left out ("Вітальню я приберу сама"); an add-on they do themselves is just theirs ("Посуд я сама помию").
    [`(?<=(?:вітальн|кухн|спальн|ванн|кімнат|їдальн|туалет|кабінет)${W},? )(?:(?:я |ми )?(?:приберу|приберемо|помию|помиємо|зроблю|зробимо) (?:я |ми )?(?:сама|сам|самі)|(?:я |ми )?(?:сама|сам|самі) (?:приберу|приберемо|помию|помиємо|зроблю|зробимо))`, "doesn't need cleaning, i do it myself"],
    [`(?:я |ми )?(?:приберу|приберемо|помию|помиємо|зроблю|зробимо) (?:я |ми )?(?:сама|сам|самі)|(?:я |ми )?(?:сама|сам|самі) (?:приберу|приберемо|помию|помиємо|зроблю|зробимо)`, 'i do it myself'],
    [`не (?:рахуйте|враховуйте|прибирайте)(?: (?:її|його|їх))?`, "doesn't need cleaning"], [`(?:приберіть|видаліть|заберіть) (?:її |його |їх )?(?:із|з) замовлення|видаліть (?:її|його|їх)`, 'remove it from the order'],
    // Round 101-104's changes, read by Russian's table before this one: kept whole here, where a word of theirs would be read first.
    [`другу спальню не треба|друга спальня не потрібна`, 'skip the second bedroom'], [`(?:одну|одна) спальн${W} не треба`, 'skip one bedroom'],
    [`(?:а )?третя кімната\\s*(?:[—–-]\\s*)?це`, 'the third bedroom is the'], [`третя кімната`, 'the third room'], [`спальні дві`, '2 bedrooms'], [`спальні три`, '3 bedrooms'],
    [`(?:її|його|їх) теж треба`, 'add it too'], [`(?:додайте )?ще одну кімнату`, 'add it'], [`(?:я )?забула|(?:я )?забув`, 'i forgot'], [`(?:сам|сама) прибере`, 'cleans it'],
    // A room the home has not: left out of the count ("Вітальні в мене немає").
    [`(?:вітальн|кухн|їдальн|кабінет)${W} (?:в|у) мене (?:немає|нема)|(?:в|у) мене (?:немає|нема) (?:вітальн|кухн|їдальн|кабінет)${W}`, ''],
    [`а не`, 'not'], [`ще (?:одну|одна|один|одне)`, 'one more'], [`додайте|додати|додай`, 'add'], [`замість`, 'instead of'], [`(?<=замість [^,.?!]{1,30} )краще`, ','], [`краще`, 'instead'], [`плюс`, 'plus'],
    [`ой|упс`, 'oops'], [`вибачте|перепрошую|пробачте`, 'sorry'], [`тепер`, 'is now'],
    // Rooms, and the instrumental and genitive forms a count takes ("з двома спальнями", "ванних кімнат").
    [`(?:гостьов${W}|маленьк${W}) туалет${W}(?: без душу)?|туалет${W} без душу|пів ?ванн${W}|половин${W} ванн${W}`, 'half bathroom'], [`туалет${W}`, 'half bathroom'],
    [`спальня|спальню`, 'bedroom'], [`спал${W}`, 'bedrooms'], [`ванна кімната|ванну кімнату|ванної кімнати|ванна|ванну|ванною|ванної`, 'bathroom'], [`ванн${W}(?: кімнат${W})?`, 'bathrooms'],
    [`кухн${W}[- ]вітальн${W}`, 'kitchen-living room'], [`вітальн${W}`, 'living room'], [`кухн${W}`, 'kitchen'], [`їдальн${W}`, 'dining room'], [`кабінет${W}`, 'office'], [`офіс${W}`, 'offices'],
    [`кімнат${W}`, 'rooms'], [`квартир${W}`, 'apartment'], [`будин${W}|дім|дому|домі|хат${W}`, 'home'],
    // Add-ons.
    [`холодильник${W}`, 'fridge'], [`духовк${W}|духов${W} шаф${W}`, 'oven'], [`мікрохвильов${W}(?: піч${W})?|мікрохвильовк${W}`, 'microwave'], [`плит${W}|варильн${W} поверхн${W}`, 'stovetop'],
    [`посудомийн${W} машин${W}|посудомийк${W}`, 'dishwasher'], [`(?:миття|миттям|помити|мити) посуд${W}`, 'dishes wash'], [`посуд${W}`, 'dishes'], [`всередині|зсередини`, 'inside'], [`ззовні|зовні`, 'outside'],
    [`погано (?:прибрали|прибрала|прибрав|помили|помила|помив)|(?:прибрали|прибрала|прибрав|помили|помила|помив) погано`, 'did a bad job cleaning'], [`погано`, 'badly'],
    [`почистити|помити|вимити|прибрати|прибирати`, 'clean'], [`(?:ви )?прибираєте(?: ви)?`, 'do you clean'], [`прибрали|прибирала|прибирав`, 'cleaned'], [`вікн${W}`, 'windows'],
    // The code, booking, paying, cancelling, the promise.
    [`з кодом`, 'with the code'], [`перш${W} прибиранн${W}`, 'first time'], [`промокод${W}|промо-код${W}`, 'promo code'], [`код${W}`, 'code'], [`знижк${W}`, 'discount'], [`дає`, 'gives'], 
    [`замовити|замовлю|записатися|забронювати`, 'book'], [`замовленн${W}`, 'booking'],
    [`як (?:у вас )?(?:оплачувати|оплатити|платити|заплатити)`, 'how do i pay'], [`оплачувати|оплатити|платити|заплатити|платять|оплат${W}`, 'pay'], [`(?:банківськ${W} |кредитн${W} )?картк${W}|кредитк${W}`, 'by card'], [`готівк${W}`, 'in cash'],
    [`як (?:мені )?(?:скасувати|відмінити)`, 'how do i cancel'], [`як (?:мені )?перенести`, 'how do i reschedule'], [`скасувати|скасуванн${W}|скасую|відмінити`, 'cancel'], [`штраф${W}`, 'fee'], [`перенести|перенесенн${W}`, 'reschedule'], [`плани зміняться|плани змінилися`, 'plans change'],
    [`не сподоба${W}`, "i'm not happy"], [`що буде`, 'what happens'], [`що входить (?:у|в|до)`, 'what is included in'], [`входить`, 'is included'],
    [`(?:мо(?:ї|їх|їми) )?(?:персональн${W} )?дан${W}`, 'my personal data'], [`політик${W} конфіденційності|конфіденційн${W}`, 'privacy policy'], [`(?:ви )?використовуєте(?: ви)?`, 'do you use'], [`(?:ви )?зберігаєте(?: ви)?`, 'do you store'],
    [`підтримк${W}`, 'support'], [`куди (?:мені )?(?:писати|написати)`, 'where do i write'], [`куди (?:мені )?(?:звертатися|звернутися)|кому (?:писати|написати)`, 'who do i contact'], [`питанн${W}`, 'question'], [`щодо`, 'about'], [`телефон${W}`, 'phone'],
    [`фото${W}|фотографі${W}`, 'photos'], [`підкажіть`, 'recommend'], [`(?:чи )?зберігає (?:цей |наш )?чат`, 'does this chat save'], [`повідомленн${W}`, 'messages'], [`вчити|вивчати|вивчити`, 'learn'], [`безкоштовн${W}`, 'for free'], [`(?:ви )?не знаєте`, 'do you know'], [`знаєте`, 'know'], [`мов(?:а|у|ою|і)`, ''], [`церкв${W}`, 'church'], [`школ${W}`, 'school'], [`діт(?:и|ей|ям|ьми)`, 'children'], [`українськ(?:а|ий|у|ої|ого|і|е)`, 'Ukrainian'], [`креатор${W}|блогер${W}`, 'creators'], [`довіряти|довіряю`, 'trust'],
    // Towns asked most, in Cyrillic.
    [`кліфтон${W}`, 'Clifton'], [`ньюарк${W}`, 'Newark'], [`джерсі[- ]сіті`, 'Jersey City'], [`нью[- ]йорк${W}`, 'New York'], [`нью[- ]джерсі`, 'New Jersey'], [`патерсон${W}`, 'Paterson'],
    [`пас(?:с)?ей(?:к|ік)${W}`, 'Passaic'], [`принстон${W}`, 'Princeton'], [`[гх]обокен${W}`, 'Hoboken'], [`едісон${W}`, 'Edison'], [`трентон${W}`, 'Trenton'], [`стейтен[- ]айленд${W}`, 'Staten Island'],
    [`бруклін${W}`, 'Brooklyn'], [`пенсильвані${W}`, 'Pennsylvania'], [`філадельфі${W}`, 'Philadelphia'], [`фер[- ]лоун${W}`, 'Fair Lawn'], [`гарфілд${W}`, 'Garfield'], [`елізабет${W}`, 'Elizabeth'],
    // The words around them that start no phrase Russian's table reads in Ukrainian.
    [`привіт|вітаю|доброго дня|добрий день`, 'hello'], [`дякую`, 'thanks'], [`будь ласка`, 'please'],
    [`чи (?:треба|потрібно|потрібна|потрібен|потрібні|обов['’ʼ]язково|обов['’ʼ]язков${W})(?: мати)?|(?:треба|потрібно) мати`, 'do i need'], [`мені (?:треба|потрібно)`, 'do i need to'], [`треба|потрібн${W}|обов['’ʼ]язков${W}`, 'need'], [`мати`, 'have'],
    [`це (?:в|у) неї`, "it's her"], [`це (?:в|у) нього`, "it's his"], [`(?:в|у) неї`, 'she has'], [`(?:в|у) нього`, 'he has'], [`у вас є|в вас є`, 'do you have'], [`(?:у|в) мене (?:поки |ще )?(?:немає|нема)`, "i don't have one yet"], [`у мене є|в мене є|у мене|в мене`, 'i have'], [`(?<!не )(?:я )?(?:можна|можу)(?: я)?`, 'can i'],
    [`(?<=[\\p{L}\\d] )чи(?= [\\p{L}])`, 'or'], [`(?:я )?(?:хочу|хотіла б|хотів би)`, 'i want'], [`(?:я )?живу`, 'i live'],
  ]),
};
