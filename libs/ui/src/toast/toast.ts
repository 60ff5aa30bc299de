import { toast as sonner } from 'sonner';

/** Message toasts (spec §9): 3000 ms, placed at the top. */
export const MESSAGE_DURATION_MS = 3000;
/** Notification toasts (spec §9): 4000 ms, at the bottom-centre toast area. */
export const NOTIFICATION_DURATION_MS = 4000;

type Id = string | number;
interface ToastOptions { description?: string; id?: Id; action?: { label: string; onClick: () => void } }

/**
 * The one toast API of the product. Messages are short feedback at the top;
 * notifications appear in the bottom-centre area. A toast can go loading ->
 * success or error -> dismissed by reusing its id.
 */
export const toast = {
  success: (message: string, options: ToastOptions = {}) => sonner.success(message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  error: (message: string, options: ToastOptions = {}) => sonner.error(message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  info: (message: string, options: ToastOptions = {}) => sonner.info(message, { duration: MESSAGE_DURATION_MS, position: 'top-center', ...options }),
  loading: (message: string, options: ToastOptions = {}) => sonner.loading(message, { position: 'top-center', ...options }),
  /** A notification in the bottom-centre area, 4000 ms by default. */
  notify: (title: string, options: ToastOptions & { duration?: number } = {}) => sonner(title, { duration: NOTIFICATION_DURATION_MS, ...options }),
  /** loading -> success | error, on one toast. */
  promise<T>(promise: Promise<T>, messages: { loading: string; success: string | ((value: T) => string); error: string | ((error: unknown) => string) }) {
    const id = sonner.loading(messages.loading, { position: 'top-center' });
    promise.then(
      (value) => sonner.success(typeof messages.success === 'function' ? messages.success(value) : messages.success, { id, duration: MESSAGE_DURATION_MS, position: 'top-center' }),
      (error) => sonner.error(typeof messages.error === 'function' ? messages.error(error) : messages.error, { id, duration: MESSAGE_DURATION_MS, position: 'top-center' }),
    );
    return promise;
  },
  dismiss: (id?: Id) => sonner.dismiss(id),
};
