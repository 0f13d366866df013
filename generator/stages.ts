/** Times the stages of a build, in seconds. */
export class Stages {
  readonly seconds: Record<string, number> = {};

  async run<T>(name: string, task: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.seconds[name] = (this.seconds[name] ?? 0) + (performance.now() - started) / 1000;
    }
  }
}
