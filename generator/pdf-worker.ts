/**
 * The worker thread that makes the creator overview PDF (see pdfInWorker): loading pdfkit and
 * remark and laying out the PDF take a third of a second, which a cold build spends on its
 * second core while the first renders the pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { markdownToPdf, type PdfInput } from './documents.ts';

const pdf = await markdownToPdf(workerData as PdfInput);
parentPort!.postMessage(pdf, [pdf.buffer as ArrayBuffer]);
