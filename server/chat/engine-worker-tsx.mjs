// The engine's worker thread run from the sources (tests, benches, SITE_TSX): a thread starts without the loader
// its parent registered, so it registers tsx itself before it loads the TypeScript. `site` runs the bundled thread.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
