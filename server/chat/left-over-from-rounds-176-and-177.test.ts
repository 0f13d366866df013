import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of rounds 176 and 177 noted, asked in other words than the sets': a job-seeker's short questions read
 * as a client's, sub-questions left unanswered beside the one answered (who sees the photos, which cards, money already
 * paid), a business space beyond an office, work that is no cleaning, rooms named in the sentence after a home counted,
 * and follow-ups that lean on the turn before.
 */

describe('someone who wants to clean for us, in their own words', () => {
  it('"how does he apply?" and "how she do?" get the apply steps, not only what the site leaves unsaid', () => {
    expect(say('My husband wants part time cleaning work with you. How he applies?')).toMatch(/To join the crew:\n1\. Go to the \[Nestwell Crew site\]/);
    expect(say('My niece wants to work for you this summer, she is 16. How she do?')).toMatch(/To join the crew:/);
  });

  it('someone across the state line asking if she can work for us gets the steps too', () => {
    expect(say('my neighbour lives in Easton PA and needs cleaning work. can she work for you?')).toMatch(/To join the crew:/);
  });

  it('"is that too old for you?", "light jobs only", "health insurance?" and "how does the pay work" are a job-seeker\'s', () => {
    expect(say('im 58 is that too old for you guys')).toMatch(/certain age; crew support can tell you/);
    expect(say('can i only do light jobs, my knees are bad')).toMatch(/choose lighter jobs or turn down a job/);
    expect(say('would i get health insurance?')).toMatch(/what benefits they get/);
    const pay = say('how does the pay work', 'is it weekly at least');
    expect(pay).toMatch(/or how often they are paid/);
  });

  it('"my phone is old, from 2016, will it work" after which app is the crew app\'s requirements, not the steps again', () => {
    expect(say('which app do i need to work for you', 'my phone is an old samsung from 2016 will it work')).toMatch(/no phone or system requirements for the Nestwell Crew app/);
  });

  it('"can my brother work with me, same houses" is told the site says nothing of working as a team', () => {
    expect(say('can my brother work with me, same houses')).toMatch(/two cleaners can work the same jobs together/);
  });

  it('"if I apply, what happens with my social security number" is the crew site\'s own privacy policy', () => {
    expect(say('if i apply what happens with my social security number')).toMatch(/crew site has its own privacy policy/);
  });

  it('a misspelt "backround check" and "sighn up" are read as meant', () => {
    expect(say('do your cleaners get backround checks')).toMatch(/vetted and background-checked/);
    expect(say('how do i sighn up to clean for you')).toMatch(/To join the crew:/);
  });
});

