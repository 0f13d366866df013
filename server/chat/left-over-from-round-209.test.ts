import { describe, expect, it } from 'vitest';
import { bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 209's wrong answers, asked in other words than the set's: a long letter whose tier is in a sentence that asks
 * nothing, a bracket with an exclamation mark inside a list of rooms, a home behind on its cleaning, "a bedroom or what?",
 * rooms joined with "+", other rooms named by their first word after their count, and a street beside a town of ours.
 */

describe('a long message', () => {
  it('keeps the sentence that says the tier ("I would like it deep cleaned") beside the rooms and the question', () => {
    const letter = 'Good morning. I am a retired civil engineer, recently widowed after forty-one years of marriage, and I will spend the winter with my daughter in Arizona, from early December until the '
      + 'middle of March, and during that time my house near the lake will be lent to my nephew and his young family. It has three '
      + 'bedrooms, two full bathrooms, a living room, a kitchen and a den. I would like it deep cleaned the week before they move in. '
      + 'Could you kindly tell me the full cost, line by line, and whether the new-client discount applies?';
    expect(letter.length).toBeGreaterThan(500);
    expect(say(letter)).toContain(total(3 * bed.deep + 2 * bath.deep + 3 * other.deep));
  });

  // Found when round 210 was graded (w625a-s044): the rule above kept a deep clean said of another day over the tier the
  // rooms were asked at.
  it('keeps no other tier where the rooms\' own sentence says one ("..., standard cleaning"), though a deep clean is said of another day', () => {
    const letter = 'Right, here is my plan, tell me if it works. A deep clean of the whole flat on Friday before the engagement party '
      + '(you quoted me something around 300 for that already). By Monday about thirty guests will have been through the place. '
      + 'I do not need the bedrooms again, my cousins are still sleeping in them, but the bathrooms and the kitchen will be a mess. '
      + 'So for the Monday touch-up: only the 2 full bathrooms, the half bath and the kitchen, standard cleaning. '
      + 'Can I book just those rooms, and what would that cost?';
    expect(letter.length).toBeGreaterThan(500);
    expect(say(letter)).toContain(total(2 * bath.standard + half.standard + other.standard));
  });

  it('reads a bracket with "!" inside as part of its sentence: the room after it still counts', () => {
    const story = 'Hello!! I run a tiny dance school in Westfield, ballet and tap for little ones mostly, and I am done scrubbing the floors myself every night after the last class '
      + 'ends, my back cannot take it anymore and my husband keeps telling me to just hire someone already. We have two studios, a '
      + 'waiting area, one restroom (just a toilet and a sink, nothing else!) and a little office where I do the books. I have stared '
      + 'at your prices for ages. If I count everything the way your price list does, what would a Standard clean cost?';
    expect(story.length).toBeGreaterThan(500);
    expect(say(story)).toContain(total(4 * other.standard + half.standard));
  });
});

describe('which tier first', () => {
  it('a home not properly cleaned in years, kept tidy, starts with Deep', () => {
    const reply = say('The house has not had a real cleaning in about three years. I keep it tidy, but the grout is another story. Standard or deep to start?');
    expect(reply).toMatch(/^For a home that needs catching up, the site's rule of thumb is Deep Cleaning first/);
  });
});

describe('rooms counted', () => {
  it('"is the room a bedroom or what" counts no bedroom beside the room', () => {
    expect(say('my friend has a studio in Haddonfield, like 1 big room n a bathroom. how do you charge that, is the room a bedroom or wat')).not.toMatch(/× Bedroom/);
  });

  it('"3 rooms + bathroom + living room + kitchen" are three bedrooms beside the bathroom', () => {
    expect(say('3 rooms + bathroom + living room + kitchen, standard, magkano?')).toContain(total(3 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('"three other rooms: living, dining and study" are those three, not six', () => {
    expect(say('Three bedrooms, one bathroom, and three other rooms: living, dining and study. Standard price?')).toContain(total(3 * bed.standard + bath.standard + 3 * other.standard));
  });
});

describe('places', () => {
  it('a long letter asking whether a daughter can book "from Texas" keeps where the home is, and says we clean there', () => {
    const letter = 'My daughter Karen lives in Texas, near Austin. She frets about me and says she will handle the booking and the paying, because '
      + 'the little buttons on these telephone apps are too much for my old eyes and my hands are not what they were either. '
      + 'The cleaning would be here at my house in Cranford. '
      + 'Can she book it from Texas on her own phone and use her own card, and will the cleaner come to my house and not hers? '
      + 'I would be very grateful for a plain answer, as I do not want to make a muddle of it all.';
    expect(letter.length).toBeGreaterThan(500);
    expect(say(letter)).toMatch(/we clean in \[Cranford/);
  });


  it('a street named beside a town of ours ("the Heights, near Central Ave") is no other town of ours', () => {
    const reply = say('my friend is moving to the heights, near central ave. do you go there?');
    expect(reply).toMatch(/Jersey City/);
    expect(reply).not.toMatch(/East Orange/);
  });
});
