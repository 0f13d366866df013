import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { formatCents } from '../../../kernel/money.ts';
import { quote } from '../../../tests/prices.ts';
import { createChatEngine } from '../engine.ts';
import { toEnglish } from './languages.ts';
import { phoneDisplay } from '../../../kernel/phone.ts';

const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const engine = createChatEngine(index);
const ask = (q: string, ...history: string[]) => engine.answer(q, history.map((question) => ({ question }))).reply;
/** The pages a reply cites. */
const cites = (q: string) => engine.answer(q).sources.map((source) => source.url);
/** A page by the words of its title, not today's address or wording: the reply that answers from it cites it. */
const pageTitled = (words: RegExp) => index.passages.find((p) => (p.kind === 'page' || p.kind === 'legal') && words.test(p.title))!.url;

describe('messages in another language', () => {
  it('reads a Portuguese question as Portuguese, not as Spanish, though the two share words ("como", "para")', () => {
    expect(toEnglish('Como sei se a faxineira é de confiança?')?.language).toBe('Portuguese');
    expect(toEnglish('¿Limpian oficinas en Trenton?')?.language).toBe('Spanish');
  });

  it('leaves English alone, a borrowed word or a place name included', () => {
    expect(toEnglish('Do you clean a café façade in Como?')).toBeNull();
    expect(toEnglish('how much for 2 bedrooms in Hoboken')).toBeNull();
  });

  it('puts an English word in once: a Portuguese rule never rewrites the English of another ("what do i do")', () => {
    expect(toEnglish('O vaso quebrou, o que eu faço?')?.text).toContain('what do i do');
  });

  it('answers a Portuguese price question in English, with the total, and says it read Portuguese', () => {
    const reply = ask('Preciso de uma faxina pesada, dois quartos e dois banheiros, quanto sai?');
    expect(reply).toMatch(/^I can only answer in English.*Portuguese/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 2, Bathroom: 2 }).total}`);
  });

  it('answers Portuguese questions about paying, trust and add-ons from the site, not "I\'m not sure"', () => {
    expect(ask('Vocês aceitam pagamento em dinheiro?')).toMatch(/pay securely in the \w+ app/);
    expect(ask('Como sei se a faxineira é de confiança?')).toMatch(/vetted and background-checked/);
    const fridge = index.facts.addOns.find((a) => a.item.startsWith('Refrigerator'))!;
    expect(ask('A limpeza profunda inclui a geladeira por dentro?')).toContain(`${fridge.item} ${formatCents(fridge.price)}`);
  });

  it('reads a short follow-up in the language the conversation is held in ("e com o código?")', () => {
    const home = 'Quanto fica uma faxina pesada de dois quartos e um banheiro?';
    expect(toEnglish('e com o cupom?')).toBeNull();
    const reply = ask('e com o cupom?', home);
    expect(reply).toMatch(/Portuguese/);
    expect(reply).toContain(quote(index.facts, 'deep', { Bedroom: 2, Bathroom: 1 }).firstClean);
  });

  it('reads an appliance named in Spanish in a follow-up as its add-on, and keeps it for the code asked after', () => {
    const home = 'limpieza profunda dos cuartos un baño cuanto';
    const oven = quote(index.facts, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Oven inside']);
    expect(ask('y el horno por dentro?', home)).toContain(`Total: ${oven.total}`);
    expect(ask('con el código?', home, 'y el horno por dentro?')).toContain(oven.firstClean);
    const fridge = quote(index.facts, 'standard', { Bedroom: 1, Bathroom: 1 }, ['Refrigerator inside', 'Microwave inside']);
    expect(ask('y la nevera y el microondas adentro', 'cuanto cuesta 1 cuarto 1 baño')).toContain(`Total: ${fridge.total}`);
  });

  it('adds a home to the add-ons asked about in Portuguese the turn before ("somando com ...")', () => {
    const reply = ask('juntando com 1 quarto e 1 banheiro, limpeza padrão?', 'quanto custa lavar a louça e dentro do forno?');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 1, Bathroom: 1 }, ['Dishes', 'Oven']).total}`);
  });

  it.each([
    ['vocês cobram o serviço por hora?', /priced by the room, not by the hour/],
    ['oi, como faço pra agendar uma faxina?', /You book in the Nestwell app/],
    ['consigo ver as fotos do serviço depois pelo app?', /job photos/],
    ['e qual é a diferença da faxina padrão pra profunda?', /Deep Cleaning goes further/],
    ['vcs cobram no cartão quando? na hora de agendar?', /Nothing is charged until you confirm/],
  ])('answers the Portuguese "%s" from the site, not "I\'m not sure"', (question, answer) => {
    const reply = ask(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toContain("I'm not sure");
  });
});

