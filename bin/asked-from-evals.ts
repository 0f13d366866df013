/**
 * Writes content/chat/asked.json from the tuning rounds of the chat's evaluation sets: each
 * question an outside writer asked, under the page the writer's criteria name as its answer (a
 * help article, a legal document or a written page). Questions whose criteria say the site does
 * not answer them, follow-up turns (they lean on the turns before), and questions that write a
 * dollar amount (content names prices by token) are left out. Rounds still locked are never read:
 * pass the tuning rounds by name.
 *
 *   node --import tsx bin/asked-from-evals.ts tests/chat/eval/round3 ... tests/chat/eval/round12
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../generator/content/load.ts';
import { ASKED_FILE, type Asked } from '../generator/content/asked.ts';
import { helpArticleUrl, pageUrl } from '../kernel/page-urls.ts';

interface Criteria { q: string; expect: string }
interface SetItem extends Partial<Criteria> { id: string; turns?: Criteria[] }

/** Criteria that say the site is silent: the page they name is only the nearest one. */
const SITE_SILENT = /\b(site|it) (doesn'?t|does not|never) (say|list|state|mention|give|publish|describe|cover)|\bsite is silent\b|\bnot on the site\b|\bno (information|answer) on the site\b|\bhonest\b/i;
/** A content page named in a writer's criteria. */
const NAMED_PAGE = /(?:content\/)?(help\/[\w/-]+?\.md|legal\/[\w-]+\.md|pages\/[\w-]+\.md)/g;

const rounds = process.argv.slice(2);
if (!rounds.length) throw new Error('name the tuning rounds, e.g. tests/chat/eval/round3');
const { content } = loadContent(process.cwd());
const urlOf = new Map<string, string>([
  ...content.help.flatMap((c) => c.articles.map((a): [string, string] => [a.file.replace(/^content\//, ''), helpArticleUrl(c.slug, a.slug)])),
  ...content.legal.map((d): [string, string] => [`legal/${d.slug}.md`, pageUrl(d.slug)]),
  ...[...content.pageTexts.keys()].map((slug): [string, string] => [`pages/${slug}.md`, pageUrl(slug)]),
]);

const byUrl = new Map<string, Set<string>>();
for (const round of rounds) {
  for (const file of fs.readdirSync(round).filter((f) => /^w\d+\.json$/.test(f)).sort()) {
    for (const item of JSON.parse(fs.readFileSync(path.join(round, file), 'utf8')) as SetItem[]) {
      const asked = item.q !== undefined ? { q: item.q, expect: item.expect ?? '' } : item.turns?.[0];
      if (!asked || SITE_SILENT.test(asked.expect) || /\$\s?\d/.test(asked.q)) continue;
      const page = [...asked.expect.matchAll(NAMED_PAGE)].map((m) => urlOf.get(m[1]!)).find(Boolean);
      if (!page) continue;
      const questions = byUrl.get(page) ?? new Set<string>();
      questions.add(asked.q.replace(/\s+/g, ' ').trim());
      byUrl.set(page, questions);
    }
  }
}
const asked: Asked = [...byUrl].sort(([a], [b]) => a.localeCompare(b)).map(([url, questions]) => ({ url, questions: [...questions] }));
fs.mkdirSync(path.dirname(ASKED_FILE), { recursive: true });
fs.writeFileSync(ASKED_FILE, `${JSON.stringify(asked, null, 2)}\n`);
console.log(`${ASKED_FILE}: ${asked.reduce((n, p) => n + p.questions.length, 0)} questions under ${asked.length} pages`);
