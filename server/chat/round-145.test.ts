import { describe, expect, it } from 'vitest';
import { say, bed, bath, half, other, addOn, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What the graders of round 145 found (read after rounds 146 and 147 were locked; a tuning set now), asked in the visitors'
 * own ways: a rental over a garage taken for a garage to clean, alike units counted in a later turn, "the thorough way",
 * a studio's main room beside a bedroom, a home said by its bedrooms, an hourly rate, the code asked of a service the app
 * prices, "sales" read as Salem, a screen that is a monitor's, and questions the site answers (or plainly doesn't) that got
 * another question's answer or "I'm not sure". Figures come from the price list.
 */
const NOT_SURE = /I'm not sure about that/;

describe('homes priced across turns', () => {
  it('"make it 3 units same setup" and "I have 3 of those" price the home just priced three times', () => {
    const one = 2 * bed.standard + bath.standard + addOn('Refrigerator inside') + addOn('Dishes wash');
    expect(say('std clean 2br 1ba price', 'add dishes + fridge', 'make it 3 units same setup')).toContain(`3 × ${formatCents(one)} = ${formatCents(3 * one)}`);
    const plain = 2 * bed.standard + bath.standard;
    expect(say('std clean 2br 1ba price', 'I have 3 of those')).toContain(`3 × ${formatCents(plain)} = ${formatCents(3 * plain)}`);
  });

  it('"all three done the thorough way instead" prices them at Deep', () => {
    expect(say('Could we have just our two bathrooms cleaned, the ordinary way?', 'Oh, and the little powder room downstairs as well.', 'And if we had all three done the thorough way instead?'))
      .toContain(total(2 * bath.deep + half.deep));
  });

  it('a studio\'s main room beside a bedroom walled off is an Other Room, and the guess that read it as a bedroom goes', () => {
    const reply = say('My apartment is a studio: one room plus a bathroom. What would a standard cleaning cost?',
      'Actually I walled off the alcove as a small bedroom, so 1 bedroom + the main room + bathroom');
    expect(reply).toContain(total(bed.standard + other.standard + bath.standard));
    expect(reply).not.toMatch(/read your room as a bedroom/);
  });

  it('a studio\'s main room asked "as a bedroom or what" is counted either way, the site being silent', () => {
    expect(say('i have a studio.. just the main room n the bathroom. how do i count it, as a bedroom or what')).toMatch(/^The site doesn't say how a studio's main room is counted/);
  });

  it('"my 1br" gives the bedroom rate and the home with its bathroom', () => {
    const reply = say('how much for my 1br');
    expect(reply).toContain(`${formatCents(bed.standard + bath.standard)} on Standard or ${formatCents(bed.deep + bath.deep)} on Deep`);
  });

  it('another cleaner\'s hourly price is set against the home with its bathroom, and "hourly rate?" is a client\'s question', () => {
    const reply = say("ok my current cleaner charges $35/hr and does my 1br in 3 hrs. whats ur hourly rate");
    expect(reply).toContain('that is $105.00 a visit');
    expect(reply).toContain(formatCents(bed.standard + bath.standard));
    for (const question of ['hourly option?', 'do you have an hourly rate?']) {
      const answer = say(question);
      expect(answer).toMatch(/priced by the room, not by the hour/);
      expect(answer).not.toMatch(/what cleaners earn/);
    }
  });
});

