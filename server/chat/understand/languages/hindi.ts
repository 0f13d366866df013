import { type Language, wholeWords, markers } from './language.ts';

/**
 * Hindi, as people write it in Latin letters inside English ("mera 3 bedroom ghar, kitna hoga?") or in
 * Devanagari. Not "do", "to", "par" or "na": English writes them too.
 */
export const HINDI: Language = {
  name: 'Hindi',
  markers: markers('karegi|karega|karu|agar|raat|milega|milegi|karein|ghante|lagenge|beti|humare|samjhaiye|batana|bolna|padega|kaunsa|naam|wapas|achhi|kamzor|akeli|bechte|daalna|tareekh|saal|kitna|kitne|kitni|kya|hai|hain|hoga|hogi|mera|meri|mere|hamara|hamari|hamare|ghar|kaise|nahi|nahin|chahiye|karna|karni|karwana|karwani|sakte|sakta|sakti|kab|kaun|accha|acha|theek|thik|bhai|yaar|paisa|paise|sasta|safai|saaf|aap|aapka|aapki|batao|bataiye|kamra|kamre|bhi|aur|lekin|mujhe|humein|dobara|pehli|pehla|pehle|mehmaan|rasoi|wala|wali|pooja|puja|chhuna|chhuo|bataun|batau|mein|कितना|कितने|कितनी|क्या|है|हैं|घर|सफाई|कमरे|कमरा|मेरा|मेरी|मेरे|आप|कैसे|कौन|कब|नहीं|चाहिए|पैसे|और|भी'),
  signs: /[\u0900-\u097F]/,
  asideInEnglish: true,
  words: wholeWords([
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
    ['kya hai|क्या है', 'what is'], ['kya|क्या', ''],
    // "Living room and kitchen bhi add karu?": rooms added to the home priced.
    ['(bhi )?add (karu|karun|karoon|karna|karo|kar do|kar dijiye|kar)', 'added too'], ['agar', 'if'], ['ek', 'one'],
    // "Sirf kitchen aur do bathroom": counts before the rooms they count ("do" alone is English's too).
    ['do(?= (bathrooms?|bedrooms?|baths?|beds?|rooms?|kamre|half))|दो', '2'], ['teen|तीन', '3'], ['chaar|char|चार', '4'], ['paanch|panch|पांच', '5'],
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
    // Off-topic asks (the weather, a roadside restaurant) read as such, so they get the out-of-scope answer.
    ['mausam|मौसम', 'weather'], ['dhaba|ढाबा', 'restaurant'],
  ]),
};
