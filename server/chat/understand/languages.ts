/**
 * Questions written in a language the engine does not read, turned into the English it does:
 * each language is data (the words that mark a message as written in it, and its words and
 * phrases in English), and one reader picks the language a message is in and maps it. The reply
 * is in English, and the engine says so. Adding a language is one more entry in LANGUAGES.
 */

interface Language {
  name: string;
  /** Words only (or mostly) this language uses: two of them mark a message as written in it. */
  markers: RegExp;
  /** Characters English never writes and this language does (¿, ã): they count as one and a half markers, so one marker word more decides. */
  signs: RegExp;
  /** Its words and phrases to English, longest first, matched as whole words in one pass (an English word put in is never read again). */
  words: { pattern: RegExp; english: string[] };
}

/** One pattern for all of a language's phrases: the n-th group is the n-th phrase, so the first listed wins where several start. */
function wholeWords(pairs: readonly (readonly [string, string])[]): Language['words'] {
  const group = (from: string) => `(${from.replace(/\((?!\?)/g, '(?:')})`;
  return { pattern: new RegExp(`(?<![\\p{L}])(?:${pairs.map(([from]) => group(from)).join('|')})(?![\\p{L}])`, 'giu'), english: pairs.map(([, to]) => to) };
}
const markers = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'giu');

