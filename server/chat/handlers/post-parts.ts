/**
 * Which post a question names, and the part of it asked for beyond the post itself: the figures it works out ("that blog stat
 * about losing time looking for stuff - what was the math", "whats the 2 bed example price in the 'cleaning your own home'
 * post"), its parts when they are numbered ("the five stars post - what are the 8 signs?") and the post in short ("the weekend
 * freedom formula, tldr"). Each is quoted from the post as it stands, so an editor's change to it changes the reply, and a
 * post's own example is quoted, never priced again.
 */
import type { ChatAnswer, Source } from '../../../kernel/chat/model.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { linkTo, plain } from '../reply-parts.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import type { ScopeContext } from './scope.ts';

/** A piece of writing named as one: "there was a piece about...", "a piece of yours"; not "a piece of furniture". */
export const A_PIECE = String.raw`\b(?:a|the|that|this|your|ur|one) piece\b(?! of (?!yours))`;

/** Words of a post's title that name nothing of it. */
const TITLE_GLUE = new Set('why what how the and your you our with than more its are is for from that this does look looks like'.split(' '));

/** The post whose title's own words the question says, three or more, and more of them than of any other title's. */
export function postNamed(text: string, posts: readonly Source[]): Source | null {
  const said = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  const scored = posts.map((source) => ({ source, n: (source.title.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3 && !TITLE_GLUE.has(w) && said.has(w)).length }))
    .sort((a, b) => b.n - a.n);
  return scored[0] && scored[0].n >= 3 && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].source : null;
}

