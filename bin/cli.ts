import { Command, InvalidArgumentError, Option } from 'commander';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { HOSTS, type Host } from '../kernel/hosts.ts';

// Each command imports what it needs when it runs, so `site serve` never loads the generator,
// the templates or the build's packages (React, remark, gray-matter, fast-glob, pdfkit).

const root = path.resolve(import.meta.dirname, '..');

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return n;
}

function count(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError('expected a whole number from 0 to 64');
  return n;
}

function kb(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} kB`;
}

/** Runs a command, printing a numbered list of causes instead of a stack (stacks with DEBUG=1). */
async function guarded(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    if (process.env.DEBUG) console.error(error);
    // By name, not instanceof: importing the class would load the generator for every command.
    else if ((error as Error).name === 'ContentError') console.error(`site: ${(error as Error).message}\nThe previous build was left as it was.`);
    else console.error(`site: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

async function runBuild(sourceHash: string | undefined, options: { out: string; root?: string; siteUrl?: string; dryRun?: boolean; verbose?: boolean; precompress?: boolean; cache: boolean; timings?: boolean; host: Host; apiOrigin?: string }) {
  // V8 lets the heap grow to some four times what is live before a full collection: at ten
  // thousand posts, 750 MB for 190 MB of content. Growing by half at most keeps that build near
  // 450 MB, in the same time (side by side, the real site and +10,000). V8 reads the flag each
  // time it sets the next limit, so setting it here, before the content loads, is in time.
  setFlagsFromString('--heap-growing-percent=50');
  const { build } = await import('../generator/build.ts');
  // From the process's start: Node itself, the CLI bundle and the generator's imports.
  const startup = performance.now() / 1000;
  const result = await build({
    root: options.root ? path.resolve(options.root) : root,
    outDir: path.resolve(options.out),
    siteUrl: options.siteUrl,
    dryRun: options.dryRun,
    precompress: options.precompress,
    cache: options.cache ? undefined : false,
    deploy: { host: options.host, apiOrigin: options.apiOrigin },
    codeHash: sourceHash,
  });
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  if (options.verbose || options.dryRun) for (const file of result.files) console.log(`  ${file}`);
  console.log(
    `${options.dryRun ? 'Would write' : 'Wrote'} ${result.pages} pages, ${result.redirects} redirects, ` +
      `${result.islands} islands, ${kb(result.bytes)} in ${result.seconds.toFixed(2)} s` +
      (options.dryRun ? '' : ` to ${path.relative(process.cwd(), path.resolve(options.out)) || '.'}`),
  );
  if (options.timings) {
    const stages = Object.entries({ 'start-up': startup, ...result.stages }).map(([name, s]) => `${name} ${s.toFixed(2)}`).join(', ');
    console.log(`Stages (s): ${stages}; ${result.rendered} of ${result.pages} pages rendered, the rest from the cache`);
  }
}

/**
 * Runs the `site` command that `argv` names; a failure sets `process.exitCode`. `sourceHash`:
 * bin/site.js's hash of every source, when it ran the bundled CLI. Resolves with `finished` true
 * when the command is done and left nothing running (a build), so the caller may exit at once;
 * false when it serves.
 *
 * @example await main(['node', 'site', 'build', '--out', 'dist'])
 */
