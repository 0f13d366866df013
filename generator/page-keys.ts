import { hash } from './cache.ts';
import type { PageRoute } from './routes.ts';

/**
 * The key a page is cached and reused under: a hash of everything its render reads, the frame
 * every page shows (links, assets, settings) and its route: path, template, status, meta, each
 * prop and each structured data record. Many routes hold the same content object as a prop (the
 * offer, a blog post, the services): such a value is hashed once per build, by identity, and the
 * keys of the routes holding it are made with its digest; any other value goes into its route's
 * key as its JSON. One PageKeys serves one build's route table and is dropped with it: content is
 * not changed during a build, but may be between two.
 *
 * A value the key cannot read in full (a Map, a class instance, a function, which JSON would
 * drop or flatten) is refused, naming the page and the field, rather than left out of the key.
 *
 * @example new PageKeys(frameHash, routes).of(route) // 'q2V…' (32 characters)
 */
export class PageKeys {
  /** Prop values and records that more than one route holds. */
  private readonly shared = new WeakSet<object>();
  private readonly digests = new WeakMap<object, string>();

  constructor(private readonly frame: string, routes: Iterable<PageRoute>) {
    const seen = new WeakSet<object>();
    for (const route of routes) {
      for (const value of [...Object.values(route.props), ...route.jsonLd]) {
        if (value === null || typeof value !== 'object') continue;
        if (seen.has(value)) this.shared.add(value);
        else seen.add(value);
      }
    }
  }

  of(route: PageRoute): string {
    const { props, jsonLd, ...own } = route;
    // One text, hashed once: the frame, the route's own fields, then each prop and each record,
    // a shared one as `#` and its digest (JSON never writes a # outside a string), separated by
    // characters JSON never writes (\x00, \x01).
    let text = `${this.frame}\x00${keyJson(own, () => `${route.path}: the route`)}`;
    for (const name of Object.keys(props)) {
      text += `\x00${JSON.stringify(name)}\x01${this.part((props as Record<string, unknown>)[name], () => `${route.path}: props.${name}`)}`;
    }
    text += '\x00jsonLd';
    for (let i = 0; i < jsonLd.length; i++) text += `\x00${this.part(jsonLd[i], () => `${route.path}: jsonLd[${i}]`)}`;
    return hash(text);
  }

  /** A shared value's digest (`#…`), or any other value's JSON; `where` names it in an error. */
  private part(value: unknown, where: () => string): string {
    if (value === null || typeof value !== 'object' || !this.shared.has(value)) return keyJson(value, where);
    let digest = this.digests.get(value);
    if (digest === undefined) {
      digest = `#${hash(keyJson(value, where))}`;
      this.digests.set(value, digest);
    }
    return digest;
  }
}

/**
 * `JSON.stringify(value)`, once `value` is known to hold only what JSON writes in full: plain
 * objects, arrays without holes or undefined, strings, finite numbers, booleans, null, valid Dates.
 * Fields that are undefined are left out, as a template reads them the same as missing ones.
 */
function keyJson(value: unknown, where: () => string): string {
  const problem = unkeyable(value);
  if (problem) {
    throw new Error(`${where()}${problem.at} holds ${problem.what}, which a page's cache key cannot read in full: pass templates plain objects, arrays and values`);
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** What in `value` JSON would not write in full, and where (`.field[2]`); the path is made only for a problem. */
function unkeyable(value: unknown): { what: string; at: string } | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { what: String(value), at: '' };
  if (typeof value !== 'object') return { what: `a ${typeof value}`, at: '' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = value[i] === undefined ? { what: 'an undefined item', at: '' } : unkeyable(value[i]);
      if (problem) return { what: problem.what, at: `[${i}]${problem.at}` };
    }
    return undefined;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Date.prototype) return Number.isNaN((value as Date).getTime()) ? { what: 'an invalid Date', at: '' } : undefined;
  if (proto !== Object.prototype && proto !== null) return { what: `a ${(value as object).constructor?.name ?? 'class instance'}`, at: '' };
  for (const key in value) {
    const problem = unkeyable((value as Record<string, unknown>)[key]);
    if (problem) return { what: problem.what, at: `.${key}${problem.at}` };
  }
  return undefined;
}
