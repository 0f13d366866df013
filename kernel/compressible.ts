/**
 * Text formats worth compressing, by file name: what `site serve` compresses on request and what
 * `site build --precompress` writes `.br`/`.gz` twins of. Images, PDFs and fonts are compressed already.
 *
 * @example COMPRESSIBLE.test('blog.html') // true
 */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|map|webmanifest)$/;
