import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, roomLine, say, total, withCode } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 164's misses (graded at 69d4501, read through the graders' notes), asked in other words than the set's: a
 * bathroom told apart by its size, the big cleaning asked for, a furnished home offered Move In/Out, a long letter's
 * situation, a workplace named beside a town, tasks beyond cleaning asked with a service, an applicant writing in Arabic,
 * and the turns of a conversation that add one thing (a rug, a living room, a second unit, the extras, the app).
 */

describe('rooms and services as people name them', () => {
  it('"3 bedrooms, 2 bathrooms and a little bathroom": the little one is the half bathroom, said so', () => {
    const reply = say('Standard price please: 3 bedrooms, 2 bathrooms and a little bathroom by the garage door, plus the kitchen');
    expect(reply).toContain(roomLine(2, bath, 'standard'));
    expect(reply).toContain(roomLine(1, half, 'standard'));
    expect(reply).toMatch(/I counted the little bathroom as a Half Bathroom.*If it has a shower or tub, it is a full Bathroom/);
  });

  it('"1 bed and 1 small bathroom": the home\'s only bathroom stays a bathroom', () => {
    expect(say('standard for a studio-ish place, 1 bed and 1 small bathroom')).toContain(roomLine(1, bath, 'standard'));
  });

  it('"the big cleaning, not the little one": Deep Cleaning', () => {
    expect(say('How much is the big cleaning, not the light one? 2 bedrooms, 1 bathroom, kitchen.')).toContain('estimate for Deep Cleaning');
  });

  it('"once the big clean is done, someone every week": the visits after it are Standard', () => {
    expect(say('Once the big clean is done I would like someone weekly. 2 bedrooms, 1 bathroom. What would each visit cost?')).toContain('estimate for Standard Cleaning');
  });

  it('a home already furnished, "move in clean or deep?": Deep, not the empty home\'s service', () => {
    const reply = say('moved in last week, our furniture is all in, but the last tenants left the place filthy. move in clean or deep clean?');
    expect(reply).toMatch(/^Move In\/Out Cleaning is made for an empty home; for a home already furnished and lived in that needs catching up, the site suggests Deep Cleaning first/);
  });

  it('an empty home before the furniture comes is still Move In/Out Cleaning', () => {
    expect(say('The new house is empty now. Which cleaning should I book before the furniture arrives?')).toMatch(/the service is Move In\/Out Cleaning/);
  });

  it('a long letter that tells how far the home has slipped and asks which cleaning and its cost: Deep, priced', () => {
    const letter = 'Good evening. I am writing on behalf of my mother, who is eighty-one and lives on her own in Millville. She is proud and '
      + 'she will not like me saying it, but the place has gotten away from her in the last few months since her fall. The shower '
      + 'has soap scum and there is dust on everything, and she cannot bend to the baseboards. She has two bedrooms, one bathroom '
      + 'and a small living room. I live two hours away and can only visit on weekends, and I worry about her. Which of your '
      + 'cleanings would be right the first time, and what would that come to?';
    const reply = say(letter);
    expect(reply).toContain('estimate for Deep Cleaning');
    expect(reply).toContain(total(2 * bed.deep + bath.deep + other.deep));
  });

  it('a workplace named beside the town: "my husband works nights at Inspira" is not a place asked about', () => {
    const reply = say('We live in Vineland and my husband works nights at Inspira. Do you clean in our town?');
    expect(reply).toContain('Vineland City');
    expect(reply).not.toContain('names Inspira');
  });
});

