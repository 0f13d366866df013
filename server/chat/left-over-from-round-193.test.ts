import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 193's wrong answers, asked in other words than the sets': an applicant writing Polish read as a client, rooms said to
 * be one space or one inside another counted twice, mugs in the sink left out of the add-ons, the code offered again on a second
 * home, a New Jersey town's old name, a town of a state the conversation named before; and its answers to another question:
 * a past service hired read as a cleaner's, references read as supplies, photos switched off, a break feared, an honest
 * cleaner, an add-on still dirty, support's hours and office, how long one has to complain, one cleaner coming back.
 */

describe('an applicant writing Polish', () => {
  it('"jak zostać cleanerką?" is the crew\'s steps, and "a ile płacą?" after it is what the site doesn\'t say of pay, not the price list', () => {
    expect(say('Jak mogę zostać cleanerką u was?')).toContain('To join the crew:');
    const pay = say('Jak mogę zostać cleanerką u was?', 'a ile płacą?');
    expect(pay).toContain("doesn't say what cleaners earn");
    expect(pay).not.toContain(`Bedroom: ${formatCents(bed.standard)}`);
  });

  it('training, Saturday-only jobs and W-2 or 1099 go to crew support, not the client fallback', () => {
    for (const asked of ['Macie jakieś szkolenie? Nigdy nie sprzątałam profesjonalnie.', 'Czy mogę brać joby tylko w soboty?', 'To jest W-2 czy 1099?']) {
      const reply = say(asked);
      expect(reply, asked).toContain('[Crew support]');
      expect(reply, asked).not.toContain("I'm not sure about that");
    }
  });

  it('"ściągnęłam Nestwell ... to chyba zła apka?" tells the two apps apart', () => {
    const reply = say('Ściągnęłam Nestwell i pyta mnie o adres żeby zabookować. To chyba zła apka?');
    expect(reply).toContain('Nestwell Crew');
  });

  it('a cleaner\'s safety with a drunk or aggressive client is the crew\'s answer, with emergency services first', () => {
    const reply = say('Is it safe? I go alone to strangers. What if the client gets aggressive?');
    expect(reply).toContain('emergency services');
    expect(reply).not.toContain('After each cleaning you can review the job photos');
  });
});

