/**
 * `npm run bench`: build times, memory and first-load weight, printed with PASS or FAIL against
 * the targets of issue 14. Never run by tests: the machine is shared and noisy, so every figure
 * is a median of runs made side by side in this one run.
 *
 *   npm run bench [-- --strict] [--runs 3] [--builds-only] [--no-scale] [--against ../other-checkout]
 *
 * - real site, cold: `site build` in a fresh process with an empty cache; warm: again, cache filled;
 * - scale: the real site plus 2,000 and plus 10,000 generated blog posts (about 800 words each,
 *   mixed from the real articles), cold and warm, against Eleventy 3 building the same posts;
 * - per-stage times (what dominates), peak RSS and CPU seconds of each build process;
 * - `--against DIR`: also times `node DIR/bin/site.js build` (another checkout, e.g. the previous
 *   commit) cold, interleaved with ours, for a before/after in one run;
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
  return { seconds, rss, cpu, stages };
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
  return { seconds: median(runs.map((r) => r.seconds)), rss: median(runs.map((r) => r.rss)), cpu: median(runs.map((r) => r.cpu)), stages };
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
 * Cold and warm builds of `contentRoot`, interleaved: each cold run starts from an empty cache
 * folder, and the warm run after it reuses that folder.
 */
function buildRuns(contentRoot: string, label: string, extraArgs: string[] = []): { cold: Run; warm: Run; pages: number } {
  const cold: Run[] = [];
  const warm: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cache = path.join(work, `cache-${label}-${i}`);
    const out = path.join(work, `out-${label}`);
    const buildArgs = ['build', '--root', contentRoot, '--out', out, '--timings', ...extraArgs];
    cold.push(timed(site, buildArgs, { SITE_CACHE_DIR: cache }));
    warm.push(timed(site, buildArgs, { SITE_CACHE_DIR: cache }));
    fs.rmSync(cache, { recursive: true, force: true });
  }
  const manifest = readManifest(path.join(work, `out-${label}`));
  return { cold: summary(cold), warm: summary(warm), pages: Object.keys(manifest.pages).length };
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
  fs.writeFileSync(path.join(eleventyInput, '_includes/post.liquid'),
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>{{ title }} | Nestwell</title>' +
    '<meta name="description" content="{{ description }}"></head><body><main><h1>{{ title }}</h1>' +
    '<img src="{{ heroImage }}" alt="{{ heroAlt }}">{{ content }}</main></body></html>\n');
  return { contentRoot, eleventyInput };
}

