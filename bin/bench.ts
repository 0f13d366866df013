/**
 * `npm run bench`: build times, memory and first-load weight, printed with PASS or FAIL against
 * the targets of DESIGN.md ("Budgets"). Never run by tests: the machine is shared and noisy, so
 * every figure is a median of runs made side by side in this one run.
 *
 *   npm run bench [-- --strict] [--runs 3] [--builds-only] [--no-scale] [--counts 2000,10000] [--against ../other-checkout [--base-host netlify]]
 *
 * - real site, cold: `site build` in a fresh process with an empty cache; warm: again, cache filled;
 * - scale: the real site plus 2,000 and plus 10,000 generated blog posts (about 800 words each,
 *   mixed from the real articles), cold and warm, against Eleventy 3 building the same posts;
 * - start-up: `site --help`, from process start to exit;
 * - per-stage times (what dominates), wall and CPU seconds and peak RSS of each build process;
 * - `--against DIR`: the same builds and start-up by `node DIR/bin/site.js` (another checkout, e.g.
 *   the main of an earlier day) from the same content, each run of each side interleaved with the
 *   other's; every figure is printed beside its counterpart with the ratio and PASS when within 15%;
 * - `--counts 20,200`: other numbers of generated posts, for a quick look;
 * - `--strict`: exit 1 when a target is missed (default: report only).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readManifest } from '../kernel/manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'bin/site.js');
const eleventy = path.join(root, 'node_modules/@11ty/eleventy/cmd.cjs');

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-bench-'));

/** Every process's peak RSS and CPU seconds, written as it exits. */
const reporter = path.join(work, 'report.mjs');
fs.writeFileSync(reporter, `import fs from 'node:fs';
process.on('exit', () => {
  const u = process.resourceUsage();
  fs.writeFileSync(process.env.BENCH_REPORT, JSON.stringify({ rss: u.maxRSS * 1024, cpu: (u.userCPUTime + u.systemCPUTime) / 1e6 }));
});
`);

interface Run {
  seconds: number;
  rss: number;
  cpu: number;
  stages: Record<string, number>;
  /** Pages the build says it wrote (0 for other commands). */
  pages: number;
}

/** A checkout whose `site` command is timed: this one, and the one `--against` names. */
interface Side {
  name: 'now' | 'base';
  site: string;
  cwd: string;
  /** The `--host` the scaled sites are built for (see main). */
  scaleHost: string;
}