/** The post asked for as a whole: "what was the gist of it?", "sum it up", "what's it about?". */
export const GIST = /\b(gist|summary|summari[sz]e|sum (it|that) up|main points?|key points?|takeaways?|tl;?dr|what('?s| is| was) (it|that|the (post|article)) about|what (did|does) (it|that|the (post|article)) say)\b/;

/** The title glue as terms: "than it looks" names nothing a post works out. */
const GLUE_TERMS = new Set(termsOf([...TITLE_GLUE].join(' ')));

/** A blog post is the one asked about when its title carries this share of the question's weight in words that set it apart. */
const POST_TITLE = 0.2;

/**
 * The post a question names by its title: by the title's own words as written ("the article on why cleaning your own home is
 * expensive"), else by the words of its title that set it apart from the other posts, carrying a good share of the question or
 * clearly more than any other title does (a long question dilutes shares). Null when no title is named.
 */
export function titledPost(ctx: ScopeContext, text: string, wanted: string[]): { source: Source; lead: string } | null {
  const about = ctx.sections.pagesAbout(wanted, 'blog', 10);
  const named = postNamed(text, about.map((p) => p.source));
  const [post, next] = named ? [about.find((p) => p.source.url === named.url)!, undefined] : about;
  return post && post.inTitle > 0 && (post.inTitle >= POST_TITLE || post.inTitle >= 2 * (next?.inTitle ?? 0)) ? post : null;
}

/** The blog pointed at: "your blog", "that article", "the post", "a piece about..."; not a help article. */
const POINTS_AT_A_POST = new RegExp(String.raw`\bblog\b|(?<!\bhelp )\barticles?\b|\bposts?\b(?!-)|${A_PIECE}`);
/** A post's working asked for: "what was the math", "what numbers did it use", "the example price". Not "for example", nor one figure ("how many hours a month?"). */
const FIGURES_ASKED = /\b(math|maths|numbers|figures|calculations?|calculat(e|ed|ing)|arithmetic|(?<!for )example|illustration)\b/;
/** Asked, not only said: "...? Your blog example only halves the room prices." says what the example does. */
const ASKED = /\?|\b(what|whats|how|which|show|give|tell|explain|remind|list)\b/;
/** Where a figure comes from is the estimate's answer, not its working: "is that from a real study?". */
const ASKS_ITS_SOURCE = /\b(sources?|stud(y|ies)|surveys?|research|cite|citing|citation|real|legit|true|made up|backed)\b|\bcome from\b/;
/** Rooms a home is counted in that are the post's example's, not a home to price: "the 2 bed example", "the example home's price". */
const THE_EXAMPLES_ROOMS = /\b(bed\w*|br|bd|bath\w*|ba|rooms?|home|house|apartment|flat|apt)\s+example\b|\bexample(?:'s)?( \w+)? (price|cost|total|home|house|apartment|flat)\b/;
/** Words that say the blog or its working was asked about, not what about. */
const NOT_A_SUBJECT = new Set(termsOf(`blog article post piece read saw seen write wrote written mention remember one math maths number numbers figure figures
  calculation calculate arithmetic work worked out use used being many had has have did does gave give got whether
  one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty`));
/** Words that ask for the post's example, which the post may call an illustration: they pick a part, but say little of what about. */
const EXAMPLE_WORDS = new Set(termsOf('example illustration'));
/** What a word asking for the example weighs in picking a part: as much as a word most parts say. */
const EXAMPLE_WEIGHT = 1;
/** Counts as listings and chat write them, as the posts' prose does: "the 1br apartment", "10 hrs a month". */
const SHORTHAND: [RegExp, string][] = [[/\b\d+\s*(br|bd|bdrm|bed)s?\b/g, ' bedroom '], [/\b(\d+\s*)?hrs?\b/g, ' hours ']];
/**
 * A figure: money ("$17.25"), a share ("50%"), or a number in digits or words before what it counts ("150 minutes", "10 or
 * more hours", "two and a half hours", "one half bathroom", "a 30-day month"). A bare number ("step 5", "24/7") is none.
 */
const FIGURE = /\$\d[\d,.]*|\b\d+%|\b(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)(?=([\s-]+(or more|and a half|full|half|other|more|extra))?[\s-]+(minutes?|hours?|days?|weeks?|months?|years?|bedrooms?|bathrooms?|rooms?)\b)/gi;
/** A paragraph that works something out or gives figures to: an equation of figures, or two figures or more (not a formula in words). */
const worksOut = (line: string) => (/\s[=×]\s/.test(line) && /\d/.test(line)) || (line.match(FIGURE)?.length ?? 0) >= 2;
/** A post's closing part, which sums up what the others say. */
const CLOSING = /^(conclusion|summary|in short|the bottom line)$/i;
/** At most this many parts of a post are quoted for its figures. */
const FIGURE_PARTS = 3;
/** A post not named by its title is the one whose working names at least this much of the question (a word elsewhere in it counts less). */
const FIGURES_NAMED = 1.5;
/** The post picked by its working says what was asked this many times as much as the next post does, or none is picked. */
const CLEAR_LEAD = 1.3;
/** Words of titles a question about any post's figures says anyway: "what did the example home cost", "how much time". */
const ASKED_OF_ANY = new Set(['cost', 'time', 'home', 'money']);
const ASKED_OF_ANY_WORDS = new RegExp(String.raw`\b(${[...ASKED_OF_ANY].join('|')})s?\b`, 'g');
/** A title word sets a post apart when at most this many posts' titles say it. */
const DISTINCT_TITLES = 2;
/** What a word of a post's title said as written weighs in picking the post, as much as a word a few dozen sentences use. */
const TITLE_WORD = 2;

/** Whether a word asked meets a word of the post: the same, or one begins the other, a few letters longer ("bed" and "bedroom", "los(ing)" and "lose"). */
const meets = (asked: string, said: string) => {
  const [short, long] = asked.length <= said.length ? [asked, said] : [said, asked];
  return short.length >= 3 && long.startsWith(short) && long.length - short.length <= 4;
};
/** Words a question says for what a post names otherwise: the example it calls an illustration, the house it calls a home. */
const SAME_THING: Record<string, string[]> = { example: ['illustration'], illustration: ['example'], house: ['home'], flat: ['apartment'], apt: ['apartment'] };
const meetsAny = (asked: string, said: Iterable<string>) => [...said].some((t) => meets(asked, t));
/** How well a word asked meets a post's words: itself, fully; what the post names it otherwise, half. */
const meetsLike = (asked: string, said: Iterable<string>) => (meetsAny(asked, said) ? 1 : (SAME_THING[asked] ?? []).some((a) => meetsAny(a, said)) ? 0.5 : 0);

/** A part of a post that works something out: its paragraphs that do, and the terms they and its heading say. */
interface Working { source: Source; heading: string; lines: string[]; terms: Set<string>; headingTerms: string[] }

/** Each part of each post (its opening too, not its closing) with the paragraphs that work something out, in the posts' order; read once per index. */
const workingsOf = new WeakMap<ScopeContext['sections'], Working[]>();
function workings(ctx: ScopeContext): Working[] {
  let found = workingsOf.get(ctx.sections);
  if (!found) workingsOf.set(ctx.sections, (found = readWorkings(ctx)));
  return found;
}
function readWorkings(ctx: ScopeContext): Working[] {
  const byPart = new Map<string, Working>();
  for (const { source, section, text, terms } of ctx.sections.postParagraphs()) {
    if (CLOSING.test(section.section) || !worksOut(text)) continue;
    const key = `${source.url}#${section.section}`;
    const part = byPart.get(key) ?? { source, heading: section.section, lines: [], terms: new Set<string>(), headingTerms: termsOf(section.section) };
    part.lines.push(text);
    for (const t of terms) part.terms.add(t);
    byPart.set(key, part);
  }
  return [...byPart.values()];
}

/** A question's words, for its figures: how much each tells (rare words most; the example asked for, a little) and how it meets a post. */
interface Asked { words: string[]; weight: (word: string) => number }

/** How much of what was asked a part's working names: a word in its paragraphs whole, one only in its heading half. */
function partScore(part: Working, asked: Asked): number {
  return asked.words.reduce((sum, w) => sum + (meetsLike(w, part.terms) || 0.5 * meetsLike(w, part.headingTerms)) * asked.weight(w), 0);
}

/**
 * The post whose working says what was asked: words in its working count whole, in its title or a heading half again, only
 * elsewhere in it a quarter; words of its title said as written ("expensive", before it folds into "price") and rare words weigh
 * more. Null when none names enough, or another names nearly as much.
 */
function postSaying(ctx: ScopeContext, text: string, parts: Working[], asked: Asked): string | null {
  const titles = [...new Map(parts.map((p) => [p.source.url, p.source.title])).values()];
  const single = (w: string) => w.replace(/s$/, '');
  const said = new Set((text.match(/[a-z]+/g) ?? []).map(single));
  const titleWords = (title: string) => (title.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !TITLE_GLUE.has(w) && !ASKED_OF_ANY.has(w) && said.has(single(w))
    && titles.filter((t) => new RegExp(String.raw`\b${w}\b`, 'i').test(t)).length <= DISTINCT_TITLES);
  const ranked = [...new Set(parts.map((p) => p.source.url))].map((url) => {
    const own = parts.filter((p) => p.source.url === url);
    const inWorking = new Set(asked.words.filter((w) => own.some((p) => meetsLike(w, p.terms))));
    const around = termsOf(`${own[0]!.source.title} ${ctx.sections.headings(url).join(' ')}`);
    const inPost = new Set(ctx.sections.postParagraphs().filter((l) => l.source.url === url).flatMap((l) => [...l.terms]));
    const share = (w: string) => (inWorking.has(w) ? 1 : 0) + (meetsAny(w, around) ? 0.5 : !inWorking.has(w) && meetsAny(w, inPost) ? 0.25 : 0);
    const count = asked.words.reduce((sum, w) => sum + share(w), 0);
    const weighed = asked.words.reduce((sum, w) => sum + share(w) * asked.weight(w), 0) + TITLE_WORD * titleWords(own[0]!.source.title).length;
    return { url, named: inWorking.size, count, weighed };
  }).filter((r) => r.named && r.count >= FIGURES_NAMED);
  ranked.sort((a, b) => b.weighed - a.weighed || b.count - a.count);
  const [best, next] = ranked;
  // Two posts that say it about as much: no guess between them.
  return best && (!next || best.weighed >= CLEAR_LEAD * next.weighed) ? best.url : null;
}

/**
 * "That blog stat about losing time looking for stuff - what was the math", "in the 'cleaning your own home is more expensive'
 * post whats the 2 bed example price", "that article - whats the math in it": the paragraphs of a post that work something out,
 * quoted as the post gives them. The post whose working says what was asked, its title counting (postSaying); of its parts,
 * those whose working names most of what was asked (more than half what the best names), besides its title where the question
 * names it by its own words, or, for a post so named whose parts name nothing else asked, each part that works something out. Asked with its gist ("whats the gist,
 * and what was the example price"), the post in short first. Null when the blog is not asked about, a figure's source is asked
 * (the estimate's answer), rooms are counted that are not the example's (`roomsCounted`: a home to price), the part only says
 * something of the post, or no post's working names what was asked.
 */
export function postFigures(ctx: ScopeContext, text: string, roomsCounted: boolean): ChatAnswer | null {
  if (!POINTS_AT_A_POST.test(text) || !FIGURES_ASKED.test(text) || !ASKED.test(text) || ASKS_ITS_SOURCE.test(text)) return null;
  if (roomsCounted && !THE_EXAMPLES_ROOMS.test(text)) return null;
  const expanded = SHORTHAND.reduce((t, [from, to]) => t.replace(from, to), text);
  const wanted = askedTerms(expanded).filter((t) => !NOT_A_SUBJECT.has(t) && !GLUE_TERMS.has(t));
  const weight = (w: string) => (EXAMPLE_WORDS.has(w) ? EXAMPLE_WEIGHT : Math.log((ctx.sections.size + 1) / (ctx.sections.uses(w) + 1)));
  const all = workings(ctx);
  // The post named by its title's own words (not those any figure question says: "what does your example home cost" names no
  // "Hidden Cost of a Messy Home"), else the one whose working says what was asked.
  const posts = ctx.sections.newestPosts(Infinity);
  const named = postNamed(expanded.replace(ASKED_OF_ANY_WORDS, ' '), posts.map((p) => p.source));
  const url = named?.url ?? postSaying(ctx, expanded, all, { words: wanted, weight });
  const post = posts.find((p) => p.source.url === url);
  if (!post) return null;
  // What its title says picks no part of a post so named: "whats the math in it" asks for them all.
  const titled = !!named;
  const title = titled ? termsOf(post.source.title) : [];
  const asked: Asked = { words: wanted.filter((w) => !meetsAny(w, title)), weight };
  const parts = all.filter((p) => p.source.url === post.source.url);
  const scored = parts.map((part) => ({ part, score: partScore(part, asked) }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const naming = scored.filter((s) => s.score > 0 && s.score > best / 2).map((s) => s.part);
  const shown = (titled && !best ? parts : naming).slice(0, FIGURE_PARTS);
  if (!shown.length) return null;
  const source = shown[0]!.source;
  const under = (heading: string) => (heading ? `under "${plain(heading)}"` : 'in its opening');
  const body = shown.length === 1
    ? [`Our blog post ${linkTo(source)} works it out ${under(shown[0]!.heading)}:`, ...shown[0]!.lines.map(plain)]
    : [`Our blog post ${linkTo(source)} works it out like this:`, ...shown.flatMap((p) => [`${under(p.heading).replace(/^./, (c) => c.toUpperCase())}:`, ...p.lines.map(plain)])];
  const inShort = GIST.test(text) ? `${postInShort(ctx, post).reply}\n\n` : '';
  return { reply: `${inShort}${body.join('\n')}`, sources: [source] };
}

/** A heading that numbers its part: "1. Trust is settled before anyone arrives", "Step 1: Count your hours". */
const NUMBERED = /^(\d+\.|step \d+\b)/i;

/**
 * "The five stars blog post - what are the 8 signs? quick list pls": a post whose parts are numbered is its own list, given
 * heading by heading. Null when fewer than three of its parts are numbered.
 */
export function numberedParts(ctx: ScopeContext, source: Source): ChatAnswer | null {
  const headings = ctx.sections.headings(source.url).filter((h) => NUMBERED.test(h));
  if (headings.length < 3) return null;
  return { reply: [`Our blog post ${linkTo(source)} goes through them in ${headings.length} parts:`, ...headings.map(plain)].join('\n'), sources: [source] };
}

/** A line that is a formula in words: "Free weekend = shrink the chores + shift what is left + share the rest." */
const FORMULA = /^[^\d=]+ = [^\d=]+\+[^\d=]+$/;

/**
 * "Whats the weekend freedom formula thing from ur blog, tldr": the post in short, as it sums itself up (its closing part's first
 * paragraph, else its opening `lead`), then what it goes through, heading by heading, each with the formula it states or the
 * numbered steps it lists, step by step.
 */
export function postInShort(ctx: ScopeContext, post: { source: Source; lead: string }): ChatAnswer {
  const sections = ctx.sections.postSections().filter(({ source }) => source.url === post.source.url).map(({ section }) => section);
  const closing = sections.find((s) => CLOSING.test(s.section))?.text.split('\n')[0];
  const outline = sections.filter((s) => !CLOSING.test(s.section)).flatMap(({ section: heading, text }) => {
    const lines = text.split('\n').map(plain);
    const formula = lines.find((line) => FORMULA.test(line));
    const steps = lines.filter((line) => /^\d+\.\s/.test(line)).map((step) => step.replace(/^(\d+\.\s+)(.*)$/, (_, n: string, body: string) => `${n}${body.split(/(?<=[.!?])\s+/)[0]}`));
    const name = plain(heading).replace(/^\d+\.\s*/, '');
    if (formula) return [`- ${name}: ${formula}`];
    return steps.length >= 3 ? [`- ${name}:`, ...steps] : [`- ${name}`];
  });
  const goesThrough = outline.length >= 2 ? ['It goes through:', ...outline] : [];
  return { reply: [`Our blog post ${linkTo(post.source)} in short:`, plain(closing ?? post.lead), ...goesThrough].join('\n'), sources: [post.source] };
}

/** A paragraph longer than this is too long to quote whole: its sentence is quoted alone. */
const PARAGRAPH_CHARS = 600;

/** The sentence and the rest of its paragraph, which says why ("...never mix bleach with vinegar. The warning labels say so..."). */
export function sentenceOn(ctx: ScopeContext, said: { text: string; source: Source }): string {
  const paragraph = paragraphOf(ctx, said);
  const at = paragraph.indexOf(said.text);
  return at < 0 ? said.text : paragraph.slice(at);
}

/** The paragraph a sentence of a post stands in, where it is short enough to quote whole (it says why), else the sentence. */
export function paragraphOf(ctx: ScopeContext, said: { text: string; source: Source }): string {
  const paragraph = ctx.sections.paragraphOf(said.source.url, said.text);
  return (paragraph.length <= PARAGRAPH_CHARS ? paragraph : said.text).replace(/^- /, '');
}