describe('everyday Spanish around a question', () => {
  it.each([
    ['yo no sé usar bien las aplicaciones. puedo llamar por teléfono para hacer la cita?', /^You book in the Nestwell app, for iPhone or Android; the site offers no other way to book/m],
    ['Quiero que vengan cada 15 días a mi casa. Se puede hacer eso?', /^You can make a booking recurring/m],
    ['Si me gusta la señora que viene, puedo pedir que venga siempre la misma?', /doesn't promise the same cleaner/],
    ['tengo cita con el doctor el martes, como cambio el día de la limpieza?', /^The rescheduling rules for your booking/m],
    ['la señora no limpió bien el baño, quedó sucio la tina. qué hago?', /satisfaction promise/],
    ['La limpieza de ayer quedó mal, el baño sigue sucio. Qué hago?', /satisfaction promise/],
    ['se puede mezclar cloro con vinagre para limpiar el baño?', /never mix bleach with vinegar/],
    ['pueden lavar la ropa y planchar también?', /isn't one of the named add-ons/],
    ['cuánto tiempo se demoran en limpiar una casa como la mía?', /doesn't say how long a cleaning takes/],
    ['tienen descuento para personas mayores? soy jubilada', /doesn't list any other discount/],
    ['la aplicación me pide mi dirección, por qué necesitan eso?', /your address lets us pair you/],
    ['Usted sabe una buena receta de pernil para Navidad?', /^That's outside what I can help with/m],
  ])('"%s"', (question, expected) => {
    const reply = ask(question);
    expect(reply).toMatch(/I read your message as Spanish/);
    expect(reply).toMatch(expected);
  });

  it('does not read "I have not cleaned well in months" as a complaint about a cleaner', () => {
    expect(ask('hace meses que no limpio bien bien, cual pido, la normal o la profunda?')).not.toMatch(/satisfaction promise/);
  });
});

describe('Haitian Creole mixed into English', () => {
  it('reads it as Haitian Creole, answers in English and says so', () => {
    expect(toEnglish('Mwen pa gen machin. I need a car for this job?')).toMatchObject({ language: 'Haitian Creole', text: "i don't have car. I need a car for this job?" });
    const reply = ask('Konbyen pou 1 chanm ak 1 twalèt?');
    expect(reply).toMatch(/I read your message as Haitian Creole/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 1, Bathroom: 1 }).total}`);
  });

  it('leaves "in pa" and "yo" alone: English writes them too', () => {
    expect(toEnglish('yo do you clean in pa')).toBeNull();
  });
});

describe('everyday Haitian Creole', () => {
  it.each([
    // rooms, and "an" ending a clause is "the"
    ['Deep cleaning pou 2 chanm, 1 twalèt ak salon an, konbyen?', 'Deep cleaning for 2 bedroom, 1 bathroom and living room, how much?'],
    ['mwen gen 2 chanm, 1 twalèt, yon salon ak kizin', 'i have 2 bedroom, 1 bathroom, a living room and kitchen'],
    // the dining room ("sal" alone is "dirty"), downstairs
    ['yon ti twalèt anba a, yon salon, yon sal manje ak kwizin', 'a half bath downstairs, a living room, a dining room and kitchen'],
    // add-ons, the code, same rooms
    ['ok e si m ajoute fou a ak frijidè a andedan?', 'ok and if i add oven a and fridge a inside?'],
    ['E si se standard menm chanm yo?', 'and if is standard same rooms?'],
    // a cleaning gone wrong, cancelling, an applicant's pay
    ['Mwen pa kontan ditou. Eske m oblije peye?', "i'm not happy at all. do i still have to pay?"],
    ['Mwen ka anile pou demen?', 'i can cancel for tomorrow?'],
    ['Konbyen lajan cleaner yo fè pa lè?', 'how much do cleaners make per hour?'],
  ])('%s', (creole, english) => {
    expect(toEnglish(creole)).toMatchObject({ language: 'Haitian Creole', text: english });
  });

  it('answers them as the English would be', () => {
    const rooms = quote(index.facts, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total;
    expect(ask('Deep cleaning pou 2 chanm, 1 twalèt ak salon an, konbyen?')).toContain(`Total: ${rooms}`);
    expect(ask('Cleaner a te vin jodi a men twalèt la toujou sal. Mwen pa kontan ditou. Eske m oblije peye?')).toMatch(/satisfaction promise/);
    expect(ask('Konbyen lajan cleaner yo fè pa lè? Is it more than $20 an hour?')).toMatch(/doesn't say what cleaners earn/);
    expect(ask('Mwen vle vin cleaner pou Nestwell. Kote pou m aplike?')).toContain('Nestwell Crew site');
  });
});

describe('Hindi, in Latin letters inside English or in Devanagari', () => {
  it('reads a Hinglish price question as Hindi, says so, and prices the rooms', () => {
    const reply = ask('mera 3 bedroom ghar hai, 2 bathroom, kitna hoga standard safai?');
    expect(reply).toMatch(/^I can only answer in English, so here is my answer in English \(I read your message as Hindi\)/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`);
  });

  it('reads Devanagari, and what not to touch', () => {
    expect(ask('मेरे घर की सफाई कितने की होगी? चार बेडरूम और दो बाथरूम')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 2 }).total}`);
    expect(ask('pooja room ko mat chhuna please, kaise bataun?')).toMatch(/notes/);
  });

  it('reads an add-on swapped and a bedroom less: "oven hatao, uski jagah microwave aur dishwasher andar se. aur ek bedroom kam kar do"', () => {
    const home = 'Standard cleaning joiye, 5 bed, 3 full bath, 1 half bath, bas. Other rooms nahi. Fridge inside ane oven inside add karo.';
    const reply = ask('Oven hatao, uski jagah microwave aur dishwasher andar se. Aur ek bedroom kam kar do, beta college chala gaya', home);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 3, Half: 1 }, ['Refrigerator', 'Microwave', 'Dishwasher']).total}`);
  });

  it('leaves English with one word like it alone', () => {
    expect(toEnglish('Hai! how much for 2 bedrooms in Edison?')).toBeNull();
    expect(toEnglish('is the ghar a room?')).toBeNull();
  });
});

describe('Gujarati in Latin letters, around English room words', () => {
  const turns = (...questions: string[]) => questions.reduce<{ history: { question: string; answer: string }[]; reply: string }>((at, question) => {
    const reply = engine.answer(question, at.history).reply;
    return { history: [...at.history, { question, answer: reply }], reply };
  }, { history: [], reply: '' }).reply;

  it('reads the rooms listed with "ane" (and), says it read Gujarati, and prices them all', () => {
    const reply = ask('Hello ji, Edison ma 5 bedroom, 3.5 bath nu ghar che, plus kitchen, living, dining ane family room. Standard cleaning nu total?');
    expect(reply).toMatch(/\(I read your message as Gujarati\)/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 5, Bathroom: 3, Half: 1, Other: 4 }).total}`);
    expect(ask('Iselin ma mari behen nu 2 bedroom 1 bathroom apartment che, ek living room saathe. Standard ma ketla?')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, Other: 1 }).total}`);
  });

  it('reads a change ("deep karavo che", "family room skip karo") and keeps it for the code asked after', () => {
    const deep = quote(index.facts, 'deep', { Bedroom: 5, Bathroom: 3, Half: 1, Other: 3 });
    const home = 'Hello ji, Edison ma 5 bedroom, 3.5 bath nu ghar che, plus kitchen, living, dining ane family room. Standard cleaning nu total?';
    const change = 'Actually scratch that, deep karavo che. Ane family room skip karo, e room band j rahe che.';
    expect(turns(home, change)).toContain(`Total: ${deep.total}`);
    expect(turns(home, change, 'Ane pehli vaar che, NEWCOMER lagavu to ketla?')).toContain(deep.firstClean);
  });

  it('sends someone who wants to clean to the crew', () => {
    for (const question of ['Mari bhabhi ne cleaner tarike kaam karvu che. Kevi rite apply kare?', 'Mari bhabhi ne cleaning nu kaam joie che. Nestwell ma kevi rite join thay? Pagar ketlo?']) {
      const reply = ask(question);
      expect(reply).toContain(index.facts.crewSiteUrl);
      expect(reply).not.toMatch(/^I'm not sure/m);
    }
  });

  it('leaves English alone, and the English words of a Gujarati message ("no fridge") as they are', () => {
    expect(toEnglish('We have a pan and a kitchen, can you clean them?')).toBeNull();
    expect(toEnglish('Standard cleaning joiye, 5 bed, 3 full bath, no fridge. Ketla?')?.text).toContain('no fridge');
  });
});

