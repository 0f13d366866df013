/** The colour-mode key of the original site, so returning visitors keep their choice. */
export const COLOR_MODE_KEY = 'chakra-ui-color-mode';

/** Wires the header toggle. The pre-paint script in <head> has already applied the stored mode. */
export function initThemeToggle(): void {
  const root = document.documentElement;
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const reflect = () => {
    const dark = root.dataset.theme === 'dark';
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(dark)));
  };
  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
      root.dataset.theme = next;
      try {
        localStorage.setItem(COLOR_MODE_KEY, next);
      } catch {
        // Without storage the mode lasts for this page.
      }
      reflect();
    }),
  );
  reflect();
}
