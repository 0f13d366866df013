import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { devServer, isLocalHost, type DevServer } from './server.ts';

const running: DevServer[] = [];
afterEach(() => Promise.all(running.splice(0).map((dev) => dev.close())));

async function start(anyHost?: boolean): Promise<number> {
  const dev = devServer({ handler: () => undefined, status: () => ({ builds: 0 }), anyHost });
  running.push(dev);
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  return (dev.server.address() as AddressInfo).port;
}

/** GET with the Host header a browser would send for that name. */
const status = (port: number, host: string, p = '/__dev/status') =>
  new Promise<number>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, headers: { Host: host }, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    }).on('error', reject);
  });

describe('site dev and the Host it is asked for', () => {
  it('answers localhost names only, so a rebinding page on another name reads nothing', async () => {
    const port = await start();
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `app.localhost:${port}`]) expect(await status(port, host)).toBe(200);
    for (const host of [`rebind.evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`]) {
      expect(await status(port, host)).toBe(421);
      expect(await status(port, host, '/be/api/forms/waitlist')).toBe(421);
    }
  });

  it('answers any name when started with --host', async () => {
    const port = await start(true);
    expect(await status(port, `my-laptop.lan:${port}`)).toBe(200);
  });

  it('tells loopback names from others', () => {
    expect(['localhost', 'LOCALHOST:3000', '127.0.0.2:1', '[::1]'].map(isLocalHost)).toEqual([true, true, true, true]);
    expect(['localhost.evil.example', '10.0.0.1', undefined, '[::2]'].map(isLocalHost)).toEqual([false, false, false, false]);
  });
});
