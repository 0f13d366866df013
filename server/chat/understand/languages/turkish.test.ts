import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { quote } from '../../../../tests/prices.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

describe('Turkish', () => {
  it('reads a price question with its rooms, the count before a singular noun read as a plural', () => {
    expect(toEnglish('Derin temizlik ne kadar? 2 yatak odası, 1 banyo')).toEqual({
      language: 'Turkish', text: 'deep cleaning how much is? 2 bedrooms, 1 bathroom', unread: [],
    });
    expect(toEnglish('iki yatak odası ve iki banyo, standart temizlik kaç para?')?.text).toBe('two bedrooms and two bathrooms, standard cleaning how much is?');
    // A flat counted the Turkish way, and a bathroom and a half.
    expect(toEnglish('Merhaba, 3+1 dairem var, derin temizlik ne kadar?')?.text).toContain('3 bedrooms and 1 living room');
    expect(toEnglish('Bir dairede bir buçuk banyo var. Yarım banyo ne demek?')?.text).toContain('1 bathroom and 1 half bathroom');
  });

  it('answers a price question in English with the total, the living room and kitchen as other rooms', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const reply = createChatEngine(index).answer("Clifton'daki dairem: 2 yatak odası, 1 banyo, salon, mutfak. Standart temizlik kaç?", []).reply;
    expect(reply).toMatch(/^I can only answer in English.*Turkish/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('reads a cancellation, a change of date, and the fee asked about', () => {
    expect(toEnglish('Kiracının çıkış tarihi değişti. Rezervasyonu iptal edebilir miyim?')?.text).toBe('tenant move-out date changed. booking can i cancel?');
    expect(toEnglish('Rezervasyonumu iptal etmek istiyorum, nasıl yapabilirim?')?.text).toContain('i want to cancel');
    expect(toEnglish('iptal ücreti var mı? kaç gün önce?', 'Turkish')?.text).toBe('cancellation fee is there? how many days before?');
    expect(toEnglish('o zaman tarihi değiştireyim, nasıl?', 'Turkish')?.text).toBe('then reschedule, how?');
  });

  it('reads "do you clean in" a town, whose case ending follows an apostrophe, in Turkish letters or without them', () => {
    expect(toEnglish("Clifton'da temizlik yapıyor musunuz?")?.text).toBe('in Clifton do you clean?');
    expect(toEnglish("temizlik yapiyor musunuz hoboken'de")).toMatchObject({ language: 'Turkish', text: 'do you clean in hoboken' });
    expect(toEnglish("Benim evim Botany Village'da. Orası Clifton mı, Passaic mi?")?.text).toBe('my home in Botany Village. there Clifton or Passaic?');
  });

  it('reads a short follow-up in a conversation held in Turkish', () => {
    expect(toEnglish('NEWCOMER koduyla?')).toBeNull();
    expect(toEnglish('NEWCOMER koduyla?', 'Turkish')?.text).toBe('NEWCOMER with the code?');
    expect(toEnglish('buzdolabı içi, fırın içi ve ocak da', 'Turkish')?.text).toBe('inside the fridge, inside the oven and stovetop too');
  });

  it('leaves English alone, with a Turkish word or two in it, or a contraction ("I\'ve") that ends like a Turkish word', () => {
    expect(toEnglish('how much for 2 bedrooms in Clifton')).toBeNull();
    expect(toEnglish("I've moved, I've a new place in Paterson: do you clean there?")).toBeNull();
    expect(toEnglish('Do you clean in Clifton? Ben Türk\'üm, İngilizcem biraz zayıf.')).toBeNull();
  });

  it('does not read Tagalog, Spanish, Polish or Latin-lettered Gujarati as Turkish, though they share a word with it', () => {
    expect(toEnglish('Magkano po ang deep cleaning ng 2 kwarto at 1 banyo?')?.language).toBe('Tagalog');
    expect(toEnglish('¿Cuánto cuesta una limpieza profunda para dos baños?')?.language).toBe('Spanish');
    expect(toEnglish('Ile kosztuje sprzątanie mieszkania, dwie sypialnie i łazienka?')?.language).toBe('Polish');
    expect(toEnglish('Ba ne smartphone bahu nathi aavadtu. Phone par call kari ne booking thay?')?.language).not.toBe('Turkish');
  });
});

describe('Turkish, everyday questions (round 138)', () => {
  it('reads what a named service covers, the service read before the verb in it', () => {
    expect(toEnglish('Derin temizlikte neler dahil?')?.text).toBe('deep cleaning what is included?');
    expect(toEnglish('bosaltma temizligi yapiyor musunuz, kiraci cikti')?.text).toContain('move out cleaning do you do');
    expect(toEnglish('Devir temizliği nasıl işliyor?')?.text).toBe('rental turnover cleaning how does it work?');
  });

  it('reads a count corrected, a room locked or left out, one counted as another, an add-on swapped', () => {
    expect(toEnglish('Pardon, 4 yatak odası olacak, 3 değil', 'Turkish')?.text).toBe('sorry, 4 bedrooms will be, not 3');
    expect(toEnglish('Bir yatak odası kilitli, onu temizlemeyin', 'Turkish')?.text).toBe('one bedroom is locked, skip it');
    expect(toEnglish('banyolardan biri yarım banyo olsun', 'Turkish')?.text).toBe('make one of the bathrooms half bathroom');
    expect(toEnglish('mikrodalga içi yerine bulaşık makinesi içi olsun', 'Turkish')?.text).toBe('instead of inside the microwave, inside the dishwasher');
    expect(toEnglish('3 yatak 2 banyo derin temizlik kaça?')?.text).toBe('3 bedrooms 2 bathrooms deep cleaning how much is?');
  });

  it('reads a short question about a name, a town of two words, the support line and the site', () => {
    expect(toEnglish('NEWCOMER ne demek?')?.text).toBe('what is NEWCOMER?');
    expect(toEnglish("New Brunswick'te hizmet veriyor musunuz?")?.text).toBe('in New Brunswick do you serve?');
    expect(toEnglish('müşteri hizmetleri 7/24 açık mı')?.text).toContain('support 24/7');
    expect(toEnglish('Sitenizde erişilebilirlik beyanı var mı?')?.text).toBe('website accessibility statement is there?');
  });
});

describe('Turkish, an order changed in a later turn (round 139)', () => {
  it('reads an add-on dropped or swapped with the verb last, a counted room taken out, a room the family does itself', () => {
    expect(toEnglish('ocağı çıkarın', 'Turkish')?.text).toBe('stovetop remove it');
    expect(toEnglish('mikrodalgayı boşverin, onun yerine fırın içi', 'Turkish')?.text).toBe('microwave remove it, instead inside the oven');
    expect(toEnglish('bir banyoyu çıkar', 'Turkish')?.text).toBe('one bathroom less');
    expect(toEnglish('banyoyu kendim temizlerim, çıkar onu', 'Turkish')?.text).toBe('bathroom i clean myself, remove it');
    expect(toEnglish('salonu biz hallederiz', 'Turkish')?.text).toBe("living room we'll do ourselves, skip it");
    expect(toEnglish('wc saymayın lütfen', 'Turkish')?.text).toBe("don't count the half bathroom please");
  });

  it('reads a room that is now another, a count said wrongly, and a month of visits asked', () => {
    expect(toEnglish('ikinci yatak odası artık çalışma odası', 'Turkish')?.text).toBe('second bedroom is now office');
    expect(toEnglish('aslında 3 yatak odası var, yanlış söyledim', 'Turkish')?.text).toBe('actually 3 bedrooms there is, i wrote it wrong');
    expect(toEnglish('haftada bir gelirseniz ayda kaç para eder?', 'Turkish')?.text).toBe('every week come how much a month?');
    expect(toEnglish('kampanya kodu ile kaç olur?', 'Turkish')?.text).toBe('discount with the code how much is?');
  });

  it('reads the support hours, the blog\'s tips and a code a flatmate used', () => {
    expect(toEnglish('destek hattı kaçta açık?')?.text).toBe('support line what are your hours?');
    expect(toEnglish('blogunuzda temizlik ipuçları var mı?')?.text).toBe('on your blog cleaning tips is there?');
    expect(toEnglish('oda arkadaşım bu kodu zaten kullandı, bende olur mu?')?.text).toContain('my roommate this code already used');
  });

  it('prices an order changed in Turkish: an add-on dropped after the rooms, then a month of visits every two weeks', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const engine = createChatEngine(index);
    const history: { question: string; answer: string }[] = [];
    for (const question of ['3 yatak odası 1 banyo standart temizlik, fırın içi ve mikrodalga içi', 'mikrodalgayı çıkarın']) {
      history.push({ question, answer: engine.answer(question, history).reply });
    }
    const total = quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 1 }, ['Oven inside']).total;
    expect(history[1]!.answer).toContain(`Total: ${total}`);
    const monthly = engine.answer('iki haftada bir olursa aylık ne kadar?', history).reply;
    expect(monthly).toMatch(/Over 2 visits/);
  });
});
