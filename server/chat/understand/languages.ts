/**
 * Questions written in a language the engine does not read, turned into the English it does:
 * each language is data (the words that mark a message as written in it, and its words and
 * phrases in English), and one reader picks the language a message is in and maps it. The reply
 * is in English, and the engine says so. Adding a language is one more entry in LANGUAGES.
 */

import { chineseRooms, koreanRooms, unreadCounts } from './counted-rooms.ts';
import { VIETNAMESE_ROOMS } from './rooms.ts';

interface Language {
  name: string;
  /** Words only (or mostly) this language uses: two of them mark a message as written in it. */
  markers: RegExp;
  /** Characters English never writes and this language does (¿, ã): they count as one and a half markers, so one marker word more decides. */
  signs: RegExp;
  /** Rooms counted in the language's own order, written in English before its words are (counted-rooms.ts). */
  rooms?: (message: string) => string;
  /** What is left of the language once its words are read ("있고", "这样"): dropped, so it never ends a list of the English put in. */
  unread?: RegExp;
  /** A few of its words in a message mostly in English ("Dzień dobry! How much for 3 bedroom...") leave the message English. */
  asideInEnglish?: boolean;
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
  markers: markers('cu[aá]l|bajo|descargo|limpiando|lastimo|lastimarme|nunca|entrenamiento|capacitaci[oó]n|aplico|aplicar|escoger|horas|ni[nñ]os|escuela|papeles|otras|transporte|autob[uú]s|guagua|conoces|plomeros?|buen|qui[eé]n|pone|c[oó]digo|descuento|primera|hace|nadie|nada|dice|hay|tel[eé]fono|llamar|gente|apliqu[eé]|los|las|que|del|pero|muy|ellos|propina|clientes|trabajos|escojo|mandan|hermana|juntas|miedo|algo|exactamente|agencia|recordatorios?|olvida|aspiradora|compa[nñ][ií]a|pagan|limpiador(?:e|a)s|esposa|esposo|juntos|queremos|carro|trabajar|apunto|pueden|ropa|planchar|vivo|tambi[eé]n|vengan|se[nñ]ora|aplicaci[oó]n|direcci[oó]n|cu[aá]nto|cuesta|horno|nevera|estufa|microondas|lavaplatos|lavavajillas|por dentro|limpieza|limpian|habitaci[oó]n(es)?|baños?|precio|ustedes|usted|hacen|necesito|quiero|puedo|tienen|d[oó]nde|mi|casa|por favor|gracias|hola|trabajo|una|para|con|qu[eé]|c[oó]mo|efectivo|tarjetas?|pago|igual|queda|aceptan|mensaje|muchacha|fregadero|platos|lavar|cambiar|venden|profunda|semanas|tengo|vienen|limpio|pido|despu[eé]s|cobro|encuentro|p[aá]gina|entra|micro|gratis|el'),
  signs: /[¿¡]/,
  words: wholeWords([
    // "Una habitación con su baño": a room with its own bathroom, as a motel's or an inn's.
    ['con su (propio )?baño( propio| privado)?', 'with its bathroom'],
    // "¿Y el micro? ¿Entra gratis?": the microwave, and whether it comes free.
    ['el micro|micro', 'the microwave'], ['la app (de |del )?crew|app (de |del )?crew|la aplicaci[oó]n (de |del )?crew', 'the crew app'], ['bajo|descargo|bajar|descargar', 'download'], ['entra gratis|va gratis|viene gratis', 'is it included free'],
    ['c[oó]mo (puedo )?(reservo|reservar|agendo|agendar|programo|programar)|d[oó]nde (puedo )?(reservo|reservar)', 'how do i book'],
    // More of what people ask around: support's language, losing or breaking something, paying, the cheapest visit, pests, data.
    ['(?:hay )?alguien (?:en|de) (?:el )?soporte que hable', 'does support speak'], ['soporte|servicio al cliente', 'support'], ['hable|hablan', 'speaks'], ['alguien', 'someone'],
    ['se me pierde|se (?:me )?perdi[oó]|no encuentro mi', 'is missing'], ['qui[eé]n responde', 'who is responsible'], ['(?:me )?(?:rompi[oó]|rompieron|rompen|rompe)', 'broke'],
    ['(?:se )?paga', 'pay'], ['cobran|cobrar|cobra', 'charge'], ['aparte', 'separately'], ['lo m[aá]s barat(?:o|ito)|m[aá]s barat(?:o|ito)|baratito', 'the cheapest'], ['m[ií]nimo', 'minimum'],
    ['vino', 'came'], ['dej[oó]', 'left'], ['ayer', 'yesterday'], ['detr[aá]s (?:del|de la)?', 'behind the'], ['inodoro', 'toilet'], ['una mujer|mujer', 'a woman'],
    ['consejos', 'tips'], ['r[aá]pido', 'quick'], ['noche', 'night'], ['ni[nñ]os', 'kids'], ['tiempo', 'time'], ['animales', 'pets'], ['fin de semana', 'weekend'], ['libre', 'free'],
    ['agencia', 'agency'], ['cucarachas|ratones|chinches', 'pests'], ['fumigan|fumigar|fumigaci[oó]n', 'exterminate'], ['qui[eé]n', 'who'], ['cerrada|cerrado', 'closed'],
    ['(?:lo )?guardan|guardar', 'keep'], ['escribo', 'i write'], ['alfombras?', 'carpets'], ['empresas', 'businesses'], ['cuenta', 'account'], ['jaula', 'cage'], ['loro', 'parrot'],
    ['borren todo lo m[ií]o|borren mis datos|borrar mis datos', 'delete my data'], ['no tengo', "i don't have a"], ['no tienen', "don't you have"], ['volver', 'come back'], ['otra vez', 'again'], ['si(?! se puede)', 'if'],
    // Paying, a visit's day, a cleaning gone wrong, trust, data: what people ask, in the words they ask it.
    ['(pago|pagar|pagan|aceptan|acepta) (en )?efectivo|en efectivo', 'pay with cash'], ['tarjetas?', 'card'], ['aceptan|acepta', 'do you accept'],
    ['tengo que estar( en (la|mi) casa)?', 'do i have to be home'],
    ['lunes', 'monday'], ['martes', 'tuesday'], ['mi[eé]rcoles', 'wednesday'], ['jueves', 'thursday'], ['viernes', 'friday'], ['s[aá]bados?', 'saturday'], ['domingos?', 'sunday'],
    ['cambiar|mover', 'change'],
    // An applicant's words: signing up to work, pay by the hour, working as a couple, a car, who brings the supplies.
    ['apartamento vac[ií]o|apartamento desocupado', 'empty apartment'], ['entre inquilinos', 'between tenants'], ['inquilinos?', 'tenants'],
    ['estudio', 'studio'], ['cuarto principal', 'main room'], ['cocinita', 'kitchenette'], ['separad[ao]', 'separate'], ['del edificio', 'of the building'], ['edificio', 'building'], ['pasillos?', 'hallways'],
    // A landlord's words: a visit at night, how long booking takes, knowing it was done, hauling away, long leases, a complaint.
    ['conoces|conoce', 'do you know'], ['plomeros?', 'plumber'], ['electricistas?', 'electrician'], ['urgente', 'urgent'],
    ['pueden ir|puede ir', 'can you come'], ['tipo', 'like'], ['dejan', 'leave'], ['o tambi[eé]n', 'or also'], ['de noche', 'at night'], ['cu[aá]nto se tarda( uno)?', 'how long does it take'], ['hacer una reserva|hacer la reserva', 'to book'],
    ['c[oó]mo s[eé] que limpiaron bien', 'how do i know they cleaned well'], ['si yo no voy|si no voy', "if i'm not there"],
    ['(lo |los |la |las )?sacan|se (lo|los) llevan', 'haul away'], ['basura', 'trash'], ['muebles viejos', 'old furniture'],
    ['alquiler normal( de un a[nñ]o)?|alquiler de un a[nñ]o|alquiler a largo plazo', 'long-term rental'], ['s[oó]lo para airbnb', 'only for airbnb'],
    ['se queja', 'complains'], ['no estaba limpi[oa]', 'was not clean'], ['cuentas de negocios?|cuentas empresariales', 'business accounts'],
    ['volumen', 'volume'], ['me hacen descuento', 'do you give a discount'],
    // An applicant's everyday words: training, papers, the hours one can work, getting there by bus, never having cleaned for others.
    ['(me |nos )?(dan|dar[aá]n|ofrecen|hay) (alg[uú]n |un )?(entrenamiento|capacitaci[oó]n)|(me |nos )?(entrenan|capacitan)', 'do you give training'], ['entrenamiento|capacitaci[oó]n', 'training'],
    ['nunca he limpiado|no he limpiado nunca|nunca limpi[eé]', "i've never cleaned professionally"], ['casas de otras personas|casas ajenas', "other people's homes"],
    ['(tener )?papeles|documentos', 'papers'], ['seguro social|n[uú]mero de seguro social|social security', 'social security number'], ['itin', 'itin'],
    ['mis horas|mi horario|mis horarios', 'my hours'], ['horas', 'hours'], ['escuela', 'school'], ['d[oó]nde aplico|c[oó]mo aplico|d[oó]nde me apunto', 'how do i apply'],
    ['en (el )?(bus|autob[uú]s|guagua)|en transporte p[uú]blico', 'by bus'], ['transporte', 'transport'], ['tener', 'have'], ['o', 'or'],
    ['recibir propinas?', 'get tips from clients'], ['(tengo que )?comprar (mis|mi) propi[oa]s?', 'do i have to buy my own'],
    ['mis propi[oa]s|mi propi[oa]', 'my own'], ['es trabajo de empleado|trabajo de empleado', 'is the job as an employee'], ['como independiente|independiente', 'contractor'],
    ['llevar a mi', 'bring my'], ['seguro m[eé]dico', 'health insurance'],
    ['celular|tel[eé]fono', 'phone'], ['viejito|viejo', 'old'],
    ['el (apartamento|apto|departamento) de arriba|el de arriba', 'the upstairs apartment'], ['el (apartamento|apto|departamento) de abajo|el de abajo', 'the downstairs apartment'], ['que es igual|es igual|igualito', 'the same one'],
    ['me apunto|apuntarme|inscribirme|me inscribo', 'apply'], ['busco (trabajo|empleo)( de limpieza)?', 'looking for cleaning work'], ['contratan|contrata', 'hire'], ['limpiador(?:e|a)s', 'cleaners'], ['pagan por hora', 'pay per hour'],
    ['mi esposa y yo|mi esposo y yo|mi marido y yo', 'my wife and I'], ['trabajar juntos|como equipo|juntos', 'work together'], ['carro|coche', 'car'],
    ['importa eso', 'does that matter'], ['qui[eé]n pone', 'who brings'], ['aspiradora', 'vacuum'], ['la compa[nñ][ií]a', 'the company'],
    ['en espa[nñ]ol', 'in spanish'], ['mi ingl[eé]s', 'my english'], ['yo o la compa[nñ][ií]a', 'me or the company'], ['limpiando', 'cleaning'],
    // Everyday words around the questions people ask: booking by phone, a regular day, the same cleaner, a job gone wrong, data.
    ['(hacer|sacar|pedir) (la|una) cita|pedir (una|la) limpieza', 'book a cleaning'], ['desde (su|mi|el) tel[eé]fono', 'from her phone'], ['la cita|una cita|cita', 'appointment'], ['llamar( por tel[eé]fono)?', 'call'], ['tel[eé]fono', 'phone'],
    ['no s[eé] usar( bien)?', "i can't use"], ['cu[aá]l (app|aplicaci[oó]n) (me )?(bajo|descargo|uso)', 'which app do i download'], ['(me )?(bajo|descargo) (la|el) (app|aplicaci[oó]n)', 'download the app'],
    ['me lastimo|me lastim[eé]|lastimarme|me hago da[nñ]o', 'i get hurt'], ['trabajando', 'working'], ['cu[aá]l', 'which'],
    ['aplicaci[oó]n(es)?', 'app'], ['bajar|descargar', 'download'],
    ['cada (15|quince) d[ií]as', 'every two weeks'], ['que vengan|que venga', 'to come'], ['vengan|venga|vienen|venir', 'come'], ['viene', 'comes'],
    ['se puede pedir( eso)?|puedo pedir eso', 'can i ask for that'], ['se puede hacer eso|pueden hacer eso', 'can you do that'], ['se puede', 'is that possible'], ['todas las semanas', 'every week'], ['quisiera|quisi[eé]ramos', 'i would like'], ['vinieran|viniera', 'come'], ['pueden|puede', 'can you'],
    ['siempre la misma|siempre el mismo|la misma (persona|se[nñ]ora|muchacha|chica)|la misma', 'the same cleaner every time'], ['si me gusta', 'if i like'], ['pedir', 'ask for'],
    ['cambio', 'change'], ['el d[ií]a|d[ií]a', 'day'], ['tengo que', 'do i have to'], ['tengo', 'i have'], ['tiene que', 'does she have to'],
    ['(la se[nñ]ora|la muchacha|la chica|la limpiadora|el muchacho|ella) no limpi[oó] bien|no limpió bien|no limpiaron bien|limpió mal', "the cleaning wasn't done well"], ['sigue suci[oa]|siguen sucios|todav[ií]a (est[aá] )?suci[oa]', 'is still dirty'], ['sucio|sucia|sucios', 'dirty'], ['qu[eé] hago', 'what do i do'], ['tina|ba[nñ]era', 'tub'], ['qued[oó](?! mal)', 'was left'],
    ['mezclar', 'mix'], ['cloro|lej[ií]a', 'bleach'], ['vinagre', 'vinegar'], ['limpiar', 'clean'],
    ['lavar la ropa|la ropa|ropa', 'laundry'], ['planchar', 'ironing'], ['tambi[eé]n', 'also'],
    ['cu[aá]nto tiempo|cu[aá]ntas horas', 'how long'], ['se demoran|demoran|se tardan|tardan', 'does it take'],
    ['es lo mismo que|lo mismo que|igual que', 'is it the same as'], ['vivo', 'i live'], ['vive', 'lives'], ['mi hija', 'my daughter'], ['mi hijo', 'my son'], ['mi comadre|mi amiga|mi amigo', 'my friend'],
    ['personas mayores|ancianos|tercera edad|los viejos|viejitos', 'seniors'], ['jubilad[oa]', 'retired'],
    // Common words around a question, so its subject reads: a number to call, a person, stairs, windows outside, selling.
    ['(un )?n[uú]mero (pa|para) llamar', 'a phone number'], ['n[uú]mero', 'number'], ['hablar', 'talk'], ['hablen|habla', 'speak'], ['escribir', 'write'],
    ['algo', 'anything'],
    ['escaleras?', 'stairs'], ['ventanas', 'windows'], ['por fuera|afuera', 'outside'], ['mudar(me|nos)?|me voy a mudar', 'move out'],
    ['venderla|vender la casa|venderlo|vender', 'sell the house'], ['servicio', 'service'], ['me los lavan|lavan|lavar', 'wash'],
    ['espa[nñ]ol', 'spanish'], ['ingl[eé]s', 'english'], ['años', 'years'], ['zócalos|zocalos', 'baseboards'], ['sucios?|sucias?', 'dirty'],
    ['se muda|nos mudamos|me mudo', 'is moving out'], ['ya no hay muebles|sin muebles', 'empty'], ['muebles', 'furniture'], ['el mes que viene|el pr[oó]ximo mes', 'next month'],
    ['ustedes van|van ustedes', 'do you come'], ['me rob[oó]|robaron', 'stole from me'], ['si pasa algo', 'if something happens'], ['a qui[eé]n llamo', 'who do i call'],
    ['me pide', 'asks for'], ['direcci[oó]n', 'address'], ['por qu[eé]', 'why'], ['necesitan', 'do you need'], ['eso', 'that'],
    ['borren|borrar|eliminar', 'delete'], ['usar', 'use'], ['otra vez|de nuevo', 'again'],
    ['receta', 'recipe'], ['sabe|sabes', 'know'], ['buena|bueno|buen', 'good'], ['d[oó]nde queda', 'where is'],
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
    // "Baño y medio" is a bathroom and a half bathroom; "2 baños y medio", two and a half.
    ['(un )?baño y medio', '1 bathroom and 1 half bathroom'], ['baños y medio', 'bathrooms and 1 half bathroom'],
    ['medios? baños?', 'half bathroom'], ['cuartos? de juegos?', 'playroom'], ['cuartos? de lavado|lavander[ií]a', 'laundry room'],
    ['(le )?(agrego|agregamos|agregar|agr[eé]gale|añado|añadimos|añadir|sumo|sumamos)', 'add'],
    ['(le )?(quito|quitamos|quitar|qu[ií]tale)', 'skip the'],
    ['nada de', 'no'], ['nom[aá]s', 'only'], ['que (lo |la )?(usan|usamos|uso) (de|como)', 'which we use as a'],
    ['baños', 'bathrooms'], ['baño', 'bathroom'],
    ['habitaciones|rec[aá]maras|dormitorios|cuartos', 'bedrooms'], ['habitaci[oó]n|rec[aá]mara|dormitorio|cuarto', 'bedroom'],
    ['cocina', 'kitchen'], ['comedor', 'dining room'], ['sala', 'living room'], ['horno', 'oven'], ['refrigerador|nevera|refri', 'fridge'], ['microondas', 'microwave'], ['lavaplatos|lavavajillas', 'dishwasher'],
    ['estufa', 'stove'], ['platos|trastes', 'dishes'], ['por dentro|adentro', 'inside'],
    ['c[oó]digo', 'code'], ['descuento', 'discount'], ['primera', 'first'],
    ['busco trabajo|busco empleo', 'i am looking for work'], ['contrata(n)?', 'hire'], ['trabajadores|trabajadoras', 'workers'], ['personas', 'people'],
    ['hay trabajo|hay trabajos', 'is there work'], ['tendr[ií]a que viajar lejos|tengo que viajar lejos', 'would i have to travel far'], ['viajar', 'travel'], ['lejos', 'far'],
    ['de noche|en la noche|por la noche', 'at night'], ['hoteles', 'hotels'],
    ['trabajos', 'jobs'], ['trabajo|empleo', 'job'], ['trabajar', 'work'], ['limpiadora?s?', 'cleaner'], ['propinas?', 'tip'], ['escojo|escoger|elijo|elegir', 'choose'],
    ['qu[eé] tipo de', 'what kind of'], ['solo', 'only'], ['recordatorios?', 'reminder'], ['fotos?', 'photos'], ['dep[oó]sito', 'deposit'], ['precio especial|precios especiales', 'special pricing'], ['negocios?', 'business'],
    ['c[oó]mo hago (la|una) reservaci[oó]n', 'how do i book'], ['(personas|gente|alguien|limpiadoras?|muchachas?) que hablen? espa[nñ]ol', 'a cleaner who speaks spanish'],
    ['hablan espa[nñ]ol', 'speak spanish'], ['me encuentran', 'find me'],
    ['me mandan|mandan', 'send me'], ['c[oó]mo me dan', 'how do i get'], ['ir a limpiar', 'work'], ['yo', 'i'], ['ella', 'she'], ['casas', 'homes'], ['muy bien', 'very well'], ['mi hermana', 'my sister'], ['hermana', 'sister'], ['juntas', 'together'], ['clientes', 'clients'], ['cliente', 'client'],
    ['ya apliqu[eé]|apliqu[eé]', 'i applied'], ['cancelar', 'cancel'], ['reserv\\p{L}*|agend\\p{L}*|program\\p{L}*', 'book'], ['pagar|pago', 'pay'],
    ['semanal', 'weekly'], ['cada dos semanas|quincenal', 'every other week'], ['mensual', 'monthly'],
    ['casa|apartamento|departamento', 'home'], ['precios?', 'price'], ['tarifas?', 'rates'],
    ['ustedes|usted', 'you'], ['mis|mi', 'my'], ['puedo', 'can i'], ['necesito|quiero', 'i need'], ['tienen', 'do you have'],
    ['cu[aá]l(es)?', 'which'], ['aplicar|aplico|aplica|solicitar', 'apply'], ['busca(?:r|ndo)? trabajo', 'looking for work'], ['empiezo|empezar|comienzo', 'start'],
    ['d[oó]nde', 'where'], ['cu[aá]ndo', 'when'], ['c[oó]mo', 'how'], ['qu[eé]', 'what'], ['incluye', 'include'],
    ['seguro', 'insurance'], ['mascotas?|perros?|gatos?', 'pets'], ['productos', 'supplies'],
    // Everyday words around any question, so that what is left unread is the rare word, not the sentence around it:
    // "puedo trabajar solo en la mañana?", "para que me ayude en las casas grandes", "me anoté en una cosa que dice...".
    ['(por|en|de) (la|las) ma[nñ]anas?', 'in the morning'], ['(por|en|de) la tarde', 'in the afternoon'], ['ma[nñ]ana', 'tomorrow'],
    ['cu[aá]nto tiempo (tarda|tardan|demora|toma|se tarda)', 'how long does it take'], ['una vez que entre', "once i'm in"], ['una vez que', 'once'], ['c[oó]mo hago (para|pa)', 'how do i'], ['me (den|dan|dieran)', 'give me'],
    ['hace (como|unos|unas)', 'about'], ['tarda|tardan|demora', 'take'], ['recojo|recoger', 'pick up'], ['escuela', 'school'], ['a veces', 'sometimes'],
    ['para que', 'so that'], ['lo que', 'what'], ['me ayuden?|ayudarme', 'help me'], ['ayuda|ayudar', 'help'],
    ['me dejan?', 'lets me'], ['no veo', "i don't see"], ['veo', 'i see'], ['me anot[eé]|me inscrib[ií]|me registr[eé]', 'i signed up'],
    ['est[aá] bien( as[ií])?', 'is that ok'], ['nada grave', 'nothing serious'], ['nada', 'nothing'], ['multas?', 'ticket'], ['oportunidad', 'chance'],
    ['m[aá]s', 'more'], ['oficinas?', 'office'], ['soy', 'i am'], ['podr[ií]a', 'could'], ['ser|estar', 'be'], ['grandes?', 'big'], ['peque[nñ][oa]s?', 'small'],
    ['todo el|toda la', 'the whole'], ['tod[oa]s?', 'all'], ['proceso', 'process'], ['desde', 'from'], ['hasta', 'until'], ['primer|primero', 'first'],
    ['tomar', 'take'], ['termin[oe]|terminar', 'finish'], ['cosas?', 'thing'], ['dice', 'says'], ['pensando', 'thinking'], ['era', 'was'], ['puse', 'i put'],
    ['bien', 'well'], ['as[ií]', 'like that'], ['porque', 'because'], ['pero', 'but'], ['todav[ií]a', 'still'], ['ya', 'already'], ['ahora', 'now'],
    ['siempre', 'every time'], ['much[oa]s?', 'a lot'], ['poco', 'a little'], ['nuev[oa]s?', 'new'], ['viej(it)?[oa]s?', 'old'], ['otr[oa]s?', 'another'],
    ['hij[oa]s?', 'kids'], ['mam[aá]|madre', 'mother'], ['pap[aá]|padre', 'father'], ['familia', 'family'], ['amig[oa]s?', 'friend'],
    ['pisos?', 'floors'], ['paredes', 'walls'], ['camas?', 'beds'], ['s[aá]banas', 'sheets'], ['toallas', 'towels'], ['llaves?', 'keys'], ['puertas?', 'door'],
    ['gratis', 'free'], ['costo', 'cost'], ['dinero', 'money'], ['m[ií][oa]', 'mine'], ['semanas?', 'weeks'], ['mes(es)?', 'month'], ['a[nñ]os', 'years'],
    ['por favor', 'please'], ['una|uno|un', 'a'], ['dos', 'two'], ['tres', 'three'], ['cuatro', 'four'],
    ['y', 'and'], ['con', 'with'], ['para', 'for'], ['en', 'in'], ['de|del|la|el|los|las|es|hay|son', ''],
  ]),
};

