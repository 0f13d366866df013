import { expect, it } from 'vitest';
import { onFreePort } from './servers.ts';

it('starts a host server again on another port when its port was taken before it could bind', async () => {
  const ports: number[] = [];
  const server = await onFreePort(async (port) => {
    ports.push(port);
    // What wrangler printed in CI when a parallel test took the port first.
    if (ports.length === 1) throw new Error(`wrangler exited with 1 before it was ready:\nAddress already in use (127.0.0.1:${port}).`);
    return { url: `http://127.0.0.1:${port}`, close: async () => {} };
  });
  expect(ports).toHaveLength(2);
  expect(server.url).toBe(`http://127.0.0.1:${ports[1]}`);
  await expect(onFreePort(async () => { throw new Error('wrangler exited with 1: bad flag'); })).rejects.toThrow('bad flag');
});
