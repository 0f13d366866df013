import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, index, other, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What round 158's graders found (read once it had measured; a tuning set now), asked in other words than its items: rooms
 * said again as their kind, add-ons carried into a total, a service recommended and then priced, rooms far behind, the crew
 * app installed to book, follow-ups about a check, this chat or a stain, money lost over a cleaning, visits skipped from a
 * plan, a cleaner's questions, and a few words the language readers lacked.
 */

const NOT_SURE = /I'm not sure about that/;
const OUT_OF_SCOPE = /That's outside what I can help with/;

describe('rooms said again as their kind', () => {
  it('a Korean bracket naming the rooms just listed "other rooms" counts them once', () => {
    expect(say('방 3개, 화장실 1개, 거실이랑 주방 (기타 방 2개) 일반 청소 얼마예요?')).toContain(total(3 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('rooms said to count as "other rooms", with no number, are each one', () => {
    expect(say('standard for 1 bathroom, and the dance room and the lobby count as other rooms')).toContain(total(bath.standard + 2 * other.standard));
  });

  it('a room before "run me?" is still in the list', () => {
    expect(say('2br/1ba + kitchen run me?')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });
});

describe('add-ons carried into a total', () => {
  it('"all of that together with" a home adds the add-ons asked about before', () => {
    expect(say('how much is the dishwasher inside?', 'and the microwave inside too?', 'all of that together with 1 bed 1 bath standard'))
      .toContain(total(bed.standard + bath.standard + addOn('Dishwasher inside') + addOn('Microwave inside')));
  });

  it('a list going on after "also," is one question, and Portuguese "esfregar" scrubs the stovetop', () => {
    const reply = say('how much is the oven inside?', 'e a geladeira por dentro tambem, e esfregar o fogão?');
    expect(reply).toContain(`Together: ${formatCents(addOn('Oven inside') + addOn('Refrigerator inside') + addOn('Stovetop scrub'))}`);
  });
});

describe('a service the situation picked, priced later', () => {
  it('an empty unit after the renters left is a move-out: "how much roughly?" gets the app\'s price, not a Standard total', () => {
    const reply = say('the renters moved out and the unit is vacant now, 3 bed 2 bath. what service?', 'ok roughly how much would that be?');
    expect(reply).toMatch(/Move In\/Out Cleaning has no published price/);
    expect(reply).not.toMatch(/Total:/);
  });

  it('rooms far behind, priced with no tier named, are priced Deep', () => {
    const reply = say("our spare bedroom and its bathroom haven't been cleaned in years, full of dust. what would it cost for 1 bedroom and 1 bathroom?");
    expect(reply).toMatch(/estimate for Deep Cleaning/);
    expect(reply).toContain(total(bed.deep + bath.deep));
  });
});

describe('the crew app installed to book', () => {
  it('says the client app is the one to book with', () => {
    expect(say('I put Nestwell Crew on my phone and it wants an ID check. is that how I book a house cleaning?')).toMatch(/client app, for booking cleanings/);
  });
});

describe('follow-ups about the background check', () => {
  it('"could I see the results?" asks for the check\'s papers: no "Yes", and the site doesn\'t list the details', () => {
    const reply = say('do your cleaners get background checks?', 'could I see the results for the person you send to our office?');
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/doesn't list the details of the vetting and background checks/);
  });

  it('"who pays for it?" after an applicant\'s check is the check\'s cost, which the site doesn\'t give', () => {
    expect(say('do I need a background check to clean for you?', 'what do they look at?', 'and who pays for it?')).toMatch(/who pays for it, so I won't guess/);
  });
});

describe('privacy asked of an application and of this chat', () => {
  it('an application is made on the crew site, under its own policy', () => {
    expect(say('will you share the details I put on my application?')).toMatch(/crew site has its own privacy policy/);
  });

  it('"how do I clear it?" after this chat is the chat\'s Clear button', () => {
    expect(say('do you store this conversation?', 'ok and how do I clear it?')).toMatch(/press Clear/);
  });
});

describe('a creator who would film at work', () => {
  it('gets the guideline on filming and crew support, not only the payment steps', () => {
    const reply = say("can I film reels of me cleaning clients' homes and get paid by your creator program?");
    expect(reply).toMatch(/film only spaces you may film/);
    expect(reply).toContain(index.facts.crewSupportUrl);
  });
});

describe('a blog post asked by what it counts', () => {
  it('"how much time adults spend cleaning" is the post that gives the hours', () => {
    expect(say('which of your blog posts says how much time adults spend cleaning?')).toMatch(/Buying Back 10 Hours a Month/);
  });
});

describe('something that went wrong at a visit', () => {
  it('told with displeasure and no question, it gets how to raise it', () => {
    expect(say('the cleaner left the mop bucket in my hallway and I nearly fell. Not okay.')).toContain(index.facts.clientSupportUrl);
  });

  it('a thing no longer where it was gets how to raise it', () => {
    expect(say("since the cleaning my watch isn't on the nightstand. what should I do?")).toMatch(/note the date of the cleaning/);
  });

  it('"will that change who you send?" is the matching answer, with feedback', () => {
    expect(say('will my feedback change who you send next time?')).toMatch(/feedback from past cleanings/);
  });

  it('a stain that "doesn\'t come out" is the work, and the promise answers "do I pay?"', () => {
    expect(say('can you get a coffee stain out of the rug?', "and if it doesn't come out, do I still pay?")).toMatch(/if you are not happy, you do not pay/);
  });

  it('money lost over a cleaning gets no promise to pay it back, and no "no published price"', () => {
    const reply = say('the landlord kept $150 of my deposit after your move out clean. will you pay me back the $150?');
    expect(reply).toMatch(/doesn't say Nestwell pays back money you lost/);
    expect(reply).not.toMatch(/no published price/);
  });

  it('a story about another company before us is not a concern about ours', () => {
    expect(say('my old cleaning company was a disaster, the maid broke a lamp. do you actually background check people?')).toMatch(/vetted and background-checked/);
  });
});

describe('a recurring plan', () => {
  it('skipping some visits without ending it is said apart from cancelling', () => {
    expect(say('we travel in July; can we skip those visits without ending the plan?')).toMatch(/skipping some visits is a different choice from ending the whole schedule|cancel a single visit or stop the whole schedule/);
  });
});

describe("a cleaner's questions", () => {
  it('training and weekend-only work are the crew\'s questions, not off-topic or the creator program', () => {
    for (const q of ['does nestwell train people or just throw them in?', 'can i work only weekends?']) {
      const reply = say(q);
      expect(reply, q).toContain(index.facts.crewSupportUrl);
      expect(reply, q).not.toMatch(OUT_OF_SCOPE);
    }
  });
});

describe('words the readers lacked', () => {
  it('the name Nestwell in Hindi and Gujarati letters: what Nestwell is', () => {
    for (const q of ['नेस्टवेल क्या है?', 'નેસ્ટવેલ એ શું છે?']) expect(say(q), q).toMatch(/on-demand cleaning service/);
  });

  it('"next time also half price?" in Hindi: no, later visits are at the regular rate', () => {
    expect(say('3 bedroom 1 bathroom standard kitna hoga?', 'NEWCOMER code ke saath?', 'और अगली बार भी आधा दाम लगेगा?')).toMatch(/^No: NEWCOMER is for your first cleaning only/m);
  });

  it('Korean asking for bigger letters on the screen gets the browser zoom', () => {
    expect(say('글자를 더 크게 볼 수 있나요?')).toMatch(/browser's zoom/);
  });

  it('a Portuguese creator asking whether videos are paid gets the program', () => {
    expect(say('faço vídeos no instagram sobre limpeza. vocês pagam pelos vídeos?')).toMatch(/creator program/);
  });
});

describe('places and asides', () => {
  it('"do you serve in" a name no page knows: New Jersey only', () => {
    const reply = say('do you also serve in Tromso?');
    expect(reply).toMatch(/I can't find Tromso/);
    expect(reply).not.toMatch(NOT_SURE);
  });

  it('the scrolling bar that makes someone feel sick is the accessibility statement, not a bar to drink in', () => {
    expect(say('that moving bar on your homepage makes me feel sick, how do I stop it?')).toMatch(/reduced motion/);
  });

  it('a recommendation for a business of another kind is outside what the chat helps with', () => {
    for (const q of ['any recommendation for a reliable office supply vendor?', 'u know any cheap daycare in camden?']) expect(say(q), q).toMatch(OUT_OF_SCOPE);
  });

  it('a second fridge of another kind: what two Refrigerator inside add-ons come to, and support for how it is booked', () => {
    expect(say('one fridge in the kitchen and a beer fridge in the garage, how much for inside cleaning of both?')).toContain(`come to ${formatCents(2 * addOn('Refrigerator inside'))}`);
  });
});

describe('a review on Google', () => {
  it('"how do I leave one?" gets how, as the review page says it, not only the page\'s invitation', () => {
    const reply = say('how can I write a google review for my cleaner?');
    if (index.facts.googleReviewUrl) expect(reply).toContain(index.facts.googleReviewUrl);
    else expect(reply).toMatch(/Search Google or Google Maps for Nestwell[\s\S]*Write a review/);
  });
});

describe('beds that share a name with a place', () => {
  it('"2 queens" are beds, not Queens, New York', () => {
    expect(say('3 bed 1 bath with 2 queens and a twin, how much for standard?')).not.toMatch(/Queens \(New York\)/);
  });
});

describe('more follow-ups and asides', () => {
  it('a relative elsewhere checking the work gets the job photos, not "outside our area"', () => {
    const reply = say('My daughter lives in Oregon. After the cleaning, how can she know it was done properly?');
    expect(reply).toMatch(/job photos/);
    expect(reply).not.toMatch(/outside our area/);
  });

  it('"it\'s not applying" after the code is the code not working, not an application to clean', () => {
    const reply = say('where do I put the promo code?', "it's not applying");
    expect(reply).toMatch(/don't confirm yet/);
    expect(reply).not.toMatch(/crew site/);
  });

  it('the promise asked of a studio owner\'s workplace is the business answer', () => {
    expect(say("does 'not happy, don't pay' apply to my salon cleaning too?")).toMatch(/^Yes, for businesses too/);
  });

  it('"something for people with several shops?" is the business version', () => {
    expect(say('is there anything for owners with several shops?')).toMatch(/business version/);
  });

  it('Korean "is that included if I get Deep?" after an add-on: no, it is still an add-on', () => {
    expect(say('오븐 안 청소 추가하면 얼마예요?', '딥클리닝 하면 그거 포함돼요?')).toMatch(/^No: Deep Cleaning, like every cleaning/m);
  });
});