const PORTUGUESE: Language = {
  name: 'Portuguese',
  markers: markers('eu|cupom|quais|quiser|dentro|reservo|vcs|quanto|custa|limpeza|limpam|faxinas?|faxineir[oa]s?|diaristas?|voc[eê]s?|quartos?|banheiros?|pre[cç]o|posso|quero|preciso|t[eê]m|onde|n[aã]o|obrigad[oa]|ol[aá]|trabalh\\p{L}*|uma|para|minhas?|meus?|dados|tamb[eé]m|fa[cç]o|fazem|s[aá]bado|semana|cobram|c[oó]digo|desconto|dinheiro|atendimento|hor[aá]rio|geladeira|fog[aã]o|lou[cç]a|casa|como|qual|que|é|sei|vem|pessoa|tenho|quer|atendem|consigo|pelo|pela|servi[cç]o|fotos|depois|'
    // Words of everyday Brazilian Portuguese that no English sentence has: "pode pagar em cash pra cleaner?", "tá na lista?".
    + 'pode|pagar|pagam|pra|patroa|prefere|assim|lavam|passam|roupa|len[cç]ol|cancelar|perde|t[aá]|cep|mudar|taxa|marquei|viajar|faxineiras?|frigor[ií]fico|ent[aã]o|juntar|inclui|temos|gatos?|papagaios?|cachorros?|comprei|vazi[oa]|devo|clicar|clico|apareceu|aviso|continua|funcionando|quantas|demora'),
  signs: /[ãõ]/,
  words: wholeWords([
    ['como (eu )?(fa[cç]o (para|pra) )?(reservo|reservar|agendo|agendar|marco|marcar)', 'how do i book'],
    ['(eu )?sou nov[oa] aqui', "i'm new here"], ['o que [eé] (a )?', 'what is '], ['n[aã]o apareceu', "didn't show up"],
    // More of what people ask around: paying before or after, not liking it, being home, a breakage, a lost earring, Sundays.
    ['quanto (voc[eê]s|vcs) pagam', 'how much do you pay'], ['(os )?clientes pagam', 'do clients pay'],
    ['(eu )?pago antes ou depois', 'do i pay before or after'], ['(eu )?pago|paga', 'pay'], ['(se eu )?n[aã]o gostar', "if i'm not happy"], ['(tenho )?medo( de)?', 'worried about'], ['golpe', 'a scam'],
    ['preciso estar em casa|tenho que estar em casa|precisa estar em casa', 'do i have to be home'], ['n[aã]o estiver em casa', "i'm not home"], ['quebrar|quebrou|quebraram', 'breaks'],
    ['n[aã]o acho|sumiu|perdi', 'is missing'], ['brinco|anel|colar|joia', 'jewelry'], ['domingos?', 'sunday'], ['s[aá]bados?', 'saturday'], ['folga', 'day off'],
    ['janelas?', 'windows'], ['arm[aá]rios?', 'cabinets'], ['lavam e dobram|lavar e dobrar', 'do laundry'], ['sem cheiro( forte)?', 'fragrance-free'], ['asma|alergia', 'allergies'],
    ['continua funcionando( normal(mente)?)?|continua a funcionar', 'does it still work normally'], ['se eu clicar em|se eu clico em', 'if i click'], ['aviso de cookies', 'cookie banner'],
    ['lavam e passam roupa|lavar e passar roupa|lavam roupa|lavar roupa|passam roupa|passar roupa', 'do laundry and ironing'], ['roupas?', 'laundry'],
    ['quantas horas', 'how many hours'], ['demora', 'does it take'], ['mais ou menos', 'roughly'], ['brasil', 'Brazil'],
    ['leitor de tela', 'screen reader'], ['cega', 'blind'], ['consegue usar', 'can use'], ['pausar', 'pause'], ['voltar', 'come back'],
    ['dezembro', 'December'], ['janeiro', 'January'], ['inteiro', 'whole'], ['vou passar', "i'll spend"],
    ['junto|juntos', 'together'], ['conta como', 'count as'], ['mesma faxineira|mesma mo[cç]a|mesma pessoa', 'the same cleaner'], ['toda vez', 'every time'], ['funciona', 'works'],
    ['escolho meus hor[aá]rios|escolher meus hor[aá]rios', 'can i choose my hours'], ['suporte', 'support'], ['travou|n[aã]o abre|n[aã]o funciona', 'is not working'], ['com[eé]rcio|loja', 'business'],
    ['recomendam|recomenda', 'recommend'], ['apago|apagar|deletar', 'delete'], ['pular', 'skip'], ['quando sai', 'when does it launch'],
    ['mo[cç]a', 'the cleaner'], ['se(?= (eu|a|o|ela|ele|voc[eê]|vc|n[aã]o|for|ficar|tiver|precisar)\b)', 'if'], ['eu', 'i'],
    // Everyday words around a visit, a family and a complaint, as a household writes them: "se a limpeza ficar ruim, tenho que
    // pagar mesmo assim?", "minha mãe é idosa e mora comigo", "preciso mudar o horário".
    ['(eu )?tenho que pagar( mesmo assim)?', 'do i still have to pay'], ['mesmo assim', 'anyway'], ['ficar ruim|ficar mal|ficou ruim|ficou mal|mal feit[ao]', 'was not done well'],
    ['(n[aã]o )?fiquei satisfeit[ao]|n[aã]o gostei', "i'm not happy"], ['reembolso|devolver o dinheiro|dinheiro de volta', 'refund'], ['reclama[cç][aã]o|reclamar', 'complaint'], ['garantia', 'promise'],
    ['minha m[aã]e', 'my mother'], ['meu pai', 'my father'], ['idos[ao]s?', 'elderly'], ['cadeira de rodas', 'wheelchair'], ['mora comigo|mora com a gente', 'lives with me'], ['mora', 'lives'],
    ['ela', 'she'], ['ele', 'he'], ['escadas?', 'stairs'], ['chaves?', 'key'], ['porteiro', 'doorman'], ['vizinh[oa]s?', 'neighbor'], ['bairro', 'neighborhood'],
    ['que horas', 'what time'], ['quanto tempo( demora| leva)?|demora quanto', 'how long does it take'], ['demora|leva', 'takes'], ['atras(ar|ou|ad[oa])', 'is late'], ['quando (ela|ele) chegar', 'at the door'], ['chega|chegam|chegar', 'arrive'],
    ['hoje', 'today'], ['amanh[aã]', 'tomorrow'], ['semana que vem|pr[oó]xima semana', 'next week'], ['todo m[eê]s|por m[eê]s', 'every month'],
    ['gorjeta', 'tip'], ['recibo|nota fiscal', 'receipt'], ['danos?|estrago', 'damage'], ['roub(o|ar|aram|ou)', 'theft'], ['c[aâ]meras?', 'camera'], ['avalia[cç][aã]o|avaliar', 'review'],
    ['gravar|filmar', 'film'], ['marca', 'brand'], ['nesse dia|naquele dia', 'that day'], ['quantos|quantas', 'how many'], ['seguidores', 'followers'], ['participar', 'join'],
    ['logo depois', 'right after'], ['mando|mandar|envio|enviar', 'send'], ['valor', 'price'], ['v[ií]deos?', 'video'], ['dela|dele', 'her'],
    ['mudar', 'change'], ['vir|v[eê]m', 'come'], ['podem|pode', 'can'], ['baixar', 'download'], ['site', 'website'], ['gr[aá]tis|de gra[cç]a', 'free'],
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
    ['lavabos?|meios? banheiros?', 'half bathroom'], ['banheiros|casas de banho|quartos de banho', 'bathrooms'], ['banheiro|casa de banho|quarto de banho', 'bathroom'],
    // European Portuguese, as families from Portugal in the Ironbound write it: the fridge, the microwave.
    ['frigor[ií]ficos?', 'fridge'],
    ['outros c[oô]modos|outras salas', 'other rooms'], ['outro c[oô]modo|outra sala', 'other room'], ['c[oô]modos', 'rooms'], ['c[oô]modo', 'room'],
    ['por semana', 'per week'], ['toda semana', 'every week'],
    ['quartos', 'bedrooms'], ['quarto', 'bedroom'], ['salas? de jantar', 'dining room'], ['salas? de estar|salas?', 'living room'], ['cozinha', 'kitchen'],
    ['forno', 'oven'], ['geladeira', 'fridge'], ['micro-?ondas', 'microwave'], ['fog[aã]o', 'stovetop'],
    ['lava-?lou[cç]as|m[aá]quina de lavar lo[ui][cç]a', 'dishwasher'], ['lavar a lo[ui][cç]a|lavar lo[ui][cç]a|lo[ui][cç]a', 'dishes wash'],
    ['por dentro|dentro', 'inside'],
    ['c[oó]digo|cupom', 'code'], ['desconto', 'discount'], ['primeira', 'first'],
    ['trabalhar', 'work'], ['trabalho|emprego|vagas?', 'job'],
    ['falar com (uma )?pessoa( de verdade)?|pessoa de verdade', 'talk to a real person'], ['telefone', 'phone'], ['ligar', 'call'],
    ['gente boa|de confian[cç]a', 'trustworthy'], ['estranhos?', 'stranger'], ['crian[cç]as', 'kids'], ['d[aá] pra pedir|posso pedir', 'can i book'], ['o resto eu fa[cç]o', 'i do the rest myself'], ['s[oó]', 'only'],
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
    ['inclui', 'include'], ['coletam|coletar|coleta', 'collect'], ['quais', 'which'], ['seguro', 'insurance'], ['animais|animal|cachorros?|c[aã]es|gatos?|papagaios?|p[aá]ssaros?', 'pets'], ['(h[aá]|tem) (algum )?problema', 'is that a problem'], ['temos', 'we have'], ['produtos', 'supplies'],
    ['padr[aã]o', 'standard'], ['cada vez', 'each time'], ['apagar|excluir|deletar', 'delete'], ['pedir', 'ask'], ['sei', 'know'],
    ['vem', 'comes'], ['quer', 'wants'], ['tenho', 'i have'], ['pequen[oa]', 'small'], ['outr[oa]', 'other'], ['exemplo', 'example'],
    ['aparece', 'shows'], ['l[aá]', 'there'], ['portugu[eê]s', 'portuguese'], ['ingl[eê]s', 'english'], ['fala|falam', 'speak'],
    ['entr(?:o|ar|a) (?:na|para a) equipe', 'join the team'], ['equipe', 'team'], ['aplicativo|app', 'app'], ['est[aá]', 'is'], ['somando|somar|juntando', 'adding'],
    ['n[aã]o tenho', "i don't have"], ['n[aã]o', 'no'], ['sim', 'yes'], ['melhor', 'best'], ['minhas?|meus?', 'my'],
    // Everyday words around any question, so that what stays unread is the rare word: "comprei uma casa, está vazia. que limpeza devo marcar?".
    ['que limpeza', 'what cleaning'], ['comprei', 'i bought'], ['vendi|vendendo|vender', 'selling'], ['vazi[oa]s?', 'empty'], ['devo|deveria', 'should i'],
    ['vou me mudar|estou me mudando|mudan[cç]a|me mudar|mudar de casa', 'moving'], ['inquilin[oa]s?', 'tenants'], ['propriet[aá]ri[oa]|senhori[oa]', 'landlord'],
    ['escrit[oó]rio', 'office'], ['hoje', 'today'], ['amanh[aã]', 'tomorrow'], ['semana que vem|pr[oó]xima semana', 'next week'], ['m[eê]s', 'month'],
    ['sempre', 'every time'], ['antes', 'before'], ['mas', 'but'], ['porque', 'because'], ['muito', 'very'], ['grande', 'big'], ['velh[oa]', 'old'], ['nov[oa]', 'new'],
    ['filh[oa]s?', 'kids'], ['m[aã]e', 'mother'], ['pai', 'father'], ['fam[ií]lia', 'family'], ['amig[oa]s?', 'friend'], ['chaves?', 'keys'], ['porta', 'door'],
    ['gr[aá]tis', 'free'], ['ajuda|ajudar', 'help'], ['limpar', 'clean'], ['sujo|suja', 'dirty'], ['chegar', 'arrive'], ['entrar', 'get in'],
    ['por favor', 'please'], ['uma|um', 'one'], ['dois|duas', 'two'], ['tr[eê]s', 'three'], ['quatro', 'four'],
    ['e', 'and'], ['com', 'with'], ['para|pra', 'for'], ['em|no|na|nos|nas', 'in'],
    ['de|do|da|dos|das|o|a|os|as|[eé]|h[aá]|s[aã]o|ao|à', ''],
  ]),
};

