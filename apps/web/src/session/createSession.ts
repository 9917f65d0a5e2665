import type { ApiClient } from '@landing/api';
import { createSessionLogic, forwardClientEvents, type SessionEffects } from '@landing/console';
import { createActor } from 'xstate';

export type { SessionEffects };

/**
 * The one session of the app, with the client's events fed in. Not started: the caller starts
 * it once.
 */
export function createSession(client: ApiClient, effects: SessionEffects) {
  const session = createActor(createSessionLogic(client, effects), {
    input: { hasAccessToken: client.tokens.access() !== null },
  });
  forwardClientEvents(client, session);
  return session;
}

export type Session = ReturnType<typeof createSession>;
