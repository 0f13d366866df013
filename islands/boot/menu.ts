/**
 * The header menu is a native <details>, so it opens and closes without JavaScript. With it, Esc
 * and a click elsewhere close the menu too, and following a link (such as /#pricing on the same
 * page) folds it away.
 */
export function initSiteMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('.site-menu');
  if (!menu) return;
  const close = () => { menu.open = false; };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (menu.open && (!menu.contains(target) || target.closest('a'))) close();
  });
}
