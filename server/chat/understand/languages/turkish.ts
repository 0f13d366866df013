import { type Language, wholeWords, markers } from './language.ts';

/**
 * Turkish, as a landlord with a few flats in Clifton or Paterson writes it, and his family: rooms counted the Turkish way
 * ("2 yatak odası", "3+1"), a tenant moving out, keys, the card, the code, in Turkish letters or on an English keyboard
 * ("temizlik yapiyor musunuz"), often with English words kept ("Move out mu, rental turnover mı?").
 */

/** What an English keyboard writes for each Turkish letter: every word below is read in either spelling. */
const ASCII: Record<string, string> = { ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u' };

/** A Turkish spelling matched as written or without its Turkish letters ("dört" or "dort"). */
function loose(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') { out += c + pattern[++i]; continue; }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    const ascii = ASCII[c];
    out += ascii ? (inClass ? c + ascii : `[${c}${ascii}]`) : c;
  }
  return out;
}

/** The question particle, in the vowel the word before it takes: "mı", "mi", "mu", "mü". */
const V = '[ıiuü]';
/** A count above one, before a room: its English is plural though Turkish keeps the noun singular ("2 yatak odası"). */
const MANY = '(?<=(?:(?<![\\d.,])(?:\\d\\d+|[02-9])|iki|üç|dört|beş|altı|yedi|sekiz|birkaç)\\s*(?:tane\\s+|adet\\s+)?)';

/**
 * A verb asked about: Turkish asks with a suffix after the verb, so "temizliyor musunuz" is "do you clean" and
 * "ödeyebilir miyim" "can i pay". `forms` are the verb's written forms, with their endings.
 */
function verb(forms: string, english: string): [string, string][] {
  const said = `(?:${forms})`;
  const can = `${said}(?<=bilir)`;
  return [
    [`${can} m${V}s${V}n${V}z`, `can you ${english}`], [`${said} m${V}s${V}n${V}z`, `do you ${english}`],
    [`${can} m${V}y${V}m`, `can i ${english}`], [`${said} m${V}y${V}m`, `do i ${english}`],
    [`${can} m${V}y${V}z`, `can we ${english}`], [`${can} m${V}`, `can you ${english}`], [`${said} m${V}`, `do you ${english}`],
    // "İptal etmek istiyorum": I want to cancel; "vermem gerekiyor mu": do I have to give.
    [`${said}(?<=m[ae]k) isti\\p{L}*`, `i want to ${english}`], [`${said}(?<=m[ae](?:m|mız)) (?:gerek\\p{L}*|lazım)(?: m${V})?`, `do i have to ${english}`],
    // "Yapabilirim": I can do; "eklersem", "ayırtsa": if I add, if they book; "ödeyeceğim": I will pay.
    [`${said}(?<=bilirim)`, `can i ${english}`], [`${said}(?<=s[ae]m)`, `if i ${english}`], [`${said}(?<=s[ae])`, `if they ${english}`],
    [`${said}(?<=c[ae]ğ${V}m)`, `i will ${english}`],
    [said, english],
  ];
}

/**
 * Before its words are read: a name's case ending, which Turkish writes after an apostrophe ("Clifton'da" is "in
 * Clifton", "app'ten" "from the app", "saat 6'da" "at 6"), and a flat counted the Turkish way ("3+1" is three bedrooms
 * and a living room).
 * "İ" is written "I", which the words below read as "i" as they do every other capital.
 */