const SPANISH: Language = {
  name: 'Spanish',
  markers: markers('qui[eé]n|pone|aspiradora|compa[nñ][ií]a|pagan|limpiador(?:e|a)s|esposa|esposo|juntos|queremos|carro|trabajar|apunto|pueden|ropa|planchar|vivo|tambi[eé]n|vengan|se[nñ]ora|aplicaci[oó]n|direcci[oó]n|cu[aá]nto|cuesta|horno|nevera|estufa|microondas|lavaplatos|lavavajillas|por dentro|limpieza|limpian|habitaci[oó]n(es)?|baños?|precio|ustedes|usted|hacen|necesito|quiero|puedo|tienen|d[oó]nde|mi|casa|por favor|gracias|hola|trabajo|una|para|con|qu[eé]|c[oó]mo|efectivo|tarjetas?|pago|igual|queda|aceptan|mensaje|muchacha|fregadero|platos|lavar|cambiar|venden|profunda|semanas|tengo|vienen|limpio|pido|despu[eé]s|cobro|encuentro|p[aá]gina'),
  signs: /[¿¡]/,
  words: wholeWords([
    ['c[oó]mo (puedo )?(reservo|reservar|agendo|agendar|programo|programar)|d[oó]nde (puedo )?(reservo|reservar)', 'how do i book'],
    // Paying, a visit's day, a cleaning gone wrong, trust, data: what people ask, in the words they ask it.
    ['(pago|pagar|pagan|aceptan|acepta) (en )?efectivo|en efectivo', 'pay with cash'], ['tarjetas?', 'card'], ['aceptan|acepta', 'do you accept'],
    ['tengo que estar( en (la|mi) casa)?', 'do i have to be home'],
    ['lunes', 'monday'], ['martes', 'tuesday'], ['mi[eé]rcoles', 'wednesday'], ['jueves', 'thursday'], ['viernes', 'friday'], ['s[aá]bados?', 'saturday'], ['domingos?', 'sunday'],
    ['cambiar|mover', 'change'],
    // An applicant's words: signing up to work, pay by the hour, working as a couple, a car, who brings the supplies.
    ['me apunto|apuntarme|inscribirme|me inscribo', 'apply'], ['limpiador(?:e|a)s', 'cleaners'], ['pagan por hora', 'pay per hour'],
    ['mi esposa y yo|mi esposo y yo|mi marido y yo', 'my wife and I'], ['trabajar juntos|como equipo|juntos', 'work together'], ['carro|coche', 'car'],
    ['importa eso', 'does that matter'], ['qui[eé]n pone', 'who brings'], ['aspiradora', 'vacuum'], ['la compa[nñ][ií]a', 'the company'],
    ['en espa[nñ]ol', 'in spanish'], ['mi ingl[eé]s', 'my english'], ['yo o la compa[nñ][ií]a', 'me or the company'], ['limpiando', 'cleaning'],
    // Everyday words around the questions people ask: booking by phone, a regular day, the same cleaner, a job gone wrong, data.
    ['(hacer|sacar|pedir) (la|una) cita|pedir (una|la) limpieza', 'book a cleaning'], ['desde (su|mi|el) tel[eé]fono', 'from her phone'], ['la cita|una cita|cita', 'appointment'], ['llamar( por tel[eé]fono)?', 'call'], ['tel[eé]fono', 'phone'],
    ['no s[eé] usar( bien)?', "i can't use"], ['aplicaci[oó]n(es)?', 'app'], ['bajar|descargar', 'download'],
    ['cada (15|quince) d[ií]as', 'every two weeks'], ['que vengan|que venga', 'to come'], ['vengan|venga|vienen|venir', 'come'], ['viene', 'comes'],
    ['se puede pedir( eso)?|puedo pedir eso', 'can i ask for that'], ['se puede hacer eso|pueden hacer eso', 'can you do that'], ['se puede', 'is that possible'], ['todas las semanas', 'every week'], ['quisiera|quisi[eé]ramos', 'i would like'], ['vinieran|viniera', 'come'], ['pueden|puede', 'can you'],
    ['siempre la misma|siempre el mismo|la misma (persona|se[nñ]ora|muchacha|chica)|la misma', 'the same cleaner every time'], ['si me gusta', 'if i like'], ['pedir', 'ask for'],
    ['cambio', 'change'], ['el d[ií]a|d[ií]a', 'day'], ['tengo que', 'do i have to'], ['tengo', 'i have'], ['tiene que', 'does she have to'],
    ['(la se[nñ]ora|la muchacha|la chica|la limpiadora|el muchacho|ella) no limpi[oó] bien|no limpió bien|no limpiaron bien|limpió mal', "the cleaning wasn't done well"], ['sigue suci[oa]|siguen sucios|todav[ií]a (est[aá] )?suci[oa]', 'is still dirty'], ['sucio|sucia|sucios', 'dirty'], ['qu[eé] hago', 'what do i do'], ['tina|ba[nñ]era', 'tub'], ['qued[oó](?! mal)', 'was left'],
    ['mezclar', 'mix'], ['cloro|lej[ií]a', 'bleach'], ['vinagre', 'vinegar'], ['limpiar', 'clean'],
    ['lavar la ropa|la ropa|ropa', 'laundry'], ['planchar', 'ironing'], ['tambi[eé]n', 'also'],
    ['cu[aá]nto tiempo|cu[aá]ntas horas', 'how long'], ['se demoran|demoran|se tardan|tardan', 'does it take'],
    ['es lo mismo que|lo mismo que|igual que', 'is it the same as'], ['vivo', 'i live'], ['vive', 'lives'], ['mi hija', 'my daughter'], ['mi hijo', 'my son'], ['mi comadre|mi amiga|mi amigo', 'my friend'],
    ['personas mayores|ancianos|tercera edad', 'seniors'], ['jubilad[oa]', 'retired'],
    ['se muda|nos mudamos|me mudo', 'is moving out'], ['ya no hay muebles|sin muebles', 'empty'], ['muebles', 'furniture'], ['el mes que viene|el pr[oó]ximo mes', 'next month'],
    ['ustedes van|van ustedes', 'do you come'], ['me rob[oó]|robaron', 'stole from me'], ['si pasa algo', 'if something happens'], ['a qui[eé]n llamo', 'who do i call'],
    ['me pide', 'asks for'], ['direcci[oó]n', 'address'], ['por qu[eé]', 'why'], ['necesitan', 'do you need'], ['eso', 'that'],
    ['borren|borrar|eliminar', 'delete'], ['usar', 'use'], ['otra vez|de nuevo', 'again'],
    ['receta', 'recipe'], ['sabe|sabes', 'know'], ['buena|bueno', 'good'], ['d[oó]nde queda', 'where is'],
    ['(queda|qued[oó]|sale|sali[oó]) mal|mal hecha|no (queda|qued[oó]) bien', "isn't done right"], ['pago igual|tengo que pagar igual', 'do i still pay'], ['no me gust[oó]|no me gusta', "i'm not happy with"], ['vac[ií]as?|vac[ií]os?', 'empty'],
    ['venden|vender', 'sell'], ['mi informaci[oó]n|mis datos', 'my information'], ['otras (compa[nñ][ií]as|empresas)', 'other companies'],
    ['la profunda|profunda', 'deep'], ['la normal', 'standard'],
    ['me (manda|mandan|env[ií]a|env[ií]an) (un )?mensaje', 'text me'], ['antes', 'before'], ['cu[aá]ndo viene', 'when does the cleaner come'], ['avisan|avisar', 'let me know'],
    ['cada (2|dos) semanas', 'every 2 weeks'], ['cada semana', 'every week'], ['cada mes', 'every month'],
    ['sin tener que pedir(lo)? cada vez', 'without asking each time'],
    ['de confianza', 'trustworthy'], ['la (muchacha|se[nñ]ora|chica)|la persona que (mandan|env[ií]an)', 'the cleaner'],
    ['revisan|verifican|chequean', 'checked'], ['antecedentes', 'background check'],
    ['lavar', 'wash'], ['fregadero|lavadero', 'sink'], ['lleno', 'full'],
    ['muerde', 'bites'], ['beb[eé]', 'baby'], ['durmiendo', 'sleeping'], ['que no entren (al|a la|en el|en la)', 'stay out of the'],
    ['cobros?', 'charge'], ['raro|extra[nñ]o', 'wrong'], ['despu[eé]s', 'after'],
    ['p[aá]gina( web)?', 'website'], ['bot[oó]n', 'button'], ['no encuentro', "can't find"], ['experiencia', 'experience'],
    ['cu[aá]nto cuesta|cu[aá]nto cobran|cu[aá]l es el precio de|precio de', 'how much is'],
    ['cu[aá]nto (me )?pagan|cu[aá]nto pagan ustedes', 'how much do you pay'], ['pagan', 'do you pay'],
    ['cu[aá]nto', 'how much'],
    ['limpieza profunda', 'deep cleaning'],
    ['limpieza (est[aá]ndar|normal|regular|b[aá]sica)', 'standard cleaning'],
    ['limpieza de mudanza|mudanza', 'move out cleaning'],
    ['limpieza de oficinas?', 'office cleaning'], ['oficinas?', 'office'],
    ['limpiezas?', 'cleaning'],
    // "No quiero que limpien la sala": a room left out, in the words the room reader knows.
    ['no (quiero|necesito) que (limpien|limpies|hagan)|sin limpiar', 'skip the'],
    ['limpian|hacen limpieza', 'do you clean'], ['hacen', 'do you do'],
    ['medios? baños?', 'half bathroom'],
    ['baños', 'bathrooms'], ['baño', 'bathroom'],
    ['habitaciones|rec[aá]maras|dormitorios|cuartos', 'bedrooms'], ['habitaci[oó]n|rec[aá]mara|dormitorio|cuarto', 'bedroom'],
    ['cocina', 'kitchen'], ['comedor', 'dining room'], ['sala', 'living room'], ['horno', 'oven'], ['refrigerador|nevera|refri', 'fridge'], ['microondas', 'microwave'], ['lavaplatos|lavavajillas', 'dishwasher'],
    ['estufa', 'stove'], ['platos|trastes', 'dishes'], ['por dentro|adentro', 'inside'],
    ['c[oó]digo', 'code'], ['descuento', 'discount'], ['primera', 'first'],
    ['trabajo|empleo', 'job'], ['trabajar', 'work'], ['limpiadora?s?', 'cleaner'],
    ['cancelar', 'cancel'], ['reserv\\p{L}*|agend\\p{L}*|program\\p{L}*', 'book'], ['pagar|pago', 'pay'],
    ['semanal', 'weekly'], ['cada dos semanas|quincenal', 'every other week'], ['mensual', 'monthly'],
    ['casa|apartamento|departamento', 'home'], ['precios?', 'price'], ['tarifas?', 'rates'],
    ['ustedes|usted', 'you'], ['mis|mi', 'my'], ['puedo', 'can i'], ['necesito|quiero', 'i need'], ['tienen', 'do you have'],
    ['cu[aá]l(es)?', 'which'], ['aplicar|aplico|solicitar', 'apply'],
    ['d[oó]nde', 'where'], ['cu[aá]ndo', 'when'], ['c[oó]mo', 'how'], ['qu[eé]', 'what'], ['incluye', 'include'],
    ['seguro', 'insurance'], ['mascotas?|perros?|gatos?', 'pets'], ['productos', 'supplies'],
    ['por favor', 'please'], ['una|uno|un', 'a'], ['dos', 'two'], ['tres', 'three'], ['cuatro', 'four'],
    ['y', 'and'], ['con', 'with'], ['para', 'for'], ['en', 'in'], ['de|del|la|el|los|las|es|hay|son', ''],
  ]),
};