/** Haitian Creole, as applicants mix it into English ("Mwen pa gen machin. I need a car for this job?"). */
const HAITIAN_CREOLE: Language = {
  name: 'Haitian Creole',
  // Not "pa", "ka", "yo", "ou", "ak" or "se": English writes them too ("in pa", "yo", "AK").
  markers: markers('mwen|travay|machin|[eè]ske|souple|m[eè]si|s[eè]lman|konbyen|lajan|netwaye|netwayaj|kijan|k[oò]man|bonjou|kounye a|chanm|twal[eè]t|kwizin|kizin|apatman|krey[oò]l|k[oò]b|peye|pou|nou|oswa|av[eè]k|lakay|bezwen|anpil|kisa|kil[eè]|poukisa|kote|frijid[eè]|andedan|ajoute|sem[eè]n|rezèvasyon|kontan|oblije|itilize|enf[oò]masyon|pwodui|toujou|dwe|konn|premye|fwa|rete|vle|menm'),
  signs: /[èò]/,
  // Whole phrases first: the first listed wins where several start at one word.
  words: wholeWords([
    // Asking to work, and the crew's questions.
    ['(k[oò]man|kijan|kote) pou (m|mwen) aplike', 'how do i apply'], ['pou (m|mwen) aplike|aplike', 'apply'],
    ['pou m vin cleaner|pou m vin netway[eè]', 'to become a cleaner'], ['m vin cleaner|mwen vin cleaner', 'i become a cleaner'],
    ['konbyen (lajan )?yo peye', 'how much do they pay'], ['konbyen lajan (cleaner yo|netway[eè] yo|yo) f[eè]', 'how much do cleaners make'], ['(ki sa|kisa|sa) nou f[eè]', 'what do you do'], ['pa l[eè]|pa [eè]dtan', 'per hour'],
    ['green card|rezidans', 'green card'], ['sosyal sekirite|social security', 'social security'], ['papye', 'papers'],
    // Asking, in the words people ask with.
    ['[eè]ske (m|mwen) ka', 'can i'], ['[eè]ske nou gen', 'do you have'], ['[eè]ske nou', 'do you'], ['[eè]ske (m|mwen) bezwen', 'do i need'], ['[eè]ske (m|mwen) oblije peye', 'do i still have to pay'], ['[eè]ske (m|mwen) oblije', 'do i have to'],
    ['[eè]ske (yo|li)', 'do they'], ['[eè]ske', ''], ['ki sa|kisa|sa', 'what'], ['kil[eè]|ki l[eè]', 'when'], ['poukisa', 'why'], ['ki kote|kote', 'where'], ['kiy[eè]s|kil[eè]s', 'who'],
    ['konbyen tan', 'how long'], ['konbyen', 'how much'], ['k[oò]man|kijan', 'how'], ['kisa pou (m|mwen) f[eè]|sa pou (m|mwen) f[eè]', 'what do i do'],
    ['ki pa gen', 'with no'], ['mwen pa gen', "i don't have"], ['pa gen', "there isn't"], ['mwen ka|m ka', 'i can'], ['mwen vle|m vle', 'i want'], ['vle', 'want'], ['mwen bezwen|m bezwen', 'i need'], ['bezwen', 'need'],
    ['mwen pa kontan|m pa kontan', "i'm not happy"], ['kontan', 'happy'], ['(m|mwen) oblije peye', 'do i still pay'], ['oblije', 'have to'], ['dwe', 'must'],
    ['pa t lakay', "wasn't home"], ['pa t', "didn't"], ['byen', 'well'], ['ki s[eè]vis', 'which service'], ['ap', 'will'],
    ['mwen|m', 'i'], ['nou', 'you'], ['yo', 'they'], ['li', 'it'], ['gen', 'have'], ['pa', 'not'], ['se', 'is'],
    // Booking, paying, a visit.
    ['f[eè] (yon )?rez[eè]vasyon|rez[eè]ve', 'book'], ['rez[eè]vasyon', 'booking'], ['rele', 'call'], ['telef[oò]n', 'phone'],
    ['anile', 'cancel'], ['chanje', 'change'], ['sispann', 'stop'], ['peye', 'pay'], ['kach', 'cash'], ['kat kredi|kat', 'card'], ['pri', 'price'], ['ch[eè]', 'expensive'], ['rab[eè]', 'discount'],
    ['premye fwa', 'first time'], ['premye', 'first'], ['chak (2|de) sem[eè]n', 'every 2 weeks'], ['chak sem[eè]n', 'every week'], ['chak mwa', 'every month'], ['mwa pwochen', 'next month'], ['mwa', 'month'], ['ank[oò]', 'again'], ['chak fwa', 'each time'], ['fwa', 'time'],
    ['sem[eè]n', 'week'], ['wikenn', 'weekend'], ['jodi a', 'today'], ['demen', 'tomorrow'], ['y[eè]', 'yesterday'], ['maten', 'morning'], ['lannwit', 'night'],
    ['lendi', 'monday'], ['madi', 'tuesday'], ['m[eè]kredi', 'wednesday'], ['jedi', 'thursday'], ['vandredi', 'friday'], ['samdi', 'saturday'], ['dimanch', 'sunday'],
    ['ap vini|vini|vin', 'come'], ['sipoze', 'supposed to'], ['raple (m|mwen)', 'remind me'], ['raple', 'remind'], ['bliye', 'forget'], ['reponn', 'answer'], ['pwobl[eè]m', 'problem'],
    ['chanm a kouche', 'bedroom'], ['salon an|salon la', 'living room'], ['kwizin nan|kizin nan|kwizin lan|kizin lan|kwizin an|kizin an', 'kitchen'],
    ['saldeben an|saldeben nan|twal[eè]t la', 'the bathroom'], ['netwayaj n[oò]mal|n[oò]mal', 'standard cleaning'],
    ['ou konnen|ou konn|(m|mwen) konnen', 'do you know'], ['konnen|konn', 'know'], ['vann', 'sell'], ['f[oò]masyon', 'training'], ['f[oò]me', 'train'], ['pwodwi', 'products'], ['vaky[oò]m', 'vacuum'],
    ['konte', 'count as'], ['pitit', 'kids'], ['d[oò]mi', 'sleep'], ['nòt', 'notes'], ['netway[eè]z|netwayè', 'cleaner'], ['ki pi bon', 'what is the best'], ['epi', 'and'], ['ka', 'can'], ['lisans', 'license'], ['kliyan', 'clients'], ['nouvo', 'new'], ['jwenn', 'get'],
    ['pa janm|janm', 'never'], ['ladan|ladann', 'included'], ['antre', 'join'], ['retire', 'remove'], ['p[eè]', 'afraid'], ['mete', 'put'], ['ekspire', 'expires'], ['piblisite', 'an ad'], ['ou', 'you'],
    ['konpayi netwayaj', 'cleaning company'], ['konpayi', 'company'], ['egzakteman', 'exactly'], ['s[eè]vis', 'service'], ['pran', 'take'], ['rek[oò]mande', 'recommend'], ['diferans', 'difference'],
    ['kont', 'account'], ['deja', 'already'], ['itilize', 'use'], ['kenbe', 'keep'], ['efase', 'delete'], ['mande', 'ask for'], ['adr[eè]s', 'address'],
    ['enf[oò]masyon', 'information'], ['ent[eè]n[eè]t', 'internet'], ['ekri', 'write'], ['voye', 'send'], ['gouv[eè]nman', 'government'], ['imigrasyon', 'immigration'],
    ['renouvle', 'renew'], ['s[eè]tifika', 'certificate'], ['tcheke', 'check'], ['pwouve', 'prove'], ['remèt|renm[eè]t', 'give back'], ['depo', 'deposit'], ['kite', 'leave'], ['fen mwa a', 'end of the month'],
    // The home and the cleaning.
    ['netwaye|netwayaj', 'clean'], ['gwo netwayaj', 'deep cleaning'], ['kay', 'house'], ['lakay', 'home'], ['apatman', 'apartment'], ['biwo', 'office'],
    ['chanm yo', 'rooms'], ['chanm', 'bedroom'], ['ti twal[eè]t|ti saldeben|demi saldeben', 'half bath'], ['konpl[eè]', 'full'], ['sal de ben|saldeben|twal[eè]t', 'bathroom'], ['salon', 'living room'], ['kwizin|kizin', 'kitchen'],
    ['fou', 'oven'], ['frijid[eè]', 'fridge'], ['recho', 'stove'], ['mikwo ond|mikwoond', 'microwave'], ['asy[eè]t|vesel', 'dishes'], ['kab[ii]n[eè]', 'cabinets'],
    ['benwa', 'tub'], ['douch', 'shower'], ['lavabo', 'sink'], ['pwodui', 'products'], ['pote', 'bring'], ['achte', 'buy'], ['gr[eè]s', 'grease'], ['enkli', 'included'],
    ['toujou sal', 'still dirty'], ['sal', 'dirty'], ['andedan', 'inside'], ['ajoute', 'add'], ['posib', 'possible'], ['tou', 'too'], ['plis', 'more'],
    ['chen', 'dog'], ['b[eè]t', 'pet'], ['m[oò]de', 'bite'], ['bebe', 'baby'], ['timoun', 'kids'], ['kle', 'keys'], ['kase', 'broke'], ['v[oò]l[eè]', 'stole'],
    ['foto', 'photos'], ['w[eè]', 'see'], ['apre', 'after'], ['anvan', 'before'],
    // People and places.
    ['manman m', 'my mother'], ['papa m', 'my father'], ['s[eè] (m|mwen)', 'my sister'], ['fr[eè] (m|mwen)', 'my brother'], ['pitit fi (m|mwen)', 'my daughter'], ['pitit gason (m|mwen)', 'my son'], ['kouzin (m|mwen)|kouzen (m|mwen)', 'my cousin'],
    ['granmoun', 'seniors'], ['moun', 'someone'], ['rete', 'live'], ['travay', 'work'], ['machin', 'car'],
    ['chwazi', 'choose'], ['pale', 'speak'], ['krey[oò]l', 'creole'], ['angl[eè]', 'english'], ['k[oò]d', 'code'],
    ['souple', 'please'], ['m[eè]si', 'thank you'], ['s[eè]lman', 'only'], ['bonjou', 'hello'], ['lajan|k[oò]b', 'money'], ['kounye a', 'now'],
    ['menm', 'same'], ['anpil', 'a lot'], ['ti', 'small'], ['gwo', 'big'], ['oswa', 'or'], ['men', 'but'], ['si', 'if'], ['av[eè]k|avek|av[eè]', 'with'], ['ak', 'and'], ['pou', 'for'], ['nan', 'in'], ['sou', 'on'],
    // "La", "yo" after a noun are "the": "chanm yo" (the rooms), "kòd la" (the code); "a" and "an" stay, as English writes them
    // too, but for "an" ending a clause ("salon an, konbyen?").
    ['yon', 'a'], ['e', 'and'], ['di', 'says'], ['se vre', 'is it true'], ['te', ''], ['f[eè]', 'do'], ['ditou', 'at all'], ['la', ''], ['an(?=\\s*(?:[,.?!]|$))', ''],
  ]),
};

/**
 * Hindi, as people write it in Latin letters inside English ("mera 3 bedroom ghar, kitna hoga?") or in
 * Devanagari. Not "do", "to", "par" or "na": English writes them too.
 */
const HINDI: Language = {
  name: 'Hindi',
  markers: markers('agar|raat|milega|milegi|karein|ghante|lagenge|beti|humare|samjhaiye|batana|bolna|padega|kaunsa|naam|wapas|achhi|kamzor|akeli|bechte|daalna|tareekh|saal|kitna|kitne|kitni|kya|hai|hain|hoga|hogi|mera|meri|mere|hamara|hamari|hamare|ghar|kaise|nahi|nahin|chahiye|karna|karni|karwana|karwani|sakte|sakta|sakti|kab|kaun|accha|acha|theek|thik|bhai|yaar|paisa|paise|sasta|safai|saaf|aap|aapka|aapki|batao|bataiye|kamra|kamre|bhi|aur|lekin|mujhe|humein|dobara|pehli|pehla|pehle|mehmaan|rasoi|wala|wali|pooja|puja|chhuna|chhuo|bataun|batau|mein|कितना|कितने|कितनी|क्या|है|हैं|घर|सफाई|कमरे|कमरा|मेरा|मेरी|मेरे|आप|कैसे|कौन|कब|नहीं|चाहिए|पैसे|और|भी'),
  signs: /[\u0900-\u097F]/,
  asideInEnglish: true,
  words: wholeWords([
    // What a family asks around a visit: how long, a woman cleaner, a language, shoes, support at night, the app's name, data.
    ['kitne ghante( lagenge| lagega| lagte hain)?|kitna (time|samay)( lagega)?', 'how long will it take'], ['pure ghar|poore ghar|pura ghar', 'the whole home'],
    ['ladies cleaner|lady cleaner|mahila (cleaner|safai wali)|aurat', 'female cleaner'], ['maang (sakte|sakti|sakta)( hain| hai| hoon)?', 'can we ask for'],
    ['hindi bolne (wala|wali|wale)', 'who speaks hindi'], ['bolne (wala|wali|wale)', 'who speaks'], ['mil (sakta|sakti|sakte)( hai| hain)?', 'can i get'], ['thodi kamzor|kamzor', 'weak'], ['din mein', 'during the day'], ['akeli|akela', 'alone'],
    ['pehen kar|pehenkar', 'wearing'], ['andar nahi aate|andar nahin aate', "don't come inside"], ['(bolna|batana|kehna) padega', 'do i have to tell'],
    ['raat', 'night'], ['koi problem', 'a problem'], ['support milega|support milegi', 'will support be available'], ['service milegi|service milega', 'can she get your service'],
    ['rehti hai|rehta hai|rehte hain', 'lives'], ['wahan|waha', 'there'], ['beti', 'daughter'], ['beta', 'son'], ['pote|pota|poti', 'grandchild'],
    ['ek line mein samjhaiye|ek line mein batao', ''], ['samjhaiye|samjhao', 'explain'], ['nestwell kya hai', 'what is nestwell?'], ['bolta hai|bolti hai|kehta hai|kehti hai', 'says'], ['isse|ise', 'it'],
    ['dekh (sakta|sakti|sakte)( hai| hain)?', 'can see'], ['phone (pe|par)', 'on the phone'], ['(safai )?theek (se )?hui', 'the cleaning was done well'],
    ['(safai )?(achhi|acchi|theek) (nahi|nahin) hui', "the cleaning wasn't done well"], ['(to )?kya (karein|karu|karun|karen)', 'what do i do'], ['paisa wapas|paise wapas', 'money back'],
    ['chulhe|chulha|chulhaa', 'stovetop'], ['chiknai|chikna', 'grease'], ['tel', 'oil'], ['chimney', 'exhaust hood'],
    ['app ka naam', "the app's name"], ['naam', 'name'], ['kaunsa (lun|loon|lena hai)|kaun sa (lun|loon)', 'which one should i get'], ['dikh raha hai|dikh rahi hai', 'i also see'],
    ['daalna|dalna', 'to enter'], ['aap log', 'you'], ['bechte|bechoge|bechenge|bechte ho', 'sell'], ['is saal', 'this year'], ['kis tareekh|tareekh', 'what date'],
    ['सफाई कर्मचारियों|कर्मचारियों|कर्मचारी', 'cleaners'], ['पुलिस जांच|पुलिस वेरिफिकेशन', 'police check'], ['होती है|होता है', ''],
    ['(bhi )?saaf (karte|karti|karoge) ho', 'do you also clean'], ['usmein|usme', 'it has'], ['sabse zyada', 'the most'], ['hota hai|hoti hai|jaati hai|jata hai', ''],
    ['hum|hame|humein', 'we'], ['roz', 'every day'], ['bahut', 'a lot of'], ['iska|iski|iske', 'its'], ['koi', 'a'], ['lena hai|lena', 'pick up'], ['baje', "o'clock"],
    ['kitne baje|कितने बजे', 'what time'], ['ghar (pe|par) rehna (padega|hoga|hai)|ghar (pe|par) hona (padega|hoga|hai)', 'do i have to be home'],
    ['paisa katega|paise katenge|charge lagega|fee lagegi', 'is there a fee'],
    ['kitna (hoga|lagega|padega|hai|paisa)|kitne (ka|ki|paise)( hoga| lagega| hai)?|kitni|kitna|kitne|कितना (होगा|लगेगा|है)|कितने (का|पैसे)|कितना|कितने|कितनी', 'how much'],
    ['kya hai|क्या है', 'what is'], ['kya|क्या', ''],
    // "Living room and kitchen bhi add karu?": rooms added to the home priced.
    ['(bhi )?add (karu|karun|karoon|karna|karo|kar do|kar dijiye|kar)', 'added too'], ['agar', 'if'], ['ek', 'one'],
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
    // Devanagari as Edison's families write it: "क्या आप एडिसन में सफाई करते हैं?".
    ['पेंसिल्वेनिया', 'pennsylvania'], ['न्यूयॉर्क|न्यू यॉर्क', 'new york'], ['भारत', 'india'], ['सेवा', 'service'], ['वहाँ|वहां', 'there'], ['बहन', 'sister'], ['रहती है|रहता है|रहते हैं', 'lives in'],
    ['क्या आप', 'do you'], ['(सफाई )?करते हैं|करती हैं|करते हो|करोगे|करेंगे', 'clean'], ['साफ', 'clean'], ['एडिसन', 'edison'], ['इसेलिन', 'iselin'], ['न्यू जर्सी', 'new jersey'],
    ['दादा|दादी|नाना|नानी', 'grandparents'], ['बच्चे', 'kids'], ['त्योहार|दिवाली', 'festival'], ['शाकाहारी', 'vegetarian'], ['उतार(कर|के)?', 'off'], ['आएगी|आएगा|आएंगे', 'come'],
  ]),
};

