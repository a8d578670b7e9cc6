/** A tiny toast queue shared by the whole page; `flashToast` survives a navigation. */

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
}

const FLASH_KEY = 'shikhon:flash-toast';
const DISPLAY_MS = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const EMPTY: Toast[] = [];
export function getServerToasts(): Toast[] {
  return EMPTY;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { ...input, id }];
  emit();
  setTimeout(() => dismissToast(id), DISPLAY_MS);
  return id;
}

/** Shows the toast on the next page this tab loads (for "toast, then go to /auth"). */
export function flashToast(input: ToastInput) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage can be unavailable (private mode); the navigation still happens.
  }
}

export function takeFlashToast(): ToastInput | undefined {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return undefined;
    sessionStorage.removeItem(FLASH_KEY);
    const parsed = JSON.parse(raw) as ToastInput;
    return typeof parsed.title === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
