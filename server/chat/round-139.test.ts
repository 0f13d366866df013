import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What round 139's graders found (read after it was graded), asked in the visitors' own ways: homes changed in a follow-up
 * in words the price reader missed, a tier or a service a turn changes, questions about a fee, a day, a cancellation or
 * the website that got another topic's answer, and questions the site answers that got "I'm not sure". Figures come from
 * the price list; pages are named by where they are, not by today's wording.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const room = (item: string) => index.facts.rooms.find((r) => r.item === item)!;
const [bed, bath, half, other] = ['Bedroom', 'Bathroom', 'Half Bathroom', 'Other Room'].map(room);
const addOn = (first: RegExp) => index.facts.addOns.find((a) => first.test(a.item))!.price;
const total = (cents: number) => `Total: ${formatCents(cents)}`;
const OUT_OF_SCOPE = /outside what I can help with/;

describe('a home changed in a follow-up', () => {
  it('"+ living + kitchen first" lists two rooms: "first" ends the list, as "then" does', () => {
    expect(say('deep clean for my 2bd/1ba + living + kitchen first, then what?')).toContain(total(2 * bed!.deep + bath!.deep + 2 * other!.deep));
  });

  it('"oh + half bath and 2 other rooms" adds to the deep home priced, not a new standard one', () => {
    expect(say('deep clean 3bd 2ba pls how much', 'oh + half bath and 2 other rooms (living + kitchen)'))
      .toContain(total(3 * bed!.deep + 2 * bath!.deep + half!.deep + 2 * other!.deep));
  });

  it('"so that is four bedrooms and only the living room and kitchen": "only" keeps the Other Rooms named, not the bathrooms away', () => {
    expect(say('Our home has three bedrooms, a full bath, a powder room, and a living room, kitchen and den. A standard cleaning, please: what would it be?',
      'Forgive me, my husband reminds me the den is now his bedroom, so that is four bedrooms and only the living room and kitchen.'))
      .toContain(total(4 * bed!.standard + bath!.standard + half!.standard + 2 * other!.standard));
  });

  it('"then what would a Deep Cleaning of the cottage cost?" after a turnover asked with rooms prices those rooms', () => {
    expect(say('What would a rental turnover cleaning cost for our cottage of three bedrooms and two baths with a living room and kitchen?',
      'Very well. Then what would a Deep Cleaning of the cottage cost, for the opening of the season?'))
      .toContain(total(3 * bed!.deep + 2 * bath!.deep + 2 * other!.deep));
  });

  it('"add inside of fridge and oven since buyers open those" keeps the deep home: a reason names no service', () => {
    expect(say('Deep clean before listing photos: 3 bedrooms, 1 bathroom, living room and kitchen. Total?', 'OK, and add inside of fridge and oven since buyers open those.'))
      .toContain(total(3 * bed!.deep + bath!.deep + 2 * other!.deep + addOn(/^Refrigerator/) + addOn(/^Oven/)));
  });

  it('"skip the microwave and do the dishwasher instead" after a move-out\'s add-ons changes those add-ons, not a standard total', () => {
    const reply = say('Move-out clean, 3BR/2BA, empty house. Price?', 'OK then what do the add-ons run: inside fridge, oven and microwave?', 'Actually skip the microwave and do the dishwasher instead.');
    expect(reply).toContain(`(${formatCents(addOn(/^Refrigerator/) + addOn(/^Oven/) + addOn(/^Dishwasher/))} together)`);
    expect(reply).not.toContain('Here is the estimate');
  });

  it('"make it a deep clean: 3 bed 2 bath" after a move-out with add-ons keeps the add-ons', () => {
    expect(say('move out cleaning for our townhouse, with inside fridge, oven and microwave, how much?', "actually the house isn't empty yet, make it a deep clean: 3 bed 2 bath and a living room"))
      .toContain(total(3 * bed!.deep + 2 * bath!.deep + other!.deep + addOn(/^Refrigerator/) + addOn(/^Oven/) + addOn(/^Microwave/)));
  });
});

describe('the tier or the service a question asks for', () => {
  it('"after the deep clean, standard for ... each visit" prices Standard', () => {
    const reply = say('after the deep clean, standard for 3bd 2ba 1 half bath 2 other rooms is how much each visit');
    expect(reply).toMatch(/^Here is the estimate for Standard Cleaning/);
    expect(reply).toContain(total(3 * bed!.standard + 2 * bath!.standard + half!.standard + 2 * other!.standard));
  });

  it('a cottage shut all winter, "which of your services would be most suitable", gets Deep and why', () => {
    const reply = say('The cottage is shut up all winter. For the first cleaning of the season, which of your services would be most suitable, and what would it cost for three bedrooms, two baths, a living room and kitchen?');
    expect(reply).toContain(total(3 * bed!.deep + 2 * bath!.deep + 2 * other!.deep));
    expect(reply).toMatch(/suggests Deep Cleaning first/);
  });
});

