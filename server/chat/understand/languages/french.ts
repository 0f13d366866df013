import { type Language, wholeWords, markers } from './language.ts';

/**
 * French, as people write it who speak it at home or alongside Haitian Creole: what they ask, in their words.
 * Not "pour", "chat", "four" (oven) or "mon" as markers: English writes them too.
 */
export const FRENCH: Language = {
  name: 'French',
  // Not "la", "les", "mes", "ma", "mais", "non" or "comment": Spanish, Portuguese or English write them too.
  markers: markers("fran[cç]aise?|combien|nettoyage|m[eé]nage|nettoyer|nettoyez|est-ce|je|j'ai|vous|votre|vos|nous|notre|chambres?|salles? de bains?|appartement|maison|prix|co[uû]te|payer|merci|bonjour|bonsoir|s'il|pourquoi|quand|aussi|avec|sans|dois|puis|pouvez|faites|annuler|r[eé]server|mois|premi[eè]re?|rabais|r[eé]duction|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|chez|une|des|est|sont|avez|peux|veux|voudrais|travail|travailler|emploi|frigo|vaisselle|animaux|cl[eé]s|qui|quel|quelle|c'est|n'est|d'une?|l'int[eé]rieur|femme|il|elle|faut|oui|et|du"),
  signs: /[œùûîï]|(?<![\p{L}])[cdjlmnst]'(?=[aeiouhéèê])/iu,
  words: wholeWords([
    // A later turn's swap: "pas le frigo finalement... Mettez le four à la place" (no fridge after all; the oven instead).
    ['pas (?:le|la|les)', 'no'], ['mettez|mets|ajoutez|ajoute', 'add'], ['à la place', 'instead'], ['finalement', 'after all'], ["(?:à )?l'ext[ée]rieur", 'the outside'], ["l'essuie|essuie|essuyer|essuyez", 'wipe'], ['quand m[êe]me', 'anyway'], ['rien du tout', 'nothing at all'],
    // Asking, in the words people ask with.
    ["est-ce que (je|j') ?(peux|pourrais)|puis-je|est-ce qu'on peut|peut-on", 'can i'], ['est-ce que vous (faites|nettoyez)|faites-vous|nettoyez-vous', 'do you do'],
    ['est-ce que vous avez|avez-vous', 'do you have'], ["est-ce que (je dois|il faut)|dois-je|faut-il|je dois|il faut", 'do i have to'], ['est-ce que vous|est-ce que|est ce que', ''],
    ["combien (ça|ca|cela) co[uû]te|combien co[uû]te|c'est combien|quel est le prix( d'une?| du| de la| de)?|combien pour", 'how much is'], ['combien de temps', 'how long'], ["combien (?:je vais|je pourrais|je peux|je vais pouvoir) (?:gagner|toucher)|combien (?:on|je) gagne", 'how much will i earn'], ['combien', 'how much'],
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
    ['grand m[eé]nage|(m[eé]nage|nettoyage) (en profondeur|complet|approfondi)', 'deep cleaning'], ['en profondeur|approfondie?', 'deep'], ['alors', 'so'], ['(m[eé]nage|nettoyage) (standard|normal|r[eé]gulier|de base)', 'standard cleaning'],
    ['d[eé]m[eé]nagement|je d[eé]m[eé]nage|on d[eé]m[eé]nage|d[eé]m[eé]nager', 'move out'], ['bureaux|bureau', 'office'], ['location courte dur[eé]e|airbnb', 'airbnb rental'], ['locataires?', 'tenant'],
    ["femmes? de m[eé]nage|agents? d'entretien|nettoyeu(r|se)s?|la personne qui (fait le m[eé]nage|nettoie)", 'cleaner'], ['m[eé]nage|nettoyage', 'cleaning'], ['nettoyer|nettoyez|nettoie|nettoient|laver', 'clean'],
    ["demi[- ]salles? de bains?|salles? d'eau|cabinets? de toilette|toilettes? s[eé]par[eé]es?", 'half bathroom'], ['salles de bains?', 'bathrooms'], ['salle de bains?|toilettes?', 'bathroom'],
    ['autres pi[eè]ces', 'other rooms'], ['autre pi[eè]ce', 'other room'], ['pi[eè]ces', 'rooms'],
    ['chaque [ée]tage', 'each floor'], ['[ée]tages', 'floors'], ['[ée]tage', 'floor'], ['en haut', 'upstairs'], ['en bas', 'downstairs'], ['chambres', 'bedrooms'], ['chambre', 'bedroom'], ['cuisine', 'kitchen'], ['salle [aà] manger', 'dining room'], ['salon|s[eé]jour', 'living room'], ['sous-sol', 'basement'], ['buanderie', 'laundry room'],
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
