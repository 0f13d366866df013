import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of round 181 noted as correct but not useful, and round 182's wrong answers, asked in other words than
 * the sets': a change pointed back to, a shift that moves a client's booking, what this chat keeps, who is told of a booking,
 * children or oneself at home with the cleaner, money back under the promise, paying with another's card, a village said
 * without the word, a bare list of rooms after a price asked, the service weighed for a home kept clean; restrooms said to
 * have only a toilet and a sink in a sentence of their own, an office described by its rooms, homes said to be identical
 * ones, the code for someone who booked before, and a would-be cleaner's app and first jobs in Portuguese.
 */

describe('a visit moved or cancelled, and what is asked of it after', () => {
  it('"can I change it later if my work shift moves?" after booking is the rescheduling answer, not the crew\'s', () => {
    const reply = say('how do I book a cleaning', 'could I change it later if my shift changes?');
    expect(reply).toMatch(/^The rescheduling rules for your booking are shown in the app/);
    expect(reply).not.toContain('Crew support');
  });

  it('a fee for cancelling asked after that is the client\'s cancellation answer', () => {
    const reply = say('how do I book a cleaning', 'could I change it later if my shift changes?', 'and if I have to cancel it altogether, is there a fee?');
    expect(reply).toMatch(/^The cancellation rule for your booking is shown in the app/);
    expect(reply).not.toContain('Crew support');
  });

  it('moving "this Friday\'s morning cleaning" to another day is rescheduling', () => {
    expect(say("We have to move this Friday's morning cleaning to Monday. How do we do that?")).toMatch(/^The rescheduling rules for your booking/);
  });

  it('"can I do it in the app without calling?" two turns after cancelling is how to cancel', () => {
    const reply = say('how does cancelling work?', 'what if something comes up the night before? am I charged?', 'can I do that in the app, without phoning anybody?');
    expect(reply).toContain('To cancel, open the upcoming cleaning in the app');
  });
});