function beforeWords(message: string): string {
  // A name of several words ("Botany Village'da") is its capitalised words, the first of a sentence left out ("Annemin İstanbul'da").
  const name = String.raw`((?:(?<=[\p{L}\d,]\s+)\p{Lu}\p{L}*\s+){0,3}(?:(?:New|North|South|East|West)\s+)?[\p{L}\d][\p{L}\d.]*)['’]`;
  const ending = (endings: string) => new RegExp(`${name}(?:${endings})(?![\\p{L}])`, 'gu');
  return message
    .replace(/İ/g, 'I')
    .replace(/saat\s*(\d{1,2}(?:[:.]\d\d)?)['’](?:da|de|ta|te)(?!\p{L})/giu, 'at $1')
    .replace(ending('da|de|ta|te|daki|deki|taki|teki|dayım|deyim|dayız|deyiz'), 'in $1')
    .replace(ending('dan|den|tan|ten'), 'from $1')
    .replace(ending('la|le|yla|yle'), 'with $1')
    .replace(ending('a|e|ya|ye|na|ne'), 'to $1')
    .replace(ending('[ny]?[ıiuü]n?|n[ıiuü]n|l[ae]r\\p{L}*|[ıiuü]m\\p{L}*|s[ıiuü]\\p{L}*|[dt][ıiuü]r'), '$1')
    // "3 yatak odası olacak, 2 değil": not 2; "buzdolabı yerine fırın içi": the oven instead of the fridge.
    .replace(/(?<![\d.,])(\d+)\s+de[ğg]il(?!\p{L})/giu, 'not $1')
    .replace(/(?<!\p{L})(\p{L}+(?:\s+(?:i[cç]i|temizli[kğg]\p{L}*|odas[ıi]|banyo\p{L}*))?)\s+yerine(?!\p{L})/giu, (all, what: string) =>
      /^(?:onun|bunun|o|bu|şunun|sunun)$/i.test(what) ? all : `instead of ${what},`)
    // "Nestwell nedir?": a short question about a name is "what is Nestwell?", the name kept first would read as its topic.
    .replace(/^\s*(\p{Lu}[\p{L}\d]*(?:\s+\p{Lu}[\p{L}\d]*){0,2})\s+(?:nedir|ne demek)\s*\??\s*$/u, 'what is $1?')
    .replace(/(?<![\d+$.,])([1-6])\s?\+\s?([12])(?![\d+%])/g, (_, rooms: string, living: string) =>
      ` ${rooms} ${rooms === '1' ? 'bedroom' : 'bedrooms'} and ${living} ${living === '1' ? 'living room' : 'living rooms'} `);
}

export const TURKISH: Language = {
  name: 'Turkish',
  // Not "ve", "de", "da", "ben", "on", "her", "ama" or "ile": English ("I've", "Ben"), Tagalog or Polish write them too;
  // nor "ne" alone, which Gujarati and Hindi written in Latin letters write ("Ba ne smartphone...").
  markers: markers(
    'ne kadar|ne zaman|ne demek|nedir|nasıl|nasil|neden|niye|nerede|nerde|nereye|hangi|hangisi|kaç|kac|kaça|kadar|için|icin|var|yok|bir|iki|üç|dört|dort|beş|bu|şu|bunu|bunlar\\p{L}*|' +
    'burası|orası|orada|oraya|mı|mu|mü|m[ıi]s[ıi]n[ıi]z|musunuz|müsünüz|m[ıi]y[ıi]m|muyum|müyüm|m[ıi]y[ıi]z|değil|degil|evet|hayır|hayir|merhaba|selam|tamam|' +
    'lütfen|lutfen|teşekkür\\p{L}*|tesekkur\\p{L}*|sağol\\p{L}*|çok|cok|daha|gibi|sonra|önce|lazım|lazim|gerek\\p{L}*|olur|olmaz|olabilir|ayrıca|ayrica|' +
    'istiyorum|isterim|\\p{L}+[ıiuü]yor\\p{L}*|\\p{L}+[ae]bilir\\p{L}*|temizli[kğg]\\p{L}*|temizle\\p{L}*|temizlikçi\\p{L}*|daire\\p{L}*|oda|odası|odasi|odaları|odalı|odali|' +
    'yatak|banyo\\p{L}*|mutfa[kğg]\\p{L}*|buzdolab\\p{L}*|fırın\\p{L}*|firin\\p{L}*|mikrodalga\\p{L}*|bulaşık\\p{L}*|bulasik\\p{L}*|fiyat\\p{L}*|ücret\\p{L}*|ucret\\p{L}*|' +
    'indirim\\p{L}*|iptal|kiracı\\p{L}*|kiraci\\p{L}*|evim\\p{L}*|evde|binam|binanın|binanin|randevu\\p{L}*|rezervasyon\\p{L}*|ödeme\\p{L}*|öde\\p{L}+|paramı|parası\\p{L}*|' +
    'koduyla|kodla|uygulama\\p{L}*|toplam\\p{L}*|hepsi|bütün|ilk|ekle\\p{L}*|şimdi|bugün|yarın|hafta\\p{L}*|akşam|sabah|anahtar\\p{L}*|yeğen\\p{L}*|annem\\p{L}*|' +
    'sohbet\\p{L}*|çerez\\p{L}*|türkçe|turkce|ingilizce\\p{L}*|fatura\\p{L}*|makbuz\\p{L}*|yarım|yarim|buçuk|bucuk|salonu|tuvalet\\p{L}*|ocağı|malzeme\\p{L}*|süpürge\\p{L}*|' +
    'pencere\\p{L}*|kedi\\p{L}*|köpe[kğ]\\p{L}*|merdiven\\p{L}*|bodrum\\p{L}*|çamaşır\\p{L}*|ortak|düzenli|duzenli|kötü|kotu|iyi|nakit|başvur\\p{L}*|çalış\\p{L}*|geri|' +
    'acaba|peki|benim|bizim|sizin|sizde|yani|hem|cumartesi|pazartesi|yarına|bugün|' +
    'olsun|olsa|derin|standart|kaçta|kacta|açık|acik|müşteri\\p{L}*|musteri\\p{L}*|artık|artik|aslında|aslinda|zaten|kendimiz|kendim|boşver\\p{L}*|bosver\\p{L}*|vazgeç\\p{L}*|vazgec\\p{L}*|' +
    'çıkar|cikar|çıkarın|cikarin|olmasın|olmasin|saymayın|saymayin|diğeri|digeri|yanlış|yanlis|ilgili|geçerli|gecerli|blogunuz\\p{L}*|d[ae](?=\\s+(?:ekle|koy)\\p{L}*)|' +
    'mümkün|mumkun|ertele\\p{L}*|memnun\\p{L}*|güvenilir|guvenilir|verilerim\\p{L}*|bilgilerim\\p{L}*|destek\\p{L}*|numara\\p{L}*|kodu|kodunu|bitince|bittikten|yerine|kilitli|neler|neleri|dahil|dahil mi|kapsıyor|kapsiyor|' +
    // A name asked about ("Nestwell nedir?", "telefon numaranız") counts with the question word after it: a short question is read.
    '\\p{L}+(?=\\s+(?:nedir|ne demek)(?!\\p{L}))|telefon(?=\\s+numara)',
  ),
  signs: /[şğıŞĞİ]/,
  asideInEnglish: true,
  rooms: beforeWords,
  words: wholeWords(([
    // Phrases come before the words in them, since the first listed wins where several start ("kiracı çıktı" before
    // "kiracı"), and a verb said not to happen before the verb ("çalışmıyor": it doesn't work).
    ['istemiyorum|istemem|istemiyoruz', "i don't want"], ['bilmiyorum|bilmiyoruz', "i don't know"], ['anlamadım|anlamıyorum', "i don't understand"],
    ['gerek yok|lazım değil', 'no need'], ['olmuyor|çalışmıyor', "doesn't work"],
    // An order changed in a later turn (round 139): Turkish puts the verb last ("fırını çıkar", "buzdolabını boşver"), so
    // an add-on dropped reads "oven remove it"; a counted room taken out "one bedroom less"; a room done by the family is
    // one they skip ("mutfağı biz hallederiz"); "tuvaleti saymayın" names the half bathroom counted; a month's total asked.
    ['çıkar onu|onu çıkar(?:ın)?', 'remove it'],
    ['(?<=(?:\\d|bir|iki|üç)\\s+(?:yatak odas|banyo|tuvalet|oda)\\p{L}*\\s+)çıkar(?:t|ın|ınız|alım|tın|ılsın)?', 'less'],
    ['çıkar(?:t|ın|ınız|alım|tın|ılsın)?|boş ?ver\\p{L}*|olmasın', 'remove it'],
    ['vazgeç(?:tim|tik|elim|iyorum|iyoruz)', 'i changed my mind, remove it'],
    ['(?:tuvalet|wc)(?:i|leri)? (?:sayma(?:yın|yalım)?|çıkar\\p{L}*|temizlemeyin)', "don't count the half bathroom"],
    ['sayma(?:yın|yalım)?', "don't count it"],
    ['kendimiz temizleriz|kendimiz temizleyeceğiz|biz temizleriz', 'we clean ourselves'], ['kendim temizlerim|kendim temizleyeceğim|ben temizlerim', 'i clean myself'],
    ['(?:biz )?hallederiz|(?:biz )?halledeceğiz|kendimiz yaparız|biz yaparız', "we'll do ourselves, skip it"], ['(?:ben )?hallederim|(?:ben )?halledeceğim|kendim yaparım|ben yaparım', "i'll do myself, skip it"],
    ['kendimiz', 'ourselves'], ['kendim', 'myself'], ['kalsın', ''], ['unuttum|unutmuşum', 'i forgot'],
    ['koy(?:alım|ar mısınız)?', 'put'],
    ['(?<=(?:banyo|oda|tuvalet)\\p{L}*\\s+)aslında', 'are actually'], ['aslında', 'actually'],
    ['yanlış yaz(?:dım|mışım)|yanlış söyle(?:dim|miştim|mişim)|yanlış (?:saydım|hesapladım)', 'i wrote it wrong'], ['yanlış', 'wrong'],
    ['diğeri|öbürü|öteki', 'the other'], ['(?:sadece|yalnızca|yalnız) tuvalet ve lavabo', 'only toilet and sink'],
    ['(?<=(?:iki|üç|dört|[2-9])\\s+banyo\\p{L}*\\s+aslında\\s+)yarım banyo\\p{L}*', 'half bathrooms'], ['(?:sadece|yalnızca|yalnız) (?:bir )?(?:tuvalet|wc)(?: ve lavabo)?(?! ?(?:kağıd|fırça))', 'only a half bathroom'], ['tuvalet ve lavabo', 'half bathroom'],
    ['(?<=(?:oda|banyo|tuvalet|salon|mutfa[kğ])\\p{L}*\\s+)artık', 'is now'], ['artık', 'now'], ['ofis olarak kullanıl\\p{L}*|çalışma odası olarak kullanıl\\p{L}*', 'is used as office'],
    ['spor oda\\p{L}*|spor salon\\p{L}*', 'gym room'], ['(?:olarak )?kullanılmıyor|kullanmıyor(?:um|uz)', 'not used'], ['kullanılıyor', 'is used'], ['kullandı\\p{L}*', 'used'],
    ['ona göre|buna göre', 'accordingly'], ['hesapla\\p{L}*', 'calculate'],
    ['birinci', 'first'], ['dördüncü', 'fourth'], ['beşinci', 'fifth'],
    ['(?:aylık|ayda) (?:ne kadar(?: tutar| eder| olur)?|kaç (?:para|dolar)(?: eder| tutar)?|kaça|kaç eder|kaç tutar)', 'how much a month'],
    ['(?:aylık|ayda) (?:ne|kaç para) öde\\p{L}*', 'how much a month do i pay'], ['aylık (?:toplam|tutar|maliyet)\\p{L}*', 'monthly total'],
    ['(?<!\\d\\s*)ayda(?! (?:bir|iki|üç|dört|\\d))', 'a month'],
    ['kaç olur|kaça olur|kaç eder|kaç tutar|kaça gelir|kaç olacak', 'how much is'],
    ['iki (?:kez|kere|defa)|2 (?:kez|kere|defa)', 'twice'],
    ['ev arkadaşım\\p{L}*|oda arkadaşım\\p{L}*', 'my roommate'], ['ev arkadaş\\p{L}*', 'roommate'], ['zaten', 'already'],
    ['geçerli mi', 'is it valid'], ['geçerli', 'valid'], ['geçiyor mu', 'do you accept it'],
    ['temizli[kğ]\\p{L}* (?:ile )?ilgili (?:ne |hangi |bazı )?(?:tavsiye|öneri|ipuç|ipucu)\\p{L}*|temizlik (?:tavsiye|öneri|ipuç|ipucu)\\p{L}*', 'cleaning tips'],
    ['blogunuzda|blogunuzdaki', 'on your blog'], ['blogunuz\\p{L}*', 'your blog'], ['blog\\p{L}*', 'blog'], ['ilgili', 'about'],
    ['iş ilan\\p{L}*|eleman alıyor musunuz|eleman arıyor musunuz|açık pozisyon\\p{L}*|işe alım\\p{L}*', 'job openings'], ['cv\\p{L}*|özgeçmiş\\p{L}*', 'resume'],
    ['(?:saat )?kaçta açık\\p{L}*|kaça kadar açık\\p{L}*|hangi saatlerde açık\\p{L}*|çalışma saatleri\\p{L}*|açılış saat\\p{L}*', 'what are your hours'], ['açık', 'open'], ['destek hattı\\p{L}*|müşteri hattı\\p{L}*', 'support line'],
    // Everyday questions (round 138): what a service covers, the named services before the verbs in them ("taşınma
    // temizliği yapıyor musunuz"), a room locked or removed, one counted as another, the blog's advice, the site's help.
    ['neler? (?:yapılıyor|yapılır|dahil)\\p{L}*|neleri? kapsı\\p{L}*|neleri? içeri\\p{L}*|ne(?:ler)? içeriyor|kapsamı\\p{L}*|neler var', 'what is included'],
    ['dahil mi|dahil\\p{L}*', 'included'],
    ['iptal politika\\p{L}*|iptal kural\\p{L}*', 'cancellation policy'], ['gizlilik politika\\p{L}*', 'privacy policy'], ['politika\\p{L}*', 'policy'],
    ['taşınma temizliği\\p{L}*|boşaltma temizliği\\p{L}*|çıkış temizliği\\p{L}*|taşınma sonrası temizli[kğ]\\p{L}*', 'move out cleaning'],
    ['devir temizli[kğ]\\p{L}*|kiralık ev temizli[kğ]\\p{L}*|(?:kiralık )?ev devri', 'rental turnover cleaning'],
    ['iş ?yer(?:i|imiz|iniz|leri|imize|lerine)\\p{L}*', 'office'], ['işletmeler için|işletmelere', 'for business'],
    ['evden çıkıyor(?:um|uz)|evden çıkacağ(?:ım|ız)', "i'm moving out"],
    ['nasıl çalışıyor|nasıl işliyor|nasıl oluyor', 'how does it work'],
    ['nasıl ayarlar\\p{L}*|nasıl ayarlayabilir\\p{L}*', 'how do i book'], ...verb('ayarla\\p{L}*', 'set up'),
    [`hizmet(?:iniz)? ver(?:iyor|ir|iyorsunuz)\\p{L}*(?: m${V}s${V}n${V}z| m${V})?`, 'do you serve'], ['hangi şehir\\p{L}*|hangi ilçe\\p{L}*|hangi bölge\\p{L}*|nerelere', 'which towns'],
    ['şehirler\\p{L}*', 'towns'], ['posta kod\\p{L}*', 'zip code'],
    ['işte olacağ(?:ım|ız)|işteyim|işte olurum|evde olmayacağ(?:ım|ız)', "i won't be home"], ['evde olmadan|ben olmadan|ben yokken|evde yokken|evde değilken', "when i'm not home"],
    ['iş bitince|is bitince|bitince|bittikten sonra|bitti(?:ğ|g)inde', 'after the cleaning'], ['foto\\p{L}*', 'photos'], ...verb('at(?:ıyor|ar|abil|ın)\\p{L}*', 'send'),
    ['kişisel bilgi\\p{L}*|kişisel veri\\p{L}*', 'my personal data'],
    ['iş bul\\p{L}*|is bul\\p{L}*|iş arıyor\\p{L}*', 'find a job'], ['temizlik yapıyorum|temizlikçiyim', 'i work as a cleaner'], ['çalışanlar\\p{L}*|elemanlar\\p{L}*|personel\\p{L}*', 'cleaners'],
    [`nasıl seç(?:iyor|er)\\p{L}*|nasıl işe al\\p{L}*|işe al(?:ıyor|ır)\\p{L}*`, 'how do you hire'],
    ['içerik üretici\\p{L}*|influencer\\p{L}*|fenomen\\p{L}*', 'creator'], ['program\\p{L}*', 'program'], ['video\\p{L}*', 'videos'],
    ['bekleme listesi\\p{L}*', 'waitlist'], ['çıkacak|çıkıyor', 'is coming'],
    ['temiz tut\\p{L}*', 'keep clean'], ['tavsiye\\p{L}*|öneri\\p{L}*|ipucu\\p{L}*|ipuçları\\p{L}*', 'advice'], ['ne öner(?:ir|iyor)\\p{L}*', 'what do you recommend'],
    ['temizlik hileleri\\p{L}*|temizlik taktikleri\\p{L}*', 'cleaning hacks'], ['hile\\p{L}*|taktik\\p{L}*', 'hacks'], ['işe yaramıyor|işe yaramaz|işe yaramıyorlar', 'fail'],
    ['hafta sonlar\\p{L}*', 'weekends'], ['geri kazan\\p{L}*', 'win back'],
    ['ekran okuyucu\\p{L}*', 'screen reader'], ['erişilebilir\\p{L}*', 'accessibility'], ['beyan\\p{L}*', 'statement'], ['klavye\\p{L}*', 'keyboard'],
    ['müşteri hizmetleri\\p{L}*|müşteri destek\\p{L}*', 'support'], ...verb('ulaş\\p{L}*|iletişime geç\\p{L}*', 'contact'), ['7/24', '24/7'],
    ['hava durumu\\p{L}*|hava', 'weather'], ['fıkra\\p{L}*|şaka\\p{L}*', 'joke'], ...verb('anlat\\p{L}*', 'tell'),
    ...verb('sipariş (?:ed|et|ver)\\p{L}*', 'order'), ...verb('eşleş\\p{L}*|eşleştir\\p{L}*', 'match'),
    ['not(?:lar|u|unu|larımı|larım|lar\\p{L}+)|not(?= bırak)', 'notes'], ['özel', 'special'], ['mesela|örneğin', 'for example'],
    ['(?:hassas|kırılgan|değerli) eşya\\p{L}*', 'fragile items'], ['hassas|kırılgan', 'fragile'], ['listede olmayan', 'not on the list'],
    // "Bir yatak odası kilitli kalacak, onu temizlemeyin": one bedroom is locked, skip it; "banyolardan birini yarım banyo say".
    ['kilitli (?:kal\\p{L}*|olacak)|kilitli', 'is locked'], ['onu temizlemeyin|onu atla\\p{L}*|temizlemeyin\\p{L}*|temizlenmeyecek|atla(?:yın|yabilirsiniz)', 'skip it'],
    ['çıkar(?:ırsam|ırsak|ırsanız|ın|ınız|alım|tın|ılsın|ılırsa)', 'less'],
    ['banyolar[dt]an biri\\p{L}*', 'make one of the bathrooms'], ['yatak odalar\\p{L}*[dt]an biri\\p{L}*', 'make one of the bedrooms'], ['odalar\\p{L}*[dt]an biri\\p{L}*', 'make one of the rooms'],
    ['olarak say\\p{L}*|say(?:ın|alım|arsanız)?', ''], ['(?:onun|bunun) yerine|yerine', 'instead'], ['olsun|olsa', ''],
    [`(?<![\\d]\\s*)diğer oda(?:yı|sı)?(?= ekle)`, '1 other room'], ['pardon|özür dilerim|afedersiniz|kusura bakmayın', 'sorry'],
    ['tek(?= (?:yatak|banyo|oda))', '1'],
    // "2 yatak, 1 banyo": a bed counted is a bedroom.
    [`${MANY}yatak(?! oda)`, 'bedrooms'], ['(?<=(?<![\\d.,])1\\s*)yatak(?! oda)', 'bedroom'],
    ...verb('isteyebil\\p{L}*|talep ed\\p{L}*|talep et\\p{L}*', 'request'),
    ['ne kadar kazan\\p{L}*', 'how much do cleaners earn'], ['kazan\\p{L}*', 'earn'], ['ısırmaz', "doesn't bite"], ['ısır\\p{L}*', 'bites'],
    ['oturuyorum|yaşıyorum', 'i live'], ['otur(?:uyor|uyorlar)|yaşıyor\\p{L}*', 'lives'], ['yardım ed\\p{L}*|yardım et\\p{L}*', 'help me'],
    [`müsait m${V}s${V}n${V}z|boş musunuz`, 'are you available'], ['havale ile|havaleyle', 'by bank transfer'],
    ['yeni taşındı(?:m|k)', 'i just moved in'], ['taşınıyorum|taşınıyoruz|taşınacağım|taşınacağız', "i'm moving out"], ['temizlikten önce', 'before the cleaning'], ['temizlikten sonra', 'after the cleaning'],
    [`(?:kişisel )?(?:verilerimi|bilgilerimi|hesabımı) sil\\p{L}*(?: m${V}s${V}n${V}z| m${V})?`, 'can you delete my personal data'], ['güvenilir mi', 'can i trust them'],
    // A landlord's questions (round 83): a unit between tenants, which service, a lockbox for the key, the building's
    // shared stairs and laundry, the card, a receipt for his taxes, a tenant's cat, who brings supplies, mould, eviction.
    ['kiracı çık(?:ınca|tıktan sonra|arken|tığında|acak)|kiracı taşın(?:ınca|dıktan sonra|ıyor|acak)', 'when the tenant moves out'],
    ['(?:bir )?kiracı çıktı|kiracı taşındı', 'a tenant moved out'], ['çıkış tarihi', 'move-out date'], ['uzun dönem(?:li)?', 'long-term'], ['kısa dönem(?:li)?', 'short-term'],
    ['hangi servisi seçmeliyim|hangi hizmeti seçmeliyim|hangisini seçmeliyim|hangi temizliği seçmeliyim', 'which service should i choose'],
    ['temizlik günü', 'on the cleaning day'], ['(?:orada|evde) olmayacağım|(?:orada|evde) olmayacağız|(?:orada|evde) olamayacağım', "i won't be home"],
    ['(?:orada|evde) olmam (?:lazım|gerek)\\p{L}* m' + V, 'do i have to be home'], ['anahtarı nasıl vereceğim|anahtarı nasıl veririm|anahtarı nasıl bırakayım', 'how do i give the keys'],
    ['kilit kutusu\\p{L}*|anahtar kutusu\\p{L}*', 'lockbox'], ['kapıcı\\p{L}*|yönetici\\p{L}*', 'the building super'], ['kapıya', 'on the door'], ['kapı\\p{L}*', 'door'],
    ['koysam olur mu|koyabilir miyim', 'can i put it there'], ['bıraksam olur mu', 'can i leave it'],
    // "Çalışma odası" is a study, though "çalışma" alone is working, and "başvuru" an application: read before the verbs are.
    ['çalışma oda\\p{L}*', 'office'], ['(?:iş )?başvuru(?:su)? yapmak istiyor(?:um|uz)', 'i want to apply for a job'], ['(?:iş )?başvuru\\p{L}*', 'job application'],
    ['seçene\\p{L}*', 'option'], ['ödemeyi ne zaman yap\\p{L}*|ne zaman ödeme yap\\p{L}*|ne zaman öde\\p{L}*', 'when do i pay'],
    ['kredi kartı ile|kredi kartıyla|kartla|kart ile', 'by card'], ['nakit ile|nakitle|nakit olarak', 'in cash'], ['telefonla|telefon ile|telefondan', 'by phone'],
    ['ortak alan\\p{L}*', 'shared areas'], ['merdiven\\p{L}*', 'stairs'], ['koridor\\p{L}*', 'hallway'], ['bodrumdaki|bodrum katındaki', 'in the basement'],
    ['kart ne zaman çekiliyor|karttan ne zaman çekiliyor|ne zaman çekiliyor|para ne zaman çekiliyor|ne zaman ödeniyor', 'when is my card charged'],
    ['kira gelir\\p{L}*', 'rental income'], ['gider\\p{L}*', 'expense'], ['vergi\\p{L}*', 'taxes'], ['fatura\\p{L}*', 'invoice'], ['makbuz\\p{L}*', 'receipt'],
    ['kedi tüyü|köpek tüyü|tüy\\p{L}*', 'pet hair'], ['ekstra para|ek ücret\\p{L}*|fazladan para', 'an extra charge'], ['kedi\\p{L}*', 'cat'], ['köpe[kğ]\\p{L}*', 'dog'], ['evcil hayvan\\p{L}*', 'pets'], ['korkmaz\\p{L}*', 'not afraid'], ['kork\\p{L}*', 'afraid'], ['alerji\\p{L}*', 'allergy'],
    ['temizlik sırasında|temizlik esnasında', 'during the cleaning'], ['sorun olur mu|problem olur mu|sıkıntı olur mu', 'is that a problem'], ['sorun yok|problem yok', 'no problem'], ['sorun\\p{L}*|problem\\p{L}*', 'problem'],
    ['temizlik malzemeleri\\p{L}*|temizlik ürünleri\\p{L}*', 'cleaning supplies'], ['malzeme\\p{L}*', 'supplies'], ['elektrikli süpürge\\p{L}*|süpürge\\p{L}*', 'vacuum'],
    ['dışarıdan|dış tarafı\\p{L}*|dışı(?:nı)?', 'from outside'], ['içeriden', 'from inside'],
    ['küf\\p{L}*', 'mold'], ['leke\\p{L}*', 'stains'], ['siyah', 'black'], ['beyaz', 'white'], ['sarı', 'yellow'], ['kireç\\p{L}*', 'limescale'], ['yağ\\p{L}*', 'grease'], ['toz\\p{L}*', 'dust'],
    ['kira ödemiyor|kirayı ödemiyor|kira vermiyor', "isn't paying rent"], ['tahliye\\p{L}*', 'eviction'], ['avukat\\p{L}*', 'lawyer'], ['mahkeme\\p{L}*', 'court'],
    ['ne yapmam lazım|ne yapmam gerek\\p{L}*|ne yapmalıyım|ne yapayım|ne yapacağım', 'what do i do'],
    [`paramı geri al\\p{L}*(?: m${V}y${V}m)?|param\\p{L}* iade\\p{L}*(?: m${V}y${V}m)?`, 'can i get a refund'], ['para iade\\p{L}*|iade\\p{L}*', 'refund'],
    ['memnun kalmazsam|memnun olmazsam|memnun değilsem|beğenmezsem|beğenmediysem|memnun kalmadım|beğenmedim', "if i'm not happy"], ['memnuniyet garantisi\\p{L}*|garanti\\p{L}*', 'satisfaction promise'],
    ['çerez uyarısı\\p{L}*|çerez bildirimi\\p{L}*', 'cookie banner'], ['çerez\\p{L}*', 'cookies'], ['uyarı\\p{L}*|bildirim\\p{L}*', 'banner'],
    ['reddet dersem|reddedersem|reddet(?:e|’e)? (?:basarsam|tıklarsam)|reddetsem', 'if i decline'], ['kabul et dersem|kabul edersem|kabul etsem', 'if i accept'],
    ['çalışmaz mı|çalışmıyor mu|bozulur mu', "won't it work"], ['(?:uyarı\\p{L}* )?çıktı', 'popped up'],
    ['bu sohbete yazdıklarımı|sohbete yazdıklarımı|buraya yazdıklarımı|yazdıklarımı', 'what i write in this chat'], ['sohbet\\p{L}*', 'chat'],
    ['arasın diye|arayabilsin diye|arasın', 'can call'],
    [`buraya yaz\\p{L}*(?: m${V}y${V}m| olur mu| m${V})?`, 'can i write here'], ['buraya', 'here'],
    ['türkçe var m[ıi]|türkçesi var m[ıi]|türkçe mi', 'is it in my language (turkish)'], ['türkçe konuşan biri|türkçe bilen biri|türkçe konuşan', 'someone who speaks turkish'], ['türkçe\\p{L}*', 'turkish'], ['ingilizcem', 'my english'], ['ingilizce\\p{L}*', 'english'], ['iyi değil', 'is not good'], ['türkiye\\p{L}*', 'Turkey'],
    ['temizlikçi olarak', 'as a cleaner'], ['çalışmak istiyor\\p{L}*', 'wants to work'], ['nasıl başvuracak|nasıl başvurur|nasıl başvurabilir', 'how does he apply'], ['nasıl başvurabilirim|nasıl başvururum', 'how do i apply'],
    ['toplu indirim\\p{L}*', 'bulk discount'], ['ile(?= (?:derin|standart|normal))', 'and'], ['arasındaki fark\\p{L}*', 'difference between them'], ['farkı\\p{L}*|fark', 'difference'], ['hepsi|tümü|hepsine', 'all'],
    ['aynı temizlikçi\\p{L}*|hep aynı kişi', 'the same cleaner every time'],

    // Asking: how much, when, how, whether.
    ['ne kadar sürer|ne kadar zaman alır|kaç saat sürer|kaç saat', 'how long does it take'], ['saat kaçta|kaçta', 'what time'],
    ['ne olur|ne oluyor|ne olacak', 'what happens'],
    ['ne kadar tutar|ne kadar eder|ne kadar olur|ne kadar|ne tutar|kaç para|kaça|kaç dolar|ücreti ne kadar|fiyatı nedir|fiyatı ne|fiyat ne', 'how much is'],
    ['kaç gün önce(?:den)?', 'how many days before'], ['kaç kişi', 'how many cleaners'], ['kişi\\p{L}*', 'people'], ['kaç gün', 'how many days'],
    ['için', 'for'], ['kaç(?=\\s*[?.!]|\\s*$)', 'how much'], ['kaç', 'how many'], ['ne zaman', 'when'], ['ne demek|nedir|ne anlama geliyor', 'what does it mean'],
    ['nasıl', 'how'], ['ne', 'what'], ['neden|niye|niçin', 'why'], ['nerede|nerde|nereye|nereden', 'where'], ['hangi(?:si|sini)?', 'which'], ['kim', 'who'],
    ['var mı yok mu', 'or not'], ['var m' + V, 'is there'], ['yok mu', 'is there no'],
    ['olur mu|olabilir mi|mümkün mü', 'is that possible'], ['olmaz mı', 'is that not possible'], ['mümkün', 'possible'],
    // "Önce mi, sonra mı?", "Clifton mı, Passaic mi?": a particle before a comma, and another after it, asks which of two.
    [`m${V},(?=(?:\\s+[^\\s?.!]+){1,3}\\s+m${V}(?![\\p{L}]))`, ' or'], ['yoksa|veya|ya da', 'or'],

    // Verbs, in their asked forms.
    ...verb('temizli[kğ]\\p{L}* yap\\p{L}*|temizlik yap\\p{L}*|temizle\\p{L}*|temizliyor\\p{L}*|temizlen\\p{L}*', 'clean'),
    ...verb('gel(?:iyor|ir|ebil|ecek|eceğ|me|di|in|sin|se|iniz)\\p{L}*', 'come'),
    ...verb('iptal (?:et|ed)\\p{L}*', 'cancel'),
    ...verb('tarihi? değiştir\\p{L}*|günü değiştir\\p{L}*|saati? değiştir\\p{L}*|ertele\\p{L}*|erteliyor\\p{L}*|başka (?:bir )?güne al\\p{L}*', 'reschedule'),
    ...verb('ayırt\\p{L}*|rezerve et\\p{L}*|rezervasyon yap\\p{L}*|randevu al\\p{L}*|rezervasyon oluştur\\p{L}*', 'book'),
    ['parasını ben ödeyebilir miyim|parasını ben ödesem|ben ödeyebilir miyim|ben ödesem olur mu', 'can i pay for it'],
    ...verb('ödeme yap\\p{L}*', 'pay'), ['ödeme(?:yi|si|ler\\p{L}*)?', 'payment'],
    ...verb('öde\\p{L}*|ödüyor\\p{L}*', 'pay'),
    ...verb('yap(?:ıyor|ar|abil|acak|acağ|ıl|tı|ma|mı|sın|ın|ıp)\\p{L}*', 'do'),
    ...verb('ekle\\p{L}*|ekliyor\\p{L}*', 'add'), ...verb('indir(?:iyor|ir|ebil|mek|meli|dim|eceğ|in)\\p{L}*|yükle\\p{L}*|yüklüyor\\p{L}*', 'download'),
    ...verb('değiştir\\p{L}*', 'change'),
    ...verb('başvur\\p{L}*', 'apply'),
    ...verb('çalış\\p{L}*', 'work'),
    ...verb('getir\\p{L}*', 'bring'),
    ...verb('kaydet\\p{L}*|kayded\\p{L}*|sakla\\p{L}*|saklıyor\\p{L}*|tut(?:uyor|ar mı)\\p{L}*', 'save'),
    ...verb('paylaş\\p{L}*', 'share'), ...verb('sat(?:ıyor|ar|abil|mak|ılır|ıl)\\p{L}*', 'sell'),
    ...verb('sil(?:iyor|er|ebil|in|mek|me|diğ|ecek)\\p{L}*', 'wipe'), ...verb('yıka\\p{L}*|yıkı\\p{L}*', 'wash'),
    ...verb('ver(?:iyor|ir|ebil|eceğ|ecek|mek|mem|meli|mez|sem|in|di|ilir)\\p{L}*', 'give'),
    ...verb('al(?:ıyor|ır|abil|acağ|acak|mak|mam|sam|ırsam|dı|ıp|ınır)\\p{L}*', 'get'),
    ...verb('bırak\\p{L}*', 'leave'), ...verb('koy(?:sam|abil|ar|uyor|mak|un)\\p{L}*', 'put'),
    ...verb('gör(?:ebil|üyor|ür|mek|eceğ|dü)\\p{L}*', 'see'), ...verb('bak(?:abil|ıyor|ar|mak|tım)\\p{L}*|kontrol e[dt]\\p{L}*', 'check'),
    ...verb('konuş\\p{L}*', 'speak'), ...verb('ara(?:yabil|yın|rım|mak|dım|yacak|yabilir)\\p{L}*', 'call'),
    ...verb('yaz(?:abil|ıyor|ar|mak|dı|acağ|acak)\\p{L}*', 'write'), ...verb('gönder\\p{L}*|yolla\\p{L}*', 'send'),
    ...verb('kullan\\p{L}*', 'use'), ...verb('seç\\p{L}*', 'choose'), ...verb('taşın\\p{L}*', 'move'), ...verb('kabul ed\\p{L}*|kabul et\\p{L}*', 'accept'),
    ...verb('tıkla\\p{L}*|tıklıyor\\p{L}*|bas(?:tım|arsam|ayım|mam)\\p{L}*', 'click'), ...verb('bekle\\p{L}*|bekliyor\\p{L}*', 'wait'), ...verb('öğren\\p{L}*', 'find out'),
    ['istiyorum|isterim|istiyoruz', 'i want'], ['istiyor', 'wants'],
    ...verb('iste(?:r|rim|rsem|rseniz|mek|di|miyorum)\\p{L}*|istiyor\\p{L}*', 'want'),
    ...verb('sor(?:abil|mak|uyor|dum|mam)\\p{L}*', 'ask'), ...verb('anla\\p{L}*', 'understand'), ...verb('bil(?:iyor|ir mi|mek|miyorum)\\p{L}*', 'know'),
    ['lazım mı|gerekli mi|gerekiyor mu|gerek var mı', 'is it needed'], ['lazım|gerekiyor|gerekli|gerek', 'i need'],
    ['kırıl\\p{L}*|kır(?:dı|arsa|ılırsa)\\p{L}*', 'broke'], ['çalın\\p{L}*|kaybol\\p{L}*|kayıp', 'missing'], ['hasar\\p{L}*|zarar\\p{L}*', 'damage'],
    ['olmayacak\\p{L}*', "won't be"], ['olacak\\p{L}*', 'will be'], ['olursa', 'if it is'], ['olur', 'is it ok'], ['olmaz', 'not ok'], ['olabilir', 'can be'],
    ['değişti', 'changed'], ['deyin|söyleyin|söyle', 'tell'], ['dersem|desem', 'if i say'], ['diye', 'so that'],

    // The services, and what they cost.
    ['derin temizli[kğ]\\p{L}*|detaylı temizli[kğ]\\p{L}*|kapsamlı temizli[kğ]\\p{L}*|genel temizli[kğ]\\p{L}*|bahar temizliği\\p{L}*|derin|detaylı', 'deep cleaning'],
    ['standart temizli[kğ]\\p{L}*|normal temizli[kğ]\\p{L}*|basit temizli[kğ]\\p{L}*|standart|normal', 'standard cleaning'],
    ['taşınma temizliği\\p{L}*|boşaltma temizliği\\p{L}*|çıkış temizliği\\p{L}*|taşınma sonrası temizli[kğ]\\p{L}*|taşınma|boşaltma', 'move out cleaning'],
    ['kiracı değişimi\\p{L}*|kiracı arası\\p{L}*|kiralık daire temizliği\\p{L}*', 'rental turnover'], ['ofis temizliği\\p{L}*|iş yeri temizliği\\p{L}*', 'office cleaning'],
    ['ev temizliği\\p{L}*', 'home cleaning'], ['temizlikçiler\\p{L}*', 'cleaners'], ['temizlikçi\\p{L}*|temizlik görevlisi\\p{L}*', 'cleaner'], ['temizli[kğ]\\p{L}*', 'cleaning'],
    ['ilk temizli[kğ]\\p{L}*', 'first cleaning'], ['ilk', 'first'], ['koduyla|kodla|kod ile|kodu kullanırsam|kodu ile', 'with the code'], ['indirim kodu\\p{L}*|promosyon kodu\\p{L}*|kod\\p{L}*', 'code'],
    ['indirim\\p{L}*|kampanya\\p{L}*', 'discount'], ['kupon\\p{L}*', 'coupon'], ['ücretsiz|bedava', 'free'], ['ekstra|ilave|fazladan', 'extra'], ['ek hizmet\\p{L}*', 'add-on'],
    ['iptal ücreti\\p{L}*', 'cancellation fee'], ['rezervasyon ücreti\\p{L}*|hizmet bedeli\\p{L}*', 'booking fee'], ['ücret\\p{L}*', 'fee'], ['fiyat listesi\\p{L}*', 'price list'], ['fiyat\\p{L}*', 'price'],
    ['toplamda|toplam\\p{L}*', 'total'], ['tutar\\p{L}*', 'amount'], ['doları?|dolar\\p{L}*', 'dollars'], ['param|paramı|parası\\p{L}*|para', 'money'],
    ['kredi kartı\\p{L}*|kart\\p{L}*', 'card'], ['nakit', 'cash'], ['ödeme\\p{L}*', 'payment'], ['çekiliyor|çekilir|çekildi', 'charged'],
    ['iptal\\p{L}*', 'cancel'], ['rezervasyon\\p{L}*|randevu\\p{L}*|sipariş\\p{L}*', 'booking'], ['servis\\p{L}*|hizmet\\p{L}*', 'service'],
    ['düzenli|periyodik|sürekli|abonelik\\p{L}*|abone', 'recurring'], ['bir kez|bir kere|bir defa', 'once'], ['her hafta|haftada bir|haftalık', 'every week'], ['her iki haftada bir|iki haftada bir|2 haftada bir|15 günde bir|on beş günde bir', 'every 2 weeks'],
    ['her ay|ayda bir|aylık', 'every month'], ['her seferinde|her zaman|hep', 'every time'], ['her (?=daire|ev|oda|temizlik|biri)', 'every '],

    // Rooms and what is in them. "Salon" is the living room; "bir buçuk banyo" one bathroom and a half.
    ['(?:bir|1) buçuk banyo\\p{L}*|1[.,]5 banyo\\p{L}*', '1 bathroom and 1 half bathroom'], ['(?:iki|2) buçuk banyo\\p{L}*|2[.,]5 banyo\\p{L}*', '2 bathrooms and 1 half bathroom'],
    ['yarım banyo\\p{L}*|misafir tuvaleti\\p{L}*|misafir wc|ayrı tuvalet\\p{L}*|lavabo ve tuvalet', 'half bathroom'],
    [`${MANY}banyo(?:lu|su)?`, 'bathrooms'], ['banyolar\\p{L}*', 'bathrooms'], ['tam banyo\\p{L}*', 'full bathroom'], ['banyoda', 'in the bathroom'], ['banyo\\p{L}*', 'bathroom'],
    [`${MANY}tuvalet(?:li|i)?`, 'half bathrooms'], ['(?<=(?:\\d|bir)\\s*)tuvalet(?:li|i)?', 'half bathroom'], ['tuvalet\\p{L}*|klozet\\p{L}*', 'toilet'],
    [`${MANY}(?:yatak odası|yatak odalı|yatak odasi|yatak odali|odalı|odali)`, 'bedrooms'], ['yatak odaları\\p{L}*|yatak odalari\\p{L}*', 'bedrooms'],
    ['yatak oda\\p{L}*|çocuk oda\\p{L}*|misafir oda\\p{L}*|odalı|odali', 'bedroom'],
    ['oturma oda\\p{L}*|salon\\p{L}*', 'living room'], ['yemek oda\\p{L}*', 'dining room'], ['ofis\\p{L}*|büro\\p{L}*', 'office'],
    ['çamaşır oda\\p{L}*|çamaşırhane\\p{L}*', 'laundry room'], ['bodrum\\p{L}*', 'basement'], ['mutfa[kğ]\\p{L}*', 'kitchen'],
    ['diğer odalar\\p{L}*|başka odalar\\p{L}*|öbür odalar\\p{L}*', 'other rooms'], ['diğer oda\\p{L}*|başka (?:bir )?oda\\p{L}*', 'other room'],
    [`${MANY}oda(?:sı|lı)?`, 'rooms'], ['odalar\\p{L}*', 'rooms'], ['oda\\p{L}*', 'room'], ['balkon\\p{L}*|teras\\p{L}*', 'balcony'], ['antre\\p{L}*|giriş\\p{L}*', 'entryway'],
    ['kiler\\p{L}*', 'pantry'], ['garaj\\p{L}*', 'garage'], ['kat(?:ı|ta|taki|lı)?', 'floor'], ['ikinci', 'second'], ['üçüncü', 'third'],
    ['fırın\\p{L}* içi\\p{L}*|fırın\\p{L}* için(?:i|e)', 'inside the oven'], ['buzdolab\\p{L}* içi\\p{L}*|buzdolab\\p{L}* için(?:i|e)', 'inside the fridge'],
    ['mikrodalga\\p{L}* içi\\p{L}*', 'inside the microwave'], ['bulaşık makinesi\\p{L}* içi\\p{L}*', 'inside the dishwasher'],
    ['(?:mutfak )?dolapları\\p{L}* içi\\p{L}*|dolap içleri\\p{L}*', 'inside the kitchen cabinets'],
    ['fırın\\p{L}*', 'oven'], ['buzdolab\\p{L}*|buzdolap\\p{L}*', 'fridge'], ['mikrodalga\\p{L}*', 'microwave'], ['ocak ay\\p{L}*', 'in January'], ['ocağ\\p{L}*|ocak|ocakları', 'stovetop'],
    ['bulaşık makinesi\\p{L}*', 'dishwasher'], ['bulaşık\\p{L}*', 'dishes'], ['çamaşır makinesi\\p{L}*', 'washing machine'], ['çamaşır\\p{L}*', 'laundry'],
    ['dolap\\p{L}*', 'cabinets'], ['içi\\p{L}*|içerisi\\p{L}*', 'inside'], ['pencere\\p{L}*|cam(?:lar\\p{L}*|ı|ları)?', 'windows'], ['halı\\p{L}*', 'carpets'], ['perde\\p{L}*', 'curtains'],
    ['zemin\\p{L}*|yerler\\p{L}*', 'floors'], ['duvar\\p{L}*', 'walls'], ['lavabo\\p{L}*|evye\\p{L}*', 'sink'], ['duş\\p{L}*|küvet\\p{L}*', 'shower'], ['ayna\\p{L}*', 'mirror'],
    ['çarşaf\\p{L}*', 'sheets'], ['havlu\\p{L}*', 'towels'], ['çöp\\p{L}*', 'trash'], ['eşya\\p{L}*|mobilya\\p{L}*', 'furniture'],

    // Homes and the people in them.
    ['(?:dört|4) daireli bir binam var', 'i have a building with four apartments'], ['(?:dört|4) daireli bir bina\\p{L}*', 'a building with four apartments'], ['daireli', 'apartment'], ['(?:bir )?binam var', 'i have a building'], ['bir evim var|evim var', 'i have a house'],
    ['bir dairem var|dairem var', 'i have an apartment'], ['dairesi var', 'has an apartment'],
    [`${MANY}daire(?:li)?|daireler\\p{L}*`, 'apartments'], ['dairem\\p{L}*', 'my apartment'], ['daire\\p{L}*', 'apartment'], ['apartman\\p{L}*|bina\\p{L}*', 'building'],
    ['evimiz\\p{L}*', 'our home'], ['evim\\p{L}*', 'my home'], ['evde', 'at home'], ['evler\\p{L}*', 'homes'], ['evinde|evine|evini', 'at her home'], ['ev(?:i|e|de|den|in|leri)?', 'home'], ['boş', 'empty'], ['kirli', 'dirty'], ['temiz', 'clean'],
    ['ev sahibi\\p{L}*', 'landlord'], ['kiracılar\\p{L}*', 'tenants'], ['kiracım\\p{L}*', 'my tenant'], ['kiracı\\p{L}*', 'tenant'], ['kiralık', 'rental'], ['kira\\p{L}*', 'rent'],
    ['airbnb\\p{L}*', 'airbnb'], ['misafirler arası\\p{L}*|misafir arası\\p{L}*|misafir değişimi\\p{L}*', 'between guests'], ['misafir\\p{L}*', 'guests'], ['komşu\\p{L}*', 'neighbour'],
    ['anneannem\\p{L}*|babaannem\\p{L}*|ninem\\p{L}*', 'my grandmother'], ['dedem\\p{L}*', 'my grandfather'], ['kız kardeşim\\p{L}*|ablam\\p{L}*', 'my sister'],
    ['erkek kardeşim\\p{L}*|abim\\p{L}*', 'my brother'], ['teyzem\\p{L}*|halam\\p{L}*', 'my aunt'], ['amcam\\p{L}*|dayım\\p{L}*', 'my uncle'], ['karım\\p{L}*', 'my wife'], ['kocam\\p{L}*', 'my husband'],
    ['ailem\\p{L}*', 'my family'], ['aile\\p{L}*', 'family'], ['annem\\p{L}*', 'my mother'], ['babam\\p{L}*', 'my father'], ['eşim\\p{L}*', 'my spouse'], ['kızım\\p{L}*', 'my daughter'], ['oğlum\\p{L}*', 'my son'],
    ['kardeşim\\p{L}*', 'my brother'], ['yeğenim\\p{L}*|yeğen\\p{L}*', 'my nephew'], ['kuzenim\\p{L}*', 'my cousin'], ['arkadaşım\\p{L}*', 'my friend'],
    ['çocuklar\\p{L}*|çocuğum\\p{L}*|çocuk\\p{L}*', 'kids'], ['bebe[kğ]\\p{L}*', 'baby'], ['yaşlı\\p{L}*', 'elderly'],
    ['orada|orası|oraya|orda', 'there'], ['burada|burası|burda', 'here'], ['mahalle\\p{L}*|semt\\p{L}*', 'neighbourhood'], ['şehir\\p{L}*', 'city'], ['ilçe\\p{L}*|kasaba\\p{L}*', 'town'], ['amerika\\p{L}*', 'america'],
    ['dükkan\\p{L}*|mağaza\\p{L}*', 'store'], ['restoran\\p{L}*', 'restaurant'], ['okul\\p{L}*', 'school'], ['şirket\\p{L}*|firma\\p{L}*|işletme\\p{L}*', 'business'],
    ['müşteri\\p{L}*', 'client'], ['kadın', 'woman'], ['erkek', 'man'],

    // Booking, access, the app and the site, trust, work.
    ['anahtar\\p{L}*', 'keys'], ['fotoğraf\\p{L}*|resim\\p{L}*', 'photos'], ['uygulama\\p{L}*|app(?:ten|te|ta|tan|e|i|ı|in)?', 'app'], ['web sitesi\\p{L}*|internet sitesi\\p{L}*|site\\p{L}*', 'website'],
    ['telefon numara\\p{L}*', 'phone number'], ['telefon\\p{L}*', 'phone'], ['numara\\p{L}*', 'number'], ['adres\\p{L}*', 'address'], ['e-?posta\\p{L}*|mail\\p{L}*', 'email'],
    ['müşteri hizmetleri\\p{L}*|destek\\p{L}*', 'support'], ['yardım\\p{L}*', 'help'], ['kişisel veri\\p{L}*|veriler\\p{L}*|bilgilerim\\p{L}*|kişisel bilgi\\p{L}*', 'my personal data'],
    ['gizlilik\\p{L}*', 'privacy'], ['güvenilir\\p{L}*|güven\\p{L}*', 'trust'], ['sabıka kaydı\\p{L}*|geçmiş kontrolü\\p{L}*|adli sicil\\p{L}*', 'background check'],
    ['sigorta\\p{L}*', 'insurance'], ['yorum\\p{L}*|değerlendirme\\p{L}*', 'review'], ['puan\\p{L}*', 'rating'], ['dil(?:i|ler\\p{L}*)?', 'language'], ['ekip\\p{L}*', 'crew'],
    // "İş" (a job) only as written: without its "ş" it is English "is".
    ['iş ilanı\\p{L}*|iş(?:e|i|te|ler\\p{L}*|im)?', 'job', 'exact'], ['maaş\\p{L}*', 'pay'], ['bahşiş\\p{L}*', 'tip'], ['saatlik', 'per hour'],
    ['bilgi\\p{L}*', 'information'], ['şikayet\\p{L}*', 'complaint'], ['güvenlik\\p{L}*', 'safety'], ['kamera\\p{L}*', 'camera'],
    ['ehliyet\\p{L}*', "driver's license"], ['araba\\p{L}*|araç\\p{L}*', 'car'], ['tecrübe\\p{L}*|deneyim\\p{L}*', 'experience'], ['havale\\p{L}*', 'bank transfer'], ['fiş\\p{L}*', 'receipt'], ['hesab\\p{L}*|hesap\\p{L}*', 'account'], ['şifre\\p{L}*', 'password'],

    // Time.
    ['bugün\\p{L}*', 'today'], ['yarın\\p{L}*', 'tomorrow'], ['hafta sonu\\p{L}*', 'weekend'], ['hafta içi', 'weekday'], ['hafta\\p{L}*', 'week'], ['(?<=\\d\\s*)ay(?:dır|lık|da)?', 'months'], ['bu ay', 'this month'],
    ['gelecek ay|önümüzdeki ay|seneye', 'next month'], ['yaz(?:ın|ları)', 'in summer'], ['gün\\p{L}*', 'day'], ['saat\\p{L}*', 'time'], ['sabah\\p{L}*', 'morning'],
    ['öğleden sonra', 'afternoon'], ['öğle\\p{L}*', 'noon'], ['erken', 'early'], ['geç kal\\p{L}*|geç', 'late'], ['dakika\\p{L}*', 'minutes'],
    ['yıl\\p{L}*|sene\\p{L}*', 'year'], ['tatil\\p{L}*|bayram\\p{L}*', 'holiday'], ['müsait\\p{L}*|boş gün\\p{L}*', 'available'],
    ['haftada iki (?:kez|kere|defa)', 'twice a week'], ['ayda iki (?:kez|kere|defa)', 'twice a month'], ['akşam\\p{L}*', 'evening'], ['gece\\p{L}*', 'night'], ['pazartesi', 'monday'], ['salı', 'tuesday'], ['çarşamba', 'wednesday'],
    ['perşembe', 'thursday'], ['cumartesi\\p{L}*', 'saturday'], ['cuma\\p{L}*', 'friday'], ['pazar', 'sunday'], ['şimdi|şu an', 'now'], ['hemen', 'right away'],
    ['o zaman', 'then'], ['önceden', 'in advance'], ['önce\\p{L}*', 'before'], ['sonra\\p{L}*', 'after'], ['sırasında', 'during'], ['tarih\\p{L}*', 'date'],

    // Small words: yes and no, greetings, who, and those that carry nothing in English.
    ['evet', 'yes'], ['hayır', 'no'], ['tamam|peki', 'ok'], ['merhaba|selam|iyi günler|günaydın|iyi akşamlar', 'hello'],
    ['çok teşekkür\\p{L}*', 'thank you very much'], ['teşekkür eder\\p{L}*|teşekkür\\p{L}*|sağ ?ol\\p{L}*|eyvallah', 'thank you'], ['(?:çok )?yardımcı oldunuz|(?:çok )?sağ olun', ''], ['yardımcı', 'helpful'], ['lütfen', 'please'],
    ['kötü|berbat', 'bad'], ['iyi', 'good'], ['güzel', 'nice'], ['değil', 'not'], ['var', 'there is'], ['yok', 'there is no'],
    ['ben de', 'me too'], ['ben mi(?= \\p{L}+c[ae]ğ[ıi]m)', ''], ['ben mi', 'do i'], ['benim için|bana göre', 'for me'], ['ben', 'i'], ['sen|siz|size|sizi', 'you'], ['biz|bize', 'we'], ['onlar', 'they'], ['benim(?= (?:ev|daire|kiracı|bina|ofis)\\p{L}*m(?![\\p{L}]))', ''], ['benim', 'my'], ['bizim', 'our'], ['sizin|sizde', 'your'],
    ['bana', 'me'], ['kendi\\p{L}*', 'own'], ['bunları|bunlar', 'these'], ['bunu|bu', 'this'], ['şunu|şu|onu|o', 'that'], ['biri(?:si)?|birisi', 'someone'], ['birinin', "someone's"],
    ['bir şey|birşey', 'something'], ['hiç', 'any'], ['başka', 'other'], ['diğer', 'other'], ['aynı', 'same'], ['yeni', 'new'], ['eski', 'old'],
    ['büyük', 'big'], ['küçük', 'small'], ['çok', 'very'], ['daha', 'more'], ['en ucuz', 'cheapest'], ['en uygun', 'best'], ['uygun', 'suitable'], ['olmadan', 'without'], ['ucuz', 'cheap'], ['pahalı', 'expensive'], ['biraz|az', 'a little'],
    ['sadece|yalnızca|yalnız', 'only'], ['bütün|tüm', 'the whole'], ['ayrıca|bir de', 'also'], ['geri', 'back'], ['gibi', 'like'], ['olarak', 'as'],
    ['eğer', 'if'], ['çünkü', 'because'], ['ama|fakat|ancak', 'but'], ['(?<![\'’])ve', 'and'], ['ile', 'with'], ['kadar', 'until'], ['zaman', 'time'], ['tane', ''],
    ['bir(?= (?:yatak|banyo|oda|mutfak|salon|daire|tuvalet|buzdolab|fırın|mikrodalga))', 'one'], ['bir', 'a'],
    ['iki', 'two'], ['üç', 'three'], ['dört', 'four'], ['beş', 'five'], ['altı', 'six'], ['yedi', 'seven'], ['sekiz', 'eight'],
    ['de|da', 'too'], [`m${V}|ki|ise|mı?dır|dır|dir`, ''],
  ] as [string, string, 'exact'?][]).map(([from, to, exact]) => [exact ? from : loose(from), to] as const)),
};
