import { useEffect, useRef, useState } from 'react';
import { TOAST_POSITIONS, type Toast, type toastStore } from './toast.ts';

/** Renders every toast in its corner; each closes itself after its duration unless hovered. */
export function Toaster({ store }: { store: typeof toastStore }) {
  const [toasts, setToasts] = useState(store.list());
  useEffect(() => store.subscribe(setToasts), [store]);
  return (
    <div className="toaster">
      {TOAST_POSITIONS.map((position) => (
        <div key={position} className={`toast-region toast-${position}`}>
          {toasts.filter((t) => t.position === position).map((t) => (
            <ToastItem key={t.id} toast={t} onClose={() => store.close(t.id)} />
          ))}
        </div>
      ))}
    </div>
  );
}

const ICONS: Record<Toast['status'], string> = { info: 'i', warning: '!', success: '✓', error: '×', loading: '…' };

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const start = () => {
    if (remaining.current === null) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(onClose, remaining.current);
  };
  const pause = () => {
    clearTimeout(timer.current);
    if (remaining.current !== null) remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    remaining.current = toast.duration;
    start();
    return () => clearTimeout(timer.current);
    // An update that changes the duration restarts the countdown.
  }, [toast.duration, toast.status]);

  return (
    <div
      className={`toast toast-${toast.status}`}
      role={toast.status === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
    >
      <span className="toast-icon" aria-hidden="true">{ICONS[toast.status]}</span>
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label="Close notification" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