describe('rooms that are one', () => {
  it('"an open living+kitchen" is one Other Room', () => {
    expect(say('2 bedrooms, 1 bath and an open living+kitchen, standard price?')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });

  it('"a lounge with the reception desk in it" is one room, a bathroom in a room still one of its own', () => {
    expect(say('Standard price for our office: two exam rooms, a lounge with the reception desk in it, and one restroom with a toilet and sink only?'))
      .toContain(total(3 * other.standard + half.standard));
    expect(say('Standard price: 2 bedrooms and a master bedroom with a bathroom in it?')).toContain(total(3 * bed.standard + bath.standard));
  });
});

describe('add-ons and the code across turns', () => {
  it('"cups stacked in the sink" is the Dishes wash add-on, counted in the sum', () => {
    const dishes = addOn('Dishes wash');
    const fridge = addOn('Refrigerator inside');
    expect(say('Inside of the fridge please, plus the cups stacked in the sink. How much together?')).toContain(`Together: ${formatCents(fridge + dishes)}`);
  });

  it('"what about the other one" with rooms of its own, after the code applied to the first home, is at the regular rate', () => {
    const reply = say('Price for my condo: 3 br, 2 ba, standard?', 'and with the code?', 'what about the other one, the townhouse (2br/1ba/1 half)');
    const regular = 2 * bed.standard + bath.standard + half.standard;
    expect(reply).toContain(total(regular));
    expect(reply).toContain(`this one is at the regular rate, ${formatCents(regular)}`);
  });
});

describe('places named by what was said before', () => {
  it('Levittown is Willingboro\'s old name, and a town of Pennsylvania', () => {
    const reply = say('Is Levittown in your area?');
    expect(reply).toMatch(/^Yes: Levittown is the old name of \[Willingboro Township\]/);
    expect(reply).toContain("If you mean Levittown, Pennsylvania, we don't clean there");
    const pa = say('Do you clean in Levittown, PA?');
    expect(pa).toContain('Levittown (Pennsylvania) is outside');
    expect(pa).not.toContain('Willingboro');
  });

  it('Greenwich after "my daughter lives in Connecticut" is Connecticut\'s; alone it is New Jersey\'s three', () => {
    const reply = say('My daughter lives in Connecticut.', 'Could you clean her house as well? She lives in Greenwich.');
    expect(reply).toContain('Greenwich (Connecticut) is outside our area');
    expect(reply).not.toContain('Yes, we clean in Greenwich');
    expect(say('Do you clean in Greenwich?')).toContain('Yes, we clean in Greenwich Township');
  });

  it('"is West Cape May the same as Cape May?" says they are different places before each yes', () => {
    const reply = say('is West Cape May the same as Cape May?');
    expect(reply).toMatch(/^They are different places: West Cape May Borough and Cape May City are separate municipalities/);
    expect(reply).not.toContain('Yes, we clean');
    expect(say('Is Villas the same as Cape May?')).toMatch(/^They are different places: Villas is part of Lower Township, and Cape May City is a separate municipality/);
  });

  it('a son in another state paying for his mother\'s cleaning "from there" is a yes', () => {
    expect(say('My son is up in Massachusetts. Can he pay for my cleaning from there?')).toMatch(/the site sets no rule about where the one booking or paying lives/);
  });
});

describe('answers to the question asked', () => {
  it('"the last company we hired left a mess" is a client\'s complaint, answered by the promise, not the crew', () => {
    const reply = say("What if I'm not happy with the cleaning? The last company we hired was awful.");
    expect(reply).toContain('if you are not happy, you do not pay');
    expect(reply).not.toContain('[Crew support]');
  });

  it('references from other clients are what the site doesn\'t give, not supplies', () => {
    const reply = say('Can you provide references from other offices you work for?');
    expect(reply).toMatch(/doesn't say which clients we clean for/);
    expect(reply).not.toContain('supplies');
  });

  it('job photos asked to be turned off is what the site doesn\'t say, with the notes', () => {
    expect(say('Our screens show client files. Can the photos be turned off for our office?')).toMatch(/doesn't say whether you can ask for no photos/);
  });

  it('something that may get broken, asked before a visit, is no damage policy and the notes', () => {
    const reply = say('My grandmother\'s china is in the dining room. What happens if a piece gets broken?');
    expect(reply).toContain('publishes no damage or liability policy');
    expect(reply).toContain('in your notes');
  });

  it('"how can I tell the cleaner you\'re sending is an honest person?" is the vetting', () => {
    expect(say("How can I tell the cleaner you're sending is an honest person?")).toContain('vetted and background-checked');
  });

  it('an add-on paid for and still dirty is the promise, not the add-on list', () => {
    const reply = say('Suppose I pay for the oven inside and after, it still greasy. What happen then?');
    expect(reply).toContain('if you are not happy, you do not pay');
    expect(reply).not.toContain('Add-ons are a deeper clean');
  });

  it('"what time do you open?" is support\'s hours, and an office to visit is one the site doesn\'t list', () => {
    const hours = say('What time do you open? I like to call first thing.');
    expect(hours).toContain('open 24/7');
    expect(hours).not.toContain('arrival times');
    expect(say('Can I stop by your office and meet someone in person?')).toContain('lists no office to visit');
  });

  it('how many days one has to call about a cleaning, after a complaint, is no deadline but soon', () => {
    expect(say('The cleaning was not good.', 'How many days do I have to call you about it?')).toContain('sets no deadline for raising a problem');
  });

  it('"will she be the one coming back every time?" is the same-cleaner answer', () => {
    expect(say('If the cleaner is good, will she be the one coming back every time?')).toContain("doesn't promise the same cleaner");
  });

  it('a church hall asked about is Office and Business Cleaning', () => {
    expect(say('Our parish hall gets messy after bingo nights. You all could clean something like that?')).toContain('Office and Business Cleaning');
  });
});