function eleventyRuns(input: string, label: string): Run {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(timed(eleventy, [`--input=${input}`, `--output=${path.join(work, `eleventy-out-${label}`)}`, '--quiet'], {
      // No config file of ours: Eleventy's defaults, markdown-it and Liquid.
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
  // The first run after a code change bundles the CLI; no build below should pay for that.
  execFileSync(process.execPath, [site, '--help'], { stdio: 'ignore' });

  console.log('Real site (the project content):');
  const against = option('--against') && path.resolve(option('--against')!);
  const real = buildRuns(root, 'real');
  console.log(`  cold: ${describe(real.cold)}\n        stages ${stagesOf(real.cold)}`);
  console.log(`  warm: ${describe(real.warm)}\n        stages ${stagesOf(real.warm)}`);
  if (against) {
    const before: Run[] = [];
    for (let i = 0; i < RUNS; i++) before.push(againstCold(against, root, 'real'));
    console.log(`  ${against} (before), cold: ${describe(summary(before))}`);
  }
  check('real site cold <= 1.5 s', real.cold.seconds <= 1.5, `${real.cold.seconds.toFixed(2)} s`);
  check('real site cold peak RSS <= 300 MB', real.cold.rss <= 300 * 1024 * 1024, mb(real.cold.rss));
  check('real site warm <= 0.8 s', real.warm.seconds <= 0.8, `${real.warm.seconds.toFixed(2)} s`);

  if (!flag('--no-scale')) {
    const articles = readArticles();
    const perPage: { pages: number; seconds: number }[] = [
      { pages: real.pages, seconds: buildStageSeconds(real.cold) / real.pages },
    ];
    for (const count of (option('--counts') ?? '2000,10000').split(',').map(Number)) {
      const { contentRoot, eleventyInput } = scaledSite(count, articles);
      console.log(`\nReal site plus ${count.toLocaleString('en-US')} generated posts:`);
      // Each post's numeric address is a redirect: past 2,000 of them Cloudflare's _redirects
      // refuses the build, Netlify's dialect has no such limit (and costs the same to write).
      const ours = buildRuns(contentRoot, `plus-${count}`, ['--host', 'netlify']);
      const reference = eleventyRuns(eleventyInput, `plus-${count}`);
      if (against) {
        const before: Run[] = [];
        for (let i = 0; i < RUNS; i++) before.push(againstCold(against, contentRoot, `plus-${count}`, ['--host', 'netlify']));
        console.log(`  ${against} (before), cold: ${describe(summary(before))}`);
      }
      console.log(`  Eleventy 3 (${fs.readdirSync(path.join(eleventyInput, 'blog')).length - 1} posts): ${describe(reference)}`);
      console.log(`  ours cold (${ours.pages} pages): ${describe(ours.cold)}\n        stages ${stagesOf(ours.cold)}`);
      console.log(`  ours warm: ${describe(ours.warm)}\n        stages ${stagesOf(ours.warm)}`);
      const cold = ours.cold.seconds / reference.seconds;
      const warm = ours.warm.seconds / reference.seconds;
      check(`+${count} cold <= 2.0x Eleventy`, cold <= 2, `${cold.toFixed(2)}x`);
      check(`+${count} warm <= 0.5x Eleventy`, warm <= 0.5, `${warm.toFixed(2)}x`);
      if (count === 10000) check('+10000 peak RSS <= 500 MB', ours.cold.rss <= 500 * 1024 * 1024 && ours.warm.rss <= 500 * 1024 * 1024, `cold ${mb(ours.cold.rss)}, warm ${mb(ours.warm.rss)}`);
      perPage.push({ pages: ours.pages, seconds: buildStageSeconds(ours.cold) / ours.pages });
      fs.rmSync(contentRoot, { recursive: true, force: true });
      fs.rmSync(eleventyInput, { recursive: true, force: true });
    }
    const times = perPage.map((p) => p.seconds);
    const spread = Math.max(...times) / Math.min(...times) - 1;
    console.log(`\nCold build time per page, start-up and asset bundling aside (load + render+write + chat + commit):`);
    for (const p of perPage) console.log(`  ${String(p.pages).padStart(6)} pages: ${(p.seconds * 1000).toFixed(2)} ms`);
    // Named by the sizes measured: with --counts short of 10000 this is not the target's range.
    const range = `${perPage[0]!.pages.toLocaleString('en-US')} to ${perPage.at(-1)!.pages.toLocaleString('en-US')} pages`;
    check(`time per page flat within 25% from ${range}`, spread <= 0.25, `spread ${(spread * 100).toFixed(0)}%`);
  }

  if (!flag('--builds-only')) {
    pageWeights(path.join(work, 'out-real'));
    for (const extra of ['bench-chat.ts', 'bench-forms.ts', 'bench-blog.ts', 'bench-dev.ts']) {
      const file = path.join(root, 'bin', extra);
      if (!fs.existsSync(file)) continue;
      console.log(`\n${extra}:`);
      execFileSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env: { ...process.env, SITE_DIR: path.join(work, 'out-real') } });
    }
  }

  const missed = results.filter((r) => !r.ok);
  console.log(`\nTargets: ${results.length - missed.length} of ${results.length} met` + (missed.length ? `; missed: ${missed.map((r) => r.target).join('; ')}` : ''));
  if (missed.length && flag('--strict')) process.exitCode = 1;
}

/** A cold build by the other checkout: a fresh process and an empty cache folder of its own. */
function againstCold(against: string, contentRoot: string, label: string, extraArgs: string[] = []): Run {
  const cache = path.join(work, `cache-against-${label}`);
  fs.rmSync(cache, { recursive: true, force: true });
  return timed(path.join(against, 'bin/site.js'), ['build', '--root', contentRoot, '--out', path.join(work, `out-against-${label}`), ...extraArgs], { SITE_CACHE_DIR: cache }, against);
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
