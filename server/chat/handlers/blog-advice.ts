/**
 * "Can I use vinegar on our marble counters?": advice the blog gives in so many words. A sentence of a post that names
 * the household product asked about and the thing it is asked for answers it, quoted with its post; a question about
 * what the cleaners use or about booking is not advice.
 */
import type { ChatAnswer } from '../../../kernel/chat/model.ts';
import { linkTo, plain } from '../reply-parts.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import type { ScopeContext } from './scope.ts';

/** A household product asked about on a surface: "vinegar on marble", "is bleach ok for grout?". */
const PRODUCT = /\b(vinegar|bleach|ammonia|baking soda|lemon( juice)?|dish soap|steam( cleaner)?|magic eraser|hydrogen peroxide|rubbing alcohol|borax|oxiclean)\b/;
/** Asked as advice for oneself: "can I use", "is it safe on", "ok for". */
const ASKS_ADVICE = /\b(can|could|should) (i|we) (use|put|mix|spray|apply|try)\b|\bis (it|\w+) (safe|ok|okay|bad|good|fine) (to use|on|for|with)\b|\b(safe|ok|okay|fine|alright|all right|bad) to (use|mix|put|clean|spray|wipe)\b|\b(ok|okay|safe|fine|bad|all right|alright) (on|for)\b|\b(can|could|should) (i|we) (clean|wipe|wash) (it |them |\w+ )?with\b|\b(works|work|does it work)\b[^.?!]{0,20}\b(or nah|or not)\b/;
/** Questions about what the cleaners bring or use, which the service's answers keep. */
const ABOUT_THE_SERVICE = /\b(cleaners?|your|nestwell|crew|book\w*|app)\b/;

/** The blog's sentence naming the product and one of the question's other first words, with its post; null when no post says it. */
export function blogAdvice(ctx: ScopeContext, text: string): ChatAnswer | null {
  const product = PRODUCT.exec(text)?.[0];
  if (!product) return questionsToAsk(ctx, text) ?? surfaceAdvice(ctx, text);
  if (!ASKS_ADVICE.test(text) || ABOUT_THE_SERVICE.test(text)) return null;
  // The product and the surface or thing it is asked about, each by its first word.
  const [word] = askedTerms(product);
  // The rarest words first: "marble" says more than "kitchen" of what the product is asked for.
  const others = askedTerms(text.replace(product, ' ')).sort((a, b) => ctx.sections.uses(a) - ctx.sections.uses(b));
  for (const other of others.slice(0, 4)) {
    const [said] = ctx.sections.sentences([word!, other], 1, ['blog']);
    if (said) return { reply: `${plain(said.text)}\nThat is from our blog post ${linkTo(said.source)}.`, sources: [said.source] };
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
const QUESTIONS_TO_ASK = /\b(list of questions|questions (to ask|worth asking|i should ask|should i ask|we should ask))\b/;

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
