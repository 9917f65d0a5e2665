import type { ApiClient } from '@landing/api';
import type { SessionEndedError } from '../package/contract.ts';

/** The error a host's `onError` gets when the client reports the end of the session. */
export const sessionEndedError = (reason: SessionEndedError['reason']): SessionEndedError =>
  Object.assign(new Error('The session has ended: sign in again.'), {
    name: 'SessionEndedError' as const,
    reason,
  });

/** Reports each end of the session `client` sees; returns the unsubscribe. */
export const reportSessionEnd = (
  client: ApiClient,
  report: (message: string, error: SessionEndedError) => void,
): (() => void) =>
  client.events.on('logout', ({ reason }) => {
    const error = sessionEndedError(reason);
    report(error.message, error);
  });