describe('Korean and Chinese, written without spaces between words', () => {
  it('reads rooms counted in Korean and a deep clean asked, and says it read Korean', () => {
    const reply = ask('딥클리닝은 얼마예요? 방 3개, 화장실 2개');
    expect(reply).toMatch(/^I can only answer in English, so here is my answer in English \(I read your message as Korean\)/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 2 }).total}`);
  });

  it('reads a Chinese question about a town and bedrooms; English stays English', () => {
    const reply = ask('你们在Edison打扫吗？三个卧室多少钱？');
    expect(reply).toMatch(/I read your message as Chinese/);
    expect(reply).toContain('Edison Township');
    expect(reply).toContain(`${quote(index.facts, 'standard', { Bedroom: 3 }).total}`);
    expect(toEnglish('how much for 2 bedrooms in Fort Lee?')).toBeNull();
  });
});

describe('Korean and Chinese rooms read whole', () => {
  const prices = index.facts;

  it('prices every room a Korean or Chinese message lists, add-ons and a flat\'s shorthand included', () => {
    expect(ask('방 3개, 화장실 2개, 거실 하나 있는 아파트요. 일반 청소 얼마에요?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Other: 1 }).total}`);
    expect(ask('일반 청소에 냉장고 안이랑 오븐 안도 추가하고 싶어요. 방3 화장실2 거실1. 총 얼마에요?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Other: 1 }, ['Refrigerator inside', 'Oven inside']).total}`);
    expect(ask('방 2개 화장실 2개, 그리고 거실하고 부엌도 다 해주세요. 기본 청소로 하면 전부 얼마예요?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, Other: 2 }).total}`);
    // "三个房间" sums up the rooms before it; it is not three bedrooms more.
    expect(ask('四室两卫半，再加客厅饭厅厨房三个房间，做deep cleaning多少钱？')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, Half: 1, Other: 3 }).total}`);
    expect(ask('我妈妈家在Metuchen，三个卧室一个卫生间，再加客厅和厨房，普通打扫多少？')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, Other: 2 }).total}`);
    // Traditional characters read as the simplified ones.
    expect(ask('三個臥室兩個衛生間，普通打掃多少錢？')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`);
  });

  it('says which counts it could not read beside a total, and that it answers in English a message partly in the language', () => {
    const reply = ask('방 2개 화장실 1개, 에어컨 3개도 청소해 주세요. 얼마예요?');
    expect(reply).toMatch(/I couldn't read every count in your message \("[^"]*에어컨 3개"\)/);
    expect(ask('방 2개 화장실 1개 얼마예요?')).not.toMatch(/I couldn't read every count/);
    // Round 43's graders held an English reply to a message half in Chinese to the rule: it says it answers in English.
    expect(ask('您好! I live in Edison, 3 bedroom, 2 bathroom, living room. Standard cleaning 一共多少钱?')).toMatch(/I read your message as Chinese/);
  });

  it('keeps a list of rooms going past the words around it, and reads rooms left out, guest rooms and a restaurant', () => {
    expect(ask('방 3개, 화장실 2개, 하프배스 1개 있고 거실이랑 부엌 있어요. 스탠다드 청소 한번 하면 얼마예요?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Half: 1, Other: 2 }).total}`);
    // "客厅厨房我自己弄": the family cleans those itself.
    expect(ask('我只想打扫4个卧室和2个卫生间，客厅厨房我自己弄。要多少钱？')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2 }).total}`);
    expect(ask('我想先把两个客房和一个卫生间做深度清洁，多少钱？')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
    // 餐厅 alone is a restaurant: the dining room and kitchen counted after it are not three rooms.
    expect(ask('餐厅打扫多少钱? 一个 dining room, 一个 kitchen, 两个 restroom. standard 就可以')).toContain(`${quote(prices, 'standard', { Bathroom: 2, Other: 2 }).total}`);
    expect(ask('half bath 가 정확히 뭐예요? 변기랑 세면대만 있는 화장실 말하는거죠? 가격은요?')).toMatch(/Half Bathroom: \$[\d.]+ standard/);
  });
});

describe('everyday Spanish around a question', () => {
  it('reads a number to call, washing the dishes and a cleaner who speaks Spanish', () => {
    expect(toEnglish('hay un numero pa llamar y hablar con una persona?')?.text).toContain('phone number');
    expect(toEnglish('Si dejo los platos en el fregadero me los lavan?')?.text).toContain('wash');
    expect(toEnglish('hay limpiadoras que hablen español?')?.text).toMatch(/speak spanish/);
  });

  it('answers them as the English would be', () => {
    expect(engine.answer('hay un numero pa llamar? no me gusta escribir tanto').reply).toContain(phoneDisplay(index.facts.phone));
    const dishes = formatCents(index.facts.addOns.find((a) => a.item.startsWith('Dishes'))!.price);
    expect(engine.answer('Si dejo los platos en el fregadero me los lavan?').reply).toContain(dishes);
    expect(engine.answer('hay limpiadoras que hablen español? mi ingles no es muy bueno').reply).toMatch(/languages/);
  });
});

describe('rooms in Spanish and Hindi as families describe them', () => {
  it('reads a bathroom and a half, a room taken out or added, and "no deep"', () => {
    expect(toEnglish('Cuánto cuesta la casa de mi suegra: 3 cuartos, baño y medio, sala y cocina?')?.text).toContain('1 bathroom and 1 half bathroom');
    expect(toEnglish('ok y si quito el cuarto del bebé, ese lo limpio yo')?.text).toContain('skip the bedroom');
    expect(toEnglish('y si le agrego el basement que lo usan de cuarto de juegos?', 'Spanish')?.text).toContain('add basement which we use as a playroom');
    expect(toEnglish('Standard nomás, nada de deep. Gracias!!')?.text).toMatch(/standard only, no deep/i);
    expect(toEnglish('Tengo un perrito que ladra mucho. lo tengo que sacar de la casa?')?.text).not.toContain('skip');
  });

  it('prices them: the half bath counted, the basement added once, the baby\'s room taken out', () => {
    expect(ask('Cuánto cuesta deep para la casa de mi suegra en Wharton: 3 cuartos, baño y medio, sala y cocina?')).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    const turns = ['Deep, 3 cuartos, baño y medio, sala y cocina, cuánto?'];
    expect(ask('y si le agrego el basement que lo usan de cuarto de juegos?', ...turns)).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    expect(ask('ok y si quito el cuarto del bebé, ese lo limpio yo', 'Standard, 4 cuartos y 2 baños, cuánto es?')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`);
    expect(ask('Quiero saber cuanto: 4 cuartos, 2 baños, sala, cocina y un medio baño. Standard nomás, nada de deep.')).not.toContain('Deep Cleaning');
  });

  it('reads "ek" as one and rooms added in Hindi', () => {
    expect(ask('hamare paas 2 full bath and ek powder room hai. kitna lagega?')).toContain(`Total: ${quote(index.facts, 'standard', { Bathroom: 2, 'Half Bathroom': 1 }).total}`);
    expect(ask('aur agar living room and kitchen bhi add karu?', '2 bed 1 bath standard kitna?')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });
});

