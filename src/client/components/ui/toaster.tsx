import { useEffect, useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  takeFlashToast,
  toast,
} from './toast-store';
import { toasterCopy as copy } from './toaster.copy';

/**
 * Two live regions that exist from the first paint, so screen readers announce what is added:
 * errors assertively (role=alert), everything else politely (role=status).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);

  useEffect(() => {
    const flashed = takeFlashToast();
    if (flashed) toast(flashed);
  }, []);

  const render = (variant: 'default' | 'destructive') =>
    toasts
      .filter((item) => (item.variant ?? 'default') === variant)
      .map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
            variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? <p className="mt-1 text-sm">{item.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="-m-1 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
            aria-label={copy.dismissNotification}
          >
            ×
          </button>
        </div>
      ));

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-end gap-2 p-4 sm:left-auto sm:w-96">
      <div role="alert" className="flex w-full flex-col gap-2">
        {render('destructive')}
      </div>
      <div role="status" className="flex w-full flex-col gap-2">
        {render('default')}
      </div>
    </div>
  );
}
