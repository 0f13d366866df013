/**
 * What the blog says, asked as advice or of a trick. "Can I use vinegar on our marble counters?": a sentence of a post that
 * names the household product asked about and the thing it is asked for answers it, quoted with its post; a question about
 * what the cleaners use or about booking is not advice. "Is the lemon-in-the-microwave trick legit?", "your blog said
 * something about baking soda and vinegar down the drain": the paragraph of a post that names what was asked (blogSays).
 */
import type { ChatAnswer, Passage, Source } from '../../../kernel/chat/model.ts';
import type { Ranked } from '../sections.ts';
import { linkTo, plain } from '../reply-parts.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { ASKS_A_LIST, stepsOrQuote, type ScopeContext } from './scope.ts';
import { A_PIECE, paragraphOf, sentenceOn } from './post-parts.ts';

/** A household product asked about on a surface: "vinegar on marble", "is bleach ok for grout?". */
const PRODUCT = /\b(vinegar|bleach|ammonia|baking soda|lemon( juice)?|dish soap|steam( cleaner)?|magic eraser|hydrogen peroxide|rubbing alcohol|borax|oxiclean)\b/;
/** Asked as advice for oneself: "can I use", "is it safe on", "ok for". */
const ASKS_ADVICE = /\b(can|could|should) (i|we) (use|put|mix|spray|apply|try)\b|\bwhat if (i|we) (do|use|put|mix|spray|try|combine)\b|\bis (it|that) (really )?true that (if|when|you)\b|\bdoes (it|that|this) (really |actually )?work\b|\bmyth\b|\bis (it|\w+) (safe|ok|okay|bad|good|fine) (to use|on|for|with)\b|\b(safe|ok|okay|fine|alright|all right|bad) to (use|mix|put|clean|spray|wipe)\b|\b(ok|okay|safe|fine|bad|all right|alright) (on|for)\b|\b(can|could|should) (i|we) (clean|wipe|wash) (it |them |\w+ )?with\b|\b(works|work|does it work)\b[^.?!]{0,20}\b(or nah|or not)\b/;
/** The blog named as ours: "one of your articles", "your blog". */
const YOUR_BLOG = /\b(your|ur|nestwell'?s?) (\w+ )?(blog|articles?|posts?)\b|\b(articles?|posts?) of yours\b/g;
/** Questions about what the cleaners bring or use, which the service's answers keep. */
const ABOUT_THE_SERVICE = /\b(cleaners?|your|nestwell|crew|book\w*|app)\b/;

/** Keeping a home clean between cleanings, asked as tips: "any tips to keep my place clean?", "how do I keep the house tidy with kids?". */
const KEEPING_IT_CLEAN = /\b(tips?|advice|ideas?|tricks?|routines?|habits?|how (do|can|should) (i|we))\b[^.?!]{0,50}\b(keep(ing)?|stay(ing)?|maintain(ing)?)\b[^.?!]{0,40}\b(clean|tidy|neat|organi[sz]ed|under control|in order|from falling apart|(a |in )?(mess|wreck|disaster)|between clean\w*)\b|\b(any|some|your|got|give me|share)( \w+)? cleaning (tips|advice)\b|^cleaning (tips|advice)\W*$|\b(tips?|advice|tricks?|ideas?)\b[^.?!]{0,40}\b(clean(ing)? (faster|quicker)|less time|save time|saving time|spend (less|less time|my whole)|(don'?t|dont|not) spend|day off|whole (day|weekend|saturday)|(my|the) weekends?|saturdays?)\b/;
/** The blog's parts on keeping up, by their headings: a reset for tonight, a weekday plan, a plan you can keep. */
const KEEPING_UP = /\b(reset|plan you can keep|weekdays?)\b/i;

/**
 * The blog's advice on keeping a home in shape, asked for as tips: the first part on keeping up, quoted as its steps, and
 * the others named with their posts. Null when not asked, or when a product is (blogAdvice answers that).
 */
export function keepingItClean(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (!KEEPING_IT_CLEAN.test(text) || PRODUCT.test(text)) return null;
  const parts = ctx.sections.postSections().filter((p) => KEEPING_UP.test(p.section.section));
  if (!parts.length) return null;
  const [first, ...rest] = parts;
  const others = rest.map((p) => `- "${p.section.section}", in ${linkTo(p.source)}`);
  return {
    reply: [`Our blog has advice for keeping a home in shape between cleanings. From ${linkTo(first!.source)}, "${first!.section.section}":`, stepsOrQuote(first!.section), ...(others.length ? ['More in:', ...others] : [])].join('\n'),
    sources: [...new Map(parts.map((p) => [p.source.url, p.source])).values()],
  };
}

/** The blog asked of a product on a surface, across the sentences of a message ("...vinegar on the marble... does your blog say anything about that?"). */
export const blogAskedOfAProduct = (text: string) => text.search(YOUR_BLOG) >= 0 && SURFACE.test(text) && PRODUCT.test(text);

/** The blog's sentence naming the product and one of the question's other first words, with its post; null when no post says it. */
export function blogAdvice(ctx: ScopeContext, asked: string): ChatAnswer | null {
  const text = asked.replace(NATURAL_STONE, 'natural stone');
  const product = PRODUCT.exec(text)?.[0];
  if (!product) return questionsToAsk(ctx, text) ?? surfaceAdvice(ctx, text);
  // "I read one of your articles. Is it safe to use vinegar on my granite?": "your" of the blog is not of the service.
  // "My old cleaner used vinegar on the marble and now it's dull: does your blog say anything?": the blog asked of a product on a surface.
  if (!blogAskedOfAProduct(text) && (!ASKS_ADVICE.test(text) || ABOUT_THE_SERVICE.test(text.replace(YOUR_BLOG, ' ')))) return null;
  // The product and the surface or thing it is asked about, each by its first word.
  const [word] = askedTerms(product);
  // The rarest words first: "marble" says more than "kitchen" of what the product is asked for.
  // Words the site never uses say nothing here ("my ocean city unit"): only the site's own.
  const others = askedTerms(text.replace(product, ' ')).filter((t) => ctx.sections.uses(t) > 0).sort((a, b) => ctx.sections.uses(a) - ctx.sections.uses(b));
  for (const other of others.slice(0, 4)) {
    // A post's opening tells what its parts explain ("a fizzing mix of baking soda and vinegar clears a drain"): no advice.
    const said = ctx.sections.sentences([word!, other], 3, ['blog']).find((s) => s.section);
    if (said) return { reply: `${plain(sentenceOn(ctx, said))}\nThat is from our blog post ${linkTo(said.source)}.`, sources: [said.source] };
  }
  return null;
}

/** A surface asked what not to use on it: "what should I never use on marble counters?". */
const SURFACE = /\b(marble|granite|natural stone|quartz|hardwood|wood floors?|stainless steel|grout)\b/;
const WHAT_NOT_TO_USE = /\b(what|which|anything)\b[^.?!]{0,30}\b(never|not|avoid|shouldn'?t|should not|bad)\b[^.?!]{0,15}\b(use|put|clean)\b|\b(what|which) (products?|cleaners?|things?) (to )?(avoid|not use)\b/;

/** The blog's sentence on the surface asked about, with its post; null when no post names it. */
function surfaceAdvice(ctx: ScopeContext, text: string): ChatAnswer | null {
  const surface = SURFACE.exec(text)?.[0];
  if (!surface || !WHAT_NOT_TO_USE.test(text)) return null;
  const named = new RegExp(String.raw`\b${surface}\b`, 'i');
  for (const { source, section } of ctx.sections.postSections()) {
    const said = section.text.split(/\n|(?<=[.!?])\s+/).find((sentence) => named.test(sentence));
    if (said) return { reply: `${plain(said.replace(/^- /, ''))}\nThat is from our blog post ${linkTo(source)}.`, sources: [source] };
  }
  return null;
}

/** The blog's list of questions to ask a cleaning service: "your blog has a list of questions to ask any cleaning company". */
const QUESTIONS_TO_ASK = /\b(list of questions|questions (to ask|worth asking|i should ask|should i ask|we should ask))\b|\bwhat (?:should|do|would) (?:i|we) ask\b[^.?!]{0,40}\b(?:clean\w*|maids?|compan(?:y|ies)|services?|hir\w*)\b/;

/** The part of a post that lists the questions worth asking, quoted with its list; null when no post has one. */
function questionsToAsk(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (!QUESTIONS_TO_ASK.test(text)) return null;
  const part = ctx.sections.postSections().find(({ section }) => /\bquestions (worth asking|to ask)\b/i.test(section.text) && /^- /m.test(section.text));
  if (!part) return null;
  const lines = part.section.text.split('\n');
  return {
    reply: [`Our blog post ${linkTo(part.source)} lists the questions worth asking any cleaning service:`, ...lines.filter((l) => /^- /.test(l))].join('\n'),
    sources: [part.source],
  };
}

/** The message points at the blog: "your blog said something", "I read an article of yours", "the post about hacks". */
const POINTS_AT_BLOG = new RegExp(String.raw`\bblog\b|\barticles?\b|\b(your|the|that|a|one) posts?\b(?!-)|${A_PIECE}`);
/** Whether something works, asked: "legit?", "does that actually clean?". */
const WORKS_ASKED = /\b(legit|myths?)\b|\b(really|actually|even) (works?|clean|cleans|helps?)\b|\bdoes (it|that|this) (really |actually )?(work|clean|help)\b|\b(is it|is that|it'?s) (really )?true\b(?=.*\b(saw|seen|heard|watched|television|tv|tiktok|youtube|videos?|online)\b)/;

/**
 * A household trick asked whether it works: "is the lemon-in-the-microwave trick legit?", "baking soda + vinegar, does that
 * actually clean?", "does that actually work? your blog said something".
 */
export const asksIfATrickWorks = (text: string): boolean => /\b(hacks?|tricks?)\b/.test(text) || (WORKS_ASKED.test(text) && (PRODUCT.test(text) || POINTS_AT_BLOG.test(text)));
/** Words that say how something was heard of or asked, not what about: "saw a tiktok", "the trick", "legit". */
const HOW_ASKED = new Set(termsOf('blog article post piece read saw seen watched video tiktok reel wrote written said mention something trick hack legit myth work clean talk talks talked discuss discussed'));
/** Stones the blog names by their kind: granite is the natural stone its warning names. */
const NATURAL_STONE = /\b(granite|quartzite|slate|travertine|limestone|soapstone)\b/g;
/** Numbers as the posts' prose writes them: "a 15-minute reset" is the post's "fifteen minutes". */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const inWords = (text: string) => text.replace(/\b(\d{1,2})(?=[\s-]*(min|minutes?|hours?|hrs?|days?|weeks?|steps?)\b)/g, (n) => NUMBER_WORDS[Number(n)] ?? n);
/** A word this many sentences of the site use or fewer tells what a question is about ("lemon", "chores"); "room" does not. */
const TELLING_USES = 50;
/** A sentence must carry this share of the question's weight: "the worksheet will not give everyone the same answer" is no example's figures. */
const MIN_COVERAGE = 0.3;
/** A paragraph found by two telling words across its sentences must name half the question's words; three telling words are enough. */
const PARAGRAPH_COVERAGE = 0.5;

/**
 * "Is the lemon-in-the-microwave trick legit?", "your blog said something about baking soda and vinegar down the drain":
 * what the blog says, asked of the blog or of a trick, whoever asks (a tiktok, "hiring" or "safe" named beside it picks no
 * other subject). The paragraph of a post whose sentence names two or more of the question's telling words, from a part of
 * the post before its opening (which only sets out what the parts explain); the part's list, step by step, where the steps
 * are asked; null when no sentence names two.
 */
export function blogSays(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (!POINTS_AT_BLOG.test(text) && !asksIfATrickWorks(text)) return null;
  const wanted = askedTerms(inWords(text.replace(NATURAL_STONE, 'natural stone'))).filter((t) => !HOW_ASKED.has(t));
  const telling = (named: string[]) => named.filter((w) => ctx.sections.uses(w) <= TELLING_USES).length;
  const said = ctx.sections.ranked(wanted, ['blog'], 12).filter((r) => telling(r.named) >= 2 && r.coverage >= MIN_COVERAGE);
  const best = said.find((r) => r.section) ?? said[0];
  if (!best) return paragraphSays(ctx, wanted, ASKS_A_LIST.test(text));
  // "What were the steps?": the part of the post whose list a sentence found opens ("...a short evening reset"), step by step.
  const listOf = (r: Ranked) => ctx.sections.postSections().find((p) => p.source.url === r.source.url && p.section.section === r.section && /^(\d+\.|-)\s/m.test(p.section.text));
  const listed = ASKS_A_LIST.test(text) ? said.filter((r) => r.source.url === best.source.url).map(listOf).find((p) => !!p) : undefined;
  // Steps asked of a sentence whose part has none ("...let the fifteen-minute reset handle the daily calm"): the part of a
  // post whose list its words are found in across sentences, if one is.
  const steps = ASKS_A_LIST.test(text) && !listed ? paragraphSays(ctx, wanted, true, true) : null;
  if (steps) return steps;
  if (listed) return { reply: `Our blog post ${linkTo(best.source)} covers that, under "${plain(listed.section.section)}":\n${stepsOrQuote(listed.section)}`, sources: [best.source] };
  return { reply: `Our blog post ${linkTo(best.source)} says:\n${plain(paragraphOf(ctx, best))}`, sources: [best.source] };
}

/**
 * "The blog had some 15 min evening thing?": the paragraph of a post that names three or more of the question's telling
 * words, or two and half its words, across its sentences ("a short evening reset. It takes about fifteen minutes"), the
 * one naming most; where the steps are asked ("what were the steps again?"), a part with a list first, given step by step
 * (`listsOnly`: only such a part). Null when none does.
 */
function paragraphSays(ctx: ScopeContext, wanted: string[], listAsked: boolean, listsOnly = false): ChatAnswer | null {
  const telling = wanted.filter((w) => ctx.sections.uses(w) <= TELLING_USES);
  if (telling.length < 2) return null;
  const hasList = (section: Passage) => !!section.section && /^(\d+\.|-)\s/m.test(section.text);
  let best: { source: Source; section: Passage; text: string; named: number; covered: number; listed: boolean } | null = null;
  for (const { source, section, text, terms } of ctx.sections.postParagraphs()) {
    const named = telling.filter((w) => terms.has(w)).length;
    const covered = wanted.filter((w) => terms.has(w)).length / wanted.length;
    if (named < 2 || (named < 3 && covered < PARAGRAPH_COVERAGE)) continue;
    const listed = listAsked && hasList(section);
    if (listsOnly && !listed) continue;
    const better = !best || (listed !== best.listed ? listed : named !== best.named ? named > best.named : covered !== best.covered ? covered > best.covered : text.length < best.text.length);
    if (better) best = { source, section, text, named, covered, listed };
  }
  if (!best) return null;
  if (best.listed) {
    return { reply: `Our blog post ${linkTo(best.source)} covers that, under "${plain(best.section.section)}":\n${stepsOrQuote(best.section)}`, sources: [best.source] };
  }
  return { reply: `Our blog post ${linkTo(best.source)} says:\n${plain(best.text.replace(/^- /, ''))}`, sources: [best.source] };
}
