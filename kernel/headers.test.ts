import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREPAINT_SCRIPT } from './prepaint.ts';
import { SiteSchema } from '../generator/content/site.ts';
import { contentSecurityPolicy, headerRules, headersFor } from './headers.ts';

const site = SiteSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../content/site.json'), 'utf8')));

describe('security headers', () => {
  it('allow no inline script but the hashed pre-paint script', () => {
    const csp = contentSecurityPolicy(site);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    const hash = createHash('sha256').update(PREPAINT_SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('allow a form provider host on its own page only', () => {
    expect(contentSecurityPolicy(site)).toContain("frame-src 'none'");
    const rules = headerRules(site, { pages: [{ path: '/waitlist', csp: { frame: ['https://forms.example.org'], script: ['https://forms.example.org'] } }] });
    expect(headersFor(rules, '/waitlist')['Content-Security-Policy']).toContain('frame-src https://forms.example.org');
    expect(headersFor(rules, '/creators')['Content-Security-Policy']).toContain("frame-src 'none'");
  });

  it('make hashed assets immutable for a year, and pages not', () => {
    const rules = headerRules(site);
    expect(headersFor(rules, '/assets/boot.ABC.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/')['Cache-Control']).toBeUndefined();
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(headersFor(rules, '/anything')[name], name).toBeTruthy();
    }
  });

});
