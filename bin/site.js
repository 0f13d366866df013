#!/usr/bin/env node
// The `site` command. It runs the CLI from its esbuild bundle (see bin/bundle-cli.js), which
// `npm install` makes; when a source has changed since, it says so and bundles again first.
// SITE_TSX=1 runs the sources through tsx instead (about a second slower to start).
import './native-regexps.js';
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleCli, bundleDir, markInUse, sourceHash } from './bundle-cli.js';

// React picks its development or production build by NODE_ENV (the bundle holds the production
// one): set for what loads from outside the bundle, and for SITE_TSX runs.
process.env.NODE_ENV ??= 'production';

async function loadCli() {
  if (process.env.SITE_TSX) {
    const { register } = await import('tsx/esm/api');
    register();
    return { cli: await import('./cli.ts') };
  }
  const hash = sourceHash();
  let dir = bundleDir(hash);
  if (fs.existsSync(path.join(dir, 'cli.js'))) markInUse(dir);
  else {
    console.error('site: the sources changed since the command was last bundled; bundling it again (npm run bundle)');
    dir = await bundleCli(hash);
  }
  return { cli: await import(pathToFileURL(path.join(dir, 'cli.js')).href), sourceHash: hash };
}

const { cli, sourceHash: hash } = await loadCli();
const { finished } = await cli.main(process.argv, { sourceHash: hash });
// A command that is done (a build) exits once what it printed is written, rather than wait for
// Node to tear down the build's heap: some 40-50 ms of a real-site build.
if (finished) {
  let streams = 2;
  const written = () => --streams || process.exit();
  process.stdout.write('', written);
  process.stderr.write('', written);
}