const PORTUGUESE: Language = {
  name: 'Portuguese',
  markers: markers('eu|cupom|quais|quiser|dentro|reservo|vcs|quanto|custa|limpeza|limpam|faxinas?|faxineir[oa]s?|diaristas?|voc[eê]s?|quartos?|banheiros?|pre[cç]o|posso|quero|preciso|t[eê]m|onde|n[aã]o|obrigad[oa]|ol[aá]|trabalh\\p{L}*|uma|para|minhas?|meus?|dados|tamb[eé]m|fa[cç]o|fazem|s[aá]bado|semana|cobram|c[oó]digo|desconto|dinheiro|atendimento|hor[aá]rio|geladeira|fog[aã]o|lou[cç]a|casa|como|qual|que|é|sei|vem|pessoa|tenho|quer|atendem|consigo|pelo|pela|servi[cç]o|fotos|depois'),
  signs: /[ãõ]/,
  words: wholeWords([
    ['como (eu )?(fa[cç]o (para|pra) )?(reservo|reservar|agendo|agendar|marco|marcar)', 'how do i book'],
    ['(eu )?sou nov[oa] aqui', "i'm new here"], ['o que [eé] (a )?', 'what is '], ['n[aã]o apareceu', "didn't show up"],
    ['n[aã]o vou estar em casa', "i won't be home"], ['por hora', 'per hour'], ['por c[oô]modo', 'per room'],
    ['programa de criadores|criadores', 'creator program'], ['entro|entrar', 'join'],
    ['(voc[eê]s|vcs) limpam|(voc[eê]|vc) limpa|(voc[eê]s|vcs) fazem limpeza', 'do you clean'], ['(voc[eê]s|vcs) t[eê]m|(voc[eê]|vc) tem', 'do you have'],
    ['como (eu )?fa[cç]o (para|pra)', 'how do i'], ['como (ela|ele) faz', 'how does she apply'], ['o que (eu )?fa[cç]o', 'what do i do'],
    ['quanto custa|quanto cobram|quanto fica|qual (é )?o pre[cç]o d[aoe]|pre[cç]o d[aoe]', 'how much is'],
    ['quanto', 'how much'],
    ['limpeza profunda|faxina (pesada|completa|profunda)', 'deep cleaning'],
    ['limpeza (padr[aã]o|normal|regular|b[aá]sica|comum)|faxina (normal|comum|padr[aã]o)', 'standard cleaning'],
    ['limpeza de mudan[cç]a|mudan[cç]a', 'move out cleaning'],
    ['limpeza de escrit[oó]rios?|escrit[oó]rios?', 'office cleaning'],
    ['com[eé]rcios?|empresas?|neg[oó]cios?|lojas?|padarias?', 'business'],
    ['limpezas?|faxinas?', 'cleaning'], ['limpar', 'clean'], ['limpam|fazem limpeza', 'do you clean'], ['limpa', 'clean'],
    ['faxineir[oa]s?|diaristas?|empregadas?', 'cleaner'],
    ['lavabos?|meios? banheiros?', 'half bathroom'], ['banheiros', 'bathrooms'], ['banheiro', 'bathroom'],
    ['quartos', 'bedrooms'], ['quarto', 'bedroom'], ['salas? de jantar', 'dining room'], ['salas? de estar|salas?', 'living room'], ['cozinha', 'kitchen'],
    ['forno', 'oven'], ['geladeira', 'fridge'], ['micro-?ondas', 'microwave'], ['fog[aã]o', 'stovetop'],
    ['lava-?lou[cç]as', 'dishwasher'], ['lavar a lou[cç]a|lavar lou[cç]a|lou[cç]a', 'dishes wash'],
    ['por dentro|dentro', 'inside'],
    ['c[oó]digo|cupom', 'code'], ['desconto', 'discount'], ['primeira', 'first'],
    ['trabalhar', 'work'], ['trabalho|emprego|vagas?', 'job'],
    ['cancelar', 'cancel'], ['remarcar|reagendar|mudar a data d[aeo]', 'reschedule'], ['reserv\\p{L}*|agend\\p{L}*|marcar', 'book'],
    ['pagamento', 'payment'], ['pagar', 'pay'], ['em dinheiro|dinheiro|em esp[eé]cie', 'cash'],
    ['cart[aã]o de cr[eé]dito', 'credit card'], ['cart[aã]o', 'card'], ['depois', 'later'],
    ['toda semana|semanal(mente)?', 'weekly'], ['a cada duas semanas|quinzenal', 'every other week'], ['mensal', 'monthly'],
    ['fim de semana|finais de semana', 'weekend'], ['durante a semana', 'during the week'], ['s[aá]bado', 'saturday'], ['domingo', 'sunday'],
    ['hor[aá]rio de atendimento|atendimento', 'support hours'], ['hor[aá]rio', 'hours'],
    ['cobram mais caro|cobram mais', 'do you charge more'], ['mais caro', 'more expensive'], ['taxas?', 'fee'],
    ['vendem|vender', 'sell'], ['dados', 'data'], ['quebrou', 'broke'], ['quebrad[oa]', 'broken'], ['vaso', 'vase'],
    ['de confian[cç]a|confi[aá]vel|confian[cç]a', 'trustworthy'], ['pessoa', 'person'],
    ['dicas?', 'tips'], ['truques?', 'trick'], ['vinagre', 'vinegar'], ['bicarbonato', 'baking soda'],
    ['(quando )?((voc[eê]s|vcs) )?(cobram|cobra) no cart[aã]o( quando)?|quando (voc[eê]s |vcs )?(cobram|cobra)|quando [eé] cobrado', 'when is my card charged'], ['cobram|cobra', 'charge'], ['servi[cç]o', 'service'], ['consigo', 'can i'], ['pelo|pela', 'in the'], ['ver', 'see'],
    ['escolher', 'choose'], ['fale|falar', 'speak'], ['brasileir[oa]s?', 'brazilian'], ['sal[aã]o de beleza', 'salon'],
    ['fotos?', 'photos'], ['guarda|guardam|salva|salvam', 'save'], ['mensagens?', 'messages'],
    ['diferen[cç]a', 'difference'], ['profunda', 'deep'], ['manter', 'keep'], ['h[oó]spedes?', 'guests'], ['entre', 'between'], ['alugo', 'i rent'],
    ['irm[aã]', 'sister'], ['s[oó]|somente|apenas', 'only'], ['tamb[eé]m', 'also'], ['se eu quiser', 'if i want'],
    ['casa|apartamento|apto', 'home'], ['pre[cç]os?', 'price'],
    ['voc[eê]s|voc[eê]|voces|voce|vcs|vc', 'you'], ['artigos?|posts?', 'article'], ['sobre', 'about'], ['sozinh[oa]s?', 'myself'], ['blog', 'blog'], ['posso', 'can i'], ['preciso|quero', 'i need'], ['t[eê]m|tem', 'do you have'],
    ['atendem|atende', 'do you serve'], ['onde', 'where'], ['quando', 'when'], ['como', 'how'], ['o que|que', 'what'], ['qual', 'which'],
    ['inclui', 'include'], ['coletam|coletar|coleta', 'collect'], ['quais', 'which'], ['seguro', 'insurance'], ['animais|animal|cachorros?|c[aã]es|gatos?', 'pets'], ['produtos', 'supplies'],
    ['padr[aã]o', 'standard'], ['cada vez', 'each time'], ['apagar|excluir|deletar', 'delete'], ['pedir', 'ask'], ['sei', 'know'],
    ['vem', 'comes'], ['quer', 'wants'], ['tenho', 'i have'], ['pequen[oa]', 'small'], ['outr[oa]', 'other'], ['exemplo', 'example'],
    ['aparece', 'shows'], ['l[aá]', 'there'], ['portugu[eê]s', 'portuguese'], ['ingl[eê]s', 'english'], ['fala|falam', 'speak'],
    ['aplicativo|app', 'app'], ['est[aá]', 'is'], ['somando|somar|juntando', 'adding'],
    ['n[aã]o tenho', "i don't have"], ['n[aã]o', 'no'], ['sim', 'yes'], ['melhor', 'best'], ['minhas?|meus?', 'my'],
    ['por favor', 'please'], ['uma|um', 'one'], ['dois|duas', 'two'], ['tr[eê]s', 'three'], ['quatro', 'four'],
    ['e', 'and'], ['com', 'with'], ['para|pra', 'for'], ['em|no|na|nos|nas', 'in'],
    ['de|do|da|dos|das|o|a|os|as|[eé]|h[aá]|s[aã]o|ao|à', ''],
  ]),
};

