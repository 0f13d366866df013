/**
 * The one script every page loads: colour-mode toggle, the scroll class, and waking the islands
 * present on the page. Island code, and Preact with it, arrives only when an island wakes.
 */
import { ISLANDS, isIslandName, type IslandWhen } from './registry.ts';
import { initThemeToggle } from './boot/theme.ts';
import { initScrollClass } from './boot/scroll.ts';
import { initImageFallback } from './boot/image-fallback.ts';
import { initSiteMenu } from './boot/menu.ts';

async function wake(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return console.warn(`Unknown island "${name}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const [module, { hydrateIsland }] = await Promise.all([ISLANDS[name](), import('./boot/hydrate.tsx')]);
  hydrateIsland(element, module.default, props);
  // Tests and styles can tell a live island from its server HTML.
  element.dataset.awake = '';
}

/**
 * Loads and hydrates the island on its first click, then passes the click on to the button that
 * received it, so one click both loads the island and does what the visitor asked. A text field
 * wakes its island on focus instead, so it is live before the first key is typed.
 */
function wakeOnClick(element: HTMLElement): void {
  const start = (then: () => void) => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('focusin', onFocus);
    element.setAttribute('aria-busy', 'true');
    wake(element).then(
      then,
      (error: unknown) => {
        console.error('Island failed to load', error);
        element.addEventListener('click', onClick);
        element.addEventListener('focusin', onFocus);
      },
    ).finally(() => element.removeAttribute('aria-busy'));
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    event.preventDefault();
    start(() => button.click());
  };
  const onFocus = (event: Event) => {
    if ((event.target as Element).matches('input, textarea, select')) start(() => {});
  };
  element.addEventListener('click', onClick);
  element.addEventListener('focusin', onFocus);
}

function schedule(element: HTMLElement): void {
  const when = (element.dataset.when ?? 'idle') as IslandWhen;
  const run = () => void wake(element);
  if (when === 'load') return run();
  if (when === 'interaction') return wakeOnClick(element);
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    }, { rootMargin: '200px' });
    return observer.observe(element);
  }
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 1);
}

initThemeToggle();
initScrollClass();
initImageFallback();
initSiteMenu();
document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