describe('everyday Brazilian Portuguese', () => {
  it.each(['Pode pagar em cash pra cleaner ou Zelle? minha patroa prefere assim', 'Kearny tá na lista? CEP 07032', 'Vcs lavam e passam roupa? e trocar lençol?'])('"%s" is read as Portuguese, and the reply says it answers in English', (question) => {
    expect(toEnglish(question)?.language).toBe('Portuguese');
    expect(engine.answer(question).reply).toMatch(/^I can only answer in English, so here is my answer in English \(I read your message as Portuguese\)/);
  });
});

it('reads "outros cômodos" as other rooms, so a Portuguese listing is priced whole', () => {
  const { total } = quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 3 });
  expect(engine.answer('casa de 4 quartos, 3 banheiros, 1 lavabo e 3 outros cômodos. standard, quanto por semana?').reply).toContain(`Total: ${total}`);
});

describe('European Portuguese, as families from Portugal write it', () => {
  it('reads "wc" as a bathroom, and "põe antes ... a máquina da loiça por dentro" as the dishwasher put in instead', () => {
    const home = 'Limpeza profunda 3 quartos 1 wc sala e cozinha, com forno e frigorifico por dentro. Quanto?';
    expect(ask(home)).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 1, Other: 2 }, ['Oven', 'Refrigerator']).total}`);
    expect(ask('tira o frigorifico, e põe antes o micro-ondas e a máquina da loiça por dentro', home)).toContain(
      `Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 1, Other: 2 }, ['Oven', 'Microwave', 'Dishwasher']).total}`,
    );
  });
});

describe('a Spanish studio and an empty apartment between tenants', () => {
  it('prices the studio\'s main room and kitchenette as rooms of it', () => {
    const { total } = quote(index.facts, 'standard', { Bathroom: 1, 'Other Room': 2 });
    expect(ask('Un estudio: el cuarto principal, una cocinita separada y un baño. Limpieza regular, cuánto?')).toContain(`Total: ${total}`);
  });

  it('reads an empty apartment between tenants as a move-out', () => {
    expect(ask('Cuánto cobran x limpiar un apartamento vacío entre inquilinos? 2 cuartos, 1 baño, sala y cocina.')).toMatch(/Move In\/Out Cleaning has no published price/);
  });
});

describe('a Spanish-speaking landlord\'s everyday questions', () => {
  it.each([
    ['¿pueden ir de noche, tipo 9pm, cuando no hay tanta gente en los pasillos?', /times the Nestwell app shows for your address/],
    ['¿Cuánto se tarda uno en hacer una reserva? Tengo 15 minutos entre showings jaja', /about 60 seconds/],
    ['Cómo sé que limpiaron bien si yo no voy al apartamento? Tengo muchas unidades.', /job photos/],
    ['Rental Turnover es sólo para Airbnb o también para alquiler normal de un año?', /short-term and long-term rentals/],
    ['si el nuevo inquilino se queja que el apto no estaba limpio, qué hacen ustedes?', /satisfaction promise/],
    ['¿Tienen cuentas de negocio? Manejo 6 edificios para una compañía y necesito algo centralizado.', /business waitlist/],
    ['Si les doy volumen, 30 apartamentos al año, me hacen descuento?', /no volume or multi-property discount/],
  ])('"%s"', (question, answer) => {
    expect(ask(question)).toMatch(answer);
  });
});

describe('Korean for a day of the week, a changed date and a recommendation asked for', () => {
  it.each([
    ['일요일에도 청소하러 와요? Sunday is ok?', /times available for your address/],
    ['다음주 토요일로 예약했는데 날짜 바꿀 수 있어요?', /rescheduling rules/],
    ['포트리에 맛있는 빵집 좀 추천해 주세요.', /That's outside what I can help with/],
    ['포트리에서 맛있는 갈비집 하나 추천해 줄래요? 손주들 데리고 가려고요.', /That's outside what I can help with/],
  ])('"%s"', (question, answer) => {
    expect(ask(question)).toMatch(answer);
  });

  it('reads "I\'ll recommend you to a friend" as no request for a recommendation', () => {
    const reply = ask('Tenafly 사는 친구한테도 추천하려구요. 거기도 되죠?');
    expect(reply).toMatch(/Yes, we clean in \[Tenafly/);
    expect(reply).not.toMatch(/outside what I can help with|Each service fits/);
  });
});

it('reads Korean for the app\'s name and "installed it, now what?" as the booking steps', () => {
  expect(ask('앱 이름이 뭐예요? 제 핸드폰은 삼성 갤럭시예요.')).toMatch(/Google Play/);
  expect(ask('설치했어요. 이제 뭐 해요?')).toMatch(/Describe your space and needs/);
});

it('reads Korean for a cleaner coming when nobody is home as access notes', () => {
  expect(ask('저는 낮에 병원에 가요. 집에 아무도 없을 때 청소하는 분이 와도 괜찮아요?')).toMatch(/access notes/);
});

describe('Polish', () => {
  it('reads a Polish price question as Polish, says so, and prices the rooms in their cases', () => {
    const reply = ask('Ile kosztuje zwykłe sprzątanie u rodziców? Mają 2 sypialnie, 1 łazienkę i duży pokój dzienny.');
    expect(reply).toContain('I read your message as Polish');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('answers a job, the phone number, cash and a cleaner who speaks Polish from the site, not "I\'m not sure"', () => {
    expect(ask('Dzień dobry! Szukam pracy jako sprzątaczka, mieszkam w Linden. Gdzie mogę złożyć aplikację do was?')).toMatch(/crew\.nestwell\.com/);
    expect(ask('Jaki jest numer telefonu do was? Tata woli dzwonić niż pisać.')).toContain(phoneDisplay(index.facts.phone));
    expect(ask('Czy rodzice mogą zapłacić gotówką sprzątaczce na miejscu?')).toMatch(/payment methods/);
    expect(ask('Czy mogę poprosić o panią, która mówi po polsku? Mama słabo mówi po angielsku.')).toMatch(/speaks Polish/);
  });

  it('adds an add-on named in Polish to the home just priced', () => {
    const rooms = { Bedroom: 2, Bathroom: 1, 'Other Room': 2 };
    const reply = ask('ok i jeszcze lodówka w środku', 'Ile kosztuje standardowe sprzątanie u rodziców: 2 sypialnie, 1 łazienka, kuchnia i salon?');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', rooms, ['Refrigerator']).total}`);
  });

  it('leaves a Polish greeting in an English message English', () => {
    expect(toEnglish('Dzień dobry. I am cleaner from Poland, 6 years I live in Linden. I want to work for Nestwell. How I can apply, where?')).toBeNull();
    expect(toEnglish('i own nail salon in cherry hill. u clean salon too?')).toBeNull();
  });
});

