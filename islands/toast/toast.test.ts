import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_MS, toastStore } from './toast.ts';

describe('toast store', () => {
  it('defaults to an info toast at the bottom for 5 seconds; loading stays until updated', () => {
    const seen: number[] = [];
    const unsubscribe = toastStore.subscribe((toasts) => seen.push(toasts.length));
    const id = toastStore.add({ title: 'Saved' });
    expect(toastStore.list().find((t) => t.id === id)).toMatchObject({ status: 'info', position: 'bottom', duration: DEFAULT_DURATION_MS });
    expect(DEFAULT_DURATION_MS).toBe(5000);
    const loading = toastStore.add({ title: 'Sending', status: 'loading', position: 'top-right' });
    expect(toastStore.list().find((t) => t.id === loading)?.duration).toBeNull();
    toastStore.update(loading, { title: 'Sent', status: 'success', duration: 5000 });
    expect(toastStore.list().find((t) => t.id === loading)).toMatchObject({ title: 'Sent', status: 'success', position: 'top-right', duration: 5000 });
    toastStore.close(id);
    toastStore.close(loading);
    expect(toastStore.list()).toEqual([]);
    expect(seen).toEqual([1, 2, 2, 1, 0]);
    unsubscribe();
  });
});
