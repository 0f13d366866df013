import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr.ts';

describe('qrSvg', () => {
  it('draws exactly the modules of the QR code, inside a quiet zone of 2', () => {
    const text = 'https://www.nestwell.com/nestwell-ios';
    const { data } = encode(text, { ecc: 'M', border: 0 });
    const svg = qrSvg(text);
    expect(svg).toContain(`viewBox="0 0 ${data.length + 4} ${data.length + 4}"`);
    const drawn = data.map((row) => row.map(() => false));
    for (const [, x, y, run] of svg.matchAll(/M(\d+),(\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i++) drawn[Number(y) - 2]![Number(x) - 2 + i] = true;
    }
    expect(drawn).toEqual(data);
  });
});
