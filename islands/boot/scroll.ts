export const SCROLL_CLASS_DELAY_MS = 10;

/** Puts `scrolling` on <body> while the page scrolls, and takes it off 10 ms after it stops. */
export function initScrollClass(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('scroll', () => {
    document.body.classList.add('scrolling');
    clearTimeout(timer);
    timer = setTimeout(() => document.body.classList.remove('scrolling'), SCROLL_CLASS_DELAY_MS);
  }, { passive: true });
}
