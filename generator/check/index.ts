import fg from 'fast-glob';
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { readManifest } from '../../kernel/manifest.ts';
import { resolveFile } from '../../kernel/paths.ts';
import { isStandInPhone } from '../../kernel/phone.ts';
import { gzipSize } from '../write.ts';
import { budgetProblems, type PageWeight } from './budgets.ts';
import { jsonLdProblems } from './jsonld.ts';
import { brokenLinks, type LinkTarget } from './links.ts';
import { sentenceTemplates, templateProblems, type TemplateCount } from './sentences.ts';
import { highestOverlap, SHINGLE_LIMIT, type Overlap } from './shingles.ts';

export interface CheckReport {
  pages: number;
  files: number;
  problems: string[];
  weights: PageWeight[];
  /** The two location pages whose main texts share the most word 5-shingles. */
  overlap?: Overlap;
  /** The sentence pattern on the most place pages. */
  topTemplate?: TemplateCount;
  /** What does not fail the check but must be fixed before going live (stand-in settings). */
  warnings: string[];
}

/** County and place pages: the pages that must not read alike. */
const isPlacePage = (pagePath: string) => pagePath.startsWith('/locations/new-jersey/');

/**
 * html-validate resolves its configuration again for every document it checks, rebuilding the
 * whole table of HTML element rules each time: a fifth to a third of the time `site check` spends
 * validating. Every page here has the same configuration, so it is resolved once and reused.
 */
class ResolveOnceLoader extends StaticConfigLoader {
  private resolved?: ResolvedConfig | Promise<ResolvedConfig>;

  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

const validator = new HtmlValidate(new ResolveOnceLoader({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>; both spellings are valid HTML.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // React writes charSet, dateTime, fetchPriority; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as required="" and hidden=""; both spellings are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Long single-line documents are what a generator writes.
    'long-title': ['error', { maxlength: 80 }],
  },
}));

/** What html-validate finds wrong in one page, each as `file:line:column rule: message`. */
export async function htmlProblems(file: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) => result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/**
 * Checks a built site: every internal link and asset resolves, every page is valid HTML, every
 * page's LocalBusiness record is complete, and every page keeps its size budget.
 */
export async function checkSite(dirArg: string): Promise<CheckReport> {
  const dir = path.resolve(dirArg);
  const manifest = readManifest(dir);
  const problems: string[] = [];
  const htmlFiles = fg.sync('**/*.html', { cwd: dir }).sort();
  const cache = new Map<string, string>();
  const read = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(dir, file), 'utf8');
      cache.set(file, text);
    }
    return text;
  };
  const statusOf = new Map(Object.values(manifest.pages).map((p) => [p.file, p.status]));
  const lookup = (urlPath: string): LinkTarget | undefined => {
    const file = resolveFile(dir, urlPath);
    if (!file || (statusOf.get(file) ?? 200) !== 200) return undefined;
    return { html: file.endsWith('.html') ? read(file) : null };
  };

  for (const file of htmlFiles) {
    const html = read(file);
    problems.push(...brokenLinks(file, html, manifest, lookup));
    problems.push(...await htmlProblems(file, html));
  }

  const weights: PageWeight[] = [];
  const gz = new Map<string, number>();
  const sizeOf = (urlPath: string) => {
    let n = gz.get(urlPath);
    if (n === undefined) {
      n = gzipSize(fs.readFileSync(path.join(dir, urlPath)));
      gz.set(urlPath, n);
    }
    return n;
  };
  for (const [pagePath, page] of Object.entries(manifest.pages)) {
    const html = read(page.file);
    if (page.status === 200) problems.push(...jsonLdProblems(page.file, html));
    const js = page.scripts.reduce((sum, s) => sum + sizeOf(s), 0);
    const weight: PageWeight = { path: pagePath, html: gzipSize(html), js, total: 0 };
    weight.total = weight.html + weight.js;
    weights.push(weight);
    problems.push(...budgetProblems(weight));
  }

  const places = new Map(Object.entries(manifest.pages).filter(([p, page]) => page.status === 200 && isPlacePage(p)).map(([p, page]) => [p, read(page.file)]));
  const overlap = highestOverlap(places);
  if (overlap && overlap.share >= SHINGLE_LIMIT) {
    problems.push(`${overlap.a} and ${overlap.b} read alike: their main texts share ${percent(overlap.share)} of their word 5-shingles (limit ${percent(SHINGLE_LIMIT)})`);
  }
  const templates = sentenceTemplates(places);
  problems.push(...templateProblems(templates, places.size));
  const topTemplate = templates[0];
  problems.push(...missingFromSitemap(dir, manifest, read));
  const warnings = standInWarnings(read(manifest.pages['/']?.file ?? 'index.html'));
  return { pages: Object.keys(manifest.pages).length, files: htmlFiles.length, problems, weights, overlap, topTemplate, warnings };
}

/**
 * Settings still holding a stand-in, read from the home page's LocalBusiness record: the phone
 * every page shows is one of the 555-01xx numbers reserved for fiction until an owner sets it.
 */
export function standInWarnings(homeHtml: string): string[] {
  const phone = /"telephone":"([^"]+)"/.exec(homeHtml)?.[1];
  return phone && isStandInPhone(phone)
    ? [`content/site.json phone: ${phone} is a 555-01xx stand-in, shown on every page; set the real support number before going live`]
    : [];
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * Every page served with 200 must be listed in sitemap.xml, so search engines find it; pages that
 * ask not to be indexed (the forms' thank-you pages) must not be.
 */
function missingFromSitemap(dir: string, manifest: ReturnType<typeof readManifest>, read: (file: string) => string): string[] {
  let xml: string;
  try {
    xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  } catch {
    return ['sitemap.xml is missing'];
  }
  const listed = new Set([...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&') || '/'));
  const problems: string[] = [];
  for (const [p, page] of Object.entries(manifest.pages)) {
    if (page.status !== 200) continue;
    const noindex = read(page.file).includes('<meta name="robots" content="noindex"/>');
    if (!noindex && !listed.has(p)) problems.push(`${p} is not in sitemap.xml`);
    if (noindex && listed.has(p)) problems.push(`${p} asks not to be indexed but is in sitemap.xml`);
  }
  return problems;
}

export function formatReport(report: CheckReport): string {
  const heaviest = [...report.weights].sort((a, b) => b.total - a.total)[0];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const summary = heaviest
    ? `heaviest first load ${heaviest.path} ${kb(heaviest.total)} (JS ${kb(heaviest.js)}) gzip`
    : 'no pages';
  const overlap = report.overlap
    ? `; most alike place pages ${report.overlap.a} and ${report.overlap.b}, ${percent(report.overlap.share)} shared 5-shingles`
    : '';
  const template = report.topTemplate
    ? `; most shared sentence pattern on ${report.topTemplate.pages} place pages`
    : '';
  const warnings = report.warnings.map((w) => `warning: ${w}\n`).join('');
  if (!report.problems.length) {
    return `${warnings}Checked ${report.files} HTML files (${report.pages} pages): links, HTML, structured data, sitemap, budgets and place-page wording pass; ${summary}${overlap}${template}.`;
  }
  return `${warnings}${report.problems.length} problems in ${report.files} HTML files:\n` +
    report.problems.map((p, i) => `  ${i + 1}. ${p}`).join('\n') + `\n(${summary}${overlap}${template})`;
}
