#!/usr/bin/env node
// The `site` command. TypeScript sources run through tsx's loader, so there is no compile step
// between editing the generator and running it.
import { register } from 'tsx/esm/api';

// React picks its development or production build when first loaded; the development build
// checks every element and renders the 600 pages about twice as slowly. Tests set their own.
process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('./cli.ts');
await main(process.argv);
