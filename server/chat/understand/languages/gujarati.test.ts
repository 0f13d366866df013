import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { inTurns } from '../../../../tests/chat-turns.ts';
import { quote } from '../../../../tests/prices.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

/**
 * What a Gujarati-speaking family or host asks, in Gujarati script and in Latin letters, and the reply they notice: the
 * site's answer (paying, the promise, privacy, the app, job photos, trust, a turnover's scope) where a word or an ending
 * left unread used to give "I'm not sure", and an add-on taken out in a follow-up. Figures come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const total = (level: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, level, rooms, addOns).total}`;
const NOT_SURE = /I'm not sure about that/;

describe('Gujarati in its script', () => {
  it('reads a word whole, so no ending is left over ("ચૂકવવાના" is paying, not "pay" and "વા")', () => {
    expect(toEnglish('પૈસા ક્યારે ચૂકવવાના? app માં card થી?')?.text).toBe('when pay? app in card?');
  });

  it('answers paying, the promise and privacy where the site does', () => {
    for (const q of ['પૈસા ક્યારે ચૂકવવાના? app માં card થી?', 'પૈસા કઈ રીતે ચૂકવવાના?']) expect(say(q)).toMatch(/securely inside the Nestwell app/);
    for (const q of ['સફાઈ સારી ન લાગે તો શું? પૈસા આપવા પડે?', 'સફાઈ પસંદ ન આવે તો પૈસા ચૂકવવા પડે?']) expect(say(q)).toMatch(/if you are not happy, you do not pay/);
    const privacy = say('મારી માહિતી સુરક્ષિત છે? તમે મારી માહિતી નું શું કરો છો?');
    expect(privacy).toMatch(/Privacy Policy\]\(\/privacy-policy\)/);
    expect(privacy).not.toMatch(/background-checked/);
  });

  it('answers where the app is, and what a turnover cleans', () => {
    expect(say('પૈસા કેવી રીતે ભરવાના?', 'અને app ક્યાંથી મળશે?')).toMatch(/App Store\]\(\/nestwell-ios\) for iPhone and on \[Google Play\]/);
    const turnover = say('ગેસ્ટ ચેકઆઉટ પછી Rental Turnover Cleaning માં શું શું સાફ થાય? બધું કહો');
    expect(turnover).toMatch(/a turnover usually focuses on/);
    expect(turnover).not.toMatch(/We offer five services/);
  });

  it('takes a bedroom away ("એક બેડરૂમ ઓછો કરો") and answers whether our information is sold ("વેચો છો?")', () => {
    expect(say('standard: 2 bedroom, 2 bathroom, living room. total ketlu?', 'એક બેડરૂમ ઓછો કરો, અને એક half bathroom ઉમેરો'))
      .toContain(total('standard', { Bedroom: 1, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }));
    expect(say('તમે અમારી માહિતી કોઈને વેચો છો?')).toMatch(/^We do not sell personal data/m);
  });

  it('takes an add-on out ("કાઢી નાખો") and keeps it out for the same home on Deep ("એ જ deep માં?")', () => {
    const order = ['Metuchen વાળું ઘર: 1 bedroom, 1 bathroom, 1 living room. standard + dishes wash. કેટલું?', 'અરે એક half bathroom પણ છે ભૂલી ગયો. ને dishes કાઢી નાખો'];
    const rooms = { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 };
    expect(say(...order)).toContain(total('standard', rooms));
    expect(say(...order, 'એ જ deep માં?')).toContain(total('deep', rooms));
  });
});

describe('Gujarati in Latin letters', () => {
  it('reads job photos asked from abroad, trust and the app as Gujarati, and answers them', () => {
    const photos = say('hu 2 mahina India jau chhu, cleaning pachi photo jova male?');
    expect(photos).toMatch(/read your message as Gujarati/);
    expect(photos).toMatch(/review job photos/);
    const trust = say('mummy papa mate cleaning book karvi che, ghare ekla che. cleaner par vishwas kari shakay?');
    expect(trust).toMatch(/vetted and background-checked/);
    expect(trust).not.toMatch(NOT_SURE);
    expect(say('app kyathi malshe?')).toMatch(/App Store\]\(\/nestwell-ios\) for iPhone/);
  });
});
