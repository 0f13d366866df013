import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';
import { quote } from '../../../../tests/prices.ts';

const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
const engine = createChatEngine(index);
/** The reply to the last of a conversation's messages, each earlier one sent as the widget sends it. */
const say = (...turns: string[]) => engine.answer(turns.at(-1)!, turns.slice(0, -1).map((question) => ({ question }))).reply;
const total = (tier: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, tier, rooms, addOns).total}`;

describe('Ukrainian', () => {
  it('is told from Russian by its own words, with or without і, ї, є; a Russian message stays Russian', () => {
    expect(toEnglish('Я хочу працювати прибиральницею, живу в Ньюарку')?.language).toBe('Ukrainian');
    expect(toEnglish('Яку знижку дає код NEWCOMER?')?.language).toBe('Ukrainian');
    expect(toEnglish('Сколько стоит уборка квартиры, 2 спальни?')?.language).toBe('Russian');
    // A follow-up in words both write stays in the conversation's language.
    expect(toEnglish('А з кодом NEWCOMER?', 'Ukrainian')?.language).toBe('Ukrainian');
  });

  it("answers a would-be cleaner from the crew's pages: pay not published, the Crew app, applying", () => {
    const pay = say('Скільки ви платите прибиральникам? За годину чи за квартиру?');
    expect(pay).toMatch(/doesn't say what cleaners earn/);
    expect(pay).not.toContain(quote(index.facts, 'standard', { Bedroom: 1 }).total);
    expect(say('Чи є додаток Nestwell Crew для андроїда? У мене не айфон')).toMatch(/Nestwell Crew is the app for cleaners/);
    expect(say('Як стати прибиральницею в Nestwell?', 'Мені треба завантажити програму Nestwell?')).toMatch(/you don't need the client app/);
    expect(say('Як я буду отримувати замовлення? хто вирішує куди мені їхати?')).toMatch(/top-rated cleaner nearby/);
    expect(say('які документи треба для заявки? в мене є work permit (EAD), а SSN ще чекаю')).toMatch(/doesn't say whether you need particular papers/);
  });

  it('prices rooms counted in its cases, and an order changed in a later turn', () => {
    expect(say('Скільки коштує стандартне прибирання квартири з двома спальнями і однією ванною?')).toContain(total('standard', { Bedroom: 2, Bathroom: 1 }));
    expect(say('4 спальні і 2 ванні, стандартне прибирання, скільки?', 'Ой, ванних кімнат три, а не дві')).toContain(total('standard', { Bedroom: 4, Bathroom: 3 }));
    expect(say('Генеральне прибирання: одна спальня, одна ванна і вітальня. Скільки?', 'Вітальню я приберу сама')).toContain(total('deep', { Bedroom: 1, Bathroom: 1 }));
    expect(say('Скільки коштує стандартне прибирання двох спалень і ванної з миттям посуду?', 'Замість посуду краще посудомийку всередині'))
      .toContain(total('standard', { Bedroom: 2, Bathroom: 1 }, ['Dishwasher inside']));
    expect(say('Стандартне прибирання: 3 спальні, 1 ванна і 1 гостьовий туалет без душу')).toContain(total('standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 }));
    expect(say('Стандартне прибирання: 3 спальні, 1 ванна і 1 гостьовий туалет без душу', 'А як скасувати, якщо плани зміняться?')).toMatch(/cancellation rule for your booking is shown in the app/);
  });

  it('answers a client from the help centre: payment, a town, vetting', () => {
    expect(say('Як у вас оплачувати? Можна карткою?')).toMatch(/You pay securely in the Nestwell app/);
    expect(say('Чи прибираєте ви в Джерсі-Сіті?')).toMatch(/Yes, we clean in \[Jersey City\]/);
    expect(say('Чи перевіряєте ви кандидатів? Чи є перевірка біографії?')).toMatch(/vetted and background-checked/);
  });
});
