import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { markdownToPdf, type PdfInput } from './documents.ts';

/**
 * markdownToPdf on a worker thread, where there is one to start: the `site` command's bundle
 * holds `pdf-worker.js` beside this module's code (bin/site.js bundles it). Run from the
 * TypeScript sources (tests, SITE_TSX), the PDF is made on this thread, to the same bytes.
 */
export function pdfInWorker(input: PdfInput): Promise<Uint8Array> {
  const script = new URL('./pdf-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.js') || !fs.existsSync(fileURLToPath(script))) return markdownToPdf(input);
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: input });
    worker.once('message', (pdf: Uint8Array) => resolve(pdf));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PDF worker stopped (exit code ${code}) before it made the PDF`)));
  });
}
