import { notProvidedAction } from './notProvided.ts';

export type NotifyKind = 'success' | 'error' | 'warning';
/** A toast: the spec's exact text. */
export type NotifyParams = { kind: NotifyKind; text: string };
/** A failure the spec only logs. */
export type LogParams = { message: string; error?: unknown };

/** The two effects every editor section reports through (toasts and the log). */
export const reportingActions = {
  notify: notProvidedAction<NotifyParams>('notify'),
  log: notProvidedAction<LogParams>('log'),
};