/** Polish, as a family in Linden or Wallington writes it: rooms, prices, a job, the parents' visit, and the everyday words around them. */
const POLISH: Language = {
  name: 'Polish',
  markers: markers('że|coś|było|była|był|działa|widziałam|widziałem|blogu|kodem|kodu|octem|odpływ\\p{L}*|czy|jak|ile|jaki|jaka|jakie|gdzie|kiedy|mogę|możecie|muszę|jest|są|nie|się|dla|mnie|mają|moja|moje|mój|rodzice|rodziców|sprzątanie|sprzątania|sprzątacie|sprzątaczka|sprzątaczki|sprzątaczce|posprzątać|kosztuje|łazienka|łazienkę|sypialnie|sypialnia|kuchnia|pracy|pracować|wasze|wasi|też|tylko|albo|jeszcze|bardzo|która|który|które|będzie|mówi|mówić|płacicie|zapłacić|lodówka|lodówki|piekarnika|telefonu|numer|wiesz|możesz|zrobić|dlaczego|polsce|rodzina|razem|srodku|lodowka|gruntownie|poniedziałek|kliknąłem|cofnąć|chcę|ile'),
  signs: /[ąęłńśźż]/,
  asideInEnglish: true,
  words: wholeWords([
    // A job: looking for work, applying, what it takes.
    // Everyday Polish of a retired homeowner (round 74): his late wife's sewing room and machine, a wake at home, the old dog,
    // bleach and vinegar, marble, a lemon in the microwave, the letters too small, a Facebook account asking for a transfer.
    ['a w polsce', 'and in Poland?'], ['w polsce', 'in Poland'], ['w krakowie', 'in Krakow'], ['na greenpoincie', 'in Greenpoint'], ['w brooklynie', 'in Brooklyn, New York'],
    ['tam też przyjedziecie|przyjedziecie|przyjeżdżacie', 'do you come there too'], ['rodzina', 'family'], ['by chciała|by chciał|chcieliby', 'would like it'],
    ['gruntown\\p{L}*', 'deep'], ['tego samego', 'the same'], ['dawno nikt porządnie nie sprzątał', "it hasn't had a real clean in a long time"],
    ['nie chcę,? żeby ktoś to przestawiał|nie chcę,? żeby to ruszali', "i don't want anyone to touch it"], ['nic nie ruszyli', "nothing was moved"],
    ['jak to powiedzieć', 'how do i tell'], ['maszyn\\p{L}*', 'machine'], ['materiał\\p{L}*', 'materials'], ['ostrożnie', 'careful'], ['mogę to napisać', 'can i write that'],
    ['u mnie', 'at my home'], ['przez swoją aplikację', 'in her own app'], ['aplikacj\\p{L}*', 'app'], ['zniżka dla emerytów|zniżk\\p{L}* dla senior\\p{L}*', 'senior discount'],
    ['mam(?= \\d+ lat)', 'i am'], ['ma(?= \\d+ lat)', 'is'], ['(?<=\\d )lat', 'years old'], ['chce', 'wants'], ['może', 'can'], ['wnuczka|wnuczk\\p{L}*', 'my granddaughter'], ['syn', 'my son'],
    ['w wakacje', 'this summer'], ['pracować', 'work'],
    ['zmieszać|mieszać', 'mix'], ['nie wolno', 'must not'], ['nie pamiętam', "i don't remember"], ['na parapecie', 'on the windowsill'], ['octem', 'with vinegar'], ['marmur\\p{L}*', 'marble'],
    ['w telewizji', 'on tv'], ['cytryn\\p{L}*', 'lemon'], ['mikrofal\\p{L}*', 'microwave'], ['wszystko', 'everything'], ['to prawda', 'is it true'],
    ['lodowk\\p{L}*', 'fridge'], ['w srodku', 'inside'], ['p[lł]yt\\p{L}* kuchenn\\p{L}*|kuchenk\\p{L}*', 'stovetop'], ['ile razem', 'how much together'], ['razem', 'together'],
    ['górne piętro wynajmuję', 'i rent out the upstairs apartment'], ['lokator\\p{L}*', 'the tenant'], ['wyprowadza się', 'is moving out'], ['w przyszłym miesiącu', 'next month'],
    ['jaką usługę zamówić|co zamówić', 'which service should i book'], ['zamówić', 'book'],
    ['starego psa|psa|pies', 'a dog'], ['nie gryzie', "doesn't bite"], ['szczeka', 'barks'], ['czy to problem|to problem', 'is that a problem'],
    ['jeśli nie będę zadowolony|jeśli nie będę zadowolona', "if i'm not happy"], ['nie lubię internetu', "i don't like the internet"],
    ['co robicie z moimi danymi|co robicie z danymi', 'what do you do with my data'], ['litery na stronie są za małe', 'the letters on the website are too small'],
    ['słabo widzę', 'my eyesight is poor'], ['można powiększyć', 'can i make them bigger'], ['msza po polsku', 'a mass in Polish'], ['w niedzielę', 'on Sunday'],
    ['po stypie po pogrzebie|po stypie|po pogrzebie', 'after a funeral reception'], ['dużo ludzi', 'a lot of people'],
    ['na facebooku napisał do mnie ktoś jako', 'someone on Facebook messaged me as'], ['zapłacił przelewem z góry|zapłacić przelewem z góry', 'pay by bank transfer in advance'], ['to wy', 'is that you'],
    ['następne razy też połowa', 'are later visits half off too'], ['ile za sam', 'how much for just the'],
    ['będę w szpitalu na badaniach w tym dniu|będę w szpitalu', "i'll be away in the hospital that day"], ['jak sprawdzę', 'how do i check'],
    ['ile to miesięcznie', 'how much is that a month'], ['pierwszy miesiąc', 'the first month'],
    ['jak mieć wolną sobotę', 'how do i get my saturday free'], ['zamiast odpocząć', 'instead of resting'], ['a co w poniedziałek', 'and what about monday'],
    ['wyskoczyło coś o', 'a banner popped up about'], ['co to jest', 'what is it'], ['co kliknąć', 'what should i click'], ['kliknąłem|kliknęłam', 'i clicked'], ['chcę to cofnąć', 'i want to undo it'],
    ['szukam pracy( jako sprzątaczka| jako sprzątacz)?', 'looking for cleaning work'], ['złożyć aplikację|złożyć podanie|aplikować|zgłosić się', 'apply'],
    ['zacząć (u was )?pracę|zacząć pracować', 'start working as a cleaner'], ['u was pracować|pracować u was|pracować dla was', 'work for you as a cleaner'], ['u was', 'with you'],
    ['mówić po angielsku|mówi po angielsku|mówię po angielsku|po angielsku', 'speak english'], ['mówi po polsku|mówią po polsku|mówiła po polsku|po polsku', 'speaks polish'],
    ['mandat( za prędkość)?', 'speeding ticket'], ['uniform\\p{L}*|mundur\\p{L}*', 'uniform'], ['szkoleni\\p{L}*', 'training'],
    ['sprzątaczk\\p{L}*|sprzątacz\\p{L}*|panią, która|pani, która', 'cleaner'],
    // Prices: how much, which cleaning, the code.
    ['ile to będzie( kosztować)?|ile (to )?kosztuje|ile kosztowałoby|ile za|ile', 'how much'], ['za drogo', 'too expensive'],
    ['zwykłe sprzątanie|standardowe sprzątanie|zwykłe|standardowe', 'standard cleaning'], ['generalne sprzątanie|gruntowne sprzątanie|dokładne sprzątanie', 'deep cleaning'],
    ['co to jest', 'what is'], ['z kodem', 'with the code'], ['kod\\p{L}*', 'code'], ['zniżk\\p{L}*|rabat\\p{L}*', 'discount'],
    ['co tydzień|raz w tygodniu', 'every week'], ['co dwa tygodnie', 'every two weeks'], ['za miesiąc|na miesiąc|miesięcznie', 'for a month'], ['razy', 'visits'],
    // Rooms, in the cases a list puts them in.
    ['sypialni[aeę]?|sypialń', 'bedroom'], ['łazienk[aięeo]|łazienek', 'bathroom'], ['toalet[aęy]', 'half bath'],
    ['duży pokój dzienny|pokój dzienny|pokoju dziennego|salon\\p{L}*', 'living room'], ['kuchni[aęe]?', 'kitchen'], ['jadalni[aęe]?', 'dining room'],
    ['pok[oó]j do szycia|szwalni\\p{L}*', 'sewing room'], ['tylko ubikacja i umywalka|tylko toaleta i umywalka|tylko sedes i umywalka', 'just a toilet and sink'],
    ['umywalk\\p{L}*', 'sink'], ['ubikacj\\p{L}*|sedes', 'toilet'],
    ['inne pokoje|innych pokoi|inny pokój', 'other rooms'], ['pok[oó]j', 'room'], ['pokoje|pokoi', 'rooms'], ['inne|innych|inny|inna', 'other'],
    ['mał[aąyeo]|małą|małego', 'small'], ['sedes\\p{L}*', 'toilet'], ['umywalk\\p{L}*', 'sink'], ['biur\\p{L}*', 'office'], ['mieszkani\\p{L}*', 'apartment'], ['domy|domu|dom', 'home'],
    // The add-ons.
    ['umycie|umyć|myć', 'clean'], ['w środku|wewnątrz|od środka', 'inside'], ['lodówk\\p{L}*', 'fridge'], ['piekarnik\\p{L}*', 'oven'],
    ['mikrofalówk\\p{L}*', 'microwave'], ['zmywark\\p{L}*', 'dishwasher'], ['zmywanie naczyń|naczyni\\p{L}*|naczyń', 'dishes'],
    // Booking, paying, access, support.
    ['nie mają smartfona|nie ma smartfona', "don't have a smartphone"], ['z mojego telefonu', 'from my phone'], ['numer telefonu', 'phone number'], ['telefon\\p{L}*|smartfon\\p{L}*', 'phone'],
    ['zamówić|zarezerwować|umówić', 'book'], ['dzwonić|zadzwonić', 'call'], ['napisać|zapisać', 'write'],
    ['zapłacić|płacić|płatność', 'pay'], ['płacicie za', 'do you pay for'], ['gotówk\\p{L}*', 'cash'], ['kart\\p{L}*', 'card'], ['na miejscu', 'in person'],
    ['anulować|odwołać', 'cancel'], ['przełożyć|zmienić termin', 'reschedule'], ['klucz\\p{L}*', 'key'], ['sąsiad\\p{L}*', 'neighbour'],
    ['poprosić o|prosić o', 'ask for'],
    // Everyday words around the question.
    ['sprzątacie też|sprzątacie', 'do you clean'], ['posprzątać|sprzątać', 'clean'], ['sprzątani\\p{L}*', 'cleaning'],
    ['jakie rodzaje', 'what kinds'], ['rodzaj\\p{L}*', 'kind'], ['robią|robicie|robić|zrobić', 'do'], ['sprawdzacie|sprawdzić|sprawdzenie', 'check'],
    ['wybielacz\\p{L}*', 'bleach'], ['soda z octem|soda i ocet', 'baking soda and vinegar'], ['sod[aąy]', 'baking soda'], ['ocet|octem|octu', 'vinegar'], ['odpływ\\p{L}*|rur\\p{L}*', 'drain'],
    ['na blogu|w blogu|blog\\p{L}*', 'on your blog'], ['czy to działa|działa', 'does it work'], ['czyści', 'cleans'], ['coś', 'something'], ['w internecie', 'online'], ['widziałam|widziałem', 'i saw'], ['że', 'that'], ['było|była|był', 'was'], ['miesza|mieszać', 'mix'], ['bezpieczn\\p{L}*', 'safe'],
    ['filmiki|filmy|filmów|film', 'videos'], ['przepis\\p{L}*', 'recipe'], ['pierogi( ruskie)?', 'dumplings'],
    ['nowym jorku|nowy jork', 'new york'], ['manhattanie', 'manhattan'], ['pracuję', 'i work'], ['pracy|praca|pracę|pracować', 'work'],
    ['u rodziców', "at my parents' home"], ['rodzic\\p{L}*', 'my parents'], ['mamy(?= (\\d|jeden|jedną|jedno|dwa|dwie|trzy|cztery|pięć|dom|mieszkanie))', 'we have'], ['mam[aieyą]', 'my mom'], ['mam(?= (?:mał\\p{L}*|duż\\p{L}*|łazienk\\p{L}*|toalet\\p{L}*|pok[oó]j\\p{L}*))', 'i have a'], ['mam', 'i have'], ['tat[aoyę]|tacie', 'my dad'],
    ['siostr\\p{L}*', 'my sister'], ['córka', 'my daughter'], ['teściowa', 'my mother-in-law'], ['kuzyn\\p{L}*', 'my cousin'],
    ['muszę', 'do i have to'], ['mogę', 'can i'], ['możecie|może', 'can you'], ['chcę|chciałabym|chciałbym', 'i want'], ['potrzebuję', 'i need'],
    ['dobrze', 'well'], ['żeby', 'to'], ['mówię', 'i speak'], ['trochę', 'a little'], ['dokładnie', 'exactly'], ['miałam|miałem', 'i had'], ['kilka lat temu', 'a few years ago'],
    ['przy', 'about'], ['miesiąc\\p{L}*', 'month'],
    ['mieszkam', 'i live'], ['mieszka(ją)?', 'lives'], ['moja|moje|mój|moi|moich|mojej|mojego|wasze|wasi|wasz', 'my'], ['do was', 'with you'], ['u niej|u niego|u nich', 'at their place'],
    ['minut\\p{L}*', 'minutes'], ['na', 'in'], ['od', 'from'], ['przez', 'across'], ['most', 'bridge'],
    ['gdzie', 'where'], ['jak', 'how'], ['kiedy', 'when'], ['kto', 'who'], ['dlaczego', 'why'], ['czy', ''], ['co', 'what'],
    ['jeden|jedna|jedną', 'one'], ['dwa|dwie', 'two'], ['trzy', 'three'], ['cztery', 'four'], ['pięć', 'five'],
    ['tylko', 'only'], ['też|także|również', 'also'], ['jeszcze', 'also'], ['albo|lub', 'or'], ['ale', 'but'], ['nie', 'not'], ['tak', 'yes'],
    ['jest', 'is'], ['są', 'are'], ['będzie', 'will be'], ['dla', 'for'], ['mnie', 'me'], ['a', 'and'], ['i', 'and'], ['w', 'in'], ['z', 'with'],
    ['dzień dobry|dziękuję|proszę|haha', ''],
  ]),
};