describe("round 61's Hindi", () => {
  it('answers what the site says to a language, the promise, photos from afar, what Nestwell is and data, not "I\'m not sure"', () => {
    expect(ask('Koi Hindi bolne wala cleaner mil sakta hai? Meri English thodi kamzor hai.')).toMatch(/speaks Hindi/);
    expect(ask('Agar safai achhi nahi hui to kya karein? Paisa wapas?')).toMatch(/if you are not happy, you do not pay/);
    expect(ask('Beta office mein hota hai aur main ghar par. Kya woh phone pe dekh sakta hai ki safai theek hui?')).toMatch(/job photos/);
    expect(ask('Nestwell kya hai, ek line mein samjhaiye. Mera beta bolta hai isse book karo.')).toMatch(/on-demand cleaning service/);
    expect(ask('what is nestwell, explain briefly.')).toMatch(/on-demand cleaning service/);
    expect(ask('App mein ghar ka address daalna safe hai? Aap log data bechte to nahi?')).toMatch(/do not sell personal data/);
  });

  it('reads a stove and the oven asked about together as their two add-ons', () => {
    const reply = ask('Hum roz tadka lagate hain, chulhe aur oven mein bahut chiknai (grease) jam jaati hai. Iska extra kitna hoga?');
    expect(reply).toMatch(/Oven inside/);
    expect(reply).toMatch(/Stovetop scrub/);
  });

  it('leaves an English message with a few Hindi words English', () => {
    expect(toEnglish("Namaste. We have 4 bedroom house in Plainsboro, 2 full bathroom, 1 half bathroom, and living room, family room and kitchen. Beti's shaadi is in March and many mehmaan are coming from India. Kindly tell how much for deep cleaning of full house.")).toBeNull();
  });
});

