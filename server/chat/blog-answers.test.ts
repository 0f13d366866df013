import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import type { Passage } from '../../kernel/chat/model.ts';
import { createChatEngine } from './engine.ts';
import { postNamed } from './handlers/post-parts.ts';

/**
 * A question about a blog post is answered from the part of it that answers: the section whose
 * heading names what was asked, or, asked about the post as a whole, its opening and what it goes
 * through. A post of this test's own is added to the site's index, so the content can change.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const url = '/blog/the-garage-reset-handbook';
const post = (section: string, text: string): Passage => ({
  id: index.passages.length, kind: 'blog', title: 'The Garage Reset Handbook', url, topic: 'Blog', section, text, date: '2020-01-01',
});
for (const [section, text] of [
  ['', 'A garage fills up one box at a time. Here is how to empty it in a weekend. Videos show borax melting oil off a garage floor in seconds.'],
  ['Part one: sort the shelves', 'Take everything down. Keep, donate or bin each thing.'],
  ['Part two: a winter tool plan', 'Hang the shovels by the door.\n1. Rakes go high.\n2. Salt goes low.'],
  ['Part three: the floor', 'Borax and a stiff brush lift oil stains from concrete.'],
  ['Part five: after supper', 'A twelve-minute sweep after supper keeps the bench clear.'],
  ['Part four: the walnut myth', 'The walnut trick hides a light scratch on a wooden bench for a week: the nut\'s oil darkens the bare wood. A deep gouge still needs filler.\nVinegar etches slate, a natural stone, for good.'],
  ['Conclusion', 'A garage you can walk through is worth a weekend.'],
] as const) index.passages.push(post(section, text));
// A post whose title does not name the part asked about.
const quiet = '/blog/a-quieter-porch';
index.passages.push({ ...post('', 'Porches collect whatever the week leaves behind.'), id: index.passages.length, title: 'A Quieter Porch', url: quiet });
index.passages.push({
  ...post('The doormat drill you can do tonight', 'A drill keeps the grit outside. Do the drill every evening.\n1. Shake the mat. Do it over the lawn, not the steps.\n2. Sweep the sill. Corners first.\n3. Stack the boots. Toes to the wall.'),
  id: index.passages.length, title: 'A Quieter Porch', url: quiet,
});
// A part whose heading names its subject in two words its text never repeats, and a figure only one post gives.
index.passages.push({ ...post('Line one: the gravel levy', 'Every pebble tracked in costs a minute at the broom.'), id: index.passages.length, title: 'A Quieter Porch', url: quiet });
index.passages.push({ ...post('Part four: the bill', 'A new porch floor runs about $740 in this example. Prices vary.'), id: index.passages.length });
// A part whose words a question names across its sentences, not in any one of them.
const shed = '/blog/a-tidy-shed';
index.passages.push({
  ...post('A sweep for dusk', 'The best habit we know is a short dusk sweep. It takes about eleven minutes, and it starts at the door.\n1. Clear the bench.\n2. Hang the rakes.\n3. Shut the window.'),
  id: index.passages.length, title: 'A Tidy Shed', url: shed,
});
const engine = createChatEngine(index);
const say = (question: string) => engine.answer(question).reply;

describe('a question about a blog post', () => {
  it('quotes the section whose heading names what was asked, whole', () => {
    const reply = say('in your garage reset blog post, what is the winter plan?');
    expect(reply).toContain('under "Part two: a winter tool plan"');
    expect(reply).toContain('1. Rakes go high.\n2. Salt goes low.');
  });

  it('gives the opening and what the post goes through when asked about it as a whole', () => {
    const reply = say("what's in the garage reset article?");
    expect(reply).toContain('A garage fills up one box at a time.');
    expect(reply).toContain('It goes through:\n- Part one: sort the shelves\n- Part two: a winter tool plan');
    expect(reply).not.toContain('Conclusion');
  });
});

describe('a post remembered by a part of it', () => {
  it('finds the section whose heading names it, and gives each step', () => {
    const reply = say('didnt u have a blog thing about a doormat drill? whats the steps');
    expect(reply).toContain('under "The doormat drill you can do tonight"');
    expect(reply).toContain('1. Shake the mat.\n2. Sweep the sill.\n3. Stack the boots.');
    expect(reply).not.toContain('over the lawn');
  });
});

describe('a post remembered by its own phrase or figure', () => {
  it('finds the part headed with two words said together, though its text does not repeat them', () => {
    expect(say("what's the gravel levy thing from your blog?")).toContain('under "Line one: the gravel levy"');
  });

  it('quotes the sentence that gives a figure, whichever post the other words name', () => {
    const reply = say('where does the $740 in your porch article come from?');
    expect(reply).toContain('[The Garage Reset Handbook](/blog/the-garage-reset-handbook) says:');
    expect(reply).toContain('about $740 in this example');
  });
});

describe('a post named by the words of its title', () => {
  const posts = ['Clean House, Clear Head: Why Tidy Spaces Calm Busy Minds', 'Why Cleaning Your Own Home Is More Expensive Than It Looks', 'The Hidden Cost of a Messy Home']
    .map((title, i) => ({ title, url: `/blog/post-${i}` }));

  it('is the post whose title words the question says, as written, before terms fold "expensive" into a price', () => {
    expect(postNamed('In the article on why cleaning your own home is expensive, what did the example house cost with you?', posts)?.url).toBe('/blog/post-1');
  });

  it('is no post when the question says too few of any title\'s words, or as many of two', () => {
    expect(postNamed('what did your blog say about a messy house?', posts)).toBeNull();
    expect(postNamed('tidy spaces calm minds, but the hidden cost of a messy home?', posts)).toBeNull();
  });
});

it("answers a household product asked about on a surface with the blog's own sentence (round 61: vinegar on marble)", () => {
  const { reply, sources } = engine.answer('can I use borax on the concrete floor of my garage?');
  expect(reply).toContain('Borax and a stiff brush lift oil stains from concrete.');
  expect(sources[0]!.url).toBe(url);
  expect(say('Can I use the NEWCOMER code on each of my three units?')).not.toMatch(/blog post/);
});

describe('a trick asked whether it works, or the blog asked about in words that pick another answer (round 118)', () => {
  const walnut = "The walnut trick hides a light scratch on a wooden bench for a week: the nut's oil darkens the bare wood. A deep gouge still needs filler.";

  it('"is the walnut trick legit?" is the paragraph of the post that says it, not the vetting that "legit" names', () => {
    const { reply, sources } = engine.answer('is the walnut-on-a-scratched-bench trick legit?');
    expect(reply).toContain(walnut);
    expect(reply).not.toMatch(/background-checked/);
    expect(sources[0]!.url).toBe(url);
  });

  it('a tiktok seen beside the blog is not the creator program; hiring named beside it is not the crew\'s', () => {
    expect(say('saw a tiktok where you rub a walnut on a scratched wooden bench and your blog said something too. does that actually work?')).toContain(walnut);
    expect(say('I read an article of yours before hiring anyone: does rubbing a walnut on a scratched wooden bench really work?')).toContain(walnut);
  });

  it("a post's opening, which tells what its parts explain, is no advice; a figure in digits is the post's figure in words", () => {
    expect(say('is borax ok for the garage floor?')).not.toContain('Videos show borax');
    expect(say('your blog had a 12-minute sweep after supper, what was it?')).toContain('A twelve-minute sweep after supper keeps the bench clear.');
  });

  it('a product asked about on a stone the blog names by its kind ("granite" is natural stone), "your" article no question about the service', () => {
    const reply = say('I read one of your articles. Is it safe to use vinegar on my granite floor?');
    expect(reply).toContain('natural stone');
    expect(reply).toMatch(/blog post/);
  });
});

describe('a post remembered by words its sentences say apart', () => {
  it('quotes the paragraph that names them together: "the blog had some 11 min dusk thing?"', () => {
    const reply = say('the blog had some 11 min dusk thing? what was it');
    expect(reply).toContain('[A Tidy Shed](/blog/a-tidy-shed) says:');
    expect(reply).toContain('a short dusk sweep. It takes about eleven minutes');
  });
});