/** A script written without spaces between words (Korean particles, Chinese): its phrases matched anywhere, an English word spaced off. */
function anywhere(pairs: readonly (readonly [string, string])[]): Language['words'] {
  const group = (from: string) => `(${from.replace(/\((?!\?)/g, '(?:')})`;
  return { pattern: new RegExp(pairs.map(([from]) => group(from)).join('|'), 'gu'), english: pairs.map(([, to]) => ` ${to} `) };
}

/**
 * Gujarati, as families in Edison and Iselin write it in its own script, often with English words for rooms: read
 * anywhere in a word, as its endings ("રસોડામાં", in the kitchen) join the word.
 */
const GUJARATI: Language = {
  name: 'Gujarati',
  markers: /છે|છો|તમે|તમારા|તમારી|શું|કેટલ|સફાઈ|સાફ|ઘર|અમારા|અમારું|મારા|મારું|કરો|કરશો|શકો|શકાય|અને|પણ|નથી|જોઈએ|ક્યારે|ક્યાં|કેવી રીતે/gu,
  signs: /[\u0A80-\u0AFF]/u,
  unread: /[\u0A80-\u0AFF]+/gu,
  words: anywhere([
    ['૦', '0'], ['૧', '1'], ['૨', '2'], ['૩', '3'], ['૪', '4'], ['૫', '5'], ['૬', '6'], ['૭', '7'], ['૮', '8'], ['૯', '9'],
    ['કેટલા પૈસા|કેટલો ચાર્જ|કેટલું થશે|કેટલા થશે|કેટલો ખર્ચ|કેટલું|કેટલા|કેટલો', 'how much'], ['ભાવ|કિંમત|ચાર્જ', 'price'], ['પૈસા', 'money'],
    ['ડીપ ક્લીન(િંગ)?|ઊંડી સફાઈ', 'deep cleaning'], ['સ્ટાન્ડર્ડ|સામાન્ય સફાઈ', 'standard cleaning'], ['સફાઈ કરનાર|સફાઈવાળા|સફાઈવાળી|ક્લીનર', 'cleaner'],
    ['સાફ કરશો|સાફ કરો છો|સફાઈ કરો છો|સફાઈ કરશો', 'do you clean'], ['સફાઈ|સાફ', 'cleaning'],
    ['બેડરૂમ|શયનખંડ|ઓરડા', 'bedroom'], ['અડધું બાથરૂમ|હાફ બાથ', 'half bathroom'], ['બાથરૂમ|શૌચાલય', 'bathroom'], ['રસોડ', 'kitchen'], ['લિવિંગ રૂમ|બેઠક રૂમ|બેઠક ખંડ|બેઠકખંડ|દીવાનખાના|બેઠક', 'living room'],
    ['પૂજા રૂમ|પૂજાનો રૂમ|પૂજા ઘર|મંદિર', 'prayer room'], ['મૂર્તિ|ભગવાનની વસ્તુઓ|ધાર્મિક વસ્તુઓ', 'religious items'], ['રૂમ', 'room'],
    ['બૂટ|ચંપલ|જૂતા', 'shoes'], ['ઉતારીને|ઉતારે|ઉતારવા', 'off'], ['અડશો નહીં|ન અડે|અડવું નહીં|ન અડવું', 'do not touch'], ['શાકાહારી', 'vegetarian'], ['માંસ|નોનવેજ', 'meat'],
    ['તહેવાર|દિવાળી|નવરાત્રી', 'festival'], ['દાદા|દાદી|બા|વડીલ', 'grandparents'], ['બાળકો|છોકરાઓ', 'kids'], ['પાળતુ પ્રાણી|કૂતરો|બિલાડી', 'pets'],
    ['એડિસન', 'edison'], ['ઇસેલિન', 'iselin'], ['ન્યૂ જર્સી', 'new jersey'], ['ન્યૂ યોર્ક', 'new york'],
    ['એપ', 'app'], ['બુક કરવું|બુકિંગ|બુક', 'book'], ['રદ કરવું|રદ', 'cancel'], ['તારીખ બદલ|સમય બદલ', 'reschedule'], ['કોડ', 'code'], ['ડિસ્કાઉન્ટ|છૂટ', 'discount'],
    ['ચુકવણી|પેમેન્ટ|ચૂકવ', 'pay'], ['રોકડ', 'cash'], ['કાર્ડ', 'card'], ['ફોટા|ફોટો', 'photos'], ['સુરક્ષિત|સલામત', 'safe'], ['વિશ્વાસ', 'trust'],
    ['દર અઠવાડિયે|અઠવાડિયામાં એક વાર', 'every week'], ['દર મહિને', 'every month'], ['અઠવાડિયા', 'week'], ['ક્યારે', 'when'], ['ક્યાં', 'where'], ['કેવી રીતે|કેમ', 'how'],
    ['કોણ', 'who'], ['શું', 'what'], ['તમે|તમારા|તમારી|તમારું', 'you'], ['અમારા|અમારું|અમારી|અમે', 'our'], ['મારા|મારું|મારી|હું', 'my'],
    ['કરી શકો|કરી શકાય|શકો|શકાય', 'can'], ['જોઈએ', 'need'], ['નથી|નહીં', 'not'], ['અને', 'and'], ['પણ', 'also'], ['આવશો|આવશે|આવે|આવો', 'come'], ['ઘર', 'home'], ['માં', 'in'],
    // Endings and small words that say nothing the English reading needs ("ના" ends a word far more often than it says no).
    ['છે|છો|છીએ|કરો|કરશો|નો|ની|નું|ના|ને|થી|એ', ''],
  ]),
};

/** Korean, as families write it (Hangul, sometimes beside English): rooms (counted-rooms.ts) and what people ask around them. */
const KOREAN: Language = {
  name: 'Korean',
  markers: /얼마|청소|화장실|욕실|침실|방|예약|가격|요금|할인|코드|집|아파트|거실|주방|부엌|한국어|카드|현금|결제|있나요|해요|예요|에요|인가요|나요|습니까|주세요|돼요|되나요|어요|아요|세요|[요까죠](?=[?.!\s]|$)/gu,
  signs: /[\uAC00-\uD7A3]/u,
  rooms: koreanRooms,
  unread: /[\uAC00-\uD7A3ㄱ-ㅎㅏ-ㅣ]+/gu,
  words: anywhere([
    // Not happy, paying anyway, money back; a date moved; what a visit does with toys, laundry, sheets; a breakage; the door code.
    // "거실이랑 부엌도 해 주세요." adds rooms; asked with "?", it asks whether we do them ("... 해주세요?").
    ['도\\s?(?:해\\s?(?:주세요|줘요|주실래요|주시고)|추가(?:해\\s?주세요|요)?)(?!\\s*\\?)', ' too'],
    ['(?:마음|맘)에\\s?안\\s?(?:들면|들어요|들었어요|드는)|(?:마음|맘)에\\s?안\\s?들', 'if i am not happy'], ['(?:돈\\s?)?(?:그래도|다|그냥|전부)\\s?내야\\s?(?:돼요|되나요|되요|해요|하나요|돼)', 'do i still have to pay'],
    ['돌려\\s?받', 'refund'], ['날짜\\s?(?:를\\s?)?바꿔|날짜\\s?(?:를\\s?)?바꾸|날짜\\s?(?:를\\s?)?변경|바꿔야|바꾸려', 'reschedule'], ['바꾸면\\s?돈\\s?더', 'does rescheduling cost more'],
    ['장난감', 'toys'], ['빨래', 'laundry'], ['침대\\s?시트|시트', 'bed sheets'], ['정리', 'tidy'], ['깨지면|깨뜨리면|깨뜨려|부서지면|망가지면', 'if something breaks'], ['보상', 'compensation'], ['보험', 'insurance'],
    ['도어락|비밀번호|비번|현관\\s?번호', 'door code'], ['채팅', 'chat'], ['저장', 'stored'], ['팁', 'tip'], ['신발', 'shoes'], ['지문', 'fingerprints'],
    ['(?:청소\\s?하는|청소하시는|오시는)\\s?(?:사람|분)\\s?(?:검사|확인|조회)|검사', 'background check'], ['빈\\s?집', 'empty home'], ['이사를?\\s?(?:가는데|가요|가게|나가)', 'move out'],
    ['방으로\\s?(?:계산|쳐|치|카운트)', 'count as a room'], ['공짜|무료', 'free'], ['최종\\s?(?:금액|가격)', 'final price'], ['확인', 'check'],
    ['지원\\s?(?:돼요|되나요|되요|돼)', 'available'], ['밤', 'at night'], ['저녁', 'evening'], ['아침', 'morning'], ['와\\s?주(?:시나요|세요|실|나요|줄)|와줄', 'do you come'],
    // What a cleaning includes, the screen made dark, when the business version comes out, a restaurant cleaned too, twice.
    ['(?:뭐가|무엇이)?\\s?포함(?:돼요|되나요|되어\\s?있나요|돼\\s?있어요)?', 'what is included'], ['글씨가?\\s?(?:잘\\s?)?안\\s?보여요', 'the text is hard to see'],
    ['화면을?\\s?어둡게', 'dark mode'], ['바꿀\\s?수\\s?있나요', 'can i change it'], ['비즈니스\\s?버전', 'business version'], ['언제\\s?나와요|언제\\s?나오나요|언제\\s?출시', 'when does it launch'],
    ['해\\s?주시나요|해\\s?주나요|하시나요', 'do you do it'], ['두\\s?번(?!\\s?째)', 'twice'], ['둘\\s?다', 'both'],
    ['업체', 'company'], ['메모', 'notes'], ['적어\\s?(?:놔|놓|둬|요)|써\\s?(?:놔|놓|둬)', 'write it'], ['매칭', 'matched'], ['그분으로|그\\s?분', 'the same cleaner'], ['연구|조사', 'study'],
    ['규정', 'policy'], ['평일', 'weekdays'], ['가게|샵', 'shop'], ['손님\\s?(?:나갈|나가는|체크아웃)', 'between guests'], ['손님', 'guests'], 
    ['(?:반지|목걸이|물건|지갑|시계|귀걸이|돈)(?:가|이)?\\s?안\\s?보여요|없어졌|사라졌|잃어버렸', 'is missing'], ['반지', 'ring'], ['목걸이', 'necklace'], ['어떤', 'what kind of'], ['싶어\\s?해요|싶대요|싶어\\s?하', 'wants to'], ['며느리', 'daughter-in-law'], ['손주|손자|손녀', 'grandchild'],
    ['깔아\\s?줬|깔아\\s?주', 'installed'], ['맞아요|맞나요|맞죠', 'is that right'], ['(?:돈\\s?)?내는\\s?(?:거|건)|돈을?\\s?내', 'pay'], ['섞으면|섞어', 'mixing'], ['안\\s?좋', 'bad'], ['순서', 'the steps'],
    ['알려\\s?(?:주세요|줘요|드리면|드려야)', 'tell'], ['(?:안|못)\\s?들어(?:오|가)\\p{L}*', "don't go in"], ['들어\\s?오', 'get in'], ['반찬\\s?가게|마트|슈퍼', 'grocery store'], ['아세요', 'do you know'], ['괜찮은', 'good'], ['뭐가\\s?(?:틀려요|달라요|다른가요|다르죠)', 'what is the difference'], ['그냥\\s?청소', 'standard cleaning'],
    ['체리\\s?힐', 'cherry hill'], ['뉴\\s?브런즈윅|뉴\\s?브런스윅', 'new brunswick'], ['럿거스', 'rutgers'], ['모리스\\s?타운', 'morristown'], ['몽클레어|몬클레어', 'montclair'], ['리버\\s?엣지', 'river edge'],
    ['노우드', 'norwood'], ['올드\\s?태판|올드\\s?타판', 'old tappan'], ['데마레스트', 'demarest'], ['알파인', 'alpine'], ['리지우드|릿지우드', 'ridgewood'], ['버겐\\s?필드', 'bergenfield'],
    ['뉴\\s?밀포드', 'new milford'], ['오라델', 'oradell'], ['파크\\s?리지|팍\\s?리지', 'park ridge'], ['노스\\s?버겐', 'north bergen'], ['유니온\\s?시티', 'union city'], ['베이온', 'bayonne'],
    ['엘리자베스', 'elizabeth'], ['트렌턴|트렌톤', 'trenton'], ['애틀랜틱\\s?시티', 'atlantic city'], ['애즈버리\\s?파크', 'asbury park'], ['호호커스', 'ho-ho-kus'], ['웨스트\\s?뉴욕', 'west new york'],
    // Add-ons, and a fridge's outside, which every cleaning wipes.
    ['냉장고\\s?(?:안쪽|안|내부|속)', 'inside the fridge'], ['오븐\\s?(?:안쪽|안|내부|속)', 'inside the oven'], ['전자레인지\\s?(?:안쪽|안|내부|속)?', 'inside the microwave'],
    ['식기세척기\\s?(?:안쪽|안|내부|속)?', 'inside the dishwasher'], ['설거지', 'wash the dishes'], ['가스\\s?레인지|가스\\s?렌지|스토브|쿡탑|인덕션|화구', 'stovetop'],
    ['냉장고\\s?(?:겉|바깥|외부|밖)', 'the outside of the fridge'], ['냉장고', 'fridge'], ['오븐', 'oven'], ['추가\\s?요금|추가\\s?비용|추가\\s?금액', 'extra charge'], ['추가\\s?하면(?:요)?', 'what if i add'], ['추가', 'add'], ['거기에(?:다)?|여기에(?:다)?', 'to that'],
    // Rooms named without a count: one each.
    ['거실|리빙\\s?룸', 'living room'], ['주방|부엌|키친', 'kitchen'], ['다이닝\\s?룸', 'dining room'], ['(?<=(?:거실|주방|부엌|방)\\s*,?\\s*)식당', 'dining room'], ['한식당|갈비집|고깃집|식당|레스토랑', 'restaurant'], ['맛있는', 'good'], ['가족실|패밀리\\s?룸', 'family room'], ['지하실', 'basement'],
    ['서재', 'study'], ['세탁실', 'laundry room'], ['다용도실', 'utility room'], ['안방', 'a master bedroom'], ['아기방|애기방|아이방', 'nursery'], ['놀이방', 'playroom'], ['화장실|욕실', 'bathroom'], ['침실', 'bedroom'],
    ['변기', 'toilet'], ['세면대', 'sink'], ['샤워\\s?없이', 'no shower'], ['샤워', 'shower'], ['청소기', 'vacuum'],
    // Which service: a deep clean first after a long while, a move out, a rental turnover, an office.
    ['딥\\s?클리닝|딥\\s?청소|대청소', 'deep cleaning'], ['일반\\s?청소|기본\\s?청소|스탠다드|스탠더드', 'standard cleaning'], ['딥', 'deep'], ['일반|기본', 'standard'],
    ['이사\\s?(?:나가|나가요|나가는|갈|가요|가는)|이사\\s?청소|입주\\s?청소', 'move out cleaning'], ['집주인', 'landlord'], ['세입자', 'tenant'], ['에어비앤비|단기\\s?임대', 'airbnb rental'],
    ['사무실\\s?청소', 'office cleaning'], ['오래|1년 넘게|몇 달', 'it has been a long while'], ['처음엔|처음에는|처음', 'first'],
    // How, when and who: booking in the app, the website, the phone, the cleaner, the promise, cancelling, a regular visit.
    ['앱\\s?이름', 'the name of the app'], ['삼성|갤럭시', 'android'], ['설치했어요|설치했는데|깔았어요', 'i installed the app'], ['이제\\s?뭐\\s?(?:해요|하면\\s?돼요|하죠)', 'what do i do now'],
    ['집에\\s?아무도\\s?없을\\s?때', 'when nobody is home'], ['와도\\s?(?:괜찮아요|돼요|되나요)', 'is it ok if they come'],
    ['일요일(?:에도|에)?', 'on sunday'], ['토요일(?:에도|에)?', 'on saturday'], ['주말(?:에도|에)?', 'on weekends'], ['빵집', 'bakery'], ['추천해\\s?(?:주세요|줄래요|주실래요|줘)', 'please recommend'],
    ['앱\\s?스토어|플레이\\s?스토어', 'app store'], ['앱|어플', 'app'], ['홈페이지|웹사이트|사이트|인터넷', 'website'], ['예약', 'book'],
    ['전화\\s?번호|번호', 'phone number'], ['전화', 'phone'], ['스마트폰|핸드폰|휴대폰', 'phone'],
    ['신원\\s?(?:확인|조회)|범죄\\s?경력|백그라운드\\s?체크', 'background check'], ['모르는 사람', 'a stranger'], ['무서워|무섭', 'worried about safety'],
    ['청소\\s?(?:하시는|하는)\\s?분(?:들)?|청소\\s?선생님|청소\\s?도우미|도우미|이모님', 'cleaner'],
    ['(?:잘|제대로)\\s?했는지\\s?어떻게\\s?(?:알아요|알\\s?수|아나요)', 'how do i know it was done well'], ['잘\\s?했는지|제대로 했는지', 'whether it was done well'], ['어떻게 알아요|어떻게 알 수', 'how do i know'],
    ['회사에\\s?있을\\s?때|회사에서|출근해|일하는\\s?동안', 'while i am at work'], ['친구가|친구', 'my friend'], ['찾고\\s?있', 'is looking for'], ['어떻게\\s?지원', 'how do i apply'],
    ['어떤\\s?청소', 'which cleaning service'], ['깨끗하게', 'clean'], ['사진', 'photos'],
    ['마음에\\s?안\\s?들면|만족\\s?못\\s?하면|불만족', 'if i am not happy'], ['돈\\s?안\\s?내|돈을\\s?안\\s?내|환불', "don't pay"],
    ['당일\\s?취소', 'cancel the same day'], ['취소', 'cancel'], ['수수료|위약금', 'fee'], ['일정\\s?변경|날짜\\s?변경|날짜를?\\s?바[꾸꿀]', 'reschedule'],
    ['2주에\\s?한\\s?번|격주', 'every two weeks'], ['매주|일주일에\\s?한\\s?번', 'every week'], ['매달|한\\s?달에\\s?한\\s?번', 'every month'], ['한\\s?달에\\s?(?:두|2)\\s?번(?:\\s?하면)?', 'twice a month'], ['한\\s?달에', 'a month'], ['첫\\s?달', 'the first month'], ['정기적으로|정기', 'recurring'],
    ['반값|반\\s?가격|50%\\s?할인', 'half price'], ['할인\\s?코드|할인', 'discount code'], ['코드', 'code'], ['첫\\s?청소|첫\\s?번째', 'first cleaning'],
    ['카드로?|신용\\s?카드|비자\\s?카드|데빗\\s?카드', 'card'], ['현금', 'cash'], ['(?:계산|결제)\\s?(?:돼요|되나요|되죠|가능)', 'can i pay'], ['결제|지불|계산', 'pay'],
    ['집에\\s?있어도', 'can i be home during the cleaning'], ['집에\\s?있어야', 'do i have to be home'], ['집에\\s?없', 'not home'],
    ['강아지|개를?\\s?키워|고양이|반려\\s?동물|애완\\s?동물', 'pets'], ['세제|청소\\s?용품|약품', 'cleaning products'], ['친환경', 'eco-friendly'],
    ['정보|개인\\s?정보', 'my information'], ['팔거나|팔아|판매', 'sell'], ['주소', 'address'],
    ['인스타|유튜브|블로거|브이로그', 'instagram creator'], ['협찬|광고', 'sponsorship'], ['블로그', 'blog'],
    ['청소\\s?일|일자리|취직|일하고\\s?싶', 'cleaning job'], ['지원', 'apply'], ['빼\\s?(?:달라고|주세요|고)|빼고|제외', 'skip'],
    // Who comes and how it goes: the same cleaner, trust, watching, keys, paying the cleaner, a bad job.
    ['같은\\s?(?:사람|분)', 'the same cleaner'], ['매번', 'every time'], ['믿을\\s?수\\s?있|믿을만', 'trustworthy'], ['노인', 'senior'], ['혼자', 'alone'],
    ['지켜봐도|옆에서\\s?(?:봐도|있어도)', 'can i be home during the cleaning'], ['얼굴', 'face'], ['미리', 'beforehand'], ['볼\\s?수\\s?있', 'can i see'], ['(?:쓸|사용할)\\s?수\\s?있', 'can i use'], ['이미', 'already'], ['또', 'again'],
    ['열쇠', 'key'], ['도어맨', 'doorman'], ['맡겨도|맡기', 'leave with'], ['직접\\s?돈\\s?(?:주|드리)|직접\\s?드려', 'pay the cleaner directly'],
    ['엉망|별로', "i'm not happy with the cleaning"], ['돈\\s?따로|따로\\s?돈|추가로\\s?돈', 'extra charge'], ['겉|바깥|외부', 'outside'], ['닦는|닦아', 'wipe'],
    ['창문|유리', 'windows'], ['어디에\\s?(?:써요|적어요|적나요|쓰나요)', 'where do i write it'], ['부탁', 'request'],
    ['청소\\s?일을\\s?하고\\s?싶', 'wants a cleaning job'], ['신청', 'apply'], ['어디서\\s?받아요|어디서\\s?다운', 'where do i download'], ['받아요|다운로드|다운', 'download'],
    ['아이폰', 'iphone'], ['나와요|나오나요|나오는', 'is there'], ['맨해튼', 'manhattan'], ['교회', 'church'], ['사무실', 'office'],
    ['마누라|부인|아내', 'wife'], ['아들', 'son'], ['딸', 'daughter'], ['엄마|어머니', 'mother'], ['김치|담그는\\s?법', 'something else'],
    ['이거\\s?다\\s?(?:붙이면|추가하면|합치면|하면|넣으면)|이것들?\\s?다', 'with all of those'],
    ['청소', 'cleaning'], ['얼마(?:예요|에요|인가요|나|죠|입니까)?', 'how much'], ['가격|요금|비용', 'price'], ['총|전부|다 합쳐서', 'total'],
    ['다\\s?해\\s?주세요|다\\s?해\\s?줘요|다\\s?해\\s?주실', 'please'], ['서비스\\s?(?:돼요|되나요|되죠|돼|해요|하나요|가능)', 'do you serve'], ['서비스', 'service'], ['해\\s?주나요|해\\s?줘요|해\\s?주세요|해\\s?주실', 'do you do'],
    ['와요|오나요|오세요|오시나요', 'do you come'], ['살아요|사세요|사시는데|사는|사시', 'lives'], ['차이', 'difference'], ['몇\\s?시간|얼마나\\s?걸려', 'how long'],
    ['준비', 'provide'], ['가지고\\s?오|가져오', 'bring'], ['이름', 'name'], ['뭐예요|뭐에요|뭔가요', 'what is'], ['걱정', 'worried'],
    ['넣어요|넣으면|넣나요|입력', 'enter'], ['어디에|어디서', 'where'], ['어떻게', 'how'], ['드려도', 'give'], ['후에|다음에', 'after'], ['전에', 'before'],
    ['두\\s?번째부터|다음부터|그\\s?다음', 'after the first'], ['이용', 'use'], ['예약비|예약\\s?수수료', 'booking fee'], ['따로', 'separate'], ['콘도', 'condo'], ['아파트', 'apartment'],
    ['(?:한국어|한국말)\\s?(?:하세요|해요|하나요|할\\s?수\\s?있어요|할수\\s?있어요)', 'speak korean'], ['(?:한국어|한국말)\\s?(?:하시는|하는|가능한|되는|할\\s?수\\s?있는)', 'who speaks korean'], ['한국어|한국말', 'korean'], ['영어', 'english'], ['말(?:하|할|해)', 'speak'], ['안전', 'safe'], ['아이들|아이|애들|아기', 'kids'], ['누가', 'who'],
    ['소아과|맛집|레시피|끓이는 법|날씨', 'something else'],
    ['말고', 'except'], ['없이', 'without'], ['안\\s?해도\\s?(?:돼요|되나요|괜찮)', 'can skip'],
    ['하고|이랑|랑|그리고|및', ' and '],
    ['호보켄', 'hoboken'], ['저지\\s?시티', 'jersey city'], ['위호켄', 'weehawken'], ['크레스킬', 'cresskill'], ['클로스터', 'closter'], ['티넥', 'teaneck'],
    ['파라무스', 'paramus'], ['에디슨', 'edison'], ['프린스턴', 'princeton'], ['뉴어크|뉴왁', 'newark'], ['포트\\s?리', 'fort lee'], ['팰리세이즈\\s?파크|팰리세이드\\s?파크|팰팍', 'palisades park'], ['릿지필드\\s?파크', 'ridgefield park'], ['릿지필드', 'ridgefield'],
    ['테너플라이', 'tenafly'], ['뉴저지', 'new jersey'], ['에지워터', 'edgewater'], ['잉글우드\\s?(?:클리프스?|클립스)', 'englewood cliffs'], ['잉글우드', 'englewood'], ['레오니아', 'leonia'], ['해컨색', 'hackensack'],
    ['뉴욕', 'new york'], ['플러싱', 'flushing'], ['캘리포니아', 'california'], ['플로리다', 'florida'], ['펜실베(?:이)?니아', 'pennsylvania'], ['필라델피아|필리', 'philadelphia'], ['델라웨어', 'delaware'], ['브루클린', 'brooklyn'], ['퀸즈|퀸스', 'queens'],
  ]),
};

