import { type Language, wholeWords, markers } from './language.ts';

/** Italian words and phrases to English, longest first; ITALIAN adds the articles cut before a vowel ("l'app"). */
const WORDS = wholeWords([
  // A small business of one's own: "una piccola pasticceria", "il negozio".
  ['pasticceria|panetteria|panificio', 'bakery'], ['negozio|bottega', 'shop'], ['ristorante|trattoria|pizzeria', 'restaurant'], ['parrucchiere|salone', 'salon'],
  // Asking what it costs, in the words people ask with.
  ['quanto (mi )?cost(a|ano|erebbe) pulir(e|lo|la|li|le)', 'how much to clean'], ["quanto (mi )?cost(a|ano|erebbe)|quant['’]è|quanto (viene|verrebbe|fa|si paga|pago|devo pagare)|qual è il prezzo( di| del| della| per)?|il prezzo (di|del|della|per)", 'how much is'],
  ['quanto tempo|quante ore ci vogliono|quanto ci mettete|quanto ci vuole', 'how long'], ['quante ore', 'how many hours'], ['quanti|quante', 'how many'],
  ['quanto pagate|quanto si guadagna', 'how much do you pay'], ['quanto', 'how much'], ['costa più caro|costa di più|più caro', 'is more expensive'], ['costa|costano', 'costs'], ['prezzi|prezzo|tariffe|tariffa', 'price'],
  ['come (pulitrice|pulitore|addett[ao] alle pulizie|domestica|colf)', 'as a cleaner'], ['come faccio a|come faccio per|come si fa a|come posso', 'how do i'], ['come faccio|cosa devo fare|che devo fare|cosa faccio', 'what do i do'], ['come si fa', 'how does it work'],
  ['a che ora|a che ore', 'what time'], ['che cosa|cosa', 'what'], ["qual è|qual['’]è|cos['’]è", 'what is'], ['quale|quali', 'which'],
  ['chi paga', 'who pays'], ['chi non vede bene|chi vede poco|ipovedenti', 'people with low vision'], ['perché|perche', 'why'], ['quando', 'when'], ["dov['’]è", 'where is'], ['dove', 'where'], ['chi', 'who'], ['come', 'how'],
  // Asking for something, and whether it can be done.
  ['si può fare|si potrebbe fare|potete farlo|lo fate', 'can you do that'], ['si può|si potrebbe|è possibile', 'is it possible'], ['potete|puoi|potreste', 'can you'], ['può', 'can'], ['posso|potrei', 'can i'],
  ['devo stare a casa|devo essere a casa|devo essere in casa|dobbiamo essere a casa|devo esserci', 'do i have to be home'], ['devo|dobbiamo|bisogna', 'do i have to'], ['vorrei|vorremmo', 'i would like'], ['voglio|vogliamo', 'i want'], ['vuole|vogliono', 'wants'], ['ho bisogno di|ci serve|mi serve|mi servono', 'i need'],
  ['sapete|sai', 'do you know'], ['conta come|vale come', 'does it count as'], ['va bene così|va bene|andrebbe bene|è un problema', 'is that ok'], ['secondo voi', 'in your opinion'],
  // The services, by the names people give them, and the English ones put in the middle of Italian ("la deep", "la standard").
  ['(la )?pulizia (profonda|a fondo|approfondita|generale|di fondo|totale|straordinaria)|(la )?deep( cleaning)?|pulizie di primavera', 'deep cleaning'],
  ['(la )?pulizia (normale|standard|ordinaria|base|di base|regolare|semplice)|(la )?standard( cleaning)?', 'standard cleaning'],
  ['pulizia (di|per|dopo il) trasloco|(pulizia|pulizie) (di|a) fine (affitto|locazione|contratto)|fine (affitto|locazione|contratto)|trasloco|traslocare|sgombero', 'move out'],
  ['se ne va|se ne vanno|trasloca|traslocano|lascia la casa', 'is moving out'], ['(a|alla) fine (del )?mese', 'at the end of the month'], ['fine settimana|weekend', 'weekend'], ['fine', 'end'], ['affitti brevi|affitto breve|casa vacanze|cambio (degli )?ospiti|tra un ospite e l[\'’]altro', 'rental turnover'],
  ['pulizia (dell[\'’]ufficio|degli uffici|uffici|ufficio)|uffici|ufficio|studio', 'office'],
  ['(la |una )?(signora|donna|ragazza) delle pulizie|donne delle pulizie|addett[ao] alle pulizie|pulitrici|pulitrice|domestica|colf', 'cleaner'],
  ['normale|ordinaria', 'standard'], ['profond[ao]|a fondo|approfondita', 'deep'], ['pulizie|pulizia', 'cleaning'], ['pulire da sol[ao]|pulire da me|pulire io', 'cleaning my own home'],
  ['non pulisce bene|non pulisce|non pulite bene', "doesn't clean well"], ['non ha pulito bene|non ha pulito|non hanno pulito', "didn't clean well"], ['pulirlo|pulirla', 'clean it'], ['pulirli|pulirle', 'clean them'], ['pulire|pulisce|pulisci|puliscono', 'clean'], ['pulite', 'do you clean'], ['pulit[oaie]', 'clean'],
  ['sporchissim[oa]|sporc[oa]|sporchi|sporche', 'dirty'], ['lo sporco|sporco|sporcizia', 'dirt'], ['calcare', 'limescale'],
  // The rooms, counted as the room reader counts them: "2 camere da letto" is "2 bedrooms", "un bagnetto" a half bathroom.
  ['camere da letto|stanze da letto|camere|camerette', 'bedrooms'], ['camera da letto|stanza da letto|camera|cameretta', 'bedroom'],
  ['bagnett[oi]( piccol[oi])?|mezz[oi] bagn[oi]|bagn[oi] di servizio|bagn[oi] piccol[oi]|bagn[oi] senza doccia', 'half bathroom'],
  ['(un )?bagno e mezzo', '1 bathroom and 1 half bathroom'], ['bagni e mezzo', 'bathrooms and 1 half bathroom'], ['bagni', 'bathrooms'], ['bagno', 'bathroom'], ['sala da pranzo|sala pranzo', 'dining room'], ['salotto|soggiorno|salone|sala', 'living room'],
  ['angolo cottura|cucinino|cucina', 'kitchen'], ['cantina|seminterrato|taverna|scantinato', 'basement'], ['lavanderia', 'laundry room'],
  ['altre stanze|altri locali|stanze in più', 'other rooms'], ["un['’]altra stanza|una stanza in più|stanza in più|altra stanza", 'another room'], ['stanze|locali', 'rooms'], ['stanza|locale', 'room'],
  ['corridoio|ingresso', 'hallway'], ['scale', 'stairs'], ['finestre|vetri', 'windows'], ['persiane|tapparelle|imposte', 'shutters'], ['pavimenti|pavimento', 'floors'],
  ['doccia', 'shower'], ['vasca', 'tub'], ['water|gabinetto|wc', 'toilet'], ['lavandino|lavabo|lavello', 'sink'], ['letto|letti', 'bed'], ['lenzuola', 'sheets'], ['armadi|armadio|mobili', 'cabinets'],
  // Appliances, inside and out: an add-on is the inside.
  ['dentro (il|al) forno|interno del forno|forno dentro|forno all[\'’]interno', 'inside the oven'],
  ['dentro (il|al) frigo(rifero)?|interno del frigo(rifero)?|frigo(rifero)? dentro|frigo(rifero)? all[\'’]interno', 'inside the fridge'],
  ['dentro (il|al) microonde|interno del microonde|microonde dentro', 'inside the microwave'],
  ['forno', 'oven'], ['frigorifero|frigo', 'fridge'], ['microonde', 'microwave'], ['lavastoviglie', 'dishwasher'], ['fornelli|piano cottura|piano a induzione', 'stovetop'],
  ['piatti|stoviglie', 'dishes'], ['lavate', 'do you wash'], ['lavare|lavo|lava', 'wash'], ['lavatrice', 'washing machine'], ['bucato', 'laundry'], ['stirare', 'ironing'],
  ["all['’]interno|dentro", 'inside'], ['fuori|esterno', 'outside'], ['aggiungo|aggiungi|aggiungere|aggiungete|aggiungiamo', 'add'], ['in più|extra', 'extra'], ['incluso|inclusa|compreso|compresa', 'included'],
  // Booking, moving a visit, stopping it.
  ['prenotare|prenoto|prenotiamo|fissare un appuntamento', 'book'], ['ho prenotato', 'i booked'], ['prenotazione|prenotazioni|appuntamento', 'booking'], ['prenotat[oa]', 'booked'],
  ['(cancellare|eliminare|cancellate|eliminate) (tutti )?(i miei |i )?dati( personali)?', 'delete my personal data'], ['annullare|annullo|annullarla|disdire|disdico|disdirla|cancellare|cancello', 'cancel'], ['disdetta|annullamento', 'cancellation'], ['penale', 'fee'],
  ['(spostare|cambiare) (la data|il giorno|l[\'’]orario)( della| del| di)?|spostare|spostarla|spostarlo|sposto|rimandare|rinviare', 'reschedule'], ['impegno|imprevisto', 'appointment'],
  ['fermare tutto|sospendere tutto|fermare le pulizie', 'stop all the cleanings'], ['sospendere|mettere in pausa|fare una pausa', 'pause'], ['ogni (2|due) settimane|ogni (15|quindici) giorni|quindicinale', 'every 2 weeks'],
  ['ogni settimana|tutte le settimane|settimanale', 'every week'], ['ogni mese|tutti i mesi|mensile', 'every month'], ['ogni quanto', 'how often'], ['ogni volta', 'every time'], ['ogni', 'every'], ['fiss[oa]|ricorrente|regolare|sempre lo stesso giorno', 'recurring'],
  // Paying, a discount, money back.
  ['in contanti|contanti', 'cash'], ['carte di credito|carta di credito|carte|carta|bancomat', 'card'], ['assegno', 'check'], ['soldi|denaro', 'money'],
  ['prendete i soldi|prendete il pagamento|volete i soldi', 'do you take the money'], ['addebitate|si paga', 'do you charge'], ['mi pagate|ci pagate|pagate voi', 'do you pay for'], ['pago', 'do i pay'], ['pagare|paghiamo|pagate|paga|pagato', 'pay'],
  ['mi ridate i soldi|ridate i soldi|restituite i soldi|rimborso|rimborsate|rimborsare', 'refund'], ['lo stesso(?=\\s*([?.!,]|$))|comunque', 'still'],
  ['codice (di )?(promo|sconto|promozionale)', 'discount code'], ['codice', 'code'], ['sconto|sconti', 'discount'], ['(la )?prima volta|(la )?prima pulizia', 'first cleaning'], ['la seconda volta', 'the second time'],
  ['anziani|terza età|pensionati', 'seniors'], ['pensione', 'pension'], ['gratis|gratuito|gratuita', 'free'],
  ['non sono content[ao]|non sono soddisfatt[ao]|non mi piace', "i'm not happy"], ['soddisfatt[ao]|content[ao]', 'happy'], ['garanzia', 'satisfaction promise'],
  // Who comes into the home: trust, the same cleaner, keys, pets.
  ['controllat[eiao]|verificat[eiao]|di fiducia|affidabil[ei]', 'vetted'], ['precedenti penali|fedina penale|controllo dei precedenti|controlli', 'background check'],
  ['estranei|sconosciuti|sconosciute|estranea', 'strangers'], ['la stessa ragazza|la stessa signora|la stessa persona|che torni lei|torni lei', 'the same cleaner'],
  ['la ragazza|la signora', 'the cleaner'], ['ragazze|addette|addetti', 'cleaners'], ['ragazza|signora|addetta|addetto', 'cleaner'], ['assicurat[aeio]', 'insured'], ['rompono|rompe|rompere', 'break'], ['squadra', 'crew'],
  ['chiave|chiavi', 'key'], ['zerbino', 'doormat'], ['porta', 'door'], ['codice del portone|citofono', 'intercom'],
  ['gatt[oi]|gattin[oi]|micio', 'cat'], ['cane|cani|cagnolin[oa]', 'dog'], ['animali', 'pets'], ['abbaia', 'barks'], ['morde', 'bites'], ['ha paura', 'is scared'], ['si nasconde', 'hides'],
  ['prodotti( per pulire| per la pulizia| di pulizia)?|detersivi', 'supplies'], ['portate voi|li portate voi|li portate', 'do you bring'], ['aspirapolvere', 'vacuum'],
  // An add-on taken off: "il frigo... toglilo", "levate il forno".
  // "Il frigo l'ho già pulito io ieri. Mettete invece il forno": the fridge done by the visitor, the oven instead.
  ["l'ho già pulito io|l'ho gia pulito io|l'ho già pulita io|lo pulisco io|la pulisco io", 'removed'], ['mettete invece|metti invece|invece', 'add instead'], ['mettete|metti', 'add'],
  ['toglilo|toglila|toglieteli|togli|togliete|levalo|levala|leva|levate', 'remove it'], ['aggiungi|aggiungete', 'add'], ['piatti|stoviglie', 'dishes'],
  ['candeggina|varechina', 'bleach'], ['aceto', 'vinegar'], ['mescolat[ie] insieme|mescolati|mescolare|mischiare|mischiati', 'mixed together'], ['limone', 'lemon'],
  ['ha rotto|hanno rotto|si è rotto|rott[oa]', 'broke'], ['vaso', 'vase'], ['danno|danni', 'damage'], ['rubato|rubata', 'stole'], ['aiuto', 'help'],
  ['bravissima|bravissimo|brava|bravo', 'great'], ['recensione', 'review'], ['lamentela|reclamo', 'complaint'],
  // Working for Nestwell.
  ['lavorare per voi|lavorare con voi', 'work for you'], ['cerca lavoro|cerco lavoro', 'looking for work'], ['lavoro|lavori', 'job'], ['lavorare|lavora', 'work'],
  ['candidarsi|candidarmi|candidatura|fare domanda', 'apply'], ['cercate personale|cercate (pulitrici|collaboratori|persone)|assumete|assumono', 'are you hiring'], ['stipendio|paga oraria', 'pay'],
  // The site, the app, the phone, data.
  ["l['’]app", 'the app'], ['applicazione|app', 'app'], ['sito( internet| web)?', 'website'], ['telefonino|cellulare|telefono', 'phone'], ['per telefono|al telefono', 'by phone'],
  ['telefonare', 'phone'], ['chiamare|chiamo|chiamarvi', 'call'], ['numero', 'number'], ['una persona vera|una persona reale|un operatore|una persona', 'a real person'], ['assistenza|servizio clienti', 'support'],
  ['risponde', 'answers'], ['rispondete', 'do you answer'], ['parla', 'speaks'], ['parlare|parlano|parlate', 'speak'], ['italiano|italiana', 'italian'], ['inglese', 'english'], ['italia', 'Italy'],
  ['(i miei )?dati personali|i miei dati', 'my personal data'], ['dati', 'personal data'], ['vendete|vendono|vendere', 'sell'], ['indirizzo', 'address'],
  ['quadratino|riquadro|finestrella|finestrina|avviso', 'banner'], ['premere|cliccare|clicco|premo', 'click'], ['pericolos[oa]|rischios[oa]', 'risky'], ['con scritto', 'that says'],
  ['ci vedo poco|vedo poco|non vedo bene', 'i have low vision'], ['accessibile', 'accessible'], ['scritte|scritta|caratteri', 'text'], ['ingrandire', 'zoom'],
  ['ho letto', 'i read'], ['ho visto', 'i saw'], ['ricetta', 'recipe'], ['pubblicità', 'advertising'], ['raccolta (della )?(plastica|differenziata|spazzatura)|spazzatura|immondizia', 'trash pickup'],
  ['si perde tempo|si perdono|si perde', 'is wasted'], ['cercare|cerco|cerca', 'look for'], ['disordinata|disordinato|in disordine', 'messy'], ['occhiali', 'glasses'], ['cose', 'things'],
  // Everyday words around a question, so that what stays unread is the rare word: a lunch for fourteen, a funeral, a lemon.
  ['pranzo', 'lunch'], ['cena', 'dinner'], ['montagna', 'mountain'], ['funerale', 'funeral'], ['angelo', 'angel'], ['differenza', 'difference'], ['perfett[oa]', 'perfect'],
  ['buon[oa]|buoni|buone', 'good'], ['benissimo', 'very well'], ['migliori|migliore|meglio', 'best'], ['peggio', 'worse'], ['capisco', 'i understand'], ['ricordo|ricordare', 'remember'],
  ['comprare|compro', 'buy'], ['vendo|vendiamo', 'i am selling'], ['scrivo', 'i write'], ['mi piace', 'i like'], ['piace', 'likes'], ['far entrare|entrare', 'let in'], ['si chiama', 'is called'], ['sotto', 'under'], ['sopra', 'on top of'], ['è uscito|è uscita|uscito|uscita', 'came up'],
  ['pien[oa]', 'full'], ['lascio|lasciare|lasciate', 'leave'], ['mezzo|mezza', 'half'], ['viene via|va via', 'comes off'], ['da sol[oa]', 'by itself'], ['passa|passano', 'comes'],
  ['problema|problemi', 'problem'], ['domanda', 'question'], ['scusa|scusi|scusate', 'sorry'], ['arrivederci|buona giornata|buona serata', 'goodbye'], ["ok|okay|d['’]accordo", 'ok'],
  ['non è venuta|non è venuto|non si è presentat[ao]', "didn't show up"], ['in ritardo|tardi', 'late'], ['presto', 'early'], ['aspettare|aspetto', 'wait'],
  ['aiutare|aiutarmi|aiutatemi', 'help'], ['cambiare|cambio', 'change'], ['confermare|conferma', 'confirm'], ['disponibile|disponibili|disponibilità', 'available'], ['orari|orario', 'hours'],
  ["all['’]ora|ad ora", 'per hour'], ["l['’]ora", 'the hour'], ['mancia', 'tip'], ['ricevuta|fattura', 'receipt'], ['assicurazione|assicurat[ie]', 'insurance'], ['offerta|promozione', 'discount'],
  ['foto|fotografie', 'photos'], ['promemoria', 'reminder'], ['messaggio|sms', 'text message'], ['e-mail|email|posta elettronica', 'email'], ['accessibilità', 'accessibility'],
  ['lettore di schermo|lettore vocale', 'screen reader'], ['tappeti|tappeto|moquette', 'carpets'], ['tende', 'curtains'], ['polvere', 'dust'], ['muffa', 'mold'], ['scarafaggi|topi|formiche|cimici', 'pests'],
  ['inquilini|inquilino|inquilina', 'tenants'], ['affitto|affittare|affitto la casa', 'rent'], ['padrone di casa|proprietario', 'landlord'], ['bambini|bimbi', 'kids'], ['neonat[oa]', 'baby'],
  ['allergi[ae]|allergic[oa]', 'allergies'], ['profumo', 'fragrance'], ['uguale', 'the same'], ['divers[oa]', 'different'], ['tipo', 'kind'], ['servizio|servizi', 'service'],
  ['ditta|azienda|società', 'company'], ['tranne|eccetto|escluso|esclusa', 'except'], ['zona|zone', 'area'], ['città|paese', 'town'], ['venite (anche )?a', 'do you come to'],
  ['servite|lavorate', 'do you work'], ['troppo', 'too'],
  // The family, the home, the town.
  ['mia figlia', 'my daughter'], ['mio figlio', 'my son'], ['figli', 'kids'], ['mia nipote', 'my granddaughter'], ['mio nipote', 'my grandson'], ['nipoti', 'grandchildren'],
  ['mia nuora', 'my daughter-in-law'], ['mio genero', 'my son-in-law'], ['mia sorella', 'my sister'], ['mio fratello', 'my brother'], ['mia cugina|mio cugino', 'my cousin'],
  ['mia madre|mia mamma', 'my mother'], ['mio padre|mio papà', 'my father'], ['mio marito', 'my husband'], ['mia moglie', 'my wife'], ['comare|compare|amica|amico', 'friend'],
  ['famiglia', 'family'], ['nonna', 'grandmother'], ['nonno', 'grandfather'], ['mamma', 'mom'], ['madre', 'mother'], ['padre|papà', 'father'], ['marito', 'husband'], ['moglie', 'wife'],
  ['nuora', 'daughter-in-law'], ['genero', 'son-in-law'], ['cugin[aoie]', 'cousin'], ['zia', 'aunt'], ['zio', 'uncle'], ['figlia', 'daughter'], ['figlio', 'son'], ['nipote', 'grandchild'], ['sorella', 'sister'], ['fratello', 'brother'], ['persone', 'people'],
  ['sono vecchia|sono vecchio|sono anziana|sono anziano', 'i am a senior'], ['vecchi[oa]', 'old'], ['nuov[oa]', 'new'], ['piccol[oaie]', 'small'], ['grande|grandi', 'big'],
  ['casa mia|la mia casa|mia casa', 'my home'], ['a casa|in casa', 'at home'], ['casa', 'home'], ['appartamenti', 'apartments'], ['appartamento', 'apartment'], ['villetta|villa', 'house'],
  ['al piano di sotto|di sotto|giù', 'downstairs'], ['al piano di sopra|di sopra', 'upstairs'], ['al primo piano', 'on the first floor'], ['al secondo', 'on the second floor'], ['piano', 'floor'],
  ['io (abito|vivo)|abito|abitiamo|vivo|viviamo', 'i live'], ['abita|abitano|vive|vivono', 'lives'], ['(al|alla) vicin[oa]( di casa)?|ai vicini', 'with the neighbor'], ['(il|la) vicin[oa]( di casa)?|i vicini', 'the neighbor'], ['vicino a|vicino', 'near'], ['al lavoro', 'at work'], ['cap|codice postale', 'zip code'], ['ponte', 'bridge'], ['minuti', 'minutes'],
  ['là|lì', 'there'], ['qui|qua', 'here'],
  // Days and times.
  ['lunedì|lunedi', 'monday'], ['martedì|martedi', 'tuesday'], ['mercoledì|mercoledi', 'wednesday'], ['giovedì|giovedi', 'thursday'], ['venerdì|venerdi', 'friday'], ['sabato', 'saturday'], ['domenica', 'sunday'],
  ['oggi', 'today'], ['domani', 'tomorrow'], ['ieri', 'yesterday'], ['il giorno prima', 'the day before'], ['di mattina|la mattina|al mattino', 'in the morning'], ['mattina|mattino', 'morning'],
  ['di pomeriggio|il pomeriggio', 'in the afternoon'], ['pomeriggio', 'afternoon'], ['di sera|la sera', 'in the evening'], ['sera', 'evening'], ['notte', 'night'], ['giorni', 'days'], ['giorno', 'day'], ['settimane', 'weeks'], ['settimana', 'week'], ['mesi', 'months'], ['mese', 'month'],
  ['anni fa', 'years ago'], ['anni', 'years old'], ['anno', 'year'], ["l['’]estate|estate", 'the summer'], ['natale', 'Christmas'], ['pasqua', 'Easter'], ['settembre', 'September'],
  ['adesso|ora|subito', 'now'], ['dopo', 'after'], ['prima (della|del|di)|prima', 'before'], ['sempre', 'always'], ['mai', 'never'], ['ancora', 'still'], ['già', 'already'], ['di nuovo', 'again'],
  // Saying yes, no, hello, thank you; the verbs and the small words around every question.
  ['buongiorno|buonasera|buon pomeriggio|salve|ciao', 'hello'], ['grazie mille|grazie tante|grazie', 'thank you'], ['per favore|per piacere|per cortesia', 'please'],
  // "Grazie mille cara": the one she writes to, not a price.
  ['(tesoro|gentilissim[ao]|buonanima|prego),?|cara(?=\\s*([,.!]|$))', ''], ['troppo car[oa]', 'too expensive'], ['car[oa]|costos[oa]', 'expensive'], ['economic[oa]', 'cheap'], ['sì|si,', 'yes'], ['no', 'no'], ['è vero', 'is it true'], ['vero', 'true'],
  ["c['’]è", 'is there'], ['ci sono', 'are there'], ['non ho', "i don't have"], ['non è', 'is not'], ['non mi fido (tanto )?(delle|degli|della|del|di)', "i don't trust"], ['non sono', 'i am not'], ['non', 'not'],
  ['non mi ricordo|non ricordo', "i don't remember"], ['sto male', 'i am sick'], ['(io )?mi alzo', 'i get up'], ['ho(?= \\d+ anni)', 'i am'], ['ha(?= \\d+ anni)', 'she is'], ['(?<!-)ho(?!-)', 'i have'], ['hai', 'you have'], ['ha', 'has'], ['abbiamo', 'we have'], ['avete', 'do you have'],
  ['è stata|è stato', 'was'], ['è venuta|è venuto', 'came'], ['è', 'is'], ['io sono|sono io', 'i am'], ['sono', 'are'], ['siete', 'are you'], ['era|erano', 'was'],
  ['fate', 'do you do'], ['accettate', 'do you accept'], ['mandate', 'do you send'], ['usate', 'do you use'], ['offrite', 'do you offer'], ['cercate', 'are you looking for'], ['avere', 'have'], ['arrivano|arriva|arrivare', 'arrive'], ['facciamo|faccio', 'we do'], ['fare', 'do'], ['viene|vengono|venite', 'comes'], ['venire', 'come'], ['vado|andiamo', 'i go'], ['mandare', 'send'], ['mettere|metti', 'put'],
  ['dice|dicono|dite', 'says'], ['dirlo|dire', 'say it'], ['funziona', 'works'], ['uso|usare', 'use'], ['guardato|guardare', 'looked at'], ['tornare|torni|tornate', 'come back'],
  ['qualcuno', 'someone'], ['qualcosa', 'anything'], ['niente|nulla', 'nothing'], ['tutti e due|tutte e due|entrambi|entrambe', 'both'], ['tutta la|tutto il', 'the whole'], ['tutto', 'everything'], ['tutt[aie]', 'all'],
  ['questo|questa|questi|queste', 'this'], ['quello|quella|quelli|quelle', 'that'], ['stess[oa]', 'same'], ['sola|solo|soltanto', 'only'], ['molto|tanto|tanta', 'a lot'], ['poco|poca', 'little'],
  ['più', 'more'], ['meno', 'less'], ['anche', 'also'], ['allora|quindi|dunque', 'so'], ['però|ma', 'but'], ['bene', 'well'], ['insieme', 'together'], ['senza', 'without'], ['durante', 'during'], ['se', 'if'],
  ['(sul|sulla|sui|sulle) (vostr[oaie])', 'on your'], ['(nel|nella|nei|nelle) (vostr[oaie])', 'in your'], ['(del|della|dei|delle) (vostr[oaie])', 'of your'],
  ['(sul|sulla|sui|sulle) (mi[oa]|miei|mie)', 'on my'], ['(nel|nella|nei|nelle) (mi[oa]|miei|mie)', 'in my'], ['(del|della|dei|delle) (mi[oa]|miei|mie)', 'of my'],
  ['mio|mia|miei|mie', 'my'], ['vostro|vostra|vostri|vostre', 'your'], ['suo|sua|suoi|sue', 'their'], ['io', 'i'], ['voi', 'you'], ['lei', 'her'], ['lui', 'himself'], ['noi', 'we'],
  ['sei(?= (camere|stanze|bagni|locali))', 'six'], ['sei', 'are you'], ['un|uno|una', 'a'], ['due', 'two'], ['tre', 'three'], ['quattro', 'four'], ['cinque', 'five'], ['sette', 'seven'], ['otto', 'eight'], ['dieci', 'ten'],
  ['per', 'for'], ['con', 'with'], ['e|ed', 'and'], ['o|oppure', 'or'], ['tra|fra', 'between'], ['che', 'that'],
  ['alle(?= (\\d|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)\\b)', 'at'], ['di più', 'more'], ['nel|nella|nei|nelle|negli|nello', 'in the'], ['sul|sulla|sui|sulle|sugli', 'on the'], ['su', 'on'], ['dal|dalla|dai|dalle|dagli|da', 'from'], ['a|al|alla|alle|ai|agli|in', 'in'],
  ['del|della|dello|dei|degli|delle', 'of the'], ['di', 'of'], ['il|lo|la|i|gli|le|mi|ti|ci|vi|si|ne|li', ''],
]);

