import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * An esbuild plugin for bundles of this project's sources: modules find their files from their
 * own folder (`import.meta.dirname`), not from the bundle's. bin/site.js and `site dev` use it;
 * `filter` narrows it to the files that need it (each file it sees costs a round trip to esbuild).
 */
export function sourceDirname(filter = /\.tsx?$/) {
  return {
    name: 'source-dirname',
    setup(build) {
      build.onLoad({ filter }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      }));
    },
  };
}

/**
 * An esbuild plugin for a bundled package that finds files beside its own code by
 * `import.meta.url` (pdfkit: its standard fonts): in the files `filter` matches, that stays the
 * package file's own URL rather than the bundle's.
 */
export function ownUrl(filter) {
  return {
    name: 'own-url',
    setup(build) {
      build.onLoad({ filter }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'js',
      }));
    },
  };
}
