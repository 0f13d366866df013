/**
 * Swaps an image for its `data-fallback` when it fails to load (a place photo missing from the
 * asset host shows the default illustration). A listener, not an inline onerror, because the CSP
 * allows no inline script; images that failed before this ran are caught by the first sweep.
 */
export function initImageFallback(): void {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (fallback && img.getAttribute('src') !== fallback) img.src = fallback;
  };
  document.addEventListener('error', (event) => {
    if (event.target instanceof HTMLImageElement) swap(event.target);
  }, true);
  document.querySelectorAll<HTMLImageElement>('img[data-fallback]').forEach((img) => {
    if (img.complete && img.naturalWidth === 0) swap(img);
  });
}
