import type { ContentIssue } from '../content/issues.ts';
import type { RedirectRoute, Route } from '../routes.ts';

/** A route's source as a content location: `content/redirects.json:14` -> file and line. */
function locate(route: Route): Pick<ContentIssue, 'file' | 'line'> {
  const match = /^(.+?):(\d+)$/.exec(route.source);
  return match ? { file: match[1]!, line: Number(match[2]) } : { file: route.source };
}

/** `/a -> /b (content/redirects.json:14)` */
const hop = (r: RedirectRoute) => `${r.path} -> ${r.to} (${r.source})`;

/**
 * The route table's problems, each located at the content that made the route: two routes on one
 * path; a redirect to itself, into a loop, onto another redirect, or to a path the site does not
 * have. For a loop or a chain the message names every hop and what to change.
 */
export function routeTableIssues(routes: Route[]): ContentIssue[] {
  const byPath = new Map<string, Route>();
  const issues: ContentIssue[] = [];
  for (const route of routes) {
    const other = byPath.get(route.path);
    if (other) issues.push({ ...locate(route), message: `${route.path} is declared twice: by ${other.source} and by ${route.source}` });
    byPath.set(route.path, route);
  }
  const target = (r: RedirectRoute) => (r.to.startsWith('/') ? byPath.get(r.to.split(/[?#]/)[0]!) : undefined);
  const loopsSeen = new Set<string>();
  for (const route of routes) {
    if (route.kind !== 'redirect' || !route.to.startsWith('/')) continue;
    const at = { ...locate(route), field: route.source.startsWith('content/redirects.json') ? 'to' : undefined };
    if (route.to === route.path) {
      issues.push({ ...at, message: `${route.path} redirects to itself: point it at the page it stands for, or remove it` });
      continue;
    }
    const next = target(route);
    if (!next) {
      issues.push({ ...at, message: `${route.path} redirects to ${route.to}, which the site does not have` });
      continue;
    }
    if (next.kind !== 'redirect') continue;
    // Follow the chain to where it ends, or to where it comes back on itself.
    const chain: RedirectRoute[] = [route];
    let end: Route | undefined = next;
    while (end?.kind === 'redirect' && !chain.includes(end)) {
      chain.push(end);
      end = end.to.startsWith('/') ? target(end) : undefined;
    }
    const last = chain.at(-1)!;
    if (end?.kind === 'redirect') {
      const loop = chain.slice(chain.indexOf(end));
      const key = loop.map((r) => r.path).sort().join(' ');
      if (loop[0] !== route || loopsSeen.has(key)) continue;
      loopsSeen.add(key);
      issues.push({ ...at, message: `redirect loop: ${[...loop, loop[0]!].map((r) => r.path).join(' -> ')}. ` +
        `Change the target of one of them to a page: ${loop.map(hop).join('; ')}` });
    } else if (!end && last.to.startsWith('/')) {
      issues.push({ ...at, message: `${chain.map((r) => r.path).join(' -> ')} -> ${last.to} ends at a path the site does not have: ` +
        `point ${route.path} (${route.source}) at a page` });
    } else {
      issues.push({ ...at, message: `${route.path} redirects to another redirect (${chain.slice(1).map(hop).join('; ')}): ` +
        `point ${route.path} straight at ${last.to}, in ${route.source}` });
    }
  }
  return issues;
}
