import { APP_QR_CODES } from '../kernel/choice-pages.ts';
import { encode } from 'uqr';

/**
 * A QR code of `text` as a small SVG: one path, each row's dark runs as rectangles, a quiet zone
 * of 2 modules, 160 px by default. Made at build time, so the page ships no QR code script.
 *
 * @example qrSvg('https://www.nestwell.com/nestwell-ios') // '<svg …><path d="M2,2h7v1h-7z…"/></svg>'
 */
export function qrSvg(text: string): string {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  const quiet = 2;
  const size = data.length + quiet * 2;
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x + quiet},${y + quiet}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="160" height="160" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}

/** The addresses the app QR codes stand for (site URL + redirect route), by output file. */
export function appQrAddresses(siteUrl: string, brandSlug: string): Map<string, string> {
  return new Map([
    [APP_QR_CODES.ios.slice(1), `${siteUrl}/${brandSlug}-ios`],
    [APP_QR_CODES.android.slice(1), `${siteUrl}/${brandSlug}-android`],
  ]);
}