/** Traditional characters the Chinese words are written in, as simplified ones: one list of words reads both. */
const TRADITIONAL = new Map([...'馬马檯台臥卧廳厅衛卫間间廚厨淨净潔洁掃扫們们嗎吗價价錢钱個个兩两書书樓楼預预約约網网電电話话費费優优碼码髒脏廁厕儲储飯饭門门後后發发據据險险寵宠貓猫說说語语來来時时這这還还與与總总計计區区從从裡里裏里爐炉機机盤盘鍋锅進进證证務务應应請请檢检調调戶户賬账帳账號号註注冊册紹绍勵励車车學学醫医氣气週周長长幾几麼么沒没為为讓让開开關关單单並并訂订結结餘余']
  .flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!] as const])));
/** Full-width punctuation as the readers after it know it: "客厅，厨房" is a list. */
const FULL_WIDTH = new Map([...'，,。.？?！!：:；;（(）)、、'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!] as const])));
const simplified = (text: string) => text.replace(/[\u4E00-\u9FFF，。？！：；（）]/gu, (c) => TRADITIONAL.get(c) ?? (FULL_WIDTH.has(c) ? ` ${FULL_WIDTH.get(c)} ` : c));

/** Chinese (simplified and traditional), as families and landlords write it: rooms (counted-rooms.ts) and what people ask around them. */
const CHINESE: Language = {
  name: 'Chinese',
  markers: /多少|打扫|打掃|清洁|清潔|保洁|卧室|臥室|房间|浴室|卫生间|洗手间|你们|你們|我们|我們|价格|價格|收费|费用|钱|錢|吗|嗎|的|折扣|优惠|付款|现金|厨房|廚房|客厅|客廳|租客|单元|可以|有没有|是不是|怎么|怎麼|呢|吧|？/gu,
  signs: /[\u4E00-\u9FFF]/u,
  rooms: (text) => chineseRooms(simplified(text)),
  unread: /[\u4E00-\u9FFF]+/gu,
  words: anywhere([
    ['冰箱里面|冰箱内部|冰箱里', 'inside the fridge'], ['烤箱里面|烤箱内部|烤箱里', 'inside the oven'], ['微波炉(?:里面|内部|里)?', 'inside the microwave'],
    ['洗碗机(?:里面|内部)?', 'inside the dishwasher'], ['锅碗瓢盆|洗碗|碗盘|碗筷', 'wash the dishes'], ['炉灶|灶台|炉子|炉头|燃气灶', 'stovetop'],
    ['冰箱外面|冰箱表面', 'the outside of the fridge'], ['冰箱', 'fridge'], ['烤箱', 'oven'], ['额外收费|额外费用|加钱|另外收费', 'extra charge'], ['再加|加上|加', 'plus'],
    ['深度清洁|深度打扫|深层清洁|大扫除', 'deep cleaning'], ['标准清洁|普通清洁|日常清洁|普通打扫|一般打扫|普通的', 'standard cleaning'],
    ['搬家清洁|搬出|退租|搬走|搬进|入住|搬家', 'move out cleaning'], ['空的|空房', 'empty'], ['租客|房客', 'tenant'], ['押金', 'deposit'], ['证据', 'evidence'],
    ['餐馆|饭店|餐厅生意|店里', 'restaurant'], ['关门后|打烊后|下班后', 'after hours'], ['发票|收据', 'invoice'], ['商业', 'business'],
    ['网站|网上|官网', 'website'], ['预约|预定|预订|订', 'book'], ['下载', 'download'], ['应用|软件', 'app'],
    ['客服电话|电话号码|电话', 'phone number'], ['客服', 'support'],
    ['背景调查|背景审查|背景', 'background check'], ['老人', 'elderly'], ['陌生人', 'a stranger'],
    ['不干净|没打扫干净|不满意', "i'm not happy with the cleaning"], ['退钱|退款|不付钱', "don't pay"],
    ['取消', 'cancel'], ['扣钱|手续费|罚款', 'fee'], ['提前', 'in advance'], ['改时间|改日期|改期', 'reschedule'],
    ['每两周|两周一次|隔周', 'every two weeks'], ['每周|每个星期|一周一次', 'every week'], ['每个月|每月|一个月一次', 'every month'], ['定期', 'recurring'],
    ['优惠码|折扣码|折扣|优惠|打折|打完折', 'discount code'], ['第一次', 'first cleaning'], ['半价', 'half price'],
    ['微信支付|微信', 'wechat pay'], ['支付宝', 'alipay'], ['付款|付钱|支付', 'pay'], ['打五折|五折', 'half price'], ['现金', 'cash'], ['支票', 'check'], ['信用卡|银行卡|刷卡', 'card'],
    ['照片', 'photos'], ['安全', 'safe'], ['孩子|小孩', 'kids'], ['宠物', 'pets'], ['狗', 'dog'], ['猫', 'cat'], ['叫', 'barks'],
    ['中文', 'chinese'], ['英文|英语', 'english'], ['说', 'speak'], ['阿姨|清洁工|保洁员|清洁人员', 'cleaner'], ['在家', 'be home'],
    ['奖励|返现', 'reward'], ['介绍朋友|推荐朋友', 'refer a friend'], ['账号|账户', 'account'], ['再用|再次使用', 'use again'], ['注册', 'sign up'],
    ['地址', 'address'], ['停车', 'parking'], ['学校|医生|天气|菜谱', 'something else'], ['周末', 'weekend'], ['晚上', 'evening'],
    ['多久|几个小时|多长时间', 'how long'], ['工具|计算器', 'calculator'], ['申请|应聘', 'apply'], ['工作', 'job'], ['保险', 'insurance'],
    ['有没有', 'is there'], ['有服务|服务这个区|去不去|你们去', 'do you serve'], ['服务范围', 'service area'], ['服务', 'service'], ['那边|那里', 'there'], ['邮编', 'zip code'],
    ['哪几种|哪些|什么样的', 'what kinds of'], ['区别|差别', 'difference'], ['贵多少|多多少', 'how much more'], ['包括|包含', 'include'], ['小费', 'tip'], ['窗户', 'windows'],
    ['每次', 'each time'], ['以后', 'later'], ['还能用|还可以用', 'still use'], ['可靠', 'trustworthy'], ['进门', 'get in'], ['密码', 'code'], ['是什么意思|什么意思', 'what does it mean'],
    ['最便宜', 'cheapest'], ['找不到', "can't find"], ['还是|或者', 'or'], ['搬到|搬进', 'moving into'], ['也都要|都要|也要', 'too'], ['全部', 'all'], ['都', ''], ['页面', 'page'], ['界面', 'in the app'],
    ['详细地址', 'address'], ['发给你|发给', 'send to'], ['查一下', 'check'], ['号码', 'number'], ['填', 'enter'],
    ['房东', 'landlord'], ['版本', 'version'], ['管理好几个房子|管理多个房子|好几个房子|多个房子', 'several properties'], ['管理|管', 'manage'],
    ['垃圾', 'trash'], ['旧家具|家具', 'furniture'], ['扔掉|搬走垃圾', 'haul away'], ['资料|个人信息|信息', 'my information'], ['卖给别人|卖', 'sell'],
    ['不在场|不在家|不在', 'not home'], ['得不好|不好', 'not done well'], ['没弄干净', 'not clean'], ['怎么办', 'what do i do'], ['我怎么知道', 'how do i know'],
    ['会讲中文|讲中文|说中文|会说中文', 'who speaks chinese'], ['太太|老婆|妻子', 'wife'], ['法律|法律规定', 'the law'], ['中文版', 'in chinese'],
    ['表妹|表姐|妹妹|姐姐', 'relative'], ['想做清洁工|想当清洁工|想做保洁', 'wants to work as a cleaner'], ['在哪里|哪里', 'where'],
    ['分开付', 'pay separately'], ['短租', 'short-term rental'], ['客人走了|客人走后', 'after guests leave'], ['设成自动|自动', 'recurring'], ['哪种', 'which'],
    ['怎么用', 'how do i use'], ['能用', 'can use'], ['怎么', 'how'],
    ['打扫|清洁|保洁|清理', 'clean'], ['多少钱|价格|收费|费用|多少', 'how much'], ['一共|总共|总价|合计', 'total'], ['每个', 'each'], ['吗[？?]?', '?'],
    ['客房', 'guest bedroom'], ['客卫|主卫', 'bathroom'], ['客厅|起居室', 'living room'], ['饭厅', 'dining room'], ['厨房', 'kitchen'], ['书房', 'study'], ['家庭活动室|家庭室|活动室|娱乐室', 'family room'],
    ['地下室', 'basement'], ['洗衣房', 'laundry room'], ['卧室|睡房', 'bedroom'], ['半卫', 'half bathroom'], ['卫生间|浴室|洗手间|厕所', 'bathroom'],
    ['马桶', 'toilet'], ['洗手池|洗手台|水槽', 'sink'], ['开放式', 'open plan'],
    ['你好|您好', 'hello'], ['我家|我们家', 'my home'], ['我妈妈|我妈', 'my mother'], ['就是', 'is'], ['只有', 'only has'], ['那个|这个', 'that one'], ['一次', 'once'], ['一个', 'one'], ['两个', 'two'], ['住在|住', 'lives in'],
    ['不要|不用|不需要', 'skip the'], ['算(?:是)?', 'count as'], ['除了', 'except'], ['餐厅|饭馆', 'restaurant'],
    ['和|跟|与|及|还有|、', ' and '],
    ['你们的', 'your '], ['你们(?:在)?', 'do you '], ['在', ' in '],
    ['爱迪生', 'edison'], ['伊塞林', 'iselin'], ['梅塔钦', 'metuchen'], ['泽西市', 'jersey city'], ['新泽西', 'new jersey'], ['霍博肯', 'hoboken'],
    ['李堡', 'fort lee'], ['普林斯顿', 'princeton'], ['西温莎', 'west windsor'], ['纽约', 'new york'], ['法拉盛', 'flushing'], ['加州|加利福尼亚', 'california'], ['佛罗里达', 'florida'], ['宾州|宾夕法尼亚', 'pennsylvania'], ['费城', 'philadelphia'], ['曼哈顿', 'manhattan'], ['布鲁克林', 'brooklyn'], ['皇后区', 'queens'],
  ]),
};