describe('what the site never names, asked beside a service', () => {
  it('"carpets shampooed and touch-up paint between leases, do you do that?": painting is no service, no "Yes" to the tasks', () => {
    const reply = say('Between leases I need the carpets shampooed and a bit of touch-up paint. Do you do that?');
    expect(reply).toMatch(/^Repair or painting work, such as patching walls or paint touch-ups, isn't among the services/);
    expect(reply).toContain("the site doesn't say whether it can be done");
  });
});

describe('an applicant writing in Arabic', () => {
  it('"how much do you pay the cleaner per hour?": the site doesn\'t say, not the client prices', () => {
    const reply = say('كم تدفعون للعاملة بالساعة؟');
    expect(reply).toContain("The site doesn't say what cleaners earn");
    expect(reply).not.toContain('Bedroom:');
  });

  it('"who do I contact with a question about my job application?": crew support', () => {
    expect(say('لمن أتواصل عندي سؤال عن طلب التوظيف؟')).toContain('[Crew support](');
  });
});

describe('a conversation that adds one thing', () => {
  it('a rug\'s stain, "can the cleaner handle it?", then "that on top of a standard 1 bed 1 bath": the Other add-on counted', () => {
    const reply = say('how do I get a coffee stain out of my rug?', 'could your cleaner do it?', 'what would that cost on top of a standard 1 bed 1 bath?');
    expect(reply).toContain('Other (add-on)');
    expect(reply).toContain(total(bed.standard + bath.standard + addOn('Other')));
  });

  it('Haitian Creole, "and if I put the living room too?": the living room joins the home', () => {
    const reply = say('Konbyen pou netwaye 3 chanm ak 1 twalèt?', 'E si m mete salon an tou?');
    expect(reply).toContain(roomLine(1, other, 'standard'));
    expect(reply).toContain(total(3 * bed.standard + bath.standard + other.standard));
  });

  it('"and the dishwasher and stovetop too, total for the extras?" after the oven: those three, not every add-on', () => {
    const reply = say('what does a move out clean cover?', 'is the oven inside included?', 'ok the dishwasher and the stovetop too. total for all the extras?');
    const extras = addOn('Oven inside') + addOn('Dishwasher inside') + addOn('Stovetop scrub');
    expect(reply).toContain(`(${formatCents(extras)} together)`);
    expect(reply).not.toContain('Refrigerator inside');
  });

  it('"the store shows Nestwell Crew, is that it?" after asking for the app: no, that one is the cleaners\'', () => {
    expect(say('where do I get your app? iphone', 'I see Nestwell Crew at the top, is that it?')).toMatch(/^No, not to book a cleaning: Nestwell Crew is the app for our cleaners/);
  });

  it('"and the second unit, same rooms, the week after?" after the first with the code: the regular rate is said', () => {
    const first = bed.standard + bath.standard;
    const reply = say('1 bed 1 bath standard, with the code how much?', 'and the second unit, same rooms, the week after?');
    expect(reply).toContain(`this one is at the regular rate, ${formatCents(first)}; if this is your first, ${formatCents(withCode(first))}`);
  });

  it('"how many of my properties can use NEWCOMER?": one first cleaning', () => {
    expect(say('how many of my properties can use NEWCOMER?')).toMatch(/^NEWCOMER is for a new client's first cleaning, one cleaning/);
  });

  it('"ok how do I get on it?" after the business version\'s launch: the form on the waitlist page', () => {
    const reply = say('can I run all 4 rentals from one account?', 'when does that come out?', 'ok how do I get on it');
    expect(reply).toMatch(/^To join, fill in the form on our \[business waitlist\]\(\/business-waitlist\) page/);
  });

  it('"and if I clear my browser?" after the cookie banner: the banner asks again', () => {
    expect(say('what does the cookie banner do if I decline?', 'and if i clear my browser history?')).toMatch(/banner/);
  });
});

describe('discounts and places said another way', () => {
  it('"any discount for the elderly? I am 81": no other discount is listed', () => {
    expect(say('any discount for the elderly? I am 81')).toContain("The site doesn't list any other discount");
  });

  it('a ZIP said digit by digit: "zero seven one one one" is Irvington\'s', () => {
    expect(say('do you come to zip zero seven one one one')).toContain('Yes, we clean in ZIP 07111');
  });
});

describe('a second question about the first one\'s subject', () => {
  it('"a booking fee? and is it per unit or once?": the site doesn\'t say how often, said once', () => {
    const reply = say('Do you charge a booking fee? Is it once or per unit if I book three?');
    expect(reply).toContain("The site doesn't say whether the booking fee is charged once or on each booking, unit or visit");
    expect(reply.match(/Your order can include a booking fee/g)).toHaveLength(1);
  });

  it('"receipts for our books, and can we pay by cheque?": paying by check answered too', () => {
    expect(say('We need receipts for our bookkeeping and we usually pay by cheque, can we?')).toContain('or whether you can pay by check');
  });
});

describe('more of round 164\'s half-answers', () => {
  it('"same prices there as in Newark?" after a town: one price list, not a town\'s yes alone', () => {
    expect(say('do you clean in Irvington?', 'same prices there as in Newark?')).toContain('names no price that depends on your town');
  });

  it('"what does the Book Now button do?": the dialog that asks which app, then the store', () => {
    expect(say('I tapped Book Now on the home page and a dialog came up, what is it?')).toMatch(/^The Book Now button on our home page opens a dialog that asks which app you want/);
  });

  it('Haitian Creole, "are they trustworthy people?": vetted and background-checked', () => {
    expect(say('Eske netwayè yo se moun onèt?')).toContain('background-checked');
  });
});