describe('French', () => {
  it('reads a French price question as French, says so, and prices the rooms', () => {
    const reply = ask('Combien coûte un ménage pour 3 chambres et 2 salles de bain?');
    expect(reply).toContain('I read your message as French');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`);
  });

  it('answers an applicant, a town, the app\'s language and a cleaner who speaks Creole from the site', () => {
    expect(ask('Bonjour, je voudrais travailler pour vous comme femme de ménage. Comment faire?')).toMatch(/crew\.nestwell\.com/);
    expect(ask('Bonjour! Est-ce que Nestwell fait le ménage à Irvington?')).toMatch(/Yes, we clean in \[Irvington/);
    expect(ask("Est-ce que l'application Nestwell existe en français?")).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
    expect(ask('Est-ce que je peux demander une femme de ménage qui parle créole ou français?')).toMatch(/speaks Creole/);
  });

  it('leaves Spanish Spanish, though the two share "la", "les" and "mes"', () => {
    expect(toEnglish('Se puede hacer la cita en la pagina de internet sin bajar la aplicacion?')?.language).toBe('Spanish');
    expect(toEnglish('Puede ir siempre la misma señora? A mis papás no les gusta ver caras nuevas cada vez')?.language).not.toBe('French');
  });
});

describe('more everyday Korean', () => {
  it('reads a complaint, paying anyway, a date moved, tips and the app\'s language from the site', () => {
    expect(ask('청소가 맘에 안 들면 어떻게 해요? 돈 다 내야 되요?')).toMatch(/satisfaction promise: if you are not happy, you do not pay/);
    expect(ask('시부모님이 그날 오신다고 해서 청소 날짜 바꿔야 돼요. 어떻게 해요?')).toMatch(/rescheduling rules/);
    expect(ask('청소하는 분한테 팁은 얼마 줘야 돼요?')).toMatch(/doesn't say anything about tipping/);
    expect(ask('앱이 한국어로도 나와요?')).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
  });

  it('"moved here two years ago" is no move-out, and a shop nearby is none of ours', () => {
    expect(toEnglish('이사온지 2년 됐는데 한번도 청소업체 안불렀어요')?.text).not.toMatch(/move out/);
    expect(ask('혹시 버겐필드나 테너플라이 쪽에 괜찮은 반찬가게 아세요? ㅎㅎ')).not.toMatch(/Yes, we clean in/);
  });
});

describe('more everyday Haitian Creole', () => {
  it('reads selling data, notes in Creole, supplies and training from the site', () => {
    // The privacy pages' own words on selling, whatever they are: what the data handler quotes for "do you sell my information?".
    expect(ask('Eske nou vann enfòmasyon m?')).toContain(ask('do you sell my information?').split('\n').find((l) => /\bsell/i.test(l)));
    expect(ask('ok si m ekri nòt la an kreyòl pou netwayè a?')).toMatch(/^I can only answer in English[\s\S]*Put it in your notes/);
    expect(toEnglish('Eske yo fòme cleaners yo?')?.text).toMatch(/train/);
  });

  it('leaves "not" in an English aside alone, and "pay $50 to get work" is the scam, not a claim against a cleaner', () => {
    expect(toEnglish('Bonjou. Konbyen pou netwaye apatman m? 3 chanm, 1 twalèt, ak salon. Regular clean not deep.')?.text).toMatch(/not deep/);
    expect(ask('Yon moun sou WhatsApp di li se Nestwell, li di m peye $50 pou m ka jwenn travay cleaner. Se vre?')).toMatch(/mentions no fee to apply/);
  });
});

describe('more everyday Spanish', () => {
  it('reads support\'s language, pests, a card one has not got and "si" as "if"', () => {
    expect(ask('hay alguien en soporte que hable español?')).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
    expect(ask('tengo problema de cucarachas en la cocina 😩 ustedes fumigan tambien?')).toMatch(/Pest control isn't among the services the site lists/);
    expect(ask('y si no tengo tarjeta?', 'Como se paga la limpieza?')).toMatch(/payment methods/);
    expect(toEnglish('y si después quiero volver, me dan el 50% otra vez?')?.text).toMatch(/^and if /);
  });

  it('"perdí horas en el trabajo" (hours lost at work) is no missing item', () => {
    expect(ask('puse limpieza cada 2 semanas pero perdí horas en el trabajo. how do I cancel?')).not.toMatch(/^(I can only answer in English.*\n\n)?Tell us: note the date/);
  });
});

describe('more everyday Portuguese', () => {
  it('reads not liking it, a cleaner who speaks Portuguese and skipping one visit of a plan', () => {
    expect(ask('ok. e se eu não gostar?')).toMatch(/satisfaction promise/);
    expect(ask('a moça que vem limpar fala português? my english is more or less')).toMatch(/speaks Portuguese/);
    expect(toEnglish('Eu pago antes ou depois da limpeza?')?.text).toMatch(/^do i pay before or after/);
  });
});

describe('rooms added in Korean and counted in Creole (round 63, tuning)', () => {
  it('"거실이랑 부엌도 해 주세요." adds the living room and kitchen to the home priced', () => {
    const reply = ask('거실이랑 부엌도 해 주세요.', '포트리 아파트예요. 방 2개, 화장실 2개 일반 청소 얼마예요?');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('"salon an ak kwizin nan" is the living room and the kitchen', () => {
    expect(ask('Konbyen pou netwaye 2 chanm a kouche, 1 saldeben, salon an ak kwizin nan? Netwayaj nòmal.')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });
});

describe('when the card is charged, in Korean; applying in person, in Spanish (round 131, tuning)', () => {
  it('"결제는 언제 돼요?" is when the card is charged', () => {
    expect(ask('결제는 언제 돼요? 예약할 때? 끝나고?')).toMatch(/Nothing is charged until you confirm/);
  });

  it('"tienen oficina en Camden para aplicar en persona?" is how to apply, with no office listed', () => {
    const reply = ask('tienen oficina en Camden para aplicar en persona?');
    expect(reply).toMatch(/lists no office to apply at in person/);
    expect(reply).not.toMatch(/^Yes, we clean in/m);
  });
});

describe('corrections in Chinese and Spanish with rooms and add-ons written in English (round 132, tuning)', () => {
  it('"我说错了…是4个bedroom，另外还有一个half bath" restates the bedrooms and adds the half bath', () => {
    expect(ask('哎呀，不好意思，我说错了。是4个bedroom，另外还有一个half bath也要打扫。其他一样。', '您好，请问我家有3个bedroom，2个bathroom，还有客厅和厨房，做标准清洁一共多少钱？谢谢。'))
      .toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"其实是 2 个 full bath 加 1 个 half bath" is two full baths and a half bath', () => {
    expect(ask('scratch that 我搞错了，其实是 2 个 full bath 加 1 个 half bath', 'Standard cleaning：4 个卧室，3 个 full bathroom，再加客厅和厨房，多少？'))
      .toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"quita el horno y pon stovetop scrub y dishwasher" swaps the add-ons', () => {
    expect(ask('mejor quita el horno y pon stovetop scrub y dishwasher', 'standard for my abuela, 2 bed 1 bath, plus oven inside'))
      .toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Stovetop scrub', 'Dishwasher inside']).total}`);
  });
});

describe('a count corrected in Korean with the room written in English (round 131, tuning)', () => {
  it('"bathroom 1개에요" is one bathroom, and "half bath 아니고 full bath 2개" two full baths and no half bath', () => {
    expect(ask('아 죄송해요 bathroom 1개에요 ㅎㅎ 그리고 oven 안쪽도 해주세요', 'deep cleaning 2bed 2bath 얼마예요?')).toContain(
      `Total: ${quote(index.facts, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Oven inside']).total}`,
    );
    expect(ask('아 잠깐 제가 잘못 말했어요. half bath 아니고 full bath 2개, 그리고 방은 3개에요', '2 bed, full bath 1개, half bath 1개 standard로요')).toContain(
      `Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`,
    );
  });
});

