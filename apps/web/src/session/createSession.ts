import type { ApiClient } from '@landing/api';
import { createSessionLogic, forwardClientEvents, type SessionEffects } from '@landing/console';
import { createActor } from 'xstate';

export type { SessionEffects };

/**
 * The one session of the app, with the client's reports fed in. It owns the tokens
 * (`effects.tokens`, which the client only reads). Not started: the caller subscribes to its
 * `navigate` intents, then starts it once.
 */
export function createSession(client: ApiClient, effects: SessionEffects) {
  const session = createActor(createSessionLogic(client, effects), {
    input: { hasAccessToken: effects.tokens.access() !== null },
  });
  forwardClientEvents(client, session);
  return session;
}

export type Session = ReturnType<typeof createSession>;