/**
 * French, as people write it who speak it at home or alongside Haitian Creole: what they ask, in their words.
 * Not "pour", "chat", "four" (oven) or "mon" as markers: English writes them too.
 */
const FRENCH: Language = {
  name: 'French',
  // Not "la", "les", "mes", "ma", "mais", "non" or "comment": Spanish, Portuguese or English write them too.
  markers: markers("combien|nettoyage|m[eé]nage|nettoyer|nettoyez|est-ce|je|j'ai|vous|votre|vos|nous|notre|chambres?|salles? de bains?|appartement|maison|prix|co[uû]te|payer|merci|bonjour|bonsoir|s'il|pourquoi|quand|aussi|avec|sans|dois|puis|pouvez|faites|annuler|r[eé]server|mois|premi[eè]re?|rabais|r[eé]duction|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|chez|une|des|est|sont|avez|peux|veux|voudrais|travail|travailler|emploi|frigo|vaisselle|animaux|cl[eé]s|qui|quel|quelle|c'est|n'est|d'une?|l'int[eé]rieur|femme|il|elle|faut|oui|et|du"),
  signs: /[œùûîï]|(?<![\p{L}])[cdjlmnst]'(?=[aeiouhéèê])/iu,
  words: wholeWords([
    // Asking, in the words people ask with.
    ["est-ce que (je|j') ?(peux|pourrais)|puis-je|est-ce qu'on peut|peut-on", 'can i'], ['est-ce que vous (faites|nettoyez)|faites-vous|nettoyez-vous', 'do you do'],
    ['est-ce que vous avez|avez-vous', 'do you have'], ["est-ce que (je dois|il faut)|dois-je|faut-il|je dois|il faut", 'do i have to'], ['est-ce que vous|est-ce que|est ce que', ''],
    ["combien (ça|ca|cela) co[uû]te|combien co[uû]te|c'est combien|quel est le prix( d'une?| du| de la| de)?|combien pour", 'how much is'], ['combien de temps', 'how long'], ['combien', 'how much'],
    ['comment', 'how'], ['pourquoi', 'why'], ['quand', 'when'], ['o[uù] est|o[uù] sont', 'where is'], ['où', 'where'], ["qu'est-ce que|quoi", 'what'], ['quels?|quelles?', 'which'], ['qui', 'who'],
    ['je peux|on peut', 'can i'], ['pouvez-vous|vous pouvez', 'can you'], ['acheter', 'buy'], ['propres?', 'own'], ['aide-soignante?|auxiliaire de vie|aide à domicile', 'home health aide'], ['chez', 'at'], ['je voudrais|j\'aimerais|je veux', 'i want'], ['j\'ai besoin d\'une?|j\'ai besoin de|besoin', 'i need'],
    // Booking, changing, paying.
    ['prendre (un )?rendez-vous|faire une r[eé]servation|r[eé]server', 'book'], ['r[eé]servation|rendez-vous|rdv', 'booking'], ['annulation', 'cancellation'], ['annuler', 'cancel'],
    ['changer la date|changer le jour|d[eé]placer|reporter', 'reschedule'], ['changer', 'change'],
    ['en esp[eè]ces|en liquide', 'with cash'], ['carte( de cr[eé]dit| bancaire)?', 'card'], ['ch[eè]que', 'check'], ['paiement|payer|paie|paye|payez', 'pay'],
    ['rembours\\p{L}*', 'refund'], ['(si je (ne )?suis )?pas (contente?|satisfaite?)', "if i'm not happy"], ['garantie|satisfaction', 'satisfaction promise'],
    ['code promo', 'promo code'], ['code', 'code'], ['r[eé]duction|rabais|remise|promo', 'discount'], ['premi[eè]re fois|premier m[eé]nage|premier nettoyage', 'first cleaning'], ['premi[eè]re?', 'first'],
    ['toutes les deux semaines|aux deux semaines|chaque deux semaines', 'every 2 weeks'], ['chaque semaine|toutes les semaines|hebdomadaire', 'every week'], ['chaque mois|tous les mois|mensuel', 'every month'], ['r[eé]guli[eè]rement|r[eé]gulier', 'recurring'],
    ['lundi', 'monday'], ['mardi', 'tuesday'], ['mercredi', 'wednesday'], ['jeudi', 'thursday'], ['vendredi', 'friday'], ['samedi', 'saturday'], ['dimanche', 'sunday'],
    ['week-end|fin de semaine', 'weekend'], ["aujourd'hui", 'today'], ['demain', 'tomorrow'], ['le soir|ce soir|soir', 'evening'], ['le matin|matin', 'morning'], ['la nuit|nuit', 'night'], ['semaine', 'week'], ['mois', 'month'],
    ['application|appli', 'app'], ['site (web|internet)|site', 'website'], ['t[eé]l[eé]phone', 'phone'], ['appeler', 'call'], ['num[eé]ro', 'number'], ['service client|service à la client[eè]le|assistance', 'support'],
    // The cleaning and the home.
    ['grand m[eé]nage|(m[eé]nage|nettoyage) (en profondeur|complet|approfondi)', 'deep cleaning'], ['(m[eé]nage|nettoyage) (standard|normal|r[eé]gulier|de base)', 'standard cleaning'],
    ['d[eé]m[eé]nagement|je d[eé]m[eé]nage|on d[eé]m[eé]nage|d[eé]m[eé]nager', 'move out'], ['bureaux|bureau', 'office'], ['location courte dur[eé]e|airbnb', 'airbnb rental'], ['locataires?', 'tenant'],
    ["femmes? de m[eé]nage|agents? d'entretien|nettoyeu(r|se)s?|la personne qui (fait le m[eé]nage|nettoie)", 'cleaner'], ['m[eé]nage|nettoyage', 'cleaning'], ['nettoyer|nettoyez|nettoie|nettoient|laver', 'clean'],
    ["demi-salles? de bains?|salles? d'eau|cabinets? de toilette|toilettes? s[eé]par[eé]es?", 'half bathroom'], ['salles de bains?', 'bathrooms'], ['salle de bains?|toilettes?', 'bathroom'],
    ['autres pi[eè]ces', 'other rooms'], ['autre pi[eè]ce', 'other room'], ['pi[eè]ces', 'rooms'],
    ['chambres', 'bedrooms'], ['chambre', 'bedroom'], ['cuisine', 'kitchen'], ['salle [aà] manger', 'dining room'], ['salon|s[eé]jour', 'living room'], ['sous-sol', 'basement'], ['buanderie', 'laundry room'],
    ["l'int[eé]rieur du four|int[eé]rieur du four", 'inside the oven'], ["l'int[eé]rieur du (frigo|r[eé]frig[eé]rateur)|int[eé]rieur du (frigo|r[eé]frig[eé]rateur)", 'inside the fridge'],
    ['four', 'oven'], ['frigo|r[eé]frig[eé]rateur', 'fridge'], ['micro-ondes', 'microwave'], ['lave-vaisselle', 'dishwasher'], ['vaisselle', 'dishes'], ['plaques?( de cuisson)?|cuisini[eè]re', 'stovetop'],
    ["(à |a )?l'int[eé]rieur|dedans", 'inside'], ['fen[eê]tres', 'windows'], ['lessive|linge', 'laundry'], ['draps', 'sheets'], ['tapis', 'carpets'],
    ['produits( de nettoyage| m[eé]nagers)?', 'cleaning products'], ['aspirateur', 'vacuum'], ['animaux|chiens?', 'pets'], ['cl[eé]s|cl[eé]', 'keys'], ['photos?', 'photos'],
    ['inclus|compris', 'included'], ['en plus|suppl[eé]ment', 'extra'], ['ajouter', 'add'], ['sale', 'dirty'], ['propre', 'clean'], ['cass[eé]|cass[eé]e', 'broke'], ['vol[eé]', 'stole'],
    // Working for Nestwell, creators, trust and data.
    ['travailler (pour|chez|avec) vous', 'work for you'], ['postuler|poser (ma )?candidature|candidature', 'apply'], ['emploi|travail|boulot', 'job'], ['travailler', 'work'], ['salaire', 'pay'],
    ["v[eé]rification des ant[eé]c[eé]dents|casier judiciaire|ant[eé]c[eé]dents", 'background check'], ['cr[eé]at(eur|rice)s?( de contenu)?|influenceu(r|se)s?', 'creator'], ['vid[eé]os?', 'videos'],
    ['donn[eé]es( personnelles)?|informations personnelles|mes informations', 'my personal data'], ['confiance|fiables?', 'trust'], ['s[eé]curit[eé]', 'safety'],
    ['existe en|est disponible en|est en', 'is available in'], ['en fran[cç]ais', 'in french'], ['en cr[eé]ole', 'in creole'], ['en anglais', 'in english'],
    ['fran[cç]ais', 'french'], ['cr[eé]ole', 'creole'], ['anglais', 'english'], ['parlent|parle|parler', 'speaks'], ['demander', 'ask for'],
    ['v[eé]rifi[eé]e?s?', 'background-checked'], ['(j\'ai )?peur|inqui[eè]te?', 'worried about safety'], ['inconnue?s?', 'stranger'], ['enfants|petits', 'kids'], ['m[eê]me', 'same'],
    ['seule?', 'alone'], ['vieux|vieille', 'old'], ['juste|seulement', 'only'], ['pay[eé]e?s?', 'paid'], ["de l'heure|par heure|l'heure", 'per hour'], ['embauchez|embauche|recrutez', 'hire'], ['cherche', 'looking for'],
    // People and places.
    ['ma m[eè]re|maman', 'my mother'], ['mon p[eè]re|papa', 'my father'], ['ma fille', 'my daughter'], ['mon fils', 'my son'], ['ma s[oœ]ur', 'my sister'], ['mon fr[eè]re', 'my brother'],
    ['ma patiente|mon patient|ma cliente|mon client', 'my client'], ['personnes? [aâ]g[eé]es?|a[iî]n[eé]s', 'senior'], ['chez moi|[aà] la maison', 'at home'], ['maison', 'house'], ['appartement|appart', 'apartment'],
    ['habite|habitez|habitons|vit|vis', 'lives'], ['je suis|j\'suis', 'i am'], ["j'ai", 'i have'], ['je|j\'', 'i'], ['vous', 'you'], ['nous|on', 'we'], ['votre|vos', 'your'], ['mon|ma|mes', 'my'],
    ['avec', 'with'], ['sans', 'without'], ['et', 'and'], ['ou', 'or'], ['mais', 'but'], ['aussi', 'also'], ['pour', 'for'], ['dans', 'in'], ['sur', 'on'],
    ['merci', 'thank you'], ['bonjour|bonsoir|salut', 'hello'], ["s'il vous pla[iî]t|svp", 'please'], ['oui', 'yes'], ['non', 'no'],
    ['deux', 'two'], ['trois', 'three'], ['quatre', 'four'], ['cinq', 'five'], ['une?', 'a'], ["c'est", 'is it'], ['est', 'is'], ['sont', 'are'],
    ['à', 'in'], ["ne|n'|pas|de|du|des|le|la|les|l'|d'|ce|cette|ces|en|y|a", ''],
  ]),
};

/**
 * Tagalog, as Filipino families and nurses write it, mostly Taglish: English words kept, the Tagalog around them read
 * ("magkano standard cleaning ng 2br 1 bath, tapos sala at kusina din?"). "CR" is the comfort room, a bathroom.
 */