describe('a fee, a day, a cancellation', () => {
  it('"does that include the booking fee or is that extra?" after a total gets the booking fee, not what Standard covers', () => {
    const reply = say('Standard clean, 1 bed 1 bath plus kitchen and living room. Total?', 'Does that include the booking fee or is that extra?');
    expect(reply).toMatch(/booking fee, a separate line/);
    expect(reply).not.toMatch(/a standard visit usually looks like this/);
  });

  it('"does it include the booking fee?" after the price calculator answers the fee alone', () => {
    expect(say('Is there a price calculator on your website?', 'Does it include the booking fee?')).toMatch(/^Your order can include a booking fee/);
  });

  it('"skip the oven. Will the outside still be wiped?" says the free surface wipe stays', () => {
    expect(say("I'd like a deep cleaning of my two-bedroom, one-bathroom apartment, with the inside of the fridge and the oven.", "Actually, let's skip the oven; I don't use it. Will the outside still be wiped?"))
      .toMatch(/the outside is still wiped/);
  });

  it('"will i get charged" after skipping a visit asks about the cancellation rule', () => {
    expect(say('need to skip next weeks visit, twins have a fever', 'will i get charged')).toMatch(/cancellation rule/);
  });

  it('notice to cancel a week\'s turnover, and a charge, is the cancellation rule, not the turnover\'s price', () => {
    const reply = say("If a renter cancels a week and the cottage doesn't need cleaning, how much notice must we give to cancel that week's turnover, and is there a charge?");
    expect(reply).toMatch(/cancellation rule/);
    expect(reply).not.toMatch(/no published price/);
  });

  it('"can you guarantee a cleaner Wednesday?" says first that the site promises no day', () => {
    expect(say('Photographer is coming Thursday morning. Can you guarantee a cleaner Wednesday?')).toMatch(/^The site doesn't promise a particular day/);
  });

  it('"any guarantee about timing?" says first that the site promises no finishing time', () => {
    expect(say("What happens if the cleaner has not finished by four o'clock when the next guests arrive? Is there any guarantee about timing?")).toMatch(/doesn't promise a finishing time/);
  });

  it('"and do clients pay per hour?" after a cleaner\'s pay is the clients\' price list', () => {
    expect(say('how much do you pay cleaners per hour?', 'and do clients pay per hour?')).toMatch(/^Cleanings are priced by the room, not by the hour/);
  });

  it('a deadline for the promise is answered: none is set, get in touch soon', () => {
    expect(say('Is there a deadline for using the satisfaction promise? Sometimes it takes me a few days to check every room.')).toMatch(/sets no deadline/);
  });

  it('how many days a refund takes is no deadline for the promise', () => {
    expect(say('If I have paid and am dissatisfied, is the money returned to my card, and within how many days?')).not.toMatch(/sets no deadline/);
  });

  it('"per hour or per job?" is answered per room, not by the hour', () => {
    expect(say('Per hour or per job? What if the cleaner takes 5 hours, do I pay more?')).toMatch(/^Cleanings are priced by the room, not by the hour/);
  });

  it('"will the price creep up on the second visit?" says the rates stay and only the first cleaning\'s offer goes', () => {
    expect(say('Is the price going to creep up on the second visit?')).toMatch(/Later visits are priced at the same flat rates/);
  });

  it('"might the same code apply again for our own home a week later?" is the offer\'s answer, not the estimate again', () => {
    expect(say('standard 3 bed 2 bath', 'with newcomer?', 'might the same code apply again for our own home a week later?')).toMatch(/^NEWCOMER is for your first cleaning only/);
  });

  it('whether the promise covers breakage: the site does not say it does', () => {
    expect(say('What happens if your cleaner breaks something?', "And the 'not happy, don't pay' thing, does that cover breakage?")).toMatch(/doesn't say the promise covers something broken/);
  });

  it('a travel charge asked from the far end of the state: none is listed', () => {
    expect(say('Since we are at the far southern end of the state, is there an additional travel charge for the cleaner to come all the way down the Parkway?')).toMatch(/no travel or distance charge/);
  });

  it('"two fridges... how is that charged?" gets the fridge add-on, not "I\'m not sure"', () => {
    expect(say('we have two fridges, one in the kitchen and one in the garage, both need the inside cleaned. how is that charged?')).toMatch(/Refrigerator inside \(add-on\)/);
  });
});

describe('off topic with a town, and audiences', () => {
  it('rain asked with a town and a cleaning is the weather, not "yes, we clean in"', () => {
    const reply = say('is it gonna rain sat in montclair, want to take the twins out during the clean');
    expect(reply).toMatch(OUT_OF_SCOPE);
    expect(reply).not.toMatch(/Yes, we clean in/);
  });

  it('whether a township requires a rental license is none of ours to answer', () => {
    expect(say('Could you tell us whether Middle Township requires a rental license or an inspection for our summer cottage this year?')).toMatch(OUT_OF_SCOPE);
  });

  it('"cleaner get how much from that?" after a client\'s price asks what cleaners earn', () => {
    expect(say('client pay how much, 2 bedroom 1 bath, normal clean', 'cleaner get how much from that?')).toMatch(/doesn't say what cleaners earn/);
  });

  it('an applicant living in Pennsylvania is told the site sets no rule on where cleaners live', () => {
    expect(say('i live morrisville pa. can still work nestwell nj?')).toMatch(/doesn't say whether cleaners must live in New Jersey/);
  });

  it('a grandson of seventeen asking to join gets the age answer', () => {
    expect(say('Our grandson is seventeen and looking for summer work. Could he clean with your crew?')).toMatch(/certain age/);
  });

  it('"do u guys do babysitting too?" and "night nurse or nanny?" are no cleaning: the site lists nothing beyond cleaning', () => {
    expect(say('do u guys do babysitting too while u clean? asking for a friend (me)')).toMatch(/^Nestwell is a cleaning service/);
    expect(say('do you guys also do night nurse or nanny? or postpartum doula')).toMatch(/^Nestwell is a cleaning service/);
  });

  it('"the same lady for the before AND after cleanings" is a client\'s question, not a creator\'s', () => {
    expect(say('Can I request the same lady for the before AND after cleanings?')).not.toMatch(/creator program/);
  });
});

describe('questions the site answers that got another answer or "I\'m not sure"', () => {
  it('"could you please explain what your rental turnover service involves" gets what it covers', () => {
    expect(say('We own a small summer cottage that we rent out by the week. Could you please explain what your rental turnover service involves, and whether it is meant for people like us?'))
      .toMatch(/^Rental Turnover Cleaning: /);
  });

  it('what a background check involves is the vetting answer, not a service\'s scope', () => {
    expect(say('Had a cleaner walk off with stuff from a rental once. What does your background check actually involve?')).toMatch(/background-checked/);
  });

  it('"what exactly does your website keep about us?" gets what the website collects', () => {
    expect(say('We are a little wary of the internet. What exactly does your website keep about us when we visit and ask questions here?')).toMatch(/^What this website collects/);
  });

  it('"can I stay at home while the cleaner works?" gets a yes', () => {
    expect(say('Can I stay at home while the cleaner works? I am home almost all of the time.')).toMatch(/^Yes, you can be home during the cleaning/);
  });

  it('furniture put back where it was: the site is silent, and the notes are where to say it', () => {
    expect(say('If the cleaner moves my furniture to clean, will they put it back where it was? I need my paths clear for my wheelchair.')).toMatch(/doesn't say whether cleaners move furniture/);
  });

  it('the website\'s accessibility, then "does that also apply to the app?": the statement covers the website only', () => {
    expect(say('Is your website usable with a screen reader and keyboard only?', 'Does that also apply to the Nestwell app?')).toMatch(/^The accessibility statement covers this website/);
  });

  it('something on the home page that keeps scrolling: reduced motion stops it', () => {
    expect(say("Something on the home page keeps scrolling and it's distracting. Can I stop it?")).toMatch(/reduced motion/);
  });

  it('parts known not to be fully accessible: the statement\'s known limitations', () => {
    expect(say('Are there any parts of your website that you know are not fully accessible?')).toMatch(/embedded from another provider/);
  });

  it('a creator\'s mp4, a roommate\'s room to film and a follower count get the program\'s own answers', () => {
    expect(say('can i just upload the mp4 file directly on the form')).toMatch(/Paste a link to each video/);
    expect(say("can i film my roommate's room for the before/after")).toMatch(/only with their permission/);
    expect(say('do i need a certain number of followers?')).toMatch(/no minimum number of followers/);
  });
});
