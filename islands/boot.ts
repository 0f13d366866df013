/**
 * The one script every page loads: colour-mode toggle, the scroll class, and waking the islands
 * present on the page. Island code arrives only when its island is on the page.
 */
import { h, hydrate, Component, type ComponentChildren } from 'preact';
import { ISLANDS, isIslandName, type IslandWhen } from './registry.ts';
import { ErrorScreen } from './shared/ErrorScreen.tsx';
import { initThemeToggle } from './boot/theme.ts';
import { initScrollClass } from './boot/scroll.ts';
import { initImageFallback } from './boot/image-fallback.ts';
import { initSiteMenu } from './boot/menu.ts';

class IslandBoundary extends Component<{ children: ComponentChildren }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static override getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('Island failed', error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = (error as Error & { status?: number }).status ?? 500;
    return h(ErrorScreen, { status, message: error.message });
  }
}

async function wake(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return console.warn(`Unknown island "${name}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const module = await ISLANDS[name]();
  hydrate(h(IslandBoundary, null, h(module.default as never, props)), element);
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