/** Haitian Creole, as applicants mix it into English ("Mwen pa gen machin. I need a car for this job?"). */
const HAITIAN_CREOLE: Language = {
  name: 'Haitian Creole',
  // Not "pa", "ka", "yo" or "ou": English writes them too ("in pa", "yo").
  markers: markers('mwen|travay|machin|[eè]ske|souple|m[eè]si|s[eè]lman|konbyen|lajan|netwaye|netwayaj|kijan|kounye a|chanm|twal[eè]t|kwizin|apatman|krey[oò]l|k[oò]b|peye'),
  signs: /[èò]/,
  words: wholeWords([
    ['mwen pa gen', "i don't have"], ['pa gen', "there isn't"], ['mwen ka', 'i can'], ['mwen vle', 'i want'], ['mwen', 'i'], ['gen', 'have'],
    ['travay', 'work'], ['machin', 'car'], ['[eè]ske', ''], ['souple', 'please'], ['m[eè]si', 'thank you'], ['s[eè]lman', 'only'],
    ['konbyen', 'how much'], ['lajan|k[oò]b', 'money'], ['netwaye|netwayaj', 'clean'], ['kijan', 'how'], ['kay', 'house'], ['kounye a', 'now'],
    ['chanm', 'bedroom'], ['twal[eè]t|saldeben', 'bathroom'], ['salon', 'living room'], ['kwizin', 'kitchen'], ['apatman', 'apartment'],
    ['foto', 'photos'], ['w[eè]', 'see'], ['apre', 'after'], ['chak sem[eè]n', 'every week'], ['chak fwa', 'each time'], ['s[eè]vis', 'service'],
    ['chwazi', 'choose'], ['pale', 'speak'], ['krey[oò]l', 'creole'], ['angl[eè]', 'english'], ['k[oò]d', 'code'], ['ak', 'and'], ['pou', 'for'],
    ['manman m', 'my mother'], ['moun', 'someone'], ['peye', 'pay'], ['kach', 'cash'],
  ]),
};

