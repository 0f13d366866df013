import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core (WCAG 2.2 AA) on the page and returns one line per violation and node, so a
 * failing assertion says exactly what is wrong and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluate() runs through the DevTools protocol, outside the page's Content-Security-Policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_TAGS);
  return violations.flatMap((v) => v.targets.map((t) => `${v.id}: ${v.help} (${t})`));
}