/**
 * Italian, as a grandmother in Nutley or a couple in Belleville writes it, an English word or two among it ("la deep",
 * "il basement", "il booking fee"): prices by the room, booking and paying, a cleaning gone wrong, the family and the town.
 */
export const ITALIAN: Language = {
  name: 'Italian',
  // Not "casa", "una", "con", "quanto", "sempre", "posso", "devo", "cane" or "italiano": Spanish, Portuguese or English write
  // them too, and those languages are read first.
  markers: markers('costa|costano|quanti|quante|quale|quali|perch[eé]|dove|pulire|pulite|pulisce|puliscono|pulizia|pulizie|pulirlo|pulirla|prenotare|prenoto|prenotato|prenotazione|annullare|disdire|spostare|'
    + 'pagare|pagate|contanti|sconto|codice|camere|stanza|stanze|bagno|bagni|bagnetto|cucina|salotto|soggiorno|pranzo|frigorifero|microonde|lavastoviglie|piatti|finestre|pavimenti|'
    + 'anche|della|delle|dello|degli|nella|nel|nelle|sul|sulla|alla|gli|io|voi|vostr[oaie]|noi|mio|mia|miei|sono|(?<!-)ho(?!-)|abbiamo|avete|potete|puoi|vorrei|voglio|vuole|bisogno|'
    + 'grazie|buongiorno|buonasera|ciao|favore|molto|bene|allora|tutt[oaie]|quest[oaie]|quell[oaie]|qualcosa|qualcuno|niente|figlia|figlio|nipote|sorella|fratello|cugina|cugino|nuora|marito|moglie|'
    + 'giorno|giorni|settimana|settimane|mese|mesi|oggi|domani|ieri|marted[iì]|gioved[iì]|venerd[iì]|domenica|soldi|dati|indirizzo|lavoro|lavorare|ragazza|ragazze|signora|gatto|chiave|chiavi|'
    + 'prodotti|vero|dopo|senza|sotto|fuori|insieme|pi[uù]|meno|piccol[oaie]|vecchi[oa]|anni|telefonare|chiamare|sito|parla|parlano|inglese|abito|abita|vicino|ancora|stess[oa]|seconda|sporco|sto|stare (?:a|in) casa|penale|aggiungi|aggiungo|'
    + 'quattro|cinque|dieci|molti|molte|qualche|adesso|ecco|essere|stat[oa]|fatto|oppure|cose|alle|agli|dal|dalla|mattina|pomeriggio|stamattina|stasera|risponde|rispondete|'
    + 'abitiamo|affittiamo|scrivo|chiede|piace|nonna|nonno|trasloc\\p{L}*|accettate|cercate|ogni|avere|'
    // "Devo essere", "posso pagare": Portuguese writes "devo" and "posso" too, but its verbs end in -ar, -er, -ir, not -are, -ere, -ire.
    + '(?:devo|posso|puoi|può)(?= \\p{L}+(?:are|ere|ire)(?:l[oaie])?(?![\\p{L}]))|'
    // "Il forno", "lo sconto", "il frigo dentro": French writes "il" and "frigo", Portuguese "forno" and "dentro", but none of them
    // these words in this order.
    + 'il(?= (?:forno|frigo|frigorifero|microonde|bagno|bagnetto|salotto|soggiorno|codice|prezzo|giorno|mio|vostro|sito|telefono|telefonino|lavoro|pavimento|gatto|cane|vaso|basement))|'
    + 'lo(?= (?:sconto|sporco|stesso|zerbino))|(?<=(?:forno|frigo|frigorifero|microonde) )dentro'),
  // "È", "c'è", "più", "può", "perché", "così": accents English never writes, on words French and Portuguese don't either.
  signs: /(?<![\p{L}\p{N}])(?:è|c['’]è|quant['’]è|qual['’]?è|cos['’]è|dov['’]è|più|può|perché|così|città|però|ciò|giù|lunedì|martedì|mercoledì|giovedì|venerdì)(?![\p{L}])/iu,
  asideInEnglish: true,
  words: {
    // An article or preposition cut before a vowel ("l'app", "dell'estate", "all'interno") read as nothing, the word after it as itself.
    parts: [...WORDS.parts, { pattern: /(?<![\p{L}])((?:l|dell|nell|all|sull|dall|quest|quell|d|c|m|s|t|v|n|un)['’])(?=\p{L})/giu, english: [''] }],
  },
};