describe('this chat, and who else hears of a booking', () => {
  it('"do I have to type my address into this chat?" is what the chat keeps and not to send sensitive details', () => {
    const reply = say('do I have to type my address and all that into this chat?');
    expect(reply).toContain('session storage for that tab only');
    expect(reply).toContain("Please don't send sensitive information");
  });

  it('"will this conversation show up on my husband\'s laptop?" is the chat kept in this tab only', () => {
    expect(say("will this conversation show up on my husband's laptop? we share an account")).toContain('session storage for that tab only');
  });

  it('"what will you and the cleaner know about me?" is what the app asks for and that data is not sold', () => {
    const reply = say('what will you and the cleaners know about me?');
    expect(reply).toMatch(/^When you book, the app asks for the details needed/);
    expect(reply).toContain('We do not sell personal data');
  });

  it('"will my wife get a text about it? it\'s a surprise" says the site names no message to anyone but the one who booked', () => {
    const reply = say("will my wife get a text or an email about it? it's meant to be a surprise");
    expect(reply).toMatch(/^The site doesn't say that the app or Nestwell contacts anyone but the one who booked/);
    expect(reply).not.toContain('Our phone number is');
  });

  it('reminders and photos sent to another\'s phone: the same, and no booking-by-phone answer for "from my phone"', () => {
    const reply = say("If I book from my phone, can the reminders and photos go to my dad's phone instead?");
    expect(reply).toMatch(/^The site doesn't say that the app or Nestwell contacts anyone but the one who booked/);
    expect(reply).not.toContain('no other way to book');
  });
});

describe('who is home during the visit', () => {
  it('children home while the parent works: the site sets no rule, and support answers', () => {
    expect(say("can my children be home while the cleaner is there? I'll be at work")).toMatch(/^The site sets no rule about children being home during a cleaning/);
  });

  it('being alone with the cleaner is the vetting answer, not access notes for an empty home', () => {
    const reply = say("I'll be home alone w the cleaner, is that weird or ok?");
    expect(reply).toMatch(/^Every cleaner on the Nestwell crew is vetted and background-checked/);
    expect(reply).not.toContain('Add access notes');
  });

  it('staying in one\'s bedroom and having it skipped: yes, and leave that room out of the booking', () => {
    const reply = say('would it be ok if I stay in my bedroom the whole time? and they skip that room');
    expect(reply).toMatch(/^The site doesn't say you must leave/);
    expect(reply).toContain('leave the room you stay in out of the rooms you book');
  });

  it('checking the work from afar is the job photos, not the background check', () => {
    expect(say('can I check the cleaning from work?')).toMatch(/app lets you review job photos/);
  });
});

describe('paying, the code and the promise', () => {
  it('"what if I already paid?" after the promise says the site doesn\'t say how money paid is handled', () => {
    expect(say("if I don't like the clean do I still pay?", 'what if I already paid though')).toContain("The site doesn't say how money already paid is handled under the promise");
  });

  it('the whole visit or only one room given back is something the site doesn\'t say', () => {
    expect(say('so would the whole cleaning be refunded, not just that room?')).toContain("The site doesn't say whether money back covers the whole visit or only what fell short");
  });

  it('a landlord to be billed is the payment answer, not the promise, though the home "wasn\'t cleaned after the last tenant"', () => {
    const reply = say("The place wasn't cleaned after the last tenant and the landlord will pay. Can you bill him directly?");
    expect(reply).toMatch(/^You pay securely in the Nestwell app/);
    expect(reply).not.toContain('satisfaction promise');
  });

  it('another\'s card: the site names no rule, use it only with their permission', () => {
    expect(say("can I just use my dad's card? he said it's fine")).toContain("use someone else's card only with their permission");
  });

  it('a debit card used under 18 is the age answer: the site names no minimum age', () => {
    expect(say('how do I pay', 'ok and can i use my debit card if im under 18')).toMatch(/^The site doesn't say a minimum age for booking a cleaning/);
  });

  it('the code after one cleaning already had is for a first cleaning only, whatever the address', () => {
    expect(say("I've used Nestwell once before at my place. Does NEWCOMER work if I book for my sister's address?")).toContain("doesn't say a new address, another home or a business makes you eligible again");
  });
});

describe('places, rooms and services', () => {
  it('a village said without the word is found on its town\'s page', () => {
    expect(say('Do you cover Clifton?', 'even Botany?')).toMatch(/^Yes, we clean in \[Clifton City\][^\n]*names Botany Village/);
  });

  it('a daycare someone would hire us for is Office and Business Cleaning', () => {
    expect(say('could my boss get you guys for the daycare she runs?')).toMatch(/^The site doesn't name spaces like a daycare among the places it cleans, but/);
  });

  it('rooms listed bare after "what\'s that a month?" are priced, over the visits of the month', () => {
    const visit = bed.standard + bath.standard + 2 * other.standard;
    const reply = say("Standard every two weeks, what's that a month? bedroom, bathroom, kitchen, den");
    expect(reply).toContain(total(visit));
    expect(reply).toContain(`2 × ${formatCents(visit)} = ${formatCents(2 * visit)}`);
  });

  it('deep or regular for a home said to be kept clean leads with Standard, the rule of thumb', () => {
    expect(say("deep or regular for my parents? the place is already pretty clean, they clean a lot")).toMatch(/^For a home that is lived in and mostly under control, the site's rule of thumb is Standard Cleaning/);
  });

  it('what the app asks, and backing out before confirming', () => {
    const reply = say("What will the app ask me exactly, and can I back out before it's final?");
    expect(reply).toContain('the app asks how many bedrooms, bathrooms, half bathrooms and other rooms you want cleaned');
    expect(reply).toContain('nothing is booked until you confirm');
  });

  it('what the cleaners use, asked in everyday words, is the products answer', () => {
    expect(say('what stuff do your cleaners use?')).toMatch(/^The site doesn't say whether cleaners bring supplies or equipment, or which products they use/);
  });

  it('how long an illness is catching is none of ours to answer', () => {
    expect(say('how long is the flu contagious?')).toMatch(/^That's outside what I can help with/);
  });
});

describe("round 182's wrong answers", () => {
  it('restrooms said in their own sentence to have only a toilet and a sink are half bathrooms', () => {
    const reply = say('We want a deep clean of the two restrooms and the break room. The restrooms have only a toilet and a sink. What does that come to?');
    expect(reply).toContain(`2 × Half Bathroom at ${formatCents(half.deep)}`);
    expect(reply).toContain(total(2 * half.deep + other.deep));
  });

  it('"our office? It is a work area and a conference room" prices those rooms, not the office once more', () => {
    const reply = say('What would a standard clean of our office cost? It is a work area, a conference room and one restroom.');
    expect(reply).toContain(`2 × Other Room at ${formatCents(other.standard)}`);
    expect(reply).not.toMatch(/\d × Other Room[^\n]*\n[^]*and office are priced/);
  });

  it('"I have two identical ones, total for both?" totals both homes', () => {
    const one = 2 * bed.standard + bath.standard + addOn('Dishes wash');
    const reply = say('2br 1ba condo, standard, plus dishes. I have two identical ones, total for both?');
    expect(reply).toContain(`2 × ${formatCents(one)} = ${formatCents(2 * one)}`);
  });

  it('another person\'s code, though the business used it, gets no flat "No"', () => {
    const reply = say('Our owner may book for his own home.', 'Would he be able to use NEWCOMER too, even though our agency already used it?');
    expect(reply).not.toMatch(/^No\b/);
  });

  it('the code on a first cleaning booked by someone who has had cleanings herself: the site doesn\'t say', () => {
    expect(say('my daughter books for me', 'could she use that NEWCOMER code for my first cleaning, even though she has had cleanings herself?')).toContain("it doesn't say how it treats a household, a shared address or a second account");
  });

  it('a relative who books for you: what the site says of booking for someone else', () => {
    expect(say('could my nephew, who uses your service himself, make the booking for me?')).toContain("The site doesn't say anything particular about booking or paying for someone else's home");
  });

  it('the crew app asked in Portuguese is the Nestwell Crew app, and jobs tomorrow come after the vetting', () => {
    expect(say('onde eu baixo o app do crew?')).toContain('/nestwell-crew-ios');
    expect(say('where do I get the crew app?', 'once I download it can I take jobs tomorrow?')).toMatch(/Not before the vetting: anyone who wants to clean with Nestwell applies on the \[crew site\]/);
  });

  it('"what if it has to be an other room, not a bedroom?" prices the home with the room moved', () => {
    const reply = say('1 bedroom 1 bath, standard, how much', 'what if support says it has to be other room not bedroom');
    expect(reply).toContain(total(bath.standard + other.standard));
    expect(reply).not.toContain('× Bedroom');
  });

  it('a sink said to be full is the dishes add-on', () => {
    expect(say('1 bed 1 bath, standard, the sink is full. how much?')).toContain('Dishes wash (add-on)');
  });

  it('homes listed one by one, each with its half bath, count a half bath for each', () => {
    const reply = say('Unit A: 2br 1.5ba + kitchen. Unit B: 3br 2ba + half bath + kitchen. standard price for each and both?');
    expect(reply).toContain(`2 × Half Bathroom at ${formatCents(half.standard)}`);
    expect(reply).toContain("Each home's rooms:");
  });
});