/** Runs `node script ...args` in a fresh process; wall time, peak RSS, CPU and printed stage times. */
function timed(script: string, scriptArgs: string[], env: Record<string, string> = {}, cwd = root): Run {
  const report = path.join(work, `report-${process.hrtime.bigint()}.json`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', reporter, script, ...scriptArgs], {
    encoding: 'utf8',
    // tsx reads the tsconfig.json of the working folder.
    cwd,
    env: { ...process.env, ...env, BENCH_REPORT: report },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${script} ${scriptArgs.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  const { rss, cpu } = JSON.parse(fs.readFileSync(report, 'utf8')) as { rss: number; cpu: number };
  const stages: Record<string, number> = {};
  const line = /^Stages \(s\): (.*?);/m.exec(result.stdout)?.[1] ?? '';
  for (const part of line.split(', ').filter(Boolean)) {
    const [name, value] = part.split(' ');
    stages[name!] = Number(value);
  }
  return { seconds, rss, cpu, stages, pages: Number(/^Wrote (\d+) pages/m.exec(result.stdout)?.[1] ?? 0) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over runs (each figure on its own). */
function summary(runs: Run[]): Run {
  const stages: Record<string, number> = {};
  for (const name of Object.keys(runs[0]!.stages)) stages[name] = median(runs.map((r) => r.stages[name] ?? 0));
  return { seconds: median(runs.map((r) => r.seconds)), rss: median(runs.map((r) => r.rss)), cpu: median(runs.map((r) => r.cpu)), stages, pages: median(runs.map((r) => r.pages)) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const describe = (r: Run) => `${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU, ${mb(r.rss)} peak RSS`;
const stagesOf = (r: Run) => Object.entries(r.stages).map(([n, s]) => `${n} ${s.toFixed(2)}`).join(', ');

const results: { target: string; ok: boolean; detail: string }[] = [];
function check(target: string, ok: boolean, detail: string) {
  results.push({ target, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${target}: ${detail}`);
}

/**
 * Cold and warm builds of `contentRoot` by each side, interleaved run by run (which side goes first
 * alternates): each cold run starts from an empty cache folder, and the warm run after it reuses
 * that folder. Each side writes to an output folder of its own, kept between runs, as a
 * developer's `dist/` is.
 */
function buildRuns(sides: Side[], contentRoot: string, label: string, extraArgs: (side: Side) => string[] = () => []): Map<Side, { cold: Run; warm: Run }> {
  const runs = new Map(sides.map((side) => [side, { cold: [] as Run[], warm: [] as Run[] }]));
  for (let i = 0; i < RUNS; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const cache = path.join(work, `cache-${side.name}-${label}`);
      fs.rmSync(cache, { recursive: true, force: true });
      const buildArgs = ['build', '--root', contentRoot, '--out', path.join(work, `out-${side.name}-${label}`), '--timings', ...extraArgs(side)];
      runs.get(side)!.cold.push(timed(side.site, buildArgs, { SITE_CACHE_DIR: cache }, side.cwd));
      runs.get(side)!.warm.push(timed(side.site, buildArgs, { SITE_CACHE_DIR: cache }, side.cwd));
      fs.rmSync(cache, { recursive: true, force: true });
    }
  }
  return new Map([...runs].map(([side, r]) => [side, { cold: summary(r.cold), warm: summary(r.warm) }]));
}

/** `site --help` by each side, interleaved: a process's start-up, the bundle check included. */
function startUpRuns(sides: Side[]): Map<Side, Run> {
  const runs = new Map(sides.map((side) => [side, [] as Run[]]));
  for (let i = 0; i < Math.max(RUNS, 5); i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) runs.get(side)!.push(timed(side.site, ['--help'], {}, side.cwd));
  }
  return new Map([...runs].map(([side, r]) => [side, summary(r)]));
}

/** Most a figure may grow over the base's and still pass. */
const WITHIN = 1.15;

/**
 * Prints each figure of `now` beside the base's, with the ratio, and checks it is within 15%
 * (lower is better for every figure here). Without a base, prints ours alone.
 */
function compare(title: string, figures: { name: string; now: number; base?: number; unit: 's' | 'MB' }[]) {
  const show = (value: number, unit: 's' | 'MB') => (unit === 's' ? `${value.toFixed(2)} s` : mb(value));
  console.log(`  ${title}:`);
  for (const f of figures) {
    if (f.base === undefined) {
      console.log(`    ${f.name.padEnd(14)} ${show(f.now, f.unit).padStart(9)}`);
      continue;
    }
    const ratio = f.now / f.base;
    check(`${title}, ${f.name}: within 15% of the base`, ratio <= WITHIN, `base ${show(f.base, f.unit)}, now ${show(f.now, f.unit)}, ${ratio.toFixed(2)}x`);
  }
}

/** The figures of one build kind (cold or warm) of both sides. */
function figures(now: Run, base: Run | undefined) {
  return [
    { name: 'wall', now: now.seconds, base: base?.seconds, unit: 's' as const },
    { name: 'CPU', now: now.cpu, base: base?.cpu, unit: 's' as const },
    { name: 'peak RSS', now: now.rss, base: base?.rss, unit: 'MB' as const },
  ];
}

/** Prints a site's builds by both sides and compares every figure. */
function report(label: string, builds: Map<Side, { cold: Run; warm: Run }>, ours: Side, base: Side | undefined) {
  for (const [side, b] of builds) {
    const who = side === ours ? 'ours' : `base (${path.relative(root, side.cwd) || side.cwd})`;
    console.log(`  ${who} cold (${b.cold.pages} pages): ${describe(b.cold)}\n        stages ${stagesOf(b.cold)}`);
    console.log(`  ${who} warm: ${describe(b.warm)}\n        stages ${stagesOf(b.warm)}`);
  }
  const now = builds.get(ours)!;
  const before = base && builds.get(base);
  compare(`${label} cold`, figures(now.cold, before?.cold));
  compare(`${label} warm`, figures(now.warm, before?.warm));
}

// --- generated blog posts -------------------------------------------------------------------

interface Article {
  frontmatter: string;
  intro: string[];
  sections: string[];
  conclusion: string;
}

function readArticles(): Article[] {
  const dir = path.join(root, 'content/blog');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
    const parts = body!.split(/^(?=## )/m);
    const conclusion = parts.findIndex((p) => p.startsWith('## Conclusion'));
    return {
      frontmatter: frontmatter!,
      intro: parts[0]!.trim().split(/\n{2,}/),
      sections: parts.slice(1, conclusion),
      conclusion: parts[conclusion]!,
    };
  });
}

const TOPICS = ['Kitchens', 'Bathrooms', 'Bedrooms', 'Busy Weeks', 'Move-Out Days', 'Pet Owners', 'Small Offices',
  'Rentals', 'Spring', 'Winter', 'Guests', 'Families', 'Roommates', 'Home Offices', 'Laundry Rooms'];

/**
 * Post `n`: the intro and conclusion of one real article and sections of two others, every
 * paragraph marked with the post's number so no two posts share a paragraph (nothing is
 * rendered once for many posts).
 */
function generatedPost(n: number, articles: Article[]): { slug: string; text: string } {
  const a = articles[n % articles.length]!;
  const b = articles[(n + 1) % articles.length]!;
  const c = articles[(n + 3) % articles.length]!;
  const title = `Cleaning Notes ${n}: ${TOPICS[n % TOPICS.length]}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9\s-]/g, '').trim().replace(/[\s-]+/g, '-');
  const mark = (block: string) => block.replace(/^([A-Z][^\n]*[.!?])$/gm, `$1 (Note ${n}.)`);
  const sections = [b.sections[n % b.sections.length]!, c.sections[(n + 1) % c.sections.length]!, b.sections[(n + 2) % b.sections.length]!];
  const day = new Date(Date.UTC(2020, 0, 1) + (n % 2000) * 86_400_000).toISOString().slice(0, 10);
  const frontmatter = a.frontmatter
    .replace(/^id: .*$/m, `id: ${100_000 + n}`)
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^date: .*$/m, `date: ${day}`)
    .replace(/^heroImage: .*$/m, `heroImage: /images/blog/${slug}.svg`);
  const body = [mark(a.intro.slice(0, 2).join('\n\n')), ...sections.map(mark), mark(a.conclusion)].join('\n\n');
  return { slug, text: `---\n${frontmatter}\n---\n${body}\n` };
}

/** The real content plus `count` generated posts; also the same posts as an Eleventy site. */
function scaledSite(count: number, articles: Article[]): { contentRoot: string; eleventyInput: string } {
  const contentRoot = path.join(work, `site-plus-${count}`);
  fs.cpSync(path.join(root, 'content'), path.join(contentRoot, 'content'), { recursive: true });
  const eleventyInput = path.join(work, `eleventy-plus-${count}`);
  fs.mkdirSync(path.join(eleventyInput, 'blog'), { recursive: true });
  fs.mkdirSync(path.join(eleventyInput, '_includes'), { recursive: true });
  const svg = fs.readdirSync(path.join(root, 'content/images/blog')).find((f) => f.endsWith('.svg'))!;
  for (let n = 1; n <= count; n++) {
    const post = generatedPost(n, articles);
    fs.writeFileSync(path.join(contentRoot, 'content/blog', `${post.slug}.md`), post.text);
    fs.copyFileSync(path.join(root, 'content/images/blog', svg), path.join(contentRoot, 'content/images/blog', `${post.slug}.svg`));
  }
  for (const file of fs.readdirSync(path.join(contentRoot, 'content/blog'))) {
    fs.copyFileSync(path.join(contentRoot, 'content/blog', file), path.join(eleventyInput, 'blog', file));
  }
  fs.writeFileSync(path.join(eleventyInput, 'blog/blog.json'), JSON.stringify({ layout: 'post.liquid', permalink: '/blog/{{ page.fileSlug }}/' }));
  // Markdown alone, not through Liquid first: the posts' price tokens ({{price:...}}) are not Liquid.
  fs.writeFileSync(path.join(eleventyInput, 'eleventy.config.cjs'), 'module.exports = () => ({ markdownTemplateEngine: false });\n');
  fs.writeFileSync(path.join(eleventyInput, '_includes/post.liquid'),
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{{ title }} | Nestwell</title>' +
    '<meta name="description" content="{{ description }}"></head><body><main><h1>{{ title }}</h1>' +
    '<img src="{{ heroImage }}" alt="{{ heroAlt }}">{{ content }}</main></body></html>\n');
  return { contentRoot, eleventyInput };
}

function eleventyRuns(input: string, label: string): Run {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(timed(eleventy, [`--input=${input}`, `--output=${path.join(work, `eleventy-out-${label}`)}`, `--config=${path.join(input, 'eleventy.config.cjs')}`, '--quiet'], {
      // Eleventy's defaults (markdown-it, a Liquid layout) but for markdown through Liquid.
      ELEVENTY_ENV: 'production',
    }));
  }
  return summary(runs);
}

// --- first-load weight ------------------------------------------------------------------------

function pageWeights(dist: string) {
  const manifest = readManifest(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const read = (p: string) => fs.readFileSync(path.join(dist, p));
  const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;
  const br = (b: Buffer) => zlib.brotliCompressSync(b).length;
  const sum = (bufs: Buffer[], f: (b: Buffer) => number) => bufs.reduce((n, b) => n + f(b), 0);
  console.log('\nFirst load, compressed (gzip / brotli), images aside; budget 50 KB total and 15 KB JS:');
  for (const p of ['/', '/support', '/locations/new-jersey', '/blog', '/waitlist', '/404']) {
    const page = manifest.pages[p];
    if (!page) continue;
    const html = read(page.file);
    const js = page.scripts.map(read);
    const lazy = page.lazyScripts.map(read);
    const total = [gz(html) + sum(js, gz), br(html) + sum(js, br)];
    console.log(`  ${p.padEnd(24)} HTML and its CSS ${kb(gz(html))} / ${kb(br(html))}  ` +
      `JS ${kb(sum(js, gz))} / ${kb(sum(js, br))}  total ${kb(total[0]!)} / ${kb(total[1]!)}` +
      (lazy.length ? `  (+ on demand ${kb(sum(lazy, gz))} / ${kb(sum(lazy, br))})` : ''));
  }
}

// --- the run ----------------------------------------------------------------------------------

async function main() {
  console.log(`Nestwell build bench: ${RUNS} runs of each, medians; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
  // Each generated post's numeric address is a redirect. This checkout writes them for Cloudflare
  // at any count (past its 2,000 static rules, as dist/blog/ids.json for a Function); a main from
  // before that refuses the build, so the base writes Netlify's dialect, which has no such limit
  // (`--base-host` to change it). The real site is built for Cloudflare by both.
  const ours: Side = { name: 'now', site, cwd: root, scaleHost: 'cloudflare' };
  const againstDir = option('--against') && path.resolve(option('--against')!);
  const base: Side | undefined = againstDir ? { name: 'base', site: path.join(againstDir, 'bin/site.js'), cwd: againstDir, scaleHost: option('--base-host') ?? 'netlify' } : undefined;
  const sides = base ? [ours, base] : [ours];
  // The first run after a code change bundles the CLI; no run below should pay for that.
  for (const side of sides) execFileSync(process.execPath, [side.site, '--help'], { stdio: 'ignore', cwd: side.cwd });

  console.log('Start-up (site --help):');
  const startUp = startUpRuns(sides);
  compare('start-up', figures(startUp.get(ours)!, base && startUp.get(base)));

  console.log('\nReal site (the project content):');
  const real = buildRuns(sides, root, 'real');
  report('real site', real, ours, base);
  const { cold, warm } = real.get(ours)!;
  check('real site cold <= 1.5 s (DESIGN)', cold.seconds <= 1.5, `${cold.seconds.toFixed(2)} s`);
  check('real site warm <= 0.8 s (DESIGN)', warm.seconds <= 0.8, `${warm.seconds.toFixed(2)} s`);
  check('real site cold peak RSS <= 300 MB', cold.rss <= 300 * 1024 * 1024, mb(cold.rss));

  if (!flag('--no-scale')) {
    const articles = readArticles();
    const perPage: { pages: number; seconds: number }[] = [{ pages: cold.pages, seconds: buildStageSeconds(cold) / cold.pages }];
    for (const count of (option('--counts') ?? '2000,10000').split(',').map(Number)) {
      const { contentRoot, eleventyInput } = scaledSite(count, articles);
      const label = `+${count.toLocaleString('en-US')} posts`;
      console.log(`\nReal site plus ${count.toLocaleString('en-US')} generated posts:`);
      const builds = buildRuns(sides, contentRoot, `plus-${count}`, (side) => ['--host', side.scaleHost]);
      console.log(`  built for --host ${sides.map((side) => `${side.scaleHost} (${side.name})`).join(', ')}`);
      const reference = eleventyRuns(eleventyInput, `plus-${count}`);
      console.log(`  Eleventy 3 (${fs.readdirSync(path.join(eleventyInput, 'blog')).length - 1} posts): ${describe(reference)}`);
      report(label, builds, ours, base);
      const now = builds.get(ours)!;
      for (const [side, b] of builds) {
        const coldRatio = b.cold.seconds / reference.seconds;
        const warmRatio = b.warm.seconds / reference.seconds;
        if (side !== ours) {
          console.log(`  base: cold ${coldRatio.toFixed(2)}x Eleventy, warm ${warmRatio.toFixed(2)}x (base, for comparison)`);
          continue;
        }
        check(`${label} cold <= 2.0x Eleventy (DESIGN)`, coldRatio <= 2, `${coldRatio.toFixed(2)}x`);
        check(`${label} warm <= 0.5x Eleventy (issue 14)`, warmRatio <= 0.5, `${warmRatio.toFixed(2)}x`);
      }
      if (count === 10000) check(`${label} peak RSS < 500 MB (DESIGN)`, now.cold.rss < 500 * 1024 * 1024 && now.warm.rss < 500 * 1024 * 1024, `cold ${mb(now.cold.rss)}, warm ${mb(now.warm.rss)}`);
      perPage.push({ pages: now.cold.pages, seconds: buildStageSeconds(now.cold) / now.cold.pages });
      fs.rmSync(contentRoot, { recursive: true, force: true });
      fs.rmSync(eleventyInput, { recursive: true, force: true });
    }
    const times = perPage.map((p) => p.seconds);
    const spread = Math.max(...times) / Math.min(...times) - 1;
    console.log(`\nCold build time per page, start-up and asset bundling aside (load + render+write + chat + commit):`);
    for (const p of perPage) console.log(`  ${String(p.pages).padStart(6)} pages: ${(p.seconds * 1000).toFixed(2)} ms`);
    // Named by the sizes measured: with --counts short of 10000 this is not the target's range.
    const range = `${perPage[0]!.pages.toLocaleString('en-US')} to ${perPage.at(-1)!.pages.toLocaleString('en-US')} pages`;
    check(`time per page flat within 25% from ${range} (DESIGN)`, spread <= 0.25, `spread ${(spread * 100).toFixed(0)}%`);
  }

  if (!flag('--builds-only')) {
    pageWeights(path.join(work, 'out-now-real'));
    for (const extra of ['bench-chat.ts', 'bench-forms.ts', 'bench-blog.ts', 'bench-dev.ts']) {
      const file = path.join(root, 'bin', extra);
      if (!fs.existsSync(file)) continue;
      console.log(`\n${extra}:`);
      const printed = execFileSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, SITE_DIR: path.join(work, 'out-now-real') } });
      process.stdout.write(printed);
      // Their own targets (bench-dev: one edited file written in site dev within 50 ms) count here too.
      for (const [, verdict, target] of printed.matchAll(/^(PASS|FAIL) (.*)$/gm)) results.push({ target: `${extra}: ${target}`, ok: verdict === 'PASS', detail: '' });
    }
  }

  const missed = results.filter((r) => !r.ok);
  console.log(`\nTargets: ${results.length - missed.length} of ${results.length} met` + (missed.length ? `; missed:\n  ${missed.map((r) => `${r.target}: ${r.detail}`).join('\n  ')}` : ''));
  if (missed.length && flag('--strict')) process.exitCode = 1;
}

/** The stages that grow with the content: everything but start-up and the asset bundle. */
function buildStageSeconds(run: Run): number {
  return ['load', 'render+write', 'chat', 'commit'].reduce((sum, stage) => sum + (run.stages[stage] ?? 0), 0);
}

try {
  await main();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