/**
 * Hindi, as people write it in Latin letters inside English ("mera 3 bedroom ghar, kitna hoga?") or in
 * Devanagari. Not "do", "to", "par" or "na": English writes them too.
 */
const HINDI: Language = {
  name: 'Hindi',
  markers: markers('kitna|kitne|kitni|kya|hai|hain|hoga|hogi|mera|meri|mere|hamara|hamari|hamare|ghar|kaise|nahi|nahin|chahiye|karna|karni|karwana|karwani|sakte|sakta|sakti|kab|kaun|accha|acha|theek|thik|bhai|yaar|paisa|paise|sasta|safai|saaf|aap|aapka|aapki|batao|bataiye|kamra|kamre|bhi|aur|lekin|mujhe|humein|dobara|pehli|pehla|pehle|mehmaan|rasoi|wala|wali|pooja|puja|chhuna|chhuo|bataun|batau|mein|कितना|कितने|कितनी|क्या|है|हैं|घर|सफाई|कमरे|कमरा|मेरा|मेरी|मेरे|आप|कैसे|कौन|कब|नहीं|चाहिए|पैसे|और|भी'),
  signs: /[\u0900-\u097F]/,
  words: wholeWords([
    ['kitne baje|कितने बजे', 'what time'], ['ghar (pe|par) rehna (padega|hoga|hai)|ghar (pe|par) hona (padega|hoga|hai)', 'do i have to be home'],
    ['paisa katega|paise katenge|charge lagega|fee lagegi', 'is there a fee'],
    ['kitna (hoga|lagega|padega|hai|paisa)|kitne (ka|ki|paise)( hoga| lagega| hai)?|kitni|kitna|kitne|कितना (होगा|लगेगा|है)|कितने (का|पैसे)|कितना|कितने|कितनी', 'how much'],
    ['kya hai|क्या है', 'what is'], ['kya|क्या', ''],
    ['se pehle|से पहले', 'before'], ['ke baad|के बाद', 'after'], ['aa rahe( hain| hai)?|aa rahi( hain| hai)?|आ रहे( हैं)?', 'are coming'],
    ['(ko )?mat (chhuna|chhuo|chhuen|chhuyen)|(ko )?na (chhuen|chhuyen)|(को )?मत छूना|(को )?न छुएं', 'do not touch'], ['kaise bataun|kaise batau|kaise bataye', 'how do i tell the cleaner'],
    ['ke liye|के लिए', 'for'], ['mein|में', 'in'], ['ka|ki|ke|का|की|के|होगी', ''],
    ['sabse sasta|sasta', 'cheapest'], ['mera|meri|mere|मेरा|मेरी|मेरे', 'my'], ['hamara|hamari|hamare|हमारा|हमारी|हमारे', 'our'],
    ['ghar|घर', 'home'], ['kaise|कैसे', 'how'], ['nahi|nahin|नहीं', 'not'], ['mujhe|humein', 'i'], ['chahiye|चाहिए', 'need'],
    ['kab|कब', 'when'], ['kaun|कौन', 'who'], ['aapka|aapki|aap|आप', 'you'],
    ['safai (karni|karwani|karwana|karna)|saaf (karna|karni|karwana)', 'clean'], ['safai wali|safai wala|सफाई वाली|सफाई वाला', 'cleaner'], ['safai|saaf|सफाई', 'cleaning'],
    ['sakte hain|sakte ho|sakta (hoon|hu|hun)|sakti (hoon|hu|hun)|sakte|sakta|sakti', 'can'], ['karna|karni|karwana|karwani|karte|karti|karo|kar', 'do'],
    ['batao|bataiye|bata do|bata dijiye', 'tell me'], ['paisa|paise|पैसे|पैसा', 'money'],
    ['pooja (room|ghar|ka kamra)|puja (room|ghar|ka kamra)|mandir|पूजा (का )?कमरा|पूजा घर|मंदिर', 'prayer room'],
    ['kamre|kamra|कमरे|कमरा', 'room'], ['rasoi|रसोई', 'kitchen'], ['बाथरूम', 'bathroom'], ['बेडरूम', 'bedroom'],
    ['jootey|joote|जूते', 'shoes'], ['mehmaan|मेहमान', 'guests'], ['dobara|phir se|फिर से', 'again'], ['pehli|pehla|pehle|पहली|पहला', 'first'],
    ['har hafte|हर हफ्ते', 'every week'], ['har mahine|हर महीने', 'every month'], ['abhi', 'now'], ['jaldi', 'soon'],
    ['wahi|वही', 'the same'], ['bhi|भी', 'also'], ['aur|और', 'and'], ['lekin', 'but'],
    ['theek hai|thik hai|accha|acha', 'ok'], ['hai|hain|hoga|hogi|है|हैं|होगा', ''], ['bhai|yaar|ji', ''],
    ['एक', 'one'], ['दो', 'two'], ['तीन', 'three'], ['चार', 'four'], ['कोड', 'code'], ['कार्ड', 'card'], ['नकद|कैश', 'cash'],
    ['बेटा|बेटे', 'son'], ['परिवार', 'family'], ['wala|wali', ''],
  ]),
};

