import fs from 'node:fs';
import path from 'node:path';

/**
 * An esbuild plugin for bundles of this project's sources: modules find their files from their
 * own folder (`import.meta.dirname`), not from the bundle's. bin/site.js and `site dev` use it.
 */
export const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};