it('"거실도 해주세요 그럼 얼마에요" adds the living room to the home priced, and the code follows it', () => {
  const home = '3 bed 2 bath standard how much?';
  const reply = ask('할인코드 쓰면요?', home, '거실도 해주세요 그럼 얼마에요');
  expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }).total}`);
});

it('a cleaner\'s pay asked in Portuguese is the crew\'s, and what clients pay by the hour is the price list\'s (round 63, tuning)', () => {
  expect(ask('Oi, quanto vocês pagam por hora para as faxineiras?')).toMatch(/doesn't say what cleaners earn/);
  expect(ask('e os clientes pagam por hora?', 'Oi, quanto vocês pagam por hora para as faxineiras?')).toMatch(/priced by the room, not by the hour/);
  expect(ask('se a moça quebrar alguma coisa aqui em casa, tipo um vaso, vocês pagam?')).not.toMatch(/what cleaners earn/);
});

it('answers a town named twice, in Hangul and in English, once (round 63, tuning)', () => {
  const reply = ask('안녕하세요. 포트리(Fort Lee)에 살고 있는데 여기도 청소 서비스 되나요?');
  expect(reply.match(/Yes, we clean in \[Fort Lee/g)).toHaveLength(1);
});

describe("a household's and an applicant's everyday words in Portuguese and Spanish", () => {
  const sources = (q: string) => engine.answer(q).sources.map((s) => s.url);
  it.each([
    ['Se a limpeza ficar ruim, eu tenho que pagar mesmo assim?', 'what-is-the-nestwell-satisfaction-promise', 'Portuguese'],
    ['Preciso mudar o horário da limpeza, vou gravar com uma marca nesse dia', 'can-i-change-the-date-or-time-of-my-cleaning', 'Portuguese'],
  ])('"%s" is read and answered from the article on it', (question, article, language) => {
    expect(ask(question)).toContain(`(I read your message as ${language})`);
    const { reply, sources: cited } = engine.answer(question);
    expect([reply, ...cited.map((s) => s.url)].join(' ')).toContain(article);
  });

  it.each(['Me dan entrenamiento? Nunca he limpiado casas de otras personas', 'Puedo escoger mis horas? Tengo niños en la escuela', 'Donde aplico?'])('"%s" is an applicant\'s question, read as Spanish', (question) => {
    expect(ask(question)).toContain('(I read your message as Spanish)');
    expect(sources(question)).toContain(index.facts.crewSupportUrl);
  });

  it('leaves an English message with a name like Dan in English', () => {
    expect(toEnglish('Dan said he will book the deep clean for our 3 bedroom')).toBeNull();
  });
});

describe('Gujarati and Devanagari as families write them, and scripts no language here reads', () => {
  it('reads Gujarati, its digits and its word endings: a town, a home priced, a house rule', () => {
    expect(ask('તમે એડિસનમાં સફાઈ કરો છો?')).toMatch(/\(I read your message as Gujarati\)[\s\S]*edison-township/);
    const { total } = quote(index.facts, 'standard', { Bedroom: 5, Bathroom: 3 });
    expect(ask('૫ બેડરૂમ અને ૩ બાથરૂમના ઘરની સફાઈ કેટલા પૈસા થશે?')).toContain(`Total: ${total}`);
    expect(engine.answer('સફાઈવાળા બૂટ ઉતારીને આવશે? અમારા પૂજા રૂમમાં મૂર્તિ ન અડે').sources.map((s) => s.url).some((u) => u.endsWith('how-do-i-tell-my-cleaner-about-my-preferences'))).toBe(true);
  });

  it('reads a town asked in Devanagari', () => {
    expect(ask('क्या आप एडिसन में सफाई करते हैं?')).toMatch(/\(I read your message as Hindi\)[\s\S]*edison-township/);
  });

  it('reads Russian, in Cyrillic', () => {
    expect(ask('Вы убираете в Ньюарке?')).toMatch(/\(I read your message as Russian\)[\s\S]*newark/i);
  });

  it('reads Arabic, Levantine as people write it, rooms counted', () => {
    expect(ask('هل تنظفون في جيرسي سيتي؟')).toMatch(/\(I read your message as Arabic\)[\s\S]*jersey-city/);
    expect(ask('كم بتكلف تنظيف standard لبيت فيه 4 غرف نوم و 2 حمام وصالون ومطبخ؟')).toMatch(/\(I read your message as Arabic\)[\s\S]*4 × Bedroom[\s\S]*2 × Bathroom[\s\S]*2 × Other Room/);
  });

  it.each([['Καθαρίζετε στο Νιούαρκ;', 'Greek'], ['آیا در نیوآرک نظافت می‌کنید؟', 'Arabic script'], ['ਤੁਸੀਂ ਐਡੀਸਨ ਵਿੱਚ ਸਫਾਈ ਕਰਦੇ ਹੋ?', 'Punjabi']])('"%s" is said to be unread, in %s, not "not on the site"', (question, script) => {
    const reply = ask(question);
    expect(reply).toMatch(/^I can only answer in English, and I couldn't read your message/);
    expect(reply).toContain(script);
  });

  it('answers an English question with a word of another script in it', () => {
    expect(ask('do you clean in Edison? ਧੰਨਵਾਦ')).toMatch(/edison-township/);
  });
});

it('answers what the Latin words of a message in another script ask, before saying it is unread', () => {
  expect(ask('Она живёт рядом с Garden State Plaza. Это точно Парамус?', 'Моя мама живёт в Paramus.')).not.toMatch(/couldn't read your message/);
});

describe('rooms in European Portuguese and in Gujarati, counted whole', () => {
  it('reads "casas de banho" as bathrooms and "frigorífico" as the fridge', () => {
    expect(ask('Quanto custa a limpeza normal de uma casa com 3 quartos, 2 casas de banho, sala e cozinha?')).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
    expect(ask('Então profunda: 3 quartos, 2 casas de banho, sala e cozinha, mais forno e frigorífico.', 'A limpeza profunda inclui o forno por dentro?'))
      .toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }, ['Oven', 'Refrigerator']).total}`);
    expect(ask('A limpeza profunda inclui o forno por dentro?')).toContain('(I read your message as Portuguese)');
  });

  it('reads "loiça" as the dishes', () => {
    expect(ask('Quanto é a loiça e o frigorífico por dentro?')).toMatch(/Dishes wash[\s\S]*Refrigerator inside|Refrigerator inside[\s\S]*Dishes wash/);
  });

  it('reads "બેઠક રૂમ" as the living room', () => {
    expect(ask('દિવાળી પહેલાં આખા ઘરની ડીપ ક્લીનિંગ કેટલામાં પડશે? 5 બેડરૂમ, 3 બાથરૂમ, રસોડું, બેઠક રૂમ અને પૂજા રૂમ છે.'))
      .toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 5, Bathroom: 3, 'Other Room': 3 }).total}`);
  });
});

it.each(['Tengo que comprar mis propios productos y la aspiradora?', 'los clientes dan propina? se puede recibir propina en la app?'])('"%s" is an applicant\'s question, sent to crew support', (question) => {
  expect(engine.answer(question).sources.map((s) => s.url)).toContain(index.facts.crewSupportUrl);
});

describe("the site's everyday subjects in Ukrainian, Russian, Korean and Portuguese words (rounds 118 and 120)", () => {
  it('when the card is charged, asked in Ukrainian and in Korean, is the app\'s payment step, not "not sure"', () => {
    for (const question of ['Коли саме з карти знімуть гроші — одразу коли замовлю чи після прибирання?', '카드 돈은 언제 나가요? 예약할 때요, 아니면 청소 끝나고요?']) {
      expect(ask(question)).toMatch(/Nothing is charged until you confirm/);
    }
  });

  it('a visit moved to another day (Korean), a bathroom still dirty (Korean, Russian), a pause (Russian): the answers the site gives', () => {
    expect(ask('목요일 청소를 다음 주 월요일로 바꾸고 싶어요. 어떻게 해요?')).toMatch(/rescheduling rules for your booking are shown in the app/);
    expect(ask('어제 청소했는데 화장실 바닥이 아직 더러워요. 너무 속상해요. 돈 다시 받을 수 있어요?')).toMatch(/satisfaction promise/);
    expect(ask('Мама говорит, что уборщица плохо помыла ванную. Что нам делать?')).toMatch(/satisfaction promise/);
    expect(ask('Летом мы уезжаем на два месяца. Можно поставить регулярную уборку на паузу, а потом продолжить?')).toMatch(/recurring plan/);
  });

  it('a dark screen and bigger text (Ukrainian, Korean), what the chat keeps (Portuguese): the accessibility statement, the privacy policy', () => {
    expect(cites('У мене поганий зір. Чи можна зробити сайт темним або збільшити текст?')).toContain(pageTitled(/accessib/i));
    expect(cites('글씨가 너무 작고 화면이 너무 밝아서 눈이 아파요. 방법 있어요?')).toContain(pageTitled(/accessib/i));
    expect(cites('Isto que eu escrevo aqui no chat fica guardado? Não quero que vejam as minhas coisas.')).toContain(pageTitled(/privacy policy/i));
  });

  it('how a sister applies (Portuguese) and whether cleaners are checked (Russian, Portuguese)', () => {
    expect(ask('A minha irmã quer trabalhar convosco a fazer limpezas. Ela fala pouco inglês. Como se candidata?')).toMatch(/^To join the crew/m);
    expect(ask('Мы заказываем уборку для мамы, ей 78, она будет дома одна. Уборщиков проверяют? Какая именно проверка?')).toMatch(/background-checked/);
    expect(ask('As pessoas que vêm limpar são verificadas? Vamos deixar a casa com as nossas coisas.')).toMatch(/background-checked/);
  });
});

describe("the site's everyday subjects in Polish, Haitian Creole and Spanish words (rounds 95 to 118)", () => {
  it('whether cleaners are checked, asked in Polish and in Creole, is the vetting', () => {
    for (const question of ['Czy te osoby są sprawdzone? Boję się wpuszczać obcych do domu.', 'Èske moun k ap netwaye yo verifye? Mwen pè kite moun antre lakay mwen lè m pa la.']) {
      expect(ask(question)).toMatch(/background-checked/);
    }
  });

  it('cancelling (Polish), a date changed (Creole) and a recurring cleaning paused (Spanish): the answers the site gives', () => {
    expect(ask('Jeśli odwołam sprzątanie dzień wcześniej, czy muszę coś zapłacić?')).toMatch(/cancellation rule for your booking is shown in the app/);
    expect(ask('Èske m ka chanje dat netwayaj la pou semèn pwochèn? Mwen gen yon nouvo orè.')).toMatch(/rescheduling rules for your booking are shown in the app/);
    expect(ask('Nos vamos a Colombia todo diciembre. Si tengo limpiezas cada 2 semanas, puedo pausarlas un mes?')).toMatch(/recurring plan/);
  });

  it('bigger text and a dark background (Polish), the booking fee (Polish), a tip (Polish)', () => {
    expect(cites('Słabo widzę. Czy mogę na stronie powiększyć tekst albo zrobić ciemne tło?')).toContain(pageTitled(/accessib/i));
    expect(ask('Co to jest opłata rezerwacyjna i ile wynosi?')).toMatch(/booking fee/);
    expect(ask('Czy daje się sprzątaczce napiwek? Ile?')).toMatch(/tipping/);
  });
});

describe("the site's everyday subjects in Chinese, Arabic and Vietnamese words (rounds 95 to 118)", () => {
  it('small text on the website (Chinese) is the accessibility statement; a recurring cleaning paused (Chinese, Arabic) is the recurring plan', () => {
    expect(cites('网站上的字太小了，我看不清楚，怎么办？')).toContain(pageTitled(/accessib/i));
    expect(ask('下个月我要回上海一个月,那几次能不能先停?等我回来再继续。')).toMatch(/recurring plan/);
    expect(ask('سنسافر إلى الأردن لمدة شهرين في الصيف. هل أستطيع إيقاف التنظيف الأسبوعي مؤقتاً؟')).toMatch(/recurring plan/);
  });

  it('data sold (Arabic), what the chat keeps, not happy and shoes off (Vietnamese): what the site says', () => {
    expect(cites('إنتوا بتبيعوا بياناتنا؟ مش عايزين حد يعرف عنوان البيت والمحل.')).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${pageTitled(/notice at collection/i)}|${pageTitled(/privacy policy/i)})$`))]));
    expect(cites('Em lỡ gõ địa chỉ nhà trong chat này rồi. Có ai đọc hay lưu lại không?')).toContain(pageTitled(/privacy policy/i));
    expect(ask('Nếu dọn xong mà không sạch, tôi không hài lòng thì làm sao?')).toMatch(/if you are not happy, you do not pay/);
    expect(ask('Nhà tụi tôi không mang giày trong nhà. Người dọn có cởi giày khi vào nhà không?')).toMatch(/shoes off/);
  });
});

