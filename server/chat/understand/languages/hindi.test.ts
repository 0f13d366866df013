import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { formatCents } from '../../../../kernel/money.ts';
import { inTurns } from '../../../../tests/chat-turns.ts';
import { quote } from '../../../../tests/prices.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

describe('Hindi, in Devanagari and in Latin letters', () => {
  it('reads a Devanagari word only where no vowel sign or virama touches it ("चार" is not inside "चार्ज")', () => {
    expect(toEnglish('मेरे कार्ड का चार्ज कब होगा?')?.text).toBe('my card charge when?');
    expect(toEnglish('ओवन और फ्रिज के अंदर की सफाई')?.text).toBe('oven and fridge inside cleaning');
  });

  it('reads what a service includes, moving out and being home', () => {
    expect(toEnglish('deep cleaning mein kya kya shamil hai?')?.text).toBe('deep cleaning what is included?');
    expect(toEnglish('hum log ghar khali kar rahe hain, kitna lagega?')?.text).toBe('we moving out, how much?');
    expect(toEnglish('kya mujhe ghar pe rehna zaroori hai?')?.text).toBe('i do i have to be home?');
  });

  it('reads a pet, and a time changed', () => {
    expect(toEnglish('meri billi hai, koi problem?')?.text).toBe('my cats, a problem?');
    expect(toEnglish('क्या मैं कल की सफाई का समय बदल सकती हूँ?')?.text).toBe('i tomorrow cleaning change the time?');
  });
});

/**
 * What a Hindi-speaking family or host asks, in Devanagari and in Latin letters, and the reply they notice: the home
 * counted as they change it, and the site's answer (paying, photos from afar, the app, the crew site, the chat) where
 * a word left unread used to give "I'm not sure". Figures come from the price list.
 */
describe('Hindi replies a visitor reads', () => {
  const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
  const engine = createChatEngine(index);
  const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
  const total = (level: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, level, rooms, addOns).total}`;

  it('counts a kitchen written in Devanagari ("किचन भी गिन लो") and a fridge swapped for the oven ("हटा दो, उसकी जगह")', () => {
    expect(say('2 bedroom और 1 bathroom की standard cleaning कितने की होगी?', 'अरे, किचन भी गिन लो और fridge अंदर से भी'))
      .toContain(total('standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator']));
    const order = ['घर: 3 bedroom, 2 bathroom, standard + fridge अंदर से + dishes wash. कितना होगा?', 'fridge हटा दो, उसकी जगह oven अंदर से डाल दो'];
    expect(say(...order)).toContain(total('standard', { Bedroom: 3, Bathroom: 2 }, ['Oven', 'Dishes']));
    expect(say(...order, 'और यही deep cleaning में?')).toContain(total('deep', { Bedroom: 3, Bathroom: 2 }, ['Oven', 'Dishes']));
  });

  it('ends a list of rooms at the danda ("।") and counts full and half baths and other rooms written in Devanagari', () => {
    expect(say('मेरा घर: 3 बेडरूम, 2 पूरे बाथरूम, 1 हाफ बाथ, और एक लिविंग रूम व एक किचन। स्टैंडर्ड क्लीनिंग का कुल खर्च कितना?'))
      .toContain(total('standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }));
    expect(say('3 बेडरूम, 2 बाथरूम, 1 हाफ बाथरूम, और 3 दूसरे कमरे (लिविंग, किचन, डाइनिंग)। डीप क्लीनिंग कुल कितना?'))
      .toContain(total('deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }));
  });

  it('reads paying as money given ("पैसा नहीं देना होगा?"), not supplies a family gives ("humein mop dene padenge?")', () => {
    expect(say('कल सफाई हुई, पर बाथरूम ठीक से नहीं हुआ।', 'तो मुझे पैसा नहीं देना होगा?')).toMatch(/if you are not happy, you do not pay/);
    const supplies = say('Cleaner apna saaman laayega ya humein vacuum aur mop dene padenge?');
    expect(supplies).toMatch(/doesn't say whether cleaners bring supplies/);
    expect(supplies).not.toMatch(/satisfaction promise/);
  });

  it('prices a month of visits every other week ("har dusre hafte ... mahine ka kitna?")', () => {
    const monthly = `${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1 }).result.total * 2}`;
    const reply = say('2 bed 1 bath har hafte standard clean karwana hai, ek visit ka kitna?', 'har dusre hafte kar du to mahine ka kitna?');
    expect(reply).toMatch(/every other week/);
    expect(reply).toContain(formatCents(Number(monthly)));
  });

  it('answers paying, photos from afar and the app where the site does', () => {
    expect(say('पैसे कैसे देने होंगे? क्या cash चलेगा?')).toMatch(/pay securely in the Nestwell app/i);
    expect(say('hum 2 hafte bahar ja rahe hain, kaise pata chalega ki safai sahi se hui?')).toMatch(/review job photos/);
    expect(say('iPhone ke liye app kahan se download karu?')).toMatch(/App Store\]\(\/nestwell-ios\) for iPhone/);
  });

  it('sends a job seeker to the crew site, and keeps a door code out of the chat, read as Hindi', () => {
    expect(say('mera bhai cleaning ka kaam dhoondh raha hai, kaise apply kare?')).toMatch(/Nestwell Crew site/);
    const code = say('har property ka door code alag hai. cleaner ko code kaise du? yaha chat me likh du?');
    expect(code).toMatch(/read your message as Hindi/);
    expect(code).toMatch(/Better not to type it here/);
  });

  it('does not promise NEWCOMER once per home ("dono ghar pe alag alag")', () => {
    expect(say('NEWCOMER code dono ghar pe alag alag laga sakte hai kya?')).toMatch(/doesn't say whether several homes or units booked together count as one first cleaning/);
  });
});