/** The languages read, in the order ties are settled. */
const LANGUAGES: Language[] = [SPANISH, PORTUGUESE, HAITIAN_CREOLE, HINDI];

/** How strongly a message reads as written in a language: its marker words, and a sign. */
function score(message: string, language: Language): number {
  return (message.match(language.markers)?.length ?? 0) + (language.signs.test(message) ? 1.5 : 0);
}

/**
 * The language (of LANGUAGES) a message is written in and an English reading of it, or null when
 * it is English or no language read here. In a conversation already held in a language
 * (`conversation`), one of its marker words is enough: a follow-up is short.
 *
 * @example toEnglish('Quanto custa a limpeza profunda?') // { language: 'Portuguese', text: 'how much is deep cleaning?' }
 */
export function toEnglish(message: string, conversation: string | null = null): { language: string; text: string } | null {
  let best: Language | null = null;
  let bestScore = 0;
  for (const language of LANGUAGES) {
    const s = score(message, language);
    if (s > bestScore && s >= (language.name === conversation ? 1 : 2)) [best, bestScore] = [language, s];
  }
  if (!best) return null;
  const { pattern, english } = best.words;
  const text = message.replace(/[¿¡]/g, '').replace(pattern, (...groups: unknown[]) => english[groups.slice(1, english.length + 1).findIndex((g) => g !== undefined)]!);
  return { language: best.name, text: text.replace(/\s+/g, ' ').replace(/\s+([?,.!])/g, '$1').trim() };
}