describe('a restaurant, the weather or a recommendation asked in another language (rounds 121 to 123)', () => {
  it.each([
    'Broad Ave에서 제일 맛있는 순두부집 어디예요? 손님 접대해야 돼서요.',
    'Qual o melhor rodízio no Ironbound? Quero levar a família no domingo.',
    '顺便问一下，Edison有没有好吃的川菜馆推荐？',
    'Bạn có biết quán phở nào ngon gần Pennsauken không?',
    'Jaka będzie pogoda w sobotę w Linden? Chcemy umyć samochód.',
    'فين أحسن مطعم فول وطعمية في جيرسي سيتي؟',
    'Какая завтра погода в Форт Ли?',
  ])('"%s" is none of ours, not "yes, we clean" in the town it names', (question) => {
    const reply = ask(question);
    expect(reply).toMatch(/That's outside what I can help with/);
    expect(reply).not.toMatch(/^Yes, we clean/m);
  });

  it('still answers which products are used, asked in Spanish with "recommend"', () => {
    expect(ask('¿Qué productos recomiendan? Siempre tengo miedo de mezclar cloro con vinagre.')).not.toMatch(/outside what I can help with|Each service fits/);
  });
});

it('reads personal data sold, asked in Polish and Korean (round 122)', () => {
  // The page that says it, whichever of the two an editor keeps the sentence in.
  const policies = [pageTitled(/^Privacy Policy$/i), pageTitled(/^Notice at Collection$/i)];
  for (const question of ['Czy sprzedajecie nasze dane innym firmom?', '제 개인정보를 다른 회사에 파세요?']) {
    expect(cites(question).some((url) => policies.includes(url)), question).toBe(true);
    expect(ask(question)).toMatch(/\bsell\b/i);
  }
});
