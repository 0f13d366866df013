import { type Language, anywhere, markers, wholeWords } from './language.ts';

/**
 * Gujarati, as families in Edison and Iselin write it in its own script, often with English words for rooms: read
 * anywhere in a word, as its endings ("રસોડામાં", in the kitchen) join the word.
 */
export const GUJARATI: Language = {
  name: 'Gujarati',
  markers: /રીતે|ચૂકવ|પૈસા|માહિતી|છે|છો|તમે|તમારા|તમારી|શું|કેટલ|સફાઈ|સાફ|ઘર|અમારા|અમારું|મારા|મારું|કરો|કરશો|શકો|શકાય|અને|પણ|નથી|જોઈએ|ક્યારે|ક્યાં|કેવી રીતે/gu,
  signs: /[\u0A80-\u0AFF]/u,
  unread: /[\u0A80-\u0AFF]+/gu,
  words: anywhere([
    ['૦', '0'], ['૧', '1'], ['૨', '2'], ['૩', '3'], ['૪', '4'], ['૫', '5'], ['૬', '6'], ['૭', '7'], ['૮', '8'], ['૯', '9'],
    // What a family asks around paying, the promise, privacy and the app ("પૈસા ક્યારે ચૂકવવાના?", "સફાઈ સારી ન લાગે તો?",
    // "મારી માહિતી સુરક્ષિત છે?", "app ક્યાંથી મળશે?", "ગેસ્ટ ચેકઆઉટ પછી શું શું સાફ થાય?"): whole words, so no ending is left unread.
    ['પૈસા (?:આપવા|ચૂકવવા|ભરવા) (?:પડે|પડશે)', 'do i have to pay'], ['પૈસા (?=(?:ક્યારે |કેવી રીતે |કઈ રીતે )?(?:ચૂકવ|ભર|આપ))', ''],
    ['(?:app|એપ) (?:ક્યાંથી|ક્યાં) (?:મળશે|મળે|ડાઉનલોડ)(?: કરવી| કરવું| કરું)?', 'where do i get the app'], ['ચૂકવવાના|ચૂકવવાનું|ચૂકવવા|ચૂકવવું|ભરવાના|ભરવાનું|ભરવા|ભરવું|આપવાના|આપવા', 'pay'],
    ['(?:સારી|સારું|સારો) (?:ન|ના|નહીં) (?:લાગે|લાગી|થાય)|(?:પસંદ|સંતોષ) (?:ન|ના) (?:આવે|હોય)|(?:ન|ના) ગમે|ગમે નહીં|ગમ્યું નહીં|ખુશ (?:ન|ના) હોઈએ|ખુશ (?:ન|ના) હોય|ખુશ નથી', 'not happy'],
    ['(?<![\\u0A80-\\u0AFF])તો(?![\\u0A80-\\u0AFF])', 'then'], ['માહિતી|વિગતો|ડેટા', 'information'], ['ગોપનીયતા|પ્રાઇવસી|પ્રાઈવસી', 'privacy'],
    // "નેસ્ટવેલ શું છે?": what the company is (the name read before).
    ['Nestwell (?:એ )?શું છે', 'what is Nestwell'],
    ['શું શું (?:સાફ )?(?:થાય|આવે|હોય)|શું (?:આવે|સમાવેશ)', 'what is included'], ['ગેસ્ટ|મહેમાન', 'guests'], ['ચેકઆઉટ|ચેક આઉટ', 'checkout'], ['પછી', 'after'], ['બધું|બધુ', 'everything'], ['કહો|કહેજો|જણાવો', 'tell me'],
    ['મળશે|મળે', 'get'], ['ડાઉનલોડ', 'download'], ['અંદરથી|અંદરનું|અંદર', 'inside'], ['કાઢી (?:નાખો|નાખજો|નાંખો)|હટાવો|રહેવા દો', 'removed'], ['એ જ|એજ|તે જ', 'the same'], ['અરે', 'oh'], ['(?:ઓછો|ઓછું|ઓછી|ઓછા) કરો|ઓછો|ઓછું', 'less'], ['કોઈને|કોઈ', 'anyone'], ['વેચો|વેચશો|વેચે', 'sell'], ['ઉમેરો|ઉમેરજો|ઉમેરી દો', 'add'],
    ['આપી (?:દેજો|દો|દેશો)|આપજો', 'give it to'], ['લોકબોક્સ', 'lockbox'], ['વાળા|વાળું|વાળી', ''],
    ['કરવું|કરવો|કરવી|કરવાનું|કરવાની|કરવાના', ''], ['(?:પડે|પડશે)(?![\\u0A80-\\u0AFF])', ''],
    ['કેટલા પૈસા|કેટલો ચાર્જ|કેટલું થશે|કેટલા થશે|કેટલો ખર્ચ|કેટલું|કેટલા|કેટલો|કેટલી', 'how much'], ['ભાવ|કિંમત|ચાર્જ', 'price'], ['પૈસા', 'money'],
    ['ડીપ ક્લીન(િંગ)?|ઊંડી સફાઈ', 'deep cleaning'], ['સ્ટાન્ડર્ડ|સામાન્ય સફાઈ', 'standard cleaning'], ['સફાઈ કરનાર|સફાઈવાળા|સફાઈવાળી|ક્લીનર', 'cleaner'],
    ['સાફ કરશો|સાફ કરો છો|સફાઈ કરો છો|સફાઈ કરશો', 'do you clean'], ['સફાઈ|સાફ', 'cleaning'],
    ['બેડરૂમ|શયનખંડ|ઓરડા', 'bedroom'], ['અડધું બાથરૂમ|હાફ બાથ', 'half bathroom'], ['બાથરૂમ|શૌચાલય', 'bathroom'], ['રસોડ', 'kitchen'], ['લિવિંગ રૂમ|બેઠક રૂમ|બેઠક ખંડ|બેઠકખંડ|દીવાનખાના|બેઠક', 'living room'],
    // Counts and a later turn's words: "ત્રણ બેડરૂમ અને બે બાથરૂમ", "ત્રીજો 'બેડરૂમ' ખરેખર મારી ઓફિસ છે", "એક નાનું બાથરૂમ, ફક્ત ટોઇલેટ અને સિંક".
    // A count is a word of its own (બે also begins બેડરૂમ, read above it).
    ['ત્રીજો|ત્રીજું|ત્રીજી', 'third'], ['બીજો|બીજું|બીજી', 'second'], ['ખરેખર', 'is actually'], ['બે વાત', 'two things'], ['કિચન', 'kitchen'], ['ક્લીનિંગ', 'cleaning'], ['આખા ઘર', 'the whole home'], ['ઓફિસ', 'office'], ['ડાઇનિંગ રૂમ|ડાઇનિંગ', 'dining room'],
    ['નાનું બાથરૂમ|નાનો બાથરૂમ', 'half bathroom'], ['ટોઇલેટ|ટોયલેટ', 'toilet'], ['સિંક', 'sink'], ['શાવર', 'shower'], ['ફક્ત|માત્ર', 'only'],
    ...(['એક', 'બે', 'ત્રણ', 'ચાર', 'પાંચ', 'છ'] as const).map((word, i) => [`(?<![\\u0A80-\\u0AFF])${word}(?![\\u0A80-\\u0AFF])`, String(i + 1)] as const),
    ['માફ કરજો|માફ કરશો|માફ કરો', 'sorry'], ['ભૂલી ગયો|ભૂલી ગઈ|ભૂલી ગયા', 'i forgot'], ['નીચે', 'downstairs'], ['ઉપરના માળે|ઉપર', 'upstairs'], ['માળ', 'floor'],
    ['પૂજા રૂમ|પૂજાનો રૂમ|પૂજા ઘર|મંદિર', 'prayer room'], ['મૂર્તિ|ભગવાનની વસ્તુઓ|ધાર્મિક વસ્તુઓ', 'religious items'], ['રૂમ', 'room'],
    ['બૂટ|ચંપલ|જૂતા', 'shoes'], ['ઉતારીને|ઉતારે|ઉતારવા', 'off'], ['અડશો નહીં|ન અડે|અડવું નહીં|ન અડવું', 'do not touch'], ['શાકાહારી', 'vegetarian'], ['માંસ|નોનવેજ', 'meat'],
    ['તહેવાર|દિવાળી|નવરાત્રી', 'festival'], ['દાદા|દાદી|બા|વડીલ', 'grandparents'], ['બાળકો|છોકરાઓ', 'kids'], ['પાળતુ પ્રાણી|કૂતરો|બિલાડી', 'pets'],
    // "શું એપ ગુજરાતીમાં છે?": a language named, the app's or support's.
    ['ગુજરાતીમાં|ગુજરાતી', 'in Gujarati'], ['અંગ્રેજીમાં|અંગ્રેજી', 'English'], ['ભાષામાં|ભાષા', 'language'], ['ઓછું આવડે|ઓછું સમજાય|નથી આવડતું', 'not understand well'],
    ['એડિસન', 'edison'], ['ઇસેલિન', 'iselin'], ['ન્યૂ જર્સી', 'new jersey'], ['ન્યૂ યોર્ક', 'new york'],
    ['બુકિંગ ફી', 'booking fee'], ['બેકગ્રાઉન્ડ ચેક|બેકગ્રાઉન્ડ', 'background check'], ['વેબસાઇટ પરથી|વેબસાઇટ પર', 'on the website'], ['વેબસાઇટ', 'website'],
    ['ફોનમાં|ફોન', 'phone'], ['થઈ શકે|થાય', 'can'], ['નાખવી|નાખવું|ઇન્સ્ટોલ', 'install'], ['ચેક', 'check'], ['લખ્યું', 'written'], ['ક્યાંય', 'anywhere'],
    ['એપ', 'app'], ['બુક કરવું|બુકિંગ|બુક', 'book'], ['રદ કરવું|રદ', 'cancel'], ['તારીખ બદલ|સમય બદલ', 'reschedule'], ['કોડ', 'code'], ['ડિસ્કાઉન્ટ|છૂટ', 'discount'],
    ['ચુકવણી|પેમેન્ટ|ચૂકવ', 'pay'], ['રોકડ', 'cash'], ['કાર્ડ', 'card'], ['ફોટા|ફોટો', 'photos'], ['સુરક્ષિત|સલામત', 'safe'], ['વિશ્વાસ', 'trust'],
    ['દર અઠવાડિયે|અઠવાડિયામાં એક વાર', 'every week'], ['દર મહિને', 'every month'], ['અઠવાડિયા', 'week'], ['ક્યારે', 'when'], ['ક્યાં', 'where'], ['કેવી રીતે|કઈ રીતે|કેમ', 'how'],
    ['કોણ', 'who'], ['શું', 'what'], ['તમે|તમારા|તમારી|તમારું', 'you'], ['અમારા|અમારું|અમારી|અમે', 'our'], ['મારા|મારું|મારી|હું', 'my'],
    ['કરી શકો|કરી શકાય|શકો|શકાય', 'can'], ['જોઈએ', 'need'], ['નથી|નહીં', 'not'], ['અને', 'and'], ['પણ', 'also'], ['આવશો|આવશે|આવે|આવો', 'come'], ['ઘર', 'home'], ['માં', 'in'],
    // Endings and small words that say nothing the English reading needs ("ના" ends a word far more often than it says no).
    ['છે|છો|છીએ|કરો|કરશો|નો|ની|નું|ના|ને|થી|એ', ''],
  ]),
};

