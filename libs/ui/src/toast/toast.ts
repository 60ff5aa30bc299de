import type { ExternalToast } from 'sonner';
import { create } from 'zustand';

/** Message toasts (spec §9): 3000 ms, placed at the top. */
export const MESSAGE_DURATION_MS = 3000;
/** Notification toasts (spec §9): 4000 ms, at the bottom-centre toast area. */
export const NOTIFICATION_DURATION_MS = 4000;

type Id = string | number;
interface ToastOptions {
  description?: string;
  id?: Id;
  action?: { label: string; onClick: () => void };
}
type Sonner = typeof import('sonner').toast;

/**
 * sonner (~10 KB gzip) is fetched with the first toast, not before first
 * render: the toast area mounts once `wanted` is set, and sonner shows the
 * toasts created before its area subscribed.
 */
export const useToastArea = create<{ wanted: boolean }>(() => ({ wanted: false }));
let sonner: Promise<Sonner> | null = null;
let lastId = 0;

function withSonner(use: (sonner: Sonner) => void): void {
  if (!useToastArea.getState().wanted) useToastArea.setState({ wanted: true });
  sonner ??= import('sonner').then((m) => m.toast);
  // Calls run in the order they were made: every one waits on the same promise.
  sonner.then(use, () => {
    sonner = null; // offline for a moment: the next toast tries again
  });
}

/**
 * Queues one toast; its id is ours, so the caller can update or dismiss it before sonner is in. A message
 * already on screen is not stacked again (a refusal repeated by quick taps): the same words of the same
 * kind take the visible toast's place and its time starts again.
 */
function show(kind: 'success' | 'error' | 'info' | 'loading' | 'message', message: string, options: ExternalToast): Id {
  const id = options.id ?? (kind === 'loading' ? `toast-${++lastId}` : `${kind}:${message}`);
  withSonner((s) => (kind === 'message' ? s(message, { ...options, id }) : s[kind](message, { ...options, id })));
  return id;
}

/**
 * The one toast API of the product. Messages are short feedback at the top;
 * notifications appear in the bottom-centre area. A toast can go loading ->
 * success or error -> dismissed by reusing its id.
 */
export const toast = {
  success: (message: string, options: ToastOptions = {}) =>
    show('success', message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  error: (message: string, options: ToastOptions = {}) =>
    show('error', message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  info: (message: string, options: ToastOptions = {}) =>
    show('info', message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  loading: (message: string, options: ToastOptions = {}) => show('loading', message, { position: 'top-center', ...options }),
  /** A notification in the bottom-centre area, 4000 ms by default. */
  notify: (title: string, options: ToastOptions & { duration?: number } = {}) =>
    show('message', title, { duration: NOTIFICATION_DURATION_MS, ...options }),
  /** loading -> success | error, on one toast. */
  promise<T>(
    promise: Promise<T>,
    messages: { loading: string; success: string | ((value: T) => string); error: string | ((error: unknown) => string) },
  ) {
    const id = toast.loading(messages.loading);
    promise.then(
      (value) => toast.success(typeof messages.success === 'function' ? messages.success(value) : messages.success, { id }),
      (error) => toast.error(typeof messages.error === 'function' ? messages.error(error) : messages.error, { id }),
    );
    return promise;
  },
  dismiss: (id?: Id) => {
    if (sonner) withSonner((s) => s.dismiss(id)); // nothing to dismiss before the first toast
  },
};
