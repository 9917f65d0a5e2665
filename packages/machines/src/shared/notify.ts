import { errorMessage } from './serverMessage.ts';
import { notProvidedAction } from './notProvided.ts';
import type { ServerMessage } from './serverMessage.ts';
import type { FieldToastText, ToastText } from './toastTexts.ts';

export type NotifyKind = 'success' | 'error' | 'warning';
/**
 * A toast's text: one of the catalogue's (a host words it by `toast:<text>`), a field message an
 * invalid form toasts (worded by its field's key), or the server's own message, shown as sent.
 */
export type NotifyText = ToastText | FieldToastText | ServerMessage;
/** A toast: the spec's exact text. */
export type NotifyParams = { kind: NotifyKind; text: NotifyText };
/** A failure the spec only logs. */
export type LogParams = { message: string; error?: unknown };

/** The two effects every editor section reports through (toasts and the log). */
export const reportingActions = {
  notify: notProvidedAction<NotifyParams>('notify'),
  log: notProvidedAction<LogParams>('log'),
};

/** A `log` action for an invoke's onError: the message and the failed actor's error. */
export const logFailure = (message: string) => ({
  type: 'log' as const,
  params: ({ event }: { event: { error: unknown } }): LogParams => ({
    message,
    error: event.error,
  }),
});

/** A `notify` action: an error toast with the spec's exact text. */
export const notifyError = (text: ToastText) => ({
  type: 'notify' as const,
  params: { kind: 'error', text } satisfies NotifyParams,
});

/** A `notify` action: a warning toast (a write that succeeded but could not be read). */
export const notifyWarning = (text: ToastText) => ({
  type: 'notify' as const,
  params: { kind: 'warning', text } satisfies NotifyParams,
});

/** A `notify` action: a success toast with the spec's exact text. */
export const notifySuccess = (text: ToastText) => ({
  type: 'notify' as const,
  params: { kind: 'success', text } satisfies NotifyParams,
});

/** A `notify` action for an invoke's onError: the server's message, else `fallback`. */
export const failureToast = (fallback: ToastText) => ({
  type: 'notify' as const,
  params: ({ event }: { event: { error: unknown } }): NotifyParams => ({
    kind: 'error',
    text: errorMessage(event.error, fallback),
  }),
});
