// Preloaded with `node --import` by bin/serve-footprint.ts: records every module the process
// loads (ES modules through a resolve hook, CommonJS through require.cache) and, on SIGUSR2,
// writes them with the process's resident memory to the file named by SITE_FOOTPRINT_OUT.
// Plain JavaScript, because it runs before tsx is registered.
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const out = process.env.SITE_FOOTPRINT_OUT;
const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => loaded.add(url));
port1.unref();
register('./resolve-hook.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });

const require = createRequire(import.meta.url);
process.on('SIGUSR2', () => {
  // Give the hook thread's last messages a turn to arrive.
  setTimeout(() => {
    const cjs = Object.keys(require.cache).map((file) => `file://${file}`);
    const modules = [...new Set([...loaded, ...cjs])].filter((url) => url.startsWith('file:')).sort();
    // Written whole, then renamed: the reader polls for the file and must never see half of it.
    fs.writeFileSync(`${out}.part`, JSON.stringify({ modules, rss: process.memoryUsage().rss }));
    fs.renameSync(`${out}.part`, out);
  }, 50);
});
