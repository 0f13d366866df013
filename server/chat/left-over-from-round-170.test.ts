import { describe, expect, it } from 'vitest';
import { bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 170's misses (graded at e334c33, read through the graders' notes), asked in other words than the set's: rooms
 * every home has said once, words read as rooms or rooms dropped, a base read as a town, a would-be cleaner given the
 * client price list, and questions the site answers given another question's answer or "I can't find it".
 */

describe('counting rooms', () => {
  it('"each unit has its own kitchen and living room" after two homes gives each home both', () => {
    const reply = say('Two units: first floor 2 br 1 bath, second floor 1 br 1 bath, each unit has its own kitchen and living room. Standard for both?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 4 * other.standard));
  });

  it('"as rooms" is how to enter the space, not one more room', () => {
    const reply = say('if I put the shop in the app as rooms for a deep clean - 3 other rooms and 1 half bath - what does that come to?');
    expect(reply).toContain(total(3 * other.deep + half.deep));
  });

  it('a kitchen named before "possible?" is counted with the bathrooms', () => {
    expect(say('just the 2 bathrooms and the kitchen possible? how much')).toContain(total(2 * bath.standard + other.standard));
  });
});

describe('places', () => {
  it('an air force base in another state is not the New Jersey town of its name', () => {
    const reply = say('my husband may get orders to Dover AFB, do you work in Delaware?');
    expect(reply).not.toMatch(/Yes, we clean in \[Dover Town\]/);
    expect(reply).toMatch(/Delaware/);
  });

  it('JBMDL is served, by the towns of its McGuire and Dix sections', () => {
    const reply = say('is JBMDL in your area? we live on base');
    expect(reply).toMatch(/Yes, we clean in JBMDL/);
    expect(reply).toMatch(/Pemberton Township/);
  });
});

describe('who is asking', () => {
  it('a cleaner job\'s pay and English, asked: the crew\'s answer, not the client price list', () => {
    const reply = say('for cleaner job must speak good english? and pay how much per hour');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });

  it('someone wanting extra weekend money cleaning is told how to join the crew, not the add-ons', () => {
    const reply = say('my nephew wants some extra weekend money cleaning, how does he sign up?');
    expect(reply).toMatch(/To join the crew/);
  });

  it('a website "going to work for" a blind mother is the accessibility statement, not a job', () => {
    const reply = say('my dad is blind and uses a screen reader. is your website going to work for him?');
    expect(reply).toMatch(/WCAG/);
    expect(reply).not.toMatch(/[Cc]rew support/);
  });

  it('an office manager using a screen reader: the accessibility statement, not the office price', () => {
    const reply = say('Our office manager uses a screen reader. Can she use your website to compare prices?');
    expect(reply).toMatch(/screen reader/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('"letters too small, I read on phone" is the site\'s zoom, not the phone number', () => {
    const reply = say('the letter on your site is too small, i read on phone');
    expect(reply).toMatch(/zoom/);
    expect(reply).not.toMatch(/Our phone number is/);
  });
});

describe('another question\'s answer', () => {
  it('safety with expensive stock in a shop is the vetting, not a price', () => {
    const reply = say('cleaner alone in my shop at night with expensive tools. how do i know it is safe');
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('an account for a landlord with a few units is the business version\'s answer', () => {
    const reply = say('do you have a landlord account for people with a few units?');
    expect(reply).toMatch(/business version of Nestwell is coming soon/);
  });

  it('whether the business waitlist\'s details are sold: the notice says we do not sell personal data', () => {
    expect(say('if I put my shop on the business waitlist, do you sell it to another company?')).toMatch(/We do not sell personal data/);
  });

  it('a social media post to write, or wholesale supplies to buy, are outside what we help with', () => {
    expect(say('can you write an instagram post for my bakery, 10% off this week')).toMatch(/outside what I can help with/);
    expect(say('Bạn biết chỗ mua đồ nail giá sỉ ở Newark không?')).toMatch(/outside what I can help with/);
  });

  it('clearing base quarters is a move out: Move In/Out Cleaning is named first', () => {
    expect(say('we clear quarters in June, 2br base housing. which cleaning should I book?')).toMatch(/the service is Move In\/Out Cleaning/);
  });

  it('paying asked by a VoiceOver user: how paying works, not the accessibility statement or the privacy notice', () => {
    const reply = say('how do i pay. can i give the cleaner cash, typing a card number with voiceover is so hard');
    expect(reply).toMatch(/You pay securely in the Nestwell app/);
  });
});