describe('the part of a question that was left unanswered', () => {
  it('"who sees these pictures?" and "can I switch the photos off?" are told the site doesn\'t say', () => {
    expect(say('You take photos in my home?? Who see them?')).toMatch(/doesn't say how long job photos are kept or who else can see them/);
    expect(say('can I switch off the job photos')).toMatch(/whether you can ask for no photos to be taken[\s\S]*off-limits in your notes/);
    expect(say('my papers are on the desk, do the job photos capture documents?')).toMatch(/what job photos show beyond the finished rooms/);
    expect(say('can I get the photos of the clean to send to my landlord?')).toMatch(/whether job photos can be saved or shared/);
  });

  it('"which cards do you take, and when do you charge?" answers both', () => {
    const reply = say('which cards do you take and do you charge before or after the cleaning?');
    expect(reply).toMatch(/Nothing is charged until you confirm/);
    expect(reply).toMatch(/list the cards and payment methods it takes/);
  });

  it('money back "if I already paid" under the promise is told the site doesn\'t say how', () => {
    expect(say('If I am not happy, do I get my money back if I already paid?')).toMatch(/doesn't say how money already paid is handled/);
  });

  it('an office to visit, a postal address and a legal name: the town only, and where to ask', () => {
    expect(say("where's your office")).toMatch(/mailing address is in/);
    expect(say("where's your office? I want to talk in person")).toMatch(/phone number is/);
    expect(say('I need your full postal address to send a letter')).toMatch(/no street address, only the town/);
    expect(say("what's the company's legal entity name for my records?")).toMatch(/no street address or legal entity name/);
  });

  it('a pet fee and what to do with a pet: no fee listed, and the pet in the notes', () => {
    expect(say('I have two cats. Is there a pet fee?')).toMatch(/With a pet, the site says to mention it in your notes/);
  });

  it('what a background check covers is told the help centre doesn\'t list it', () => {
    expect(say('what kind of background check is it? criminal?')).toMatch(/doesn't list the details of the vetting/);
  });

  it('"how do I know she\'s a good person?" is the vetting', () => {
    expect(say('How would I know the lady is a good person?')).toMatch(/vetted and background-checked/);
  });

  it('a landlord\'s checklist goes in the notes, and no deposit back is promised', () => {
    const reply = say("can the cleaner follow my landlord's move out checklist so we get the deposit back?");
    expect(reply).toMatch(/doesn't say a cleaner works through a checklist of your own or your landlord's, or promise that a cleaning gets a deposit back/);
    expect(say('do your cleaners have a checklist they follow?')).not.toMatch(/checklist of your own/);
  });

  it('several properties with an account or a discount: none listed, the business version coming', () => {
    const reply = say('is there an account or a discount for owners with more than one property?');
    expect(reply).toMatch(/no volume or multi-property discount/);
    expect(reply).toMatch(/business version/);
    expect(say('any discount if I book around 20 cleanings a year?')).toMatch(/no discount for booking many cleanings/);
  });

  it('"does the price drop if the house is empty?" is told no lower rate is listed, and the empty home\'s service', () => {
    expect(say('will the price be lower if the house is empty, no furniture at all?')).toMatch(/no lower price for an empty home[\s\S]*Move In\/Out Cleaning/);
  });
});

describe('what we clean and what we don\'t', () => {
  it('a pizzeria or a barbershop is booked as Office and Business Cleaning, with the site silent on that kind of space', () => {
    expect(say('my uncle has a pizzeria, do you clean restaurants too?')).toMatch(/doesn't name spaces like a (pizzeria|restaurant)/);
    expect(say('do you clean barber shops?')).toMatch(/doesn't name spaces like a barber shop/);
  });

  it('power washing and shopping are no cleaning service', () => {
    expect(say('can you power wash my deck and the outside stairs?')).toMatch(/^Outdoor work, such as power washing, isn't among the services/);
    expect(say('She can also do my grocery shopping, or cook something? I pay extra.')).toMatch(/nothing beyond cleaning/);
    expect(say('could they feed him if the dog sitter doesn\'t show up?')).not.toMatch(/when a cleaner is late or doesn't come/);
  });

  it('a cleaner told what to avoid: the vacuum while someone is home, in the notes', () => {
    expect(say('the vacuum noise upsets my daughter, can they skip vacuuming when she is home?')).toMatch(/skip vacuuming or bring a quieter vacuum[\s\S]*in your notes/);
  });

  it('a client sensitive to products is a client, not an applicant', () => {
    expect(say('I am allergic to strong scents. What products do your cleaners use, and should I provide my own?')).not.toMatch(/crew support/i);
  });

  it('"can you help me find a furnished flat?" is none of ours, not a yes for the town', () => {
    expect(say('You know Hoboken well, can you help me find a new apartment there?')).toMatch(/^That's outside what I can help with/);
  });

  it('a "regular office cleaning" with no rooms is not priced as one room', () => {
    expect(say('Our lab has a small office. Can we book regular office cleaning?')).not.toMatch(/Total:/);
  });
});

describe('homes counted and follow-ups', () => {
  it('"1 1/2 bath" is a bath and a half, and rooms named in the next sentence join the home', () => {
    const reply = say('price for a deep clean of a 2 bed 1 1/2 bath? living room, kitchen. just renovated');
    expect(reply).toContain(total(2 * bed.deep + bath.deep + half.deep + 2 * other.deep));
  });

  it('kitchen add-ons asked "what does all that add on" are added up', () => {
    expect(say('inside the fridge and the oven plus the microwave. what does all that add on')).toContain(`Together: ${formatCents(addOn('Refrigerator inside') + addOn('Oven inside') + addOn('Microwave inside'))}.`);
  });

  it('"what is inside the normal cleaning?" is the list of what Standard covers', () => {
    expect(say("What's inside the normal cleaning?")).toMatch(/^Standard Cleaning: /);
  });

  it('"and if I don\'t cancel but hate how it turned out?" after cancelling is the promise', () => {
    expect(say('what is your cancellation policy', "and if i don't cancel but i hate how it turned out?")).toMatch(/^Our satisfaction promise: if you are not happy, you do not pay/);
  });

  it('"I don\'t want her again" after a complaint is how matching and feedback work', () => {
    expect(say('the cleaner left the kitchen dirty', "i don't want her again")).toMatch(/doesn't describe a way to pick or swap your cleaner/);
  });

  it('"can\'t I just do it on the site?" after booking is the app, not the crew', () => {
    expect(say('how do i book', "can't i just do it on the site")).toMatch(/^Not on the website itself/);
  });

  it('"I call who?" is the phone number, and a theft feared is what to do about a concern', () => {
    expect(say('if something goes missing, I call who?')).toMatch(/phone number is/);
    expect(say('Is the cleaner honest?', 'and if she takes something from me?')).toMatch(/note the date of the cleaning/);
  });

  it('away for days, the cleaner can come: access notes; staying home is fine too', () => {
    expect(say("I'll be away for four days, can the cleaner come while I'm gone?")).toMatch(/Add access notes/);
    expect(say('I will be home when she cleans, is that ok?')).toMatch(/^Yes, you can be home during the cleaning/);
  });
});

describe('the chat\'s own conversation', () => {
  it('"how do I get rid of it then" after what the chat keeps is how to clear it', () => {
    expect(say('does this chat store what I write?', 'how do I get rid of it then')).toMatch(/press Clear in the chat window/);
  });
});
