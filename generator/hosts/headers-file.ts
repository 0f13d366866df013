import type { HeaderRule } from '../../kernel/headers.ts';

/**
 * `_headers` for Cloudflare Pages. Cloudflare applies every rule that matches a path and joins
 * the values of a header set by several of them with a comma, which for Content-Security-Policy
 * means two policies, both enforced. So a rule that replaces a header a broader rule already set
 * first detaches it (`! Name`), and every response ends with exactly one value per header.
 */
export function cloudflareHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map((rule, i) => {
      const inherited = new Set(rules.slice(0, i).filter((broader) => covers(broader.path, rule.path)).flatMap((broader) => Object.keys(broader.headers)));
      const lines = Object.entries(rule.headers).flatMap(([name, value]) => [...(inherited.has(name) ? [`  ! ${name}`] : []), `  ${name}: ${value}`]);
      return `${rule.path}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}

/**
 * `_headers` for Netlify, which also combines every matching rule but has no way to detach a
 * header. The site-wide rule keeps the headers no page changes; Content-Security-Policy and
 * X-Frame-Options come from rules that never overlap: one per top-level file or page, one per
 * top-level folder (`/blog/*`), each with the policy of what it matches. A path none of those
 * match (an unknown top-level address, answered by 404.html) would get no policy, so the
 * site-wide rule also carries the union of every policy: a browser enforces each policy it is
 * sent, and a page's own is inside the union, so where both arrive the page's own decides.
 */
export function netlifyHeadersFile(rules: HeaderRule[], topLevel: { files: string[]; folders: string[] }): string {
  const [siteWide, ...rest] = rules;
  if (siteWide?.path !== '/*') throw new Error('headers: the first rule must be the site-wide one (/*)');
  const replaced = new Set(rest.flatMap((r) => Object.keys(r.headers)).filter((name) => name in siteWide.headers));
  const keep = (headers: Record<string, string>, wanted: (name: string) => boolean) => Object.fromEntries(Object.entries(headers).filter(([name]) => wanted(name)));
  const common = keep(siteWide.headers, (name) => !replaced.has(name));
  const policy = keep(siteWide.headers, (name) => replaced.has(name));
  const exact = new Map(rest.filter((r) => !r.path.endsWith('/*')).map((r) => [r.path, r.headers]));
  const prefixes = rest.filter((r) => r.path.endsWith('/*'));
  for (const file of exact.keys()) {
    if (!topLevel.files.includes(file)) throw new Error(`headers: ${file} has its own policy but is not a top-level path, which Netlify cannot express without overlapping rules`);
  }
  const policies = rules.flatMap((r) => r.headers[CSP] ?? []);
  const fallback: Record<string, string> = replaced.has(CSP) && policies.length ? { [CSP]: cspUnion(policies) } : {};
  const out: HeaderRule[] = [{ path: '/*', headers: { ...common, ...fallback } }];
  for (const folder of topLevel.folders) out.push({ path: `/${folder}/*`, headers: policy });
  for (const file of topLevel.files) out.push({ path: file, headers: { ...policy, ...exact.get(file) } });
  // Deeper exact paths and prefixes only add headers no other rule sets (Cache-Control).
  for (const rule of prefixes) out.push({ path: rule.path, headers: keep(rule.headers, (name) => !replaced.has(name)) });
  return out.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('\n');
}

const CSP = 'Content-Security-Policy';

/**
 * The policy that allows what any of `policies` allows: each directive's sources joined, with
 * 'none' kept only where no policy names a source.
 */
export function cspUnion(policies: string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const set = directives.get(name) ?? new Set<string>();
      sources.forEach((source) => set.add(source));
      directives.set(name, set);
    }
  }
  return [...directives]
    .map(([name, set]) => {
      const sources = set.size > 1 ? [...set].filter((s) => s !== "'none'") : [...set];
      return [name, ...sources].join(' ');
    })
    .join('; ');
}

/** Whether every path `pattern` matches is also matched by `broader` (`/*` or a `/prefix/*`). */
function covers(broader: string, pattern: string): boolean {
  if (!broader.endsWith('/*') || broader === pattern) return false;
  return pattern.startsWith(broader.slice(0, -1));
}
