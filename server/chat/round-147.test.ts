import { describe, expect, it } from 'vitest';
import { say, bed, bath, half, other, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What round 146's B grades and round 147's graders found (both tuning sets now), asked in the visitors' own ways: Korean
 * and Hindi questions that read as nothing, a cleaner's account and work outside a booking, holidays, how long a visit
 * takes, rooms counted wrongly ("both baths (1 full 1 half)", "the sunroom Margaret loved", "only 2 of us want our rooms
 * done", an office's rooms), an applicant's pay in French, crew support in Creole, and telling us a cleaning fell short.
 */
const NOT_SURE = /I'm not sure about that/;

describe('questions in Korean and Hindi the site answers', () => {
  it('shoes off, being home, how cleaners are matched, how long it takes, the site in Korean: no "not sure"', () => {
    for (const question of ['우리 집은 신발 벗고 들어와요. 청소하시는 분도 신발 벗어 주실 수 있나요?', '처음 청소할 때 제가 집에 꼭 있어야 해요?',
      '청소하시는 분은 어떻게 정해져요?', '청소 시간은 얼마나 걸려요?', '이 웹사이트 한국어로 볼 수 있어요?', '찬장 안쪽도 닦아주나요?']) expect(say(question), question).not.toMatch(NOT_SURE);
    expect(say('청소하시는 분은 어떻게 정해져요?')).toMatch(/location, your preferences and feedback/);
  });

  it('a would-be cleaner asking in Korean is answered as an applicant; other towns\' prices are the one list', () => {
    expect(say('저도 청소 일 하고 싶어요. 영어를 잘 못해도 돼요?')).toMatch(/crew support/i);
    expect(say('포트리 가격이랑 다른 동네 가격이 같아요?')).toMatch(/no price that depends on your town/);
  });

  it('"har 2 hafte" is every two weeks: the recurring answer', () => {
    expect(say('Hum har 2 hafte regular cleaning chahte hain. Possible hai?')).toMatch(/recurring/);
  });
});

describe('a cleaner\'s own questions', () => {
  it('quitting, a password, the code for one\'s own home, work or cash a client offers: crew answers, no joining steps', () => {
    expect(say('i want to stop working with nestwell. how do i quit')).toMatch(/stops working with Nestwell/);
    expect(say('forgot my password for the crew app')).toMatch(/resets a password/);
    expect(say('i work for nestwell, can i use the NEWCOMER code to book a cleaning for my own apartment?')).toMatch(/whether cleaners can use it/);
    for (const question of ['client want to pay me cash directly next time for extra hours, is that ok', 'client ask me to clean inside oven but she not book it. i do it? how she pay']) {
      const reply = say(question);
      expect(reply).toMatch(/outside the Nestwell app/);
      expect(reply).not.toMatch(/To join the crew/);
    }
    expect(say('hi how much do u pay cleaners an hour? i need to know before i quit my other job')).not.toMatch(/stops working/);
  });

  it('an applicant\'s pay asked in French, crew support asked in Creole', () => {
    const pay = say('Combien un client paie pour un ménage ? Je veux savoir combien je vais gagner.');
    expect(pay).toMatch(/doesn't say what cleaners earn/);
    expect(pay).not.toContain(formatCents(bed.standard));
    expect(say('Kijan pou m kontakte sipò pou moun k ap travay yo?')).toMatch(/Cleaners and applicants have their own \[crew support\]/);
  });

  it('a client who once hired a cleaning company is still a client', () => {
    expect(say('Last year I hired a cleaning company whose booking form I could not complete with my screen reader. Is there a discount for a first cleaning?')).not.toMatch(/Nestwell Crew is the app/);
  });
});

describe('days, hours and rooms', () => {
  it('holidays: no schedule published, the app shows the times; support\'s own hours are the contact answer', () => {
    expect(say('Can I book on Diwali day itself in the evening? Is Nestwell open on holidays?')).toMatch(/publishes no holiday schedule/);
    expect(say('Is your support line available on weekends and holidays? I may need to reach someone on a Sunday.')).not.toMatch(/holiday schedule/);
    expect(say('Do you sell gift cards? We\'d like to give each of our 9 staff members a home cleaning for the holidays.')).not.toMatch(/holiday schedule/);
  });

  it('how long a visit takes is answered without a price for its rooms ahead of it', () => {
    const reply = say('how long does a deep clean take for a 3br house');
    expect(reply).toMatch(/^The site doesn't say how long a cleaning takes/);
    expect(reply).not.toMatch(/Total:/);
  });

  it('"both baths (1 full 1 half)", "the sunroom Margaret loved", "only 2 of us want our rooms done"', () => {
    expect(say('ok we want kitchen + living room + both baths (1 full 1 half), standard. how much'))
      .toContain(total(2 * other.standard + bath.standard + half.standard));
    expect(say('I should like an estimate for a Standard Cleaning of my ranch house: two bedrooms, one full bathroom, one half bathroom by the back door, the kitchen, the living room, and the sunroom Margaret loved. What would that come to?'))
      .toContain(total(2 * bed.standard + bath.standard + half.standard + 3 * other.standard));
    expect(say('how much for all 3 bedrooms standard', 'actually only 2 of us want our rooms done')).toContain(total(2 * bed.standard));
  });

  it('an office\'s rooms are never read as bedrooms', () => {
    const reply = say('What would an office cleaning cost us? Five rooms plus two restrooms.');
    expect(reply).not.toMatch(/as bedrooms/);
    expect(reply).toMatch(/Office and Business Cleaning has no published price/);
  });

  it('"how do I let them know?" after the promise is told to tell client support, before any note', () => {
    expect(say('Do you take cheques?', 'And if I am not happy with the cleaning, must I still pay?', 'How do I let them know?')).toMatch(/^Our satisfaction promise/);
  });
});