describe('the service a visitor asks for', () => {
  it('a rental over the garage between guests is Rental Turnover, not a garage to clean', () => {
    for (const question of ['We rent out the small apartment over our garage to summer visitors, mostly weekends. Is there a cleaning for between guests?',
      'We rent our garage apartment to summer guests. Do you do cleaning between guests?']) {
      const reply = say(question);
      expect(reply).toMatch(/Rental Turnover/);
      expect(reply).not.toMatch(/isn't one of the named add-ons/);
    }
  });

  it('a workplace booked as a home is told to choose the service that fits', () => {
    expect(say('can I book my dance studio as a home cleaning?')).toMatch(/a workplace is booked as Office and Business Cleaning/);
  });

  it('the code asked of a service the app prices gets the offer\'s terms, not only the price line', () => {
    expect(say('does the NEWCOMER code work for an office booking too, or just homes?')).toMatch(/names no service it leaves out/);
  });

  it('a car is none of our services; a car seat or a carport is no car', () => {
    expect(say('can u guys detail my car')).toMatch(/^No: cars and other vehicles/);
    expect(say('can they clean the car seat and stroller, theres milk everywhere')).not.toMatch(/vehicles/);
    expect(say('do you clean the car port?')).not.toMatch(/vehicles/);
  });
});

describe('questions the site answers, or plainly does not', () => {
  it('tipping, in Arabic or as "a little something at Christmas", but not a cleaning given as a gift', () => {
    expect(say('كم المفروض نعطي بقشيش للمنظفة؟ وهل نعطيها كاش ولا في التطبيق؟')).toMatch(/doesn't say anything about tipping/);
    expect(say('Is it proper to give the cleaner a little something in cash at Christmas?')).toMatch(/tipping or gifts for your cleaner/);
    expect(say('Our daughter lives across the river in Yardley, Pennsylvania. Could we give her a cleaning as a gift through your service?')).not.toMatch(/tipping/);
  });

  it('"yall on insta?" gets the profiles; "is the cleaner gonna be sketchy" the vetting', () => {
    expect(say('yall on insta?')).toMatch(/\[Instagram\]\(/);
    expect(say('is the cleaner gonna be sketchy tho')).toMatch(/vetted and background-checked/);
  });

  it('"what if they do it bad" is the satisfaction promise; "I\'m nervous about doing it wrong" is not', () => {
    expect(say('wat if they do it bad')).toMatch(/satisfaction promise/);
    expect(say("Can you walk me through booking step by step? I'm nervous about doing it wrong.")).not.toMatch(/satisfaction promise/);
  });

  it('a phone call asking for a card number is answered as a claim to be us', () => {
    expect(say("A man telephoned yesterday saying he was from Nestwell and asked for our card number to 'confirm the booking'. We have not booked anything. Is that you?"))
      .toMatch(/Don't send card details or money any other way/);
    expect(say('I called yesterday, is that you who answered?')).not.toMatch(/Don't send card details/);
  });

  it('"someone in sales" is no Salem, and a misspelt Salem still is', () => {
    expect(say('Is there a phone number to talk to someone in sales?')).not.toMatch(/Salem/);
    expect(say('do you clean in salen?')).toMatch(/Salem City/);
  });

  it('a cracked monitor screen is a concern to report, not the vetting; "screened" cleaners still are', () => {
    const reply = say("One of your cleaners knocked over a monitor last night and the screen is cracked. What's the process?");
    expect(reply).toMatch(/note the date of the cleaning/);
    expect(reply).not.toMatch(/vetted/);
    expect(say('are your cleaners screened?')).toMatch(/vetted/);
  });

  it('care of a surface asked ahead of a visit, and medical equipment, go in the notes', () => {
    const floor = say('We have a sprung wood floor with marley on top in the main room. Will your cleaners know how to clean that without damaging it?');
    expect(floor).toMatch(/special surfaces/);
    expect(floor).not.toMatch(/note the date of the cleaning/);
    const oxygen = say('Walter uses oxygen and there is a hospital bed in the den. Can the cleaner work around the medical equipment?');
    expect(oxygen).toMatch(/work around medical equipment/);
    expect(oxygen).not.toMatch(/supplies/);
    expect(say('How many hours will someone be in my house for a 4-bedroom? I need to work around my dog walker.')).not.toMatch(/medical/);
  });

  it('a cat that does not like the vacuum is about the cat', () => {
    const reply = say('We have an elderly cat called Biscuit who hides under the bed and does not like the vacuum. Should we tell the cleaner?');
    expect(reply).toMatch(/mention pets/);
    expect(reply).not.toMatch(/supplies/);
  });

  it('a cleaner hurt on the stairs gets no payment step; a cat slipping out or a baby falling asleep is no injury', () => {
    const reply = say('What happens if the cleaner slips on our stairs? Would we be held responsible?');
    expect(reply).toMatch(/if a cleaner is hurt/);
    expect(reply).not.toMatch(/Payment is/);
    expect(say('I have a shy old cat. Is that a problem?', 'What if she slips out the front door while the cleaner comes and goes?')).not.toMatch(/hurt/);
    expect(say('can i change the time on the day if she finally falls asleep and i dont want anyone here yet')).not.toMatch(/hurt/);
  });

  it('identity theft asks about personal information, not a concern about a visit', () => {
    const reply = say('We worry about identity theft. What do you do with our personal information?');
    expect(reply).toMatch(/Privacy Policy/);
    expect(reply).not.toMatch(/note the date of the cleaning/);
  });

  it('an applicant\'s wait for a first job is the crew\'s question', () => {
    const reply = say('how long does it take from applying to getting my first job?');
    expect(reply).toMatch(/crew support/i);
    expect(reply).not.toMatch(/how long a cleaning takes/);
  });

  it('taxes get no advice, and tax returns on desks stay an NDA question', () => {
    expect(say('Is the cleaning tax deductible for my studio?')).toMatch(/can't give tax advice/);
    expect(say('Client tax returns and files are on every desk. Will the cleaners sign an NDA?')).not.toMatch(/tax advice/);
  });

  it('larger text on the website: no setting of its own, the browser\'s zoom; small print hard to read is the same question', () => {
    expect(say('My eyes are not what they were. Is there a way to make the writing on your website larger?')).toMatch(/browser's zoom/);
    expect(say('I find small print on computer screens difficult to read. Is your website made with people like me in mind?')).toMatch(/Accessibility|everyone to be able to use/);
  });

  it('two towns\' prices compared get the one price list, and a notice period is no visit length', () => {
    expect(say('the price in Paterson is same like in Princeton? or more expensive here?')).toMatch(/no price that depends on your town/);
    expect(say('Cancellation policy? The competitor is free up to 48 hours before, $50 after.')).not.toMatch(/How long the visit takes/);
  });

  it('what "the simple, standard cleaning" does in the bathroom is its scope, not an add-on example', () => {
    const reply = say('What exactly does the simple, standard cleaning do in the bathroom?');
    expect(reply).toMatch(/toilet, sink, counters and mirrors/);
    expect(reply).not.toMatch(/Add-on prices are simply added/);
  });

  it('NDAs around "confidential product stuff" are the NDA answer, not the supplies', () => {
    const reply = say('Cleaners will be around laptops and whiteboards with confidential product stuff. Do they sign NDAs?');
    expect(reply).toMatch(/NDAs/);
    expect(reply).not.toMatch(/supplies/);
  });

  it('"reviews? where can i read real reviews, not ur blog" points to Google, once, with no blog post', () => {
    const reply = say('reviews? where can i read real reviews, not ur blog');
    expect(reply.match(/google-review/g)).toHaveLength(1);
    expect(reply).not.toMatch(/blog post|job photos/);
  });

  it('"we would rather stay" is told they can be home', () => {
    expect(say('Do we need to be at home while the cleaner is there? We would actually rather stay, Walter does not like strangers in the house alone.'))
      .toMatch(/Yes, you can be home during the cleaning/);
  });

  it('a booking only begun can simply be stopped', () => {
    expect(say('if i start booking and my mom says no can i cancel')).toMatch(/until then you can simply stop/);
    expect(say('how do i cancel my cleaning tomorrow?')).not.toMatch(/simply stop/);
  });
});