export async function main(argv: string[], { sourceHash }: { sourceHash?: string } = {}): Promise<{ finished: boolean }> {
  let finished = false;
  const program = new Command()
    .name('site')
    .description('Builds, checks and serves the Nestwell website.')
    .showHelpAfterError('(run "site --help" for the commands and options)')
    .showSuggestionAfterError(true);

  program
    .command('build')
    .description('validate content and write the site to --out')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--root <dir>', 'the folder holding content/ (default: this project)')
    .option('--site-url <url>', "absolute URL of the site, overriding site.json's siteUrl")
    .option('--dry-run', 'validate and render, print what would be written, write nothing')
    .option('--verbose', 'list every file written')
    .option('--precompress', 'also write .br and .gz twins of text files, for hosts that cannot compress on request')
    .option('--no-cache', 'neither read nor fill the build cache (node_modules/.cache/nestwell-site)')
    .option('--timings', 'print the seconds each stage took')
    .addOption(new Option('--host <host>', 'whose _headers and _redirects dialect to write').choices(HOSTS).default('cloudflare'))
    .option('--api-origin <url>', 'with --host netlify: the site serve origin that /be/api/* is proxied to')
    .action(async (options) => {
      await guarded(() => runBuild(sourceHash, options));
      finished = true;
    });

  program
    .command('serve')
    .description('serve a built site with redirects, 404 statuses, headers and the chat API')
    .option('--port <n>', 'port to listen on (env PORT)', port, Number(process.env.PORT ?? 3000))
    .option('--host <host>', 'address to listen on (env HOST)', process.env.HOST ?? 'localhost')
    .option('--dir <dir>', 'the built site (the published folder)', 'dist')
    .option('--server-dir <dir>', 'the build\'s files for the server only (default: the --dir folder\'s name + "-server", beside it)')
    .option('--data-dir <dir>', 'where form submissions are stored (env NESTWELL_DATA_DIR, else ./data)')
    .option('--trust-proxy <hops>', 'proxies in front whose client-address header is believed; needs env NESTWELL_ORIGIN_SECRET (env NESTWELL_TRUST_PROXY, else 0)')
    .option('--client-header <name>', 'the one header those proxies record the client address in: X-Forwarded-For, Forwarded, CF-Connecting-IP... (env NESTWELL_CLIENT_HEADER, else X-Forwarded-For)')
    .option('--chat-threads <n>', 'worker threads the chat answers on; 0 answers on the server\'s own thread (default: one a core)', count, os.availableParallelism())
    .action((options) =>
      guarded(async () => {
        const { startServer } = await import('../server/server.ts');
        const { renderFormLazily } = await import('./form-markup.ts');
        const { parseClientHeader, parseTrustProxy } = await import('../server/client.ts');
        const client = {
          ...(options.trustProxy === undefined ? {} : { trustProxy: parseTrustProxy(options.trustProxy) }),
          ...(options.clientHeader === undefined ? {} : { clientHeader: parseClientHeader(options.clientHeader) }),
        };
        await startServer({ dir: path.resolve(options.dir), port: options.port, host: options.host, dataDir: options.dataDir && path.resolve(options.dataDir), serverDir: options.serverDir && path.resolve(options.serverDir), renderForm: renderFormLazily, client, chatThreads: options.chatThreads });
      }),
    );

  program
    .command('dev')
    .description('build, serve, rebuild on every change and reload the open page')
    .option('--port <n>', 'port to listen on (env PORT)', port, Number(process.env.PORT ?? 3000))
    // Not from HOST, which some shells export: a dev server is reachable beyond this machine only when asked.
    .option('--host <host>', 'address to listen on; given, any Host name is answered (else localhost names only)', 'localhost')
    .option('--out <dir>', 'output folder (its server files go beside it)', '.dist-dev/site')
    .action((options, command: Command) =>
      guarded(async () => {
        const { startDev } = await import('./dev/dev.ts');
        const anyHost = command.getOptionValueSource('host') === 'cli';
        await startDev({ root, codeRoot: root, outDir: path.resolve(options.out), port: options.port, host: options.host, anyHost });
      }),
    );

  program
    .command('check')
    .description('check a built site: internal links, HTML validity, structured data, size budgets')
    .option('--dir <dir>', 'the built site', 'dist')
    .action((options) =>
      guarded(async () => {
        const { checkSite, formatReport } = await import('../generator/check/index.ts');
        const report = await checkSite(path.resolve(options.dir));
        console.log(formatReport(report));
        if (report.problems.length) process.exitCode = 1;
      }),
    );

  const forms = program.command('forms').description('what visitors sent through our own forms');
  forms
    .command('export')
    .description('print the stored form submissions, oldest first')
    .option('--form <slug>', 'only this form: waitlist, business-waitlist, creators, creator-submissions, app-feedback')
    .addOption(new Option('--format <format>', 'output format').choices(['csv', 'json']).default('json'))
    .option('--data-dir <dir>', 'where submissions are stored (env NESTWELL_DATA_DIR)')
    .action((options: { form?: string; format: 'csv' | 'json'; dataDir?: string }) =>
      guarded(async () => {
        const { formBySlug } = await import('../kernel/forms/fields.ts');
        const { dataDirFromEnv, readSubmissions } = await import('../server/forms/store.ts');
        const { formatSubmissions } = await import('../server/forms/export.ts');
        if (options.form && !formBySlug(options.form)) throw new InvalidArgumentError(`unknown form "${options.form}"`);
        const dataDir = options.dataDir ? path.resolve(options.dataDir) : dataDirFromEnv();
        process.stdout.write(formatSubmissions(readSubmissions(dataDir, options.form), options.format));
      }),
    );

  await program.parseAsync(argv);
  return { finished };
}
