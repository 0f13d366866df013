import { h, render } from 'preact';

export type ToastStatus = 'info' | 'warning' | 'success' | 'error' | 'loading';
export type ToastPosition = 'top' | 'top-left' | 'top-right' | 'bottom' | 'bottom-left' | 'bottom-right';

export const TOAST_POSITIONS: ToastPosition[] = ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'];
export const DEFAULT_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  status?: ToastStatus;
  position?: ToastPosition;
  /** Milliseconds before it closes itself; null keeps it until closed. Loading toasts default to null. */
  duration?: number | null;
}

export interface Toast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

type Listener = (toasts: Toast[]) => void;

/** The toasts on screen. Lives in the browser only; one store per page. */
class ToastStore {
  private toasts: Toast[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;

  list(): Toast[] {
    return this.toasts;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(options: ToastOptions): number {
    const id = this.nextId++;
    this.toasts = [...this.toasts, normalise(id, options)];
    this.emit();
    return id;
  }

  update(id: number, options: Partial<ToastOptions>): void {
    this.toasts = this.toasts.map((t) => (t.id === id ? { ...normalise(id, { ...t, ...options }) } : t));
    this.emit();
  }

  close(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.toasts);
  }
}

function normalise(id: number, options: ToastOptions): Toast {
  const status = options.status ?? 'info';
  return {
    id,
    title: options.title,
    description: options.description,
    status,
    position: options.position ?? 'bottom',
    duration: options.duration === undefined ? (status === 'loading' ? null : DEFAULT_DURATION_MS) : options.duration,
  };
}

export const toastStore = new ToastStore();
let mounted = false;

/** Shows a toast and returns its id, for `toast.update` and `toast.close`. */
export function toast(options: ToastOptions): number {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    host.className = 'toaster-host';
    document.body.append(host);
    void import('./Toaster.tsx').then(({ Toaster }) => render(h(Toaster, { store: toastStore }), host));
  }
  return toastStore.add(options);
}

toast.update = (id: number, options: Partial<ToastOptions>) => toastStore.update(id, options);
toast.close = (id: number) => toastStore.close(id);
