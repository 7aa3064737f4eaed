// Toasts with the spec's timings (spec 9): errors cut to 100 characters and shown 5 s,
// success and info 3 s, everything else 4 s. Call these, never sonner directly.
//
// sonner and its viewport load on the first toast, not with the first page: most visits
// never show one, and the initial-route budget is 150 KB of gzipped JS.
import type { toast as sonnerToast } from 'sonner';
import { truncateErrorMessage } from '@contracts/messages';

/** Display durations in milliseconds. */
export const toastDurations = {
  default: 4000,
  error: 5000,
  success: 3000,
  info: 3000,
  warning: 4000,
} as const;

/** A toast's optional description and id (to replace or dismiss it). */
export type NotifyOptions = { description?: string; id?: string | number };
type ToastApi = typeof sonnerToast;

let needed = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the toaster host: notified when the first toast asks for the viewport. */
export function subscribeToasterNeeded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the toaster host: whether a toast has been requested yet. */
export function isToasterNeeded(): boolean {
  return needed;
}

/** Called by the toaster once its viewport listens, so no early toast is lost. */
export function markToasterMounted(): void {
  markMounted();
}

async function loadToast(): Promise<ToastApi> {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  const [module] = await Promise.all([import('sonner'), mounted]);
  return module.toast;
}

function show(run: (toast: ToastApi) => string | number): Promise<string | number> {
  return loadToast().then(run);
}

/** A neutral toast. */
export function notify(title: string, options: NotifyOptions = {}): Promise<string | number> {
  return show((toast) => toast(title, { ...options, duration: toastDurations.default }));
}

/** The spec's "destructive" toast: an error, its text cut to 100 characters. */
export function notifyError(title: string, options: NotifyOptions = {}): Promise<string | number> {
  const description =
    options.description === undefined ? undefined : truncateErrorMessage(options.description);
  return show((toast) =>
    toast.error(truncateErrorMessage(title), {
      ...options,
      description,
      duration: toastDurations.error,
    }),
  );
}

/** A success toast. */
export function notifySuccess(
  title: string,
  options: NotifyOptions = {},
): Promise<string | number> {
  return show((toast) => toast.success(title, { ...options, duration: toastDurations.success }));
}

/** An info toast. */
export function notifyInfo(title: string, options: NotifyOptions = {}): Promise<string | number> {
  return show((toast) => toast.info(title, { ...options, duration: toastDurations.info }));
}

/** A warning toast. */
export function notifyWarning(
  title: string,
  options: NotifyOptions = {},
): Promise<string | number> {
  return show((toast) => toast.warning(title, { ...options, duration: toastDurations.warning }));
}

/** A loading toast that stays until dismissed or replaced through its id. */
export function notifyLoading(
  title: string,
  options: NotifyOptions = {},
): Promise<string | number> {
  return show((toast) => toast.loading(title, { ...options, duration: Number.POSITIVE_INFINITY }));
}

/** A toast that follows a promise: loading, then success, or the error (cut to 100 characters). */
export function notifyPromise<T>(
  promise: Promise<T>,
  messages: {
    loading: string;
    success: string | ((value: T) => string);
    error: string | ((error: unknown) => string);
  },
): Promise<void> {
  return loadToast().then((toast) => {
    toast.promise(promise, {
      loading: messages.loading,
      success: messages.success,
      error: (error: unknown) =>
        truncateErrorMessage(
          typeof messages.error === 'function' ? messages.error(error) : messages.error,
        ),
    });
  });
}

/** Dismisses one toast, or all of them. */
export function dismissToast(id?: string | number): void {
  if (needed) void loadToast().then((toast) => toast.dismiss(id));
}
