// What the `site` command's bundle puts in place of the pdfkit parts the creator overview PDF
// never uses (see bin/site.js): embedded font files (fontkit), PNG images (png-js) and
// encryption (@noble/ciphers). Each says so if a PDF ever asks for it.
const unused = (part) => () => {
  throw new Error(`${part} is left out of the site command's bundle (bin/site.js, PDFKIT_UNUSED): bundle it to use it`);
};

export const create = unused('fontkit (embedded fonts)');
export const cbc = unused('@noble/ciphers (PDF encryption)');
export const ecb = cbc;
export default class PNG {
  constructor() {
    unused('png-js (PNG images)')();
  }
}