/**
 * Gujarati as families write it in Latin letters, around English room words ("5 bedroom ane 3.5 bathroom, standard nu ketlu
 * thase?"). Its markers are words English never writes; "pan" (also) and "be" (two) are English words too, read only where
 * Gujarati puts them.
 */
export const GUJARATI_IN_LATIN: Language = {
  name: 'Gujarati',
  markers: markers('malshe|pachi|jova|chhu|kyathi|karvi|karvu|shakay|shako|bharoso|ekla|ghare|maare|thay|bharvana|ketlu|ketla|ketli|ketlo|karvanu|karvana|karvani|karavo|karavu|karavvu|karavanu|karavje|amaru|amaro|amari|amara|tamaru|tamaro|tamari|tamara|saathe|sathe|thase|thashe|joiye|joie|chhe|che|nathi|ane|hatavo|kadhi|umero|umerjo|divase|uthavay|shu|kem|amne|tame|maate|nu|levu|pachhi|bahu|saru|maru|mari|juno|behen|bhav|khali|rahe|vaar|lagavu|karjo|karo'),
  signs: /(?!)/,
  asideInEnglish: true,
  words: wholeWords([
    // Paying, trusting, the app and photos from afar ("cleaning pachi photo jova male? hu India jau chhu", "app kyathi download karvi?").
    ['app (?:kyathi|kya thi|kyanthi|kya) (?:download karvi|download karvu|download karu|malshe|male)', 'where do i get the app'], ['malshe', 'will i get'],
    ['paisa kevi rite (?:aapva|bharva|chukvva)(?: na| nu)?|kevi rite pay karvu', 'how do i pay'], ['bharvana|bharvanu|chukvvana|aapvana', 'pay'],
    ['saru na lage|saru nahi lage|pasand na aave|na game|gamyu nahi|khush nathi', 'not happy'], ['pachi|pachhi', 'after'], ['jova male|joi shakay|joi shaku|jovu', 'can i see'],
    ['(?:jau|jaav|jaiu|jav) chhu|jaish', 'am going'], ['hu', 'i'], ['chhu', 'am'], ['kyathi|kya thi|kyanthi', 'where from'], ['download karvi|download karvu', 'download'], ['chale|chalshe', 'work'],
    ['bharoso|vishwas', 'trust'], ['kari (?:shakay|shaku|shako)|shakay|shako|shaku', 'can'], ['thay che|thay', ''], ['ghare', 'at home'], ['ekla|ekli|eklu', 'alone'],
    ['book (?:karvi|karvu|karvanu) che', 'want to book'], ['(?:karvu|karvi) pade', 'have to'], ['karvanu|karvani|karvi|karvu', ''], ['mare|maare', 'my'], ['par', ''], ['(?:date|tarikh|divas) (?:badli|badlavi|badalvi|badlvi)', 'change the date'],
    ['ketla vaage|ketla vage|ketle vaage|kyare aave', 'what time'], ['ketla kalak', 'how long'], ['ketla divas', 'how many days'], ['paisa pacha|paisa paacha|refund', 'refund'],
    // An applicant, a shop, what a visit does, the pooja room kept as it is.
    ['cleaner tarike kaam karvu (?:che|chhe)|cleaner tarike kaam karvu|cleaner tarike kaam', 'wants to work as a cleaner'],
    ['(?:cleaning|safai) nu kaam (?:joie|joiye) (?:che|chhe)|(?:cleaning|safai) nu kaam', 'wants a cleaning job'],
    ['nathi javanu|na jay', 'must not go'], ['tya', 'there'], ['bhabhi', 'sister-in-law'], ['ne', ''], ['kaam', 'job'], ['kevi rite join thay|join thay|join karvu', 'how does one join'], ['apply kare|apply karvu|apply kari shake', 'apply'],
    ['shu shu thay|shu shu thase|shu thay', 'what is included'], ['safai|saaf', 'cleaning'], ['dukan', 'shop (a business)'], ['ke fakt ghar', ''], ['fakt', 'only'], ['karo cho|karsho', 'do you do'], ['aavo cho|aavsho', 'do you come'],
    ['kevi rite', 'how'], ['kahiye|kahevu', 'tell'], ['mandir', 'prayer room'], ['murti', 'religious items'], ['haath nahi lagavano|haath nathi lagadvano|haath na lagade', 'do not touch'],
    ['vapri shakiye|vapri shaku', 'can we use'], ['biji vaar|biji var', 'the second time'],
    ['be var|be vaar|be vakhat', 'twice'], ['mahine ma|mahina ma|dar mahine', 'a month'], ['aavta mahine', 'next month'], ['pagar ketlo male|pagar ketlo|pagar ketlu|pagar', 'how much is the pay'],
    ['nu ketlu thase|nu ketlu thashe|ketlu thase|ketla thase|nu ketlu|ketlu|ketla|ketli|ketlo', 'how much'], ['nu total|no total', 'total'], ['eno bhav|bhav', 'price'],
    ['pehli vaar|pehli var|pahli vaar', 'first time'], ['lagavu to|lagavu|lagaavu', 'apply'],
    // A later turn's words: "deep karavo che", "family room skip karo", "fridge ane oven andar nu pan add karo".
    ['skip karo|skip karjo|kadhi nakho|kadhi nakhjo|hatavo|hatavi do|nikali do', 'is not needed'], ['add karo|add karjo|umero|umerjo', 'add'], ['andar nu|andar thi|andar', 'inside'],
    ['karavo che|karavvu che|karavanu che|karvanu che|karvana che|joiye che|joie che|joiye|joie', 'we want'], ['levu joie|levu joiye', 'should i book'],
    ['khali karvanu che|khali karvanu|khali j che|khali che|khali', 'empty'], ['band j rahe che|band rahe che', 'is not used'],
    ['kachro', 'garbage'], ['kaya divase|kya divase|kyare', 'which day'], ['uthavay che|uthave che', 'is picked up'],
    ['amaru|amaro|amari|amara', 'our'], ['maru|maro|mari|mara', 'my'], ['tamaru|tamaro|tamari|tamara', 'your'], ['juno|junu', 'old'], ['behen|ben', 'sister'], ['ghar', 'home'],
    ['saathe|sathe', 'with'], ['ane', 'and'], ['pan', 'also'], ['ek', '1'], ['be(?= (?:bed|bath|half|other|room|full))', '2'], ['tran|tren', '3'], ['char', '4'], ['panch', '5'],
    ['ma', 'in'], ['che|chhe', 'is'], ['nathi', 'is not'], ['shu|shun', 'what'], ['kem cho|kem chho', 'hello'], ['kem', 'how'], ['maate|mate', 'for'], ['arre|are re', 'oh'], ['hello ji|namaste', 'hello'], ['ke', 'or'], ['tame', 'you'], ['nani|nano|nanu', 'small'], ['nu|ni', ''],
  ]),
};
