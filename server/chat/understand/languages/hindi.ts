import { type Language, type Phrases, wholeWords, markers } from './language.ts';

/**
 * Devanagari's vowel signs and virama are marks, not letters, so a whole word here is one that no letter and no mark
 * touches: "चार" is not read inside "चार्ज", nor "है" inside "हैं". Said once around each pattern rather than around each
 * Devanagari phrase, it keeps the patterns few and short (OPTIMISED_SOURCE).
 */
function wholeHindiWords(pairs: [string, string][]): Phrases {
  const { parts } = wholeWords(pairs, { letters: '\\p{L}\\p{M}' });
  // The danda ends a sentence as a full stop does, and is read as one (a list of rooms ends there): it follows a word
  // with no space, so it is matched outside the whole words.
  return { parts: [...parts, { pattern: /(\u0964)/gu, english: ['.'] }] };
}

/**
 * Hindi, as people write it in Latin letters inside English ("mera 3 bedroom ghar, kitna hoga?") or in
 * Devanagari. Not "do", "to", "par" or "na": English writes them too. "me" is read as "in" ("Edison me"), as a message
 * mostly in English is never read as Hindi.
 */
export const HINDI: Language = {
  name: 'Hindi',
  markers: markers('alag|yaha|yahan|likh|hafte|dhoondh|teeno|liye|raha|rahi|kaha|kahan|kaisa|kyu|kyun|kyon|karte|lagta|milta|milenge|dekhu|aaj|kuch|baad|wahan|naukri|shikayat|zaroori|pasand|badalni|hisaab|bartan|की|का|के|में|को|से|मैं|हूँ|हूं|कहाँ|कहां|काम|करूँ|करें|मुझे|अगर|तो|पर|karegi|karega|karu|agar|raat|milega|milegi|karein|ghante|lagenge|beti|humare|samjhaiye|batana|bolna|padega|kaunsa|naam|wapas|achhi|kamzor|akeli|bechte|daalna|tareekh|saal|kitna|kitne|kitni|kya|hai|hain|hoga|hogi|mera|meri|mere|hamara|hamari|hamare|ghar|kaise|nahi|nahin|chahiye|karna|karni|karwana|karwani|sakte|sakta|sakti|kab|kaun|accha|acha|theek|thik|bhai|yaar|paisa|paise|sasta|safai|saaf|aap|aapka|aapki|batao|bataiye|kamra|kamre|bhi|aur|lekin|mujhe|humein|dobara|pehli|pehla|pehle|mehmaan|rasoi|wala|wali|pooja|puja|chhuna|chhuo|bataun|batau|mein|कितना|कितने|कितनी|क्या|है|हैं|घर|सफाई|कमरे|कमरा|मेरा|मेरी|मेरे|आप|कैसे|कौन|कब|नहीं|चाहिए|पैसे|और|भी'),
  signs: /[\u0900-\u097F]/,
  asideInEnglish: true,
  words: wholeHindiWords([
    // "maine" is Hinglish "I" (maine socha), never the state, in a message read as Hindi.
    ['maine', 'i'],
    // "क्या ऐप हिंदी में है?": a language named, the app's or support's.
    ['हिंदी में|हिन्दी में|hindi mein|hindi me', 'in Hindi'], ['हिंदी|हिन्दी', 'Hindi'], ['अंग्रेज़ी|अंग्रेजी|angrezi', 'English'], ['भाषा|bhasha', 'language'], ['पिन कोड|पिनकोड', 'zip code'],
    // Shoes taken off at the door ("क्या आपकी cleaner भी जूते उतारेगी?").
    ['जूते (?:भी )?उतार(?:ेगी|ेंगे|ेगा|ते|ें|ना)?', 'take their shoes off'], ['उतार(?:ेगी|ेंगे|ेगा|ते|ें|ना)', 'take off'],
    // What a visit includes, costs and asks of a family ("standard cleaning mein kya kya hota hai?", "डीप क्लीनिंग में क्या-क्या शामिल है?").
    ['(?:mein|में) (?:kya kya|kya-kya|क्या क्या|क्या-क्या) (?:hota hai|hote hain|aata hai|aate hain|milta hai|shamil hai|होता है|आता है|शामिल है|मिलता है)', 'what is included'],
    ['(?:kya kya|kya-kya|क्या क्या|क्या-क्या) (?:hota hai|hote hain|aata hai|aate hain|shamil hai|होता है|आता है|शामिल है)', 'what is included'],
    ['(?:mein|में) (?:kya|क्या) (?:hota hai|होता है)|(?:kya|क्या) (?:hoti hai|होती है)', 'what is included'], ['kya kya|kya-kya|क्या क्या|क्या-क्या', 'what'],
    ['shamil|शामिल', 'included'], ['(?:ka|का) (?:kharcha|kharch|खर्च|खर्चा)|kharcha|kharch|खर्चा|खर्च', 'cost'], ['(?:agli|अगली) (?:baar|bar|बार)', 'next time'], ['लगेगा|लगेगी|lagega|lagegi', 'will apply'], ['(?:aadha|adha|आधा|आधे) (?:daam|dam|दाम|कीमत|keemat)', 'half price'], ['keemat|kimat|daam|दाम|कीमत', 'price'], ['चार्ज', 'charge'],
    ['ghante ke hisaab se|ghante ke hisab se|per ghanta|घंटे के हिसाब से', 'by the hour'], ['room ke hisaab se|room ke hisab se|kamre ke hisaab se', 'by the room'], ['paise lete ho|paise lete hain|charge karte ho|charge karte hain', 'do you charge'],
    ['(?:ke )?(?:andar|अंदर)(?: se| से)?', 'inside'], ['bahar wala hissa|bahar ka hissa|bahar se|bahar|बाहर से|बाहर', 'outside'], ['free mein|free me|मुफ्त में|फ्री में', 'for free'], ['lena (?:padega|padegi|hoga)|लेना (?:पड़ेगा|होगा)', 'do i need'],
    ['bartan (?:dhone|dhona|dhulai|dhona)|bartan|बर्तन (?:धोने|धोना)|बर्तन', 'washing dishes'], ['fark|farak|antar|फर्क|फ़र्क|अंतर', 'the difference'], ['kaunsi|kaun si|कौनसी|कौन सी', 'which'], ['sahi rahegi|sahi rahega|sahi hai|सही रहेगी|सही', 'is right'],
    ['mere liye|मेरे लिए', 'for me'], ['kaun kaun se|kaun kaun si|कौन कौन से|कौन-कौन से', 'which'],
    // Moving, renting, offices.
    ['ghar khali kar (?:raha|rahi|rahe)(?: hu| hoon| hun| hain)?|ghar khaali kar (?:raha|rahi|rahe)(?: hu| hoon| hun| hain)?|घर खाली कर (?:रहा|रही|रहे)(?: हूँ| हूं| हैं)?', 'moving out'],
    ['shift ho (?:rahe|raha|rahi)(?: hain| hai| hu| hoon)?|shift kar (?:rahe|raha|rahi)(?: hain| hai| hu| hoon)?|शिफ्ट हो (?:रहे|रहा|रही)(?: हैं| है| हूँ)?', "we're moving"],
    ['मूव आउट', 'move out'], ['मूव इन', 'move in'], ['रेंटल टर्नओवर', 'rental turnover'], ['रेंटल', 'rental'], ['guests ke beech|mehmaan ke beech|मेहमानों के बीच', 'between guests'], ['beech mein|बीच में', 'between'],
    ['ऑफिस|ऑफ़िस|दफ्तर|daftar', 'office'], ['कंपनी', 'company'], ['chhota|chota|छोटा|छोटी', 'small'],
    // Booking, paying, changing.
    ['(?:booking|book|बुकिंग|बुक) (?:kaise|कैसे) (?:karu|karun|karoon|karein|karen|kare|kartein|करूँ|करूं|करें|करे)', 'how do i book'], ['cancel (?:kaise|कैसे) (?:karu|karun|karoon|karein|karen|kare)|(?:कैंसिल|रद्द) (?:कैसे )?(?:करूँ|करूं|करें|करे)', 'how do i cancel'],
    ['apply (?:kaise|कैसे) (?:karu|karun|karoon|karein|karen|kare)|kaise apply (?:karu|karun|karein|karen|kare)', 'how do i apply'], ['join (?:kaise|कैसे) (?:karu|karun|karoon|karein|karen|kare)', 'how do i join'], ['download (?:kaise|कैसे)? ?(?:karu|karun|karoon|karein|karen|kare)', 'download'],
    ['बुकिंग', 'booking'], ['बुक', 'book'], ['कैंसिल|रद्द', 'cancel'], ['pehli baar|पहली बार', 'first time'], ['ho (?:sakti|sakta|sakte)(?: hai| hain)?|हो (?:सकती|सकता|सकते)(?: है| हैं)?', 'can it be done'],
    ['kab charge (?:hoga|hota hai|karoge|karte ho|karenge)|(?:paise|पैसे) kab (?:katenge|katega|kategi|kat(?:te|ta) hai)|(?:पैसे )?कब (?:कटेंगे|कटेगा|कटेगी|कटते हैं)', 'when is my card charged'],
    ['booking ke time|booking ke waqt|बुकिंग के समय', 'when i book'], ['ke baad|के बाद', 'after'],
    ['(?:date|tareekh|din) (?:badalni|badalna|change karni|change karna)(?: hai)?|(?:तारीख|दिन) (?:बदलनी|बदलना)(?: है)?', 'change the date'], ['(?:time|samay|समय) (?:badalna|badalni|badal|बदलना|बदल)(?: (?:sakta|sakti|sakte|सकता|सकती|सकते)(?: hu| hoon| hain| हूँ| हूं| हैं)?)?', 'change the time'], ['hum log|हम लोग', 'we'],
    ['badal (?:sakta|sakti|sakte)(?: hu| hoon| hain| hai)?|बदल (?:सकता|सकती|सकते)(?: हूँ| हूं| हैं| है)?', 'can i change'], ['badalni|badalna|badal|बदलनी|बदलना|बदल', 'change'], ['parso|परसों', 'the day after tomorrow'], ['kal|कल', 'tomorrow'],
    // The promise, the code, the work.
    ['(?:kaam|safai|cleaning) pasand (?:nahi|nahin) (?:aaya|aayi|aai|hai)|pasand (?:nahi|nahin) (?:aaya|aayi|aai)|(?:काम|सफाई) पसंद नहीं (?:आया|आई)', "i'm not happy with the cleaning"],
    ['संतुष्टि की गारंटी|संतुष्टि', 'satisfaction promise'], ['गारंटी|guarantee', 'guarantee'], ['खुश (?:नहीं|नही)(?: हूँ| हूं)?|khush (?:nahi|nahin)(?: hu| hoon| hun)?', 'not happy'],
    ['डिस्काउंट|छूट|discount', 'discount'], ['off milta(?: hai)?|off milega', 'off'], ['milta hai|milti hai|milte hain|मिलता है|मिलती है|मिलते हैं', 'do i get'],
    ['paise milte hain|paise milenge|पैसे मिलते हैं|पैसे मिलेंगे', 'do creators get paid'], ['milenge|milegi|milega|मिलेगा|मिलेगी|मिलेंगे', 'will i get'],
    ['chal (?:raha|rahi|rahe)(?: hai| hain)?|चल (?:रहा|रही)(?: है)?', 'running'], ['aa (?:raha|rahi)(?: hai)?|आ (?:रहा|रही)(?: है)?', 'coming'],
    // What a family writes around paying, counting, moving a visit and checking it from afar ("पैसे कैसे देने होंगे?", "किचन भी गिन लो",
    // "fridge हटा दो, उसकी जगह oven डाल दो", "main 3 hafte India ja raha hu, kaise pata chalega", "yaha chat me likh du?").
    ['(?:paise|पैसे) (?:kaise|कैसे) (?:dene|dun|du|देने|दूँ|दूं|दें)(?: honge| hain| padenge| होंगे| हैं| पड़ेंगे)?|payment kaise (?:karu|karun|karein|kare)', 'how do i pay'], ['(?:paise|paisa|पैसे|पैसा) (?:nahi |नहीं )?(?:dene|dena|देने|देना) (?:honge|padenge|hoga|padega|होंगे|पड़ेंगे|होगा|पड़ेगा)', 'do i have to pay'],
    ['किचन', 'kitchen'], ['लिविंग रूम|हॉल', 'living room'], ['डाइनिंग रूम|डायनिंग रूम', 'dining room'], ['हाफ बाथरूम|हाफ बाथ|आधा बाथरूम', 'half bathroom'], ['पूरे बाथरूम|फुल बाथरूम', 'full bathrooms'], ['(?:दूसरे|बाकी|अन्य) कमरे', 'other rooms'], ['लिविंग', 'living'], ['डाइनिंग', 'dining'],
    ['टॉयलेट', 'toilet'], ['सिंक', 'sink'], ['सिर्फ', 'only'], ['कुल', 'total'], ['व', 'and'], ['(?:भी |bhi )?(?:(?:गिन|gin) (?:लो|लीजिए|लेना|lo|lijiye|lena)|गिनो)', 'added too'],
    ['हटा (?:दो|दें|दीजिए)|निकाल (?:दो|दें)', 'removed'], ['(?:उसकी|इसकी) जगह', 'instead'], ['डाल (?:दो|दें|दीजिए)', 'add'], ['यही', 'the same'], ['अरे|arre', 'oh'],
    ['kaise pata chalega|pata kaise chalega|pata chalega|(?:कैसे )?पता (?:कैसे )?चलेगा', 'how will i know'], ['(?:sahi|theek) se (?:hua|hui|hoga)', 'was done well'], ['ja (?:raha|rahi|rahe) (?:hu|hoon|hun|hain)', 'am going'],
    ['aage (?:badhaya|badha diya|kar diya|kiya)', 'moved'], ['(?:shift|aage) (?:karni|karna|karu|kar du)|aage (?:badhani|badhana)', 'reschedule'], ['kaam dhoondh (?:raha|rahi|rahe)(?: hai| hain)?|kaam dhoondh', 'is looking for work'],
    ['(?:kaise|कैसे) (?:du|doon|dun|दूँ|दूं)', 'how do i give'], ['(?:yaha|yahan|yahaan|यहाँ|यहां) (?:chat (?:me|mein|में) )?(?:likh|type kar|लिख) (?:du|doon|dun|de|दूँ|दूं|दें)|chat (?:me|mein|में) (?:likh|type kar|लिख) (?:du|doon|dun|de|दूँ|दूं|दें)', 'can i type it here in the chat'], ['(?:likh|type kar) (?:du|doon|dun|dena|de)|likhu|likhna', 'can i type it'], ['yaha|yahan|yahaan|यहाँ|यहां', 'here'], ['chat (?:me|mein|पर)', 'in the chat'],
    ['app (?:kahan|kaha|kahaan|कहाँ|कहां) (?:se|से) (?:download|milegi|milega|मिलेगा|मिलेगी)(?: karu| karun| karein| करूँ| करें)?', 'where do i get the app'],
    ['(?:teeno|tino|teenon|तीनों) (?:ghar|घर)', 'all three homes'], ['(?:dono|donon|दोनों) (?:ghar|घर)', 'both homes'], ['teeno|tino|teenon|तीनों', 'the three'], ['alag alag|अलग अलग', 'separately'], ['alag|अलग', 'different'], ['laga(?= sakt)|lagane|lagana', 'use'], ['har (?:dusre|doosre) hafte|हर दूसरे हफ्ते', 'every other week'],
    ['bharna|bharni', 'fill in'], ['ke paas|के पास', 'has'], ['कर (?:रहा|रही|रहे)(?: हूँ| हूं| हैं| है)?', ''], ['करना (?:पड़े|पड़ेगा)|karna (?:pade|padega)', 'have to'], ['(?:कोई )?(?:charge|चार्ज|fee|फीस) (?:लगेगा|लगेगी)', 'is there a fee'], ['चलेगा|चलेगी|चलेंगे', 'accepted'],
    ['rahenge|rahega|rahegi', 'will be'], ['rehta|rehti|rehte', 'live'], ['isme|ismein|इसमें', 'in it'], ['akele|akela|akeli', 'alone'], ['budhe|boodhe|buzurg', 'elderly'], ['बाद में|baad (?:mein|me)', 'afterwards'], ['डालूँ|डालूं', 'enter'], ['देख', 'see'],
    // Where: towns, ZIPs, states.
    ['service dete (?:ho|hain)|service deti ho|सेवा देते हैं', 'do you serve'], ['aate ho|aate hain|aati ho|आते हैं|आते हो|आती हैं', 'do you come'], ['sheharon|shahron|shehar|shahar|शहरों|शहर', 'towns'],
    ['kaam karte ho|kaam karte hain|काम करते हैं', 'do you work'],
    ['(?:aap log )?(?:clients?|customers?) ko bhi check karte (?:ho|hain)', 'do you check the clients too'], ['(?:ya )?sirf cleaners? ko', 'or only the cleaners'],
    ['rehta (?:hu|hoon|hun)|rehti (?:hu|hoon|hun)|रहता (?:हूँ|हूं)|रहती (?:हूँ|हूं)', 'i live'],
    // Trust, photos, pets, being home, privacy.
    ['bharosemand|bharosa|vishwas|भरोसेमंद|भरोसा', 'trustworthy'], ['जांच|जाँच', 'background check'], ['(?:की )?जाती है|(?:की )?जाती हैं', ''], ['anjaan|anjan|अनजान', 'a stranger'], ['bhejna|bhejte|भेजना', 'sending'],
    ['फोटो|फ़ोटो|photo', 'photos'], ['देखूँ|देखूं|देखें|dekhu|dekhun|dekhoon|dekhe', 'see'],
    ['kutta|kutte|kuttá|कुत्ता|कुत्ते', 'dog'], ['billiyan|billiyaan|billi|बिल्लियाँ|बिल्लियां|बिल्ली', 'cats'], ['jaanwar|janwar|जानवर|पालतू', 'pets'], ['मेरे पास|mere paas', 'i have'],
    ['(?:ko )?(?:batana|bolna) (?:hoga|padega)|(?:को )?(?:बताना|बोलना) (?:होगा|पड़ेगा)', 'do i have to tell'], ['क्लीनर', 'cleaner'],
    ['(?:ghar|घर) (?:pe|par|पर) (?:rehna|hona|रहना|होना) (?:zaroori|zaruri|jaruri|ज़रूरी|जरूरी)(?: hai| है)?', 'do i have to be home'], ['zaroori|zaruri|jaruri|ज़रूरी|जरूरी', 'necessary'],
    ['प्राइवेसी पॉलिसी|प्राइवेसी', 'privacy policy'], ['पॉलिसी', 'policy'], ['aap log|आप लोग', 'you'],
    // The apps, working, creators, the waitlist.
    ['ऐप|एप', 'app'], ['आईफोन|आईफ़ोन', 'iphone'], ['एंड्रॉइड|एंड्रॉयड', 'android'], ['apni|apna|अपनी|अपना', 'my'],
    ['naukri|नौकरी', 'a job'], ['(?:safai )?(?:ka )?kaam karna (?:chahti|chahta) (?:hu|hoon|hun)|(?:सफाई का )?काम करना (?:चाहती|चाहता) (?:हूँ|हूं)', 'i want to work as a cleaner'], ['आपके साथ|aapke saath|aapke sath', 'with you'],
    ['videos? banata (?:hu|hoon|hun)|videos? banati (?:hu|hoon|hun)', 'i make videos'], ['क्रिएटर प्रोग्राम', 'creator program'], ['क्रिएटर', 'creator'], ['वीडियो', 'videos'],
    ['बिज़नेस|बिजनेस', 'business'], ['वेटलिस्ट', 'waitlist'], ['जुड़ें|जुड़ूँ|जुड़ना', 'join'], ['प्रॉपर्टी|प्रॉपर्टीज़', 'properties'], ['कई', 'several'],
    // The blog's advice, the website, support.
    ['saaf rakhne ke liye|saaf rakhne ki|साफ रखने के लिए|साफ़ रखने के लिए', 'for keeping clean'], ['saaf rakhne|saaf rakhna|साफ रखने|साफ़ रखने', 'keeping clean'], ['(?:koi )?tips (?:do|dijiye|batao|bataiye)|(?:कोई )?टिप्स (?:दो|दीजिए|बताओ)', 'tips'],
    ['kaam (?:kyu|kyun|kyon|kyo) (?:nahi|nahin) (?:karte|karta|karti)|काम क्यों नहीं (?:करते|करता|करती)', 'why do they fail'], ['kaam nahi karte (?:kyu|kyun|kyon|kyo)', 'why do they fail'], ['kaam (?:nahi|nahin) (?:karte|karta|karti)|काम नहीं (?:करते|करता|करती)', "don't work"], ['kyu|kyun|kyon|kyo|क्यों|क्यूं', 'why'],
    ['खुद सफाई करना|khud safai karna|khud saaf karna', 'cleaning your own home'], ['khud|खुद', 'yourself'], ['महंगा|mehenga|mehnga|mahanga', 'expensive'], ['पड़ता है|padta hai', ''],
    ['ke saath|के साथ', 'with'], ['वेबसाइट', 'website'], ['डार्क मोड', 'dark mode'], ['सपोर्ट', 'support'], ['बात (?:कैसे )?(?:करूँ|करूं|करें)', 'how do i contact'], ['raat ko|रात को', 'at night'],
    ['shikayat|shikaayat|शिकायत', 'complaint'], ['kuch toot gaya|kuchh toot gaya|kuch tut gaya|कुछ टूट गया', 'something was broken'], ['toot gaya|tut gaya|टूट गया', 'broke'],
    ['(?:kaise|कैसे) kaam (?:karta|karti|karte) (?:hai|hain)', 'how does it work'], ['(?:nestwel|nestwal|nestvel|नेस्टवेल) (?:kya|क्या) (?:hai|है)', 'what is nestwell?'], ['nestwel|nestwal|nestvel|नेस्टवेल', 'nestwell'],
    ['jod do|jod dijiye|जोड़ दो|जोड़ दीजिए|जोड़ दें|जोड़ो', 'add'], ['कम कर (?:दूँ|दूं|दो|दें)|kam kar (?:du|doon|dun)', 'less'], ['uska|uski|उसका|उसकी|उसमें', 'its'], ['अगर', 'if'],
    ['aaj|आज', 'today'], ['kaisa|kaisi|कैसा|कैसी', 'how is'], ['बिरयानी|biryani', 'biryani'], ['रेसिपी|recipe', 'recipe'], ['अच्छी|अच्छा', 'good'], ['बताओ|बताइए|बताइये', 'tell me'],
    ['kaha|kahan|kahaan|कहाँ|कहां', 'where'], ['dalna|daalna|डालना', 'to enter'], ['pe|पर', 'on'], ['ya|या', 'or'], ['मैं', 'i'], ['डीप', 'deep'], ['स्टैंडर्ड', 'standard'], ['क्लीनिंग', 'cleaning'],
    ['(?:karte|karti|karoge) ho', 'do you'], ['karne', 'do'], ['lagta hai|lagti hai|lagta', ''], ['padegi|padega|पड़ेगी|पड़ेगा', ''], ['unki|unka|unke', 'their'], ['कोई', 'a'], ['kisi', 'a'], ['ko|को', ''], ['आपके|आपकी|आपका', 'your'], ['रहूँगा|रहूंगा|रहूँगी|रहूंगी', 'will be'], ['सकता|सकती|सकते', 'can'], ['वाले|वाला|वाली', ''], ['kare|karein|karen', ''], ['se|से', 'from'],
    ['ओवन', 'oven'], ['माइक्रोवेव', 'microwave'], ['फ्रिज|फ़्रिज', 'fridge'], ['काम', 'work'], ['हूँ|हूं', ''], ['करूँ|करूं|करें', 'do'], ['तो', 'then'],
    // A later turn's change: "oven rehne do" (leave the oven), "uski jagah fridge daal do" (the fridge instead), "deep ki
    // jagah standard" (standard in place of deep, read as deep replaced by standard).
    ['rehne do|rehne dijiye|rehne dein|chhod do|chhod dijiye|hata do|hata dijiye|hatao|hata dein|nikal do|nikalo', 'removed'], ['andar se', 'inside'], ['kam kar do|kam kardo|kam karo|kam kar dijiye', 'less'], ['uski jagah|iski jagah|uske badle|iske badle|uske bajaye', 'instead'],
    ['(?:ki|ke) jagah|(?:ki|ke) bajaye', 'replaced by'], ['daal do|daal dijiye|daal dein|dal do|jod do|jod dijiye|add kar do|add karo|add kar dijiye', 'add'], ['naya|nayi|naye', 'new'],
    ['kar dein|kar do|kar dijiye', 'make it'], ['kaam karegi|kaam karega|kaam karti|kaam karta|chalegi|chalega', 'still work'], ['kaun kaun si cleaning|kaun si cleaning|kaun kaun se services?|kaun si services?', 'which cleaning services'], ['doosra|dusra|doosri|dusri', 'the second'], ['teesra|tisra|teesri', 'the third'], ['sirf', 'only'], ['(?:karu|karun|karoon|karoo|kar du|kar doon) (?:toh|to)', 'then'],
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
    ['Nestwell (?:kya hai|क्या है)', 'what is Nestwell'], ['kya hai|क्या है', 'what is'], ['kya|क्या', ''],
    // "Living room and kitchen bhi add karu?": rooms added to the home priced.
    ['(bhi )?add (karu|karun|karoon|karna|karo|kar do|kar dijiye|kar)', 'added too'], ['agar', 'if'], ['ek', 'one'],
    // "Sirf kitchen aur do bathroom": counts before the rooms they count ("do" alone is English's too).
    ['do(?= (bathrooms?|bedrooms?|baths?|beds?|rooms?|kamre|half))|दो', '2'], ['teen|तीन', '3'], ['chaar|char|चार', '4'], ['paanch|panch|पांच', '5'],
    ['se pehle|से पहले', 'before'], ['ke baad|के बाद', 'after'], ['aa rahe( hain| hai)?|aa rahi( hain| hai)?|आ रहे( हैं)?', 'are coming'],
    ['(ko )?mat (chhuna|chhuo|chhuen|chhuyen)|(ko )?na (chhuen|chhuyen)|(को )?मत छूना|(को )?न छुएं', 'do not touch'], ['kaise bataun|kaise batau|kaise bataye', 'how do i tell the cleaner'],
    ['ke liye|के लिए', 'for'], ['mein|me|में', 'in'], ['ka|ki|ke|का|की|के|होगी', ''],
    ['sabse sasta|sasta', 'cheapest'], ['mera|meri|mere|मेरा|मेरी|मेरे', 'my'], ['hamara|hamari|hamare|हमारा|हमारी|हमारे', 'our'],
    ['ghar|घर', 'home'], ['kaise|कैसे', 'how'], ['nahi|nahin|नहीं', 'not'], ['mujhe|humein', 'i'], ['chahiye|चाहिए', 'need'],
    ['kab|कब', 'when'], ['kaun|कौन', 'who'], ['aapka|aapki|aap|आप', 'you'],
    ['safai (karni|karwani|karwana|karna)|saaf (karna|karni|karwana)', 'clean'], ['safai wali|safai wala|सफाई वाली|सफाई वाला', 'cleaner'], ['safai|saaf|सफाई', 'cleaning'],
    ['sakte hain|sakte ho|sakta (hoon|hu|hun)|sakti (hoon|hu|hun)|sakte|sakta|sakti', 'can'], ['karna|karni|karwana|karwani|karte|karti|karo|kar', 'do'],
    ['batao|bataiye|bata do|bata dijiye', 'tell me'], ['paisa|paise|पैसे|पैसा', 'money'],
    ['pooja (room|ghar|ka kamra)|puja (room|ghar|ka kamra)|mandir|पूजा (का )?कमरा|पूजा घर|मंदिर', 'prayer room'],
    ['kamre|kamra|कमरे|कमरा', 'room'], ['rasoi|रसोई', 'kitchen'], ['बाथरूम', 'bathroom'], ['बेडरूम', 'bedroom'],
    ['jootey|joote|जूते', 'shoes'], ['mehmaan|मेहमान', 'guests'], ['dobara|phir se|फिर से', 'again'], ['pehli|pehla|pehle|पहली|पहला', 'first'],
    ['har hafte|हर हफ्ते', 'every week'], ['har (?:2|do) hafte|हर (?:2|दो) हफ्ते', 'every 2 weeks'], ['chahte(?: hain)?|chahti(?: hoon| hun)?|चाहते(?: हैं)?', 'want'], ['har mahine|हर महीने', 'every month'], ['har(?= (?:ghar|property|properties|flat|unit|baar|bar))|हर(?= घर)', 'each'], ['mahine|महीने', 'a month'], ['hafte', 'weeks'], ['abhi', 'now'], ['jaldi', 'soon'],
    ['wahi|वही', 'the same'], ['bhi|भी', 'also'], ['aur|और', 'and'], ['lekin', 'but'],
    ['theek hai|thik hai|accha|acha', 'ok'], ['hai|hain|hoga|hogi|है|हैं|होगा', ''], ['bhai|yaar|ji', ''],
    ['एक', 'one'], ['दो', 'two'], ['तीन', 'three'], ['चार', 'four'], ['कोड', 'code'], ['कार्ड', 'card'], ['नकद|कैश', 'cash'],
    ['बेटा|बेटे', 'son'], ['परिवार', 'family'], ['wala|wali', ''],
    // Devanagari as Edison's families write it: "क्या आप एडिसन में सफाई करते हैं?".
    ['पेंसिल्वेनिया', 'pennsylvania'], ['न्यूयॉर्क|न्यू यॉर्क', 'new york'], ['भारत', 'india'], ['सेवा', 'service'], ['वहाँ|वहां', 'there'], ['बहन', 'sister'], ['रहती है|रहता है|रहते हैं', 'lives in'],
    ['क्या आप', 'do you'], ['(सफाई )?करते हैं|करती हैं|करते हो|करोगे|करेंगे', 'clean'], ['साफ', 'clean'], ['एडिसन', 'edison'], ['इसेलिन', 'iselin'], ['न्यू जर्सी', 'new jersey'],
    ['दादा|दादी|नाना|नानी', 'grandparents'], ['बच्चे', 'kids'], ['त्योहार|दिवाली', 'festival'], ['शाकाहारी', 'vegetarian'], ['उतार(कर|के)?', 'off'], ['आएगी|आएगा|आएंगे', 'come'],
    // Off-topic asks (the weather, a roadside restaurant) read as such, so they get the out-of-scope answer.
    ['mausam|मौसम', 'weather'], ['dhaba|ढाबा', 'restaurant'],
  ]),
};
