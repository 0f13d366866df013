import { hash, stringText } from './cache.ts';
import type { PageRoute } from './routes.ts';

/**
 * The key a page is cached and reused under: a hash of everything its render reads, the frame
 * every page shows (links, assets, settings) and its route: path, template, status, meta, each
 * prop and each structured data record, each written in full by keyText. Many routes hold the
 * same content object as a prop or record (the offer, the home LocalBusiness record, a blog
 * post's summary): such a value is hashed once per build, by identity, and the keys of the routes
 * holding it are made with its digest. One PageKeys serves one build's route table and is dropped
 * with it: content is not changed during a build, but may be between two.
 *
 * A value the key cannot read in full (a Map, a class instance, a function, which JSON would
 * drop or flatten) is refused, naming the page and the field, rather than left out of the key.
 *
 * @example new PageKeys(frameHash, routes).of(route) // 'q2V…' (32 characters)
 */
export class PageKeys {
  /** Prop values and records, and items of those that are arrays, that more than one route holds. */
  private readonly shared = new WeakSet<object>();

  /** `digests`: this build's, holding those made before (the blog posts, digested for the content's hash). */
  constructor(private readonly frame: string, routes: Iterable<PageRoute>, private readonly digests = new Digests()) {
    const seen = new WeakSet<object>();
    const note = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      if (seen.has(value)) this.shared.add(value);
      else seen.add(value);
    };
    for (const route of routes) {
      for (const value of [...Object.values(route.props), ...route.jsonLd]) {
        note(value);
        // A post's related articles, the blog's list: arrays of their own holding shared summaries.
        if (Array.isArray(value)) value.forEach(note);
      }
    }
  }

  of(route: PageRoute): string {
    const { props, jsonLd, ...own } = route;
    // One text, hashed once: the frame, the route's own fields, its props as an object and its
    // records as an array, written as keyText writes them, but a value digested already or shared
    // as its digest.
    let text = keyText(this.frame) + written(own, () => `${route.path}: the route`) + '{';
    for (const [name, value] of Object.entries(props)) {
      if (value !== undefined) text += keyText(name) + this.part(value, () => `${route.path}: props.${name}`);
    }
    text += `}[${jsonLd.length};`;
    for (let i = 0; i < jsonLd.length; i++) text += this.part(jsonLd[i], () => `${route.path}: jsonLd[${i}]`);
    return hash(text);
  }

  /**
   * The digest of a value digested already or shared; an array of no one else's as keyText writes
   * it but each item as a part; any other value's keyText. `where` names it in an error.
   */
  private part(value: unknown, where: () => string, items = true): string {
    if (value === null || typeof value !== 'object') return written(value, where);
    const digest = this.digests.get(value) ?? (this.shared.has(value) ? this.digests.of(value, where) : undefined);
    if (digest !== undefined) return digest;
    if (!items || !Array.isArray(value)) return written(value, where);
    let text = `[${value.length};`;
    for (let i = 0; i < value.length; i++) {
      // An undefined item: keyText refuses the array, naming the item.
      text += value[i] === undefined ? written(value, where) : this.part(value[i], () => `${where()}[${i}]`, false);
    }
    return text;
  }
}

/**
 * Digests of values by identity, for one build, each made once however many keys take it: the
 * hash of the value's keyText, as `#…` (keyText never starts a value with #). Content is not
 * changed during a build, but may be between two: a Digests is made for one build and dropped.
 */
export class Digests {
  private readonly known = new WeakMap<object, string>();

  /** `value`'s digest; `where` names it in an error. */
  of(value: object, where: () => string): string {
    let digest = this.known.get(value);
    if (digest === undefined) this.known.set(value, (digest = `#${hash(written(value, where))}`));
    return digest;
  }

  /** `value`'s digest if made already. */
  get(value: object): string | undefined {
    return this.known.get(value);
  }
}

/** keyText(value), or an error naming the page and the field that holds what it cannot write. */
function written(value: unknown, where: () => string): string {
  try {
    return keyText(value);
  } catch (error) {
    if (!(error instanceof Unkeyable)) throw error;
    throw new Error(`${where()}${error.at} holds ${error.what}, which a page's cache key cannot read in full: pass templates plain objects, arrays and values`);
  }
}

/** What keyText cannot write, and where in the value (`.field[2]`, grown as it is thrown up). */
class Unkeyable extends Error {
  at = '';

  constructor(readonly what: string) {
    super(what);
  }

  /** This error, `step` further from the value keyText was given. */
  under(step: string): this {
    this.at = step + this.at;
    return this;
  }
}

/**
 * A text that holds all of `value` and reads back one way only, so two values get the same text
 * only when a template reads them the same: a string as its length and itself, a finite number,
 * a boolean, null, a valid Date as its time, an array as its length and its items, a plain object
 * as each field's name and value, then `}`. Fields that are undefined are left out, as a template
 * reads them the same as missing ones. Strings go in without escaping: JSON.stringify escaping the
 * quotes of every blog post's HTML took longer than hashing it.
 *
 * Refuses (throws Unkeyable) what JSON would drop or flatten, and what would make two values
 * read the same: a Map, a class instance, a function, NaN, an undefined item, an invalid Date.
 *
 * @example keyText({ a: ['x', 1] }) // '{s1:a[2;s1:xn1;}'
 */
function keyText(value: unknown): string {
  if (typeof value === 'string') {
    return stringText(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Unkeyable(String(value));
    return `n${value};`;
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value === null) return 'z';
  if (value === undefined) return 'u';
  if (typeof value !== 'object') throw new Unkeyable(`a ${typeof value}`);
  if (Array.isArray(value)) {
    let text = `[${value.length};`;
    for (let i = 0; i < value.length; i++) {
      try {
        if (value[i] === undefined) throw new Unkeyable('an undefined item');
        text += keyText(value[i]);
      } catch (error) {
        throw error instanceof Unkeyable ? error.under(`[${i}]`) : error;
      }
    }
    return text;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Date.prototype) {
    const time = (value as Date).getTime();
    if (Number.isNaN(time)) throw new Unkeyable('an invalid Date');
    return `d${time};`;
  }
  if (proto !== Object.prototype && proto !== null) throw new Unkeyable(`a ${(value as object).constructor?.name ?? 'class instance'}`);
  let text = '{';
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    try {
      text += keyText(key) + keyText(item);
    } catch (error) {
      throw error instanceof Unkeyable ? error.under(`.${key}`) : error;
    }
  }
  return text + '}';
}
