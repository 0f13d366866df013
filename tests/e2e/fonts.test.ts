import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveSite, type RunningSite } from './harness.ts';

/**
 * What a Linux visitor with only one family of fonts installed reads the site in. Chromium is
 * started with a fontconfig that sees only that family's folder; the font actually used for a
 * heading and a paragraph is asked of Chromium itself (CSS.getPlatformFontsForNode).
 */
const FAMILIES = [
  { folder: '/usr/share/fonts/truetype/liberation', expected: 'Liberation Sans' },
  { folder: '/usr/share/fonts/truetype/dejavu', expected: 'DejaVu Sans' },
];

let site: RunningSite;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-fonts-'));
beforeAll(async () => {
  site = await serveSite();
});
afterAll(async () => {
  await site.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('the text font with one family of fonts installed', () => {
  it.each(FAMILIES)('$folder: text is set in $expected, never a monospace face', async ({ folder, expected }) => {
    const config = path.join(temp, `${path.basename(folder)}.conf`);
    fs.writeFileSync(config, `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${folder}</dir>` +
      `<cachedir>${temp}/cache</cachedir><include ignore_missing="yes">/etc/fonts/conf.d</include></fontconfig>\n`);
    const browser = await launchBrowser({ env: { ...process.env, FONTCONFIG_FILE: config } });
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/get-the-app`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const used: string[] = [];
      for (const selector of ['h1', 'main p']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        used.push(...fonts.map((f) => f.familyName));
      }
      expect(new Set(used)).toEqual(new Set([expected]));
    } finally {
      await browser.close();
    }
  });
});
