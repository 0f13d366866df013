import { spawn } from 'node:child_process';
import path from 'node:path';

export interface DevStatus {
  /** The dev worker's process id: the same one for as long as no restart happened. */
  pid: number;
  /** Builds finished (good or failed) since start. */
  builds: number;
  problems: string[];
  /** The paths of the pages open in browsers, listening for rebuilds. */
  pages: string[];
}

export interface DevProcess {
  /** The dev server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  status(): Promise<DevStatus>;
  /** Waits until a build after `builds` has finished, and returns the status then. */
  nextBuild(builds: number): Promise<DevStatus>;
  /** Everything the process printed. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `site dev` on a free port in the project folder `root`, and resolves once the first build is served. */
export function startDevProcess(root: string): Promise<DevProcess> {
  const child = spawn(process.execPath, [path.join(root, 'bin/site.js'), 'dev', '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    // The production React build, as `site dev` runs for people (vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production', NESTWELL_DATA_DIR: path.join(root, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /site dev at (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      // A kept-alive connection the server closes while the client reuses it resets (ECONNRESET, seen once under load): asked
      // again on a new one. Any other failure, or a third reset, fails the test.
      const status = async (): Promise<DevStatus> => {
        for (let attempt = 1; ; attempt++) {
          try {
            return (await (await fetch(`${url}/__dev/status`)).json()) as DevStatus;
          } catch (error) {
            if (attempt >= 3 || (error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
          }
        }
      };
      resolve({
        url,
        status,
        async nextBuild(builds) {
          for (;;) {
            const now = await status();
            if (now.builds > builds) return now;
            await new Promise((r) => setTimeout(r, 20));
          }
        },
        output: () => output,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`site dev exited (${code}) before serving:\n${output}`)));
  });
}
