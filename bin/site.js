#!/usr/bin/env node
// The `site` command. TypeScript sources run through tsx's loader, so there is no compile step
// between editing the generator and running it.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
await main(process.argv);
