import fs from 'node:fs';
import path from 'node:path';

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
