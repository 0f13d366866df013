/**
 * Hydrating an island: Preact and the error boundary. boot.ts imports this only when the first
 * island wakes, so the script every page loads first carries no framework and imports nothing
 * before the first paint.
 */
import { h, hydrate, Component, type ComponentChildren, type ComponentType } from 'preact';
import { ErrorScreen } from '../shared/ErrorScreen.tsx';

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

/** Hydrates `component` over the server HTML inside `element`, an error screen if it throws. */
export function hydrateIsland(element: HTMLElement, component: ComponentType<any>, props: Record<string, unknown>): void {
  hydrate(h(IslandBoundary, null, h(component as never, props)), element);
}