const TAGALOG: Language = {
  name: 'Tagalog',
  // Words English never writes: not "may", "at", "sa", "ba" or "din", which it does.
  markers: markers('po|opo|kelan|nila|ichacharge|pagka|agad|kasama|nasa|isang|ipabura|hugasan|pinggan|sahig|kanina|tulog|magkano|yung|iyong|lang|naman|kasi|sana|pwede|puwede|bukas|kwarto|kuwarto|kusina|banyo|paglilinis|maglinis|linisin|niyo|ninyo|kayo|tapos|hindi|wala|meron|mayroon|nung|noong|ngayon|gusto|ilan|bahay|salamat|paano|kailan|saan|ano|naman|talaga|ako|akin|amin|namin|natin|sila|siya|kami|tayo|nga|kung|pero|dahil|dito|doon|diyan'),
  signs: /(?!)/,
  words: wholeWords([
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

/**
 * Russian, as families in Fair Lawn or Brooklyn write it: in Cyrillic, or transliterated ("skolko stoit uborka, 3 spalni").
 * Rooms, prices, the code, booking and the everyday words around them; place names in Cyrillic only for the few asked most.
 */
const RUSSIAN: Language = {
  name: 'Russian',
  // Any word in Cyrillic counts: of the languages read here, only Russian writes it.
  markers: markers('[а-яё]{4,}|сколько|стоит|стоить|уборк[аиуе]|спальн[яиейь]+|ванн[аыяоей]+|кухн[яюеи]|гостин[аяойую]+|можно|нужно|когда|где|что|как|для|если|есть|вы|вас|мы|наш[аеиу]?|моя|мой|мама|квартир[аыуе]|дом[аеу]?|'
    + 'skolko|stoit|stoimost|uborka|uborku|uborki|spalni|spalnya|vannye|vannaya|kuhnya|kuhnyu|gostinaya|kvartira|mozhno|nuzhno|otmenit|perenesti|shtraf|kogda|gde|chto|kak|dlya|esli|budet|holodilnik|duhovku|kazhdyi|kazhdye|zakazyvaem|zakazat|vvodit|rabotaet|prilozhenie|skachal|statya|bloge|vyhodnye|nedeli|drugoi|sovsem|priezzhayut'),
  signs: /\p{Script=Cyrillic}/u,
  words: wholeWords([
    // Rooms and how a home is counted.
    ['(?:гостевой|маленький) туалет|туалет без душа|tualet bez dusha|gostevoi tualet', 'half bathroom'], ['туалет[а-я]*|tualet', 'half bathroom'],
    ['спальн[а-я]*|spaln[a-z]*|спален', 'bedrooms'], ['ванн[а-я]* комнат[а-я]*|ванн[а-я]*|vann[a-z]*', 'bathrooms'], ['гостин[а-я]*|gostin[a-z]*', 'living room'],
    ['кухн[а-я]*|kuhn[a-z]*', 'kitchen'], ['столов[а-я]*|stolov[a-z]*', 'dining room'], ['друг[а-я]* комнат[а-я]*|drugi[a-z]* komnat[a-z]*', 'other rooms'], ['комнат[а-я]*|komnat[a-z]*', 'rooms'],
    ['духовк[а-я]*|duhovk[a-z]*', 'oven'], ['холодильник[а-я]*|holodilnik[a-z]*', 'fridge'], ['микроволновк[а-я]*', 'microwave'], ['внутри|vnutri', 'inside'], ['снаружи|snaruzhi', 'outside'],
    ['квартир[а-я]*|kvartir[a-z]*', 'apartment'], ['дом[а-я]?|doma?', 'home'], ['окна|okna', 'windows'],
    // Prices, the code, booking and changing it.
    ['сколько (это )?будет( стоить)?|skolko (eto )?budet( stoit)?|сколько стоит|skolko stoit|сколько|skolko', 'how much'], ['стоит|stoit|стоимость|stoimost', 'cost'],
    ['генеральн[а-я]*|глубок[а-я]*|glubok[a-z]*|generaln[a-z]*', 'deep'], ['обычн[а-я]*|стандартн[а-я]*|obychn[a-z]*|standartn[a-z]*', 'standard'], ['уборк[а-я]*|ubork[a-z]*', 'cleaning'],
    ['с кодом|s kodom', 'with the code'], ['код[а-я]*|kod', 'code'], ['каждый раз|kazhdyi raz', 'every time'], ['каждые две недели|kazhdye dve nedeli|раз в две недели', 'every two weeks'], ['каждую неделю|раз в неделю|kazhduyu nedelyu', 'every week'],
    ['заказать|заказ[а-я]*|zakaz[a-z]*', 'book'], ['отменить|отмен[а-я]*|otmenit', 'cancel'], ['перенести|perenesti', 'reschedule'], ['на другой день|na drugoi den', 'to another day'], ['штраф|shtraf', 'fee'],
    ['за день до (нее|неё)?|za den do( nee)?', 'the day before'], ['первый раз|pervyi raz', 'the first time'], ['если|esli', 'if'], ['не работает|ne rabotaet', "doesn't work"], ['работает|rabotaet', 'work'],
    ['когда снимают деньги( с карты)?|kogda snimayut dengi', 'when is my card charged'], ['сразу при заказе', 'at booking'], ['после уборки', 'after the cleaning'], ['чаевы[а-я]*|chaevye', 'tip'],
    // Who, trust, data, the apps.
    ['уборщиц[а-я]*|уборщик[а-я]*|uborshchits[a-z]*', 'cleaner'], ['говорят по-русски|говорит по-русски|по-русски|po-russki', 'who speaks russian'], ['одна и та же|odna i ta zhe', 'the same'],
    ['продаёте|продаете|prodaete', 'sell'], ['данные|dannye', 'my data'], ['сохраняете|sohranyaete', 'keep'], ['чат[а-я]*', 'chat'], ['блог[а-я]*|blog[a-z]*', 'blog'], ['стать[а-я]*|statya|state[iy]', 'article'],
    ['приложени[а-я]*|prilozheni[a-z]*', 'app'], ['скачал[а-я]?|skachal[a-z]?', 'downloaded'], ['уксус[а-я]*', 'vinegar'], ['сод[а-я]', 'baking soda'], ['хлорк[а-я]*', 'bleach'], ['смешать', 'mix'],
    ['работать|rabotat', 'work'], ['работу|rabotu', 'a job'], ['помыть|вымыть|почистить|pomyt|vymyt|pochistit', 'clean'], ['её|ее|eyo', 'her'], ['считаем как|schitaem kak', 'count as'], ['две|dve', 'two'],
    // Places asked most, in Cyrillic.
    ['в бруклине|бруклин[а-я]*', 'in Brooklyn'], ['нью-йорк[а-я]*', 'New York'], ['нью-джерси', 'New Jersey'], ['фэр лоун[а-я]*|фэр-лоун[а-я]*', 'Fair Lawn'], ['филадельфи[а-я]*', 'Philadelphia'], ['парамус[а-я]*', 'Paramus'], ['ньюарк[а-я]*', 'Newark'], ['хобокен[а-я]*', 'Hoboken'], ['джерси[- ]сити', 'Jersey City'], ['эдисон[а-я]*', 'Edison'],
    ['рядом с', 'near'], ['она', 'she'], ['он', 'he'], ['точно', 'really'],
    // The words around them.
    ['здравствуйте|добрый день|привет', 'hello'], ['спасибо', 'thanks'], ['можно ли|mozhno li', 'can i'], ['можно|mozhno', 'can i'], ['нужно ли|nuzhno li', 'do i need to'], ['нужно|nuzhno', 'need'],
    ['есть ли у вас|u vas est|у вас есть|есть у вас', 'do you have'], ['обслуживаете|obsluzhivaete', 'do you serve'], ['живёт|живет|zhivet', 'lives'], ['мама|mama', 'mother'],
    ['когда|kogda', 'when'], ['где|gde', 'where'], ['что|chto', 'what'], ['как|kak', 'how'], ['для|dlya', 'for'], ['или|ili', 'or'], ['тоже|tozhe', 'too'], ['ещё|еще|eshche', 'still'],
    ['наш[а-я]*|nash[a-z]*', 'our'],     // Short words English writes too ("my", "I", "s") are read in Cyrillic only: a Latin word in a Russian message may be English.
    ['мо[йяеи]|moya', 'my'], ['мы', 'we'], ['вы|vy', 'you'], ['да', 'yes'], ['нет', 'no'], ['и', 'and'], ['с', 'with'], ['в|на|это|eto|будет|budet', ''],
  ]),
};

const VIETNAMESE: Language = {
  name: 'Vietnamese',
  // Its tone marks and its own letters (ư, ơ, đ, ă) are written by no other language read here.
  markers: markers('không|có|bao nhiêu|nhà|được|của|cho|với|thì|là|này|làm|dọn|phòng|ngủ|tắm|khách|bếp|tiền|giá|lần|đầu|mấy|sao|gì|nào|người|cần|muốn|chị|em|anh|bên|vậy|thêm|nữa|hả|ạ|nhé|đặt|huỷ|hủy|lịch|tủ lạnh|lò'),
  signs: /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
  words: wholeWords([
    // Rooms, counted as in English ("3 phòng ngủ").
    ...VIETNAMESE_ROOMS, ['phòng', 'rooms'], ['căn hộ', 'apartment'],
    // Add-ons.
    ['lò nướng', 'oven'], ['tủ lạnh', 'fridge'], ['lò vi sóng', 'microwave'], ['máy rửa chén', 'dishwasher'], ['rửa chén|chén bát|chén dĩa', 'dishes wash'], ['bếp ga|mặt bếp', 'stovetop'],
    ['lau bên trong|lau trong|bên trong|trong', 'inside'],
    // Prices, the code, the services.
    ['tổng cộng bao nhiêu|tổng bao nhiêu|hết bao nhiêu|bao nhiêu tiền|giá bao nhiêu|bao nhiêu', 'how much'], ['còn bao nhiêu', 'how much then'], ['tổng', 'total'], ['giá', 'price'],
    ['dọn thật kỹ|dọn kỹ|thật kỹ|kỹ', 'deep'], ['dọn bình thường|bình thường', 'standard'], ['dọn nhà|dọn dẹp|lau chùi|dọn|lau', 'clean'],
    ['khách mới', 'a new client'], ['lần đầu', 'my first cleaning'], ['mã giảm giá|mã', 'code'], ['giảm', 'off'],
    ['định kỳ|hàng tuần', 'every week'], ['hai tuần một lần', 'every two weeks'], ['hàng tháng', 'every month'], ['tạm ngưng', 'pause'],
    // Booking, changing it, paying.
    ['đặt lịch|đặt', 'book'], ['huỷ lịch|hủy lịch|huỷ|hủy', 'cancel'], ['đổi lịch|dời lịch|đổi qua|đổi', 'reschedule'], ['mất phí|tính thêm tiền|tính thêm', 'a fee'], ['phí', 'fee'],
    ['trả tiền|thanh toán', 'pay'], ['tiền mặt', 'cash'], ['quẹt thẻ|thẻ', 'card'], ['trừ tiền', 'charged'], ['lúc đặt', 'at booking'], ['dọn xong', 'after the cleaning'],
    // Who comes, trust, the language.
    ['người dọn dẹp|người dọn|cô dọn|người làm', 'the cleaner'], ['kiểm tra lý lịch', 'background check'], ['người lạ', 'strangers'], ['an toàn', 'safe'],
    ['tiếng việt', 'vietnamese'], ['tiếng anh', 'english'], ['nói được', 'speak'], ['nói', 'speak'], ['con chó|chó', 'dog'], ['con mèo|mèo', 'cat'],
    ['nộp đơn|xin việc|đi làm dọn nhà cho|làm cleaner cho', 'apply to work as a cleaner for'], ['lương', 'pay'], ['tải app|tải', 'download the app'], ['blog nói|bài viết nói', 'your blog says'], ['bài viết', 'blog post'], ['phút', 'minute'], ['buổi tối', 'evening'], ['là làm gì|làm gì', 'what is it'],
    // The words around the question.
    ['ở đâu', 'where'], ['khi nào|lúc nào', 'when'], ['mất bao lâu|bao lâu', 'how long'], ['làm sao|như thế nào|thế nào', 'how'], ['tại sao', 'why'], ['cái nào|loại nào', 'which one'],
    ['có được không|được không', 'is that ok?'], ['có sao không', 'is that a problem?'], ['không\\?', '?'], ['không có', 'no'], ['không', 'not'],
    ['nếu', 'if'], ['sạch', 'clean'], ['dơ|bẩn', 'dirty'], ['có phải', 'do i have to'], ['phải', 'have to'], ['dùng|sử dụng|xài', 'use'], ['hết', 'all'], ['được', ''],
    ['chào em|chào chị|chào anh|chào', 'hello'], ['cảm ơn', 'thanks'], ['sắp tết rồi|tết', 'before the new year'], ['thêm', 'plus'], ['với|và', 'and'], ['hoặc|hay', 'or'],
    ['nhà chị|nhà em|nhà', 'my home'], ['ở', 'in'], ['của', 'of'], ['muốn', 'want'], ['cần', 'need'], ['có', 'have'], ['làm', 'do'],
    ['em|chị|anh|ạ|nhé|nha|vậy|hả|nữa|luôn|thì|là|này|đó|rồi|bên|mấy', ''],
  ]),
};

/** Arabic words as written, each with the letters people join onto its front ("و", "ب", "ال"...), never inside another word. */
const arabicWords = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([word, english]) => [String.raw`(?<![\u0621-\u064A])(?:[وفبلك]|و[بل])?(?:ال|لل)?(?:${word})(?![\u0621-\u064A])`, english] as const);

const ARABIC: Language = {
  name: 'Arabic',
  // Arabic's everyday words, as written with their prefixes; Persian and Urdu share the script but not these.
  markers: /هل|كم|عندكم|عندي|عنا|بدي|بدنا|ممكن|شو|كيف|وين|ليش|إذا|اذا|بيت|شقة|تنظيف|بتنظفوا|تنظفون|غرف|غرفة|حمام|مطبخ|صالون|سعر|بتكلف|العاملة|كود|خصم|هيك|كتير|مش|أنا|انا|احنا|الموقع|تبعكم|ساكن|بتبيعوا|معلومات/gu,
  // The script with none of the letters only Persian or Urdu write.
  signs: /^(?![\s\S]*[پچژگکیےٹڈڑںہ])[\s\S]*[\u0621-\u064A]/u,
  unread: /[\u0600-\u06FF]+/gu,
  words: anywhere([
    ['٠', '0'], ['١', '1'], ['٢', '2'], ['٣', '3'], ['٤', '4'], ['٥', '5'], ['٦', '6'], ['٧', '7'], ['٨', '8'], ['٩', '9'], ['؟', '?'], ['،', ','],
    ...arabicWords([
      // Counts: after the noun for one ("حمام واحد"), before it otherwise ("ثلاث غرف").
      ['حمام واحد', '1 bathroom'], ['غرفة واحدة', '1 room'], ['واحد|واحدة', '1'], ['اثنين|إثنين|ثنتين', '2'], ['ثلاث|ثلاثة|تلات', '3'], ['أربع|اربع|أربعة|اربعة', '4'], ['خمس|خمسة', '5'],
      // Rooms and what is in them.
      ['غرف نوم|غرفة نوم|غرف', 'bedrooms'], ['غرفتين', '2 bedrooms'], ['حمامين', '2 bathrooms'], ['حمام صغير', 'half bathroom'], ['حمامات|حمام', 'bathrooms'],
      ['صالون|الصالة|صالة|غرفة الجلوس', 'living room'], ['مطبخ', 'kitchen'], ['غرفة السفرة|السفرة', 'dining room'], ['غرفة للصلاة|غرفة صلاة|غرفة الصلاة', 'prayer room'], ['غرفة', 'room'], ['قعدة', 'sitting area'],
      ['بس فيه', 'with just'], ['تواليت|مرحاض', 'a toilet'], ['مغسلة', 'sink'],
      ['الفرن|فرن', 'oven'], ['البراد|براد|الثلاجة|ثلاجة', 'fridge'], ['الميكروويف|ميكروويف', 'microwave'], ['فرك الغاز|الغاز', 'stovetop scrub'], ['غسيل الصحون|جلي الصحون|الصحون|صحون', 'dishes wash'], ['من جوا|من الداخل', 'inside'],
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
      ['بيت|البيت|لبيت|منزل', 'house'], ['شقة|شقتي', 'apartment'], ['مع', 'with'], ['أو|او', 'or'], ['في', 'in'], ['هل', ''], ['تانية|ثانية|تانيين', 'other'],
    ]),
    // "And", as a word or written onto the next one ("وصالون"): what is left of it once the next word is read.
    ['و(?=\\s|$)', 'and'],
  ]),
};

/** Scripts of languages no entry above reads, by the name a reply gives them. */
const OTHER_SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, 'Arabic script (Arabic, Urdu, Persian...)'], [/\p{Script=Hebrew}/u, 'Hebrew'], [/\p{Script=Cyrillic}/u, 'Cyrillic script (Russian, Ukrainian...)'],
  [/\p{Script=Greek}/u, 'Greek'], [/\p{Script=Devanagari}/u, 'Devanagari script (Hindi, Marathi, Nepali...)'], [/\p{Script=Bengali}/u, 'Bengali'],
  [/\p{Script=Gurmukhi}/u, 'Punjabi (Gurmukhi)'], [/\p{Script=Tamil}/u, 'Tamil'], [/\p{Script=Telugu}/u, 'Telugu'], [/\p{Script=Kannada}/u, 'Kannada'],
  [/\p{Script=Malayalam}/u, 'Malayalam'], [/\p{Script=Thai}/u, 'Thai'], [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'Japanese'], [/\p{Script=Armenian}/u, 'Armenian'],
  [/\p{Script=Georgian}/u, 'Georgian'], [/\p{Script=Ethiopic}/u, 'Ethiopic script (Amharic, Tigrinya...)'],
];

/**
 * The script a message no language here reads (toEnglish gave null for it) is mostly written in, so the reply can say it
 * could not read the message rather than that the site doesn't answer it; null when most of its letters are Latin.
 *
 * @example unreadScript('Καθαρίζετε στο Νιούαρκ;') // 'Greek'
 */
export function unreadScript(message: string): string | null {
  const letters = message.match(/\p{L}/gu) ?? [];
  if (!letters.length) return null;
  for (const [script, name] of OTHER_SCRIPTS) {
    if (letters.filter((l) => script.test(l)).length * 2 >= letters.length) return name;
  }
  return null;
}

/** The languages read, in the order ties are settled. */
const LANGUAGES: Language[] = [SPANISH, PORTUGUESE, HAITIAN_CREOLE, FRENCH, HINDI, POLISH, KOREAN, CHINESE, GUJARATI, TAGALOG, RUSSIAN, VIETNAMESE, ARABIC];

/** Words every English sentence is made of, and no language read here writes. */
const englishWords = (message: string) => message.match(/\b(?:the|and|is|are|was|you|your|my|for|how|what|can|have|has|with|this|that|it|of|we|they|would|could|will|please|want|need|much)\b/gi)?.length ?? 0;

/** How strongly a message reads as written in a language: its marker words, and a sign. */
function score(message: string, language: Language): number {
  return (message.match(language.markers)?.length ?? 0) + (language.signs.test(message) ? 1.5 : 0);
}

/** Rooms the reading put in English: a message that lists them. */
const ROOMS_READ = /\b(bedrooms?|bathrooms?|living rooms?|kitchens?|dining rooms?|family rooms?|other rooms?|basements?|offices?|stud(y|ies)|playrooms?|nurser(y|ies)|laundry rooms?)\b/;

/**
 * The language (of LANGUAGES) a message is written in and an English reading of it, or null when
 * it is English or no language read here. In a conversation already held in a language
 * (`conversation`), one of its marker words is enough: a follow-up is short.
 *
 * `unread` lists what a message counts and its reading did not take ("냉장고 2개"), where the
 * language counts rooms its own way.
 *
 * @example toEnglish('Quanto custa a limpeza profunda?') // { language: 'Portuguese', text: 'how much is deep cleaning?', unread: [] }
 */
export function toEnglish(message: string, conversation: string | null = null): { language: string; text: string; unread: string[] } | null {
  let best: Language | null = null;
  let bestScore = 0;
  for (const language of LANGUAGES) {
    const s = score(message, language);
    if (s > bestScore && s >= (language.name === conversation ? 1 : 2)) [best, bestScore] = [language, s];
  }
  if (!best || (best.asideInEnglish && englishWords(message) > 2 * (message.match(best.markers)?.length ?? 0))) return null;
  const { pattern, english } = best.words;
  const read = (best.rooms?.(message) ?? message).replace(/[¿¡]/g, '').replace(pattern, (...groups: unknown[]) => english[groups.slice(1, english.length + 1).findIndex((g) => g !== undefined)]!);
  // A word left unread between rooms would end their list ("1 half bathroom 있고 living room and kitchen 있어요"); elsewhere
  // it stays, so that a question read in part is not answered by its few English words.
  const text = best.unread && ROOMS_READ.test(read) ? read.replace(best.unread, ' ') : read;
  return { language: best.name, text: text.replace(/\s+/g, ' ').replace(/\s+([?,.!])/g, '$1').replace(/([?.!])[,.;]+/g, '$1').trim(), unread: best.rooms ? unreadCounts(read) : [] };
}
