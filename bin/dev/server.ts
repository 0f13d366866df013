import http, { type ServerResponse } from 'node:http';
import type { RenderForm } from '../../kernel/forms/fields.ts';
import { siteApis } from '../../server/apis.ts';
import { createSiteHandler } from '../../server/server.ts';

const RELOAD_SCRIPT = `const s=new EventSource('/__dev/events');let lost=false;` +
  `s.onmessage=()=>location.reload();s.onerror=()=>{lost=true};s.onopen=()=>{if(lost)location.reload()};`;

export interface DevServerOptions {
  /** The built site. */
  dir: string;
  /** Where form submissions are stored. */
  dataDir: string;
  renderForm: RenderForm;
}

/**
 * The server of `site dev`: the site and every API as `site serve` mounts them, plus an event
 * stream that tells open pages to reload, and the script on every page that listens to it.
 */
export function devServer(options: DevServerOptions): { server: http.Server; reload: () => void; close: () => Promise<void> } {
  const clients = new Set<ServerResponse>();
  const apis = siteApis(options);
  const handler = createSiteHandler({
    dir: options.dir,
    api: apis.routes,
    transformHtml: (html) => html.replace('</body>', '<script type="module" src="/__dev/reload.js"></script></body>'),
  });
  const server = http.createServer((req, res) => {
    if (req.url === '/__dev/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.url === '/__dev/reload.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      return res.end(RELOAD_SCRIPT);
    }
    void handler(req, res);
  });
  const reload = () => {
    for (const client of clients) client.write('data: reload\n\n');
  };
  const close = async () => {
    for (const client of clients) client.end();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await apis.store.close();
  };
  return { server, reload, close };
}
