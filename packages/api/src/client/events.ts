export interface ApiEvents {
  /**
   * A refresh succeeded: the tokens the tracker answered (`refreshToken` when it rotated it).
   * The client stores nothing; the owner of the tokens (the session) stores these.
   */
  tokensRefreshed: { accessToken: string; refreshToken?: string };
  /**
   * The session is over (refresh failed, or a request was refused again after a refresh). The
   * client clears nothing; the owner of the tokens clears them.
   */
  logout: { reason: 'refresh-failed' | 'unauthorized-after-refresh' };
  /**
   * A create, update, delete or link call (any method but GET) answered successfully, e.g. so
   * a preview can reload. `path` is below the service prefix: `launcher-content/7/design/3`.
   */
  mutationSucceeded: {
    service: 'api' | 'tracker' | 'registrar';
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
  };
}

export type ApiEventName = keyof ApiEvents;
export type ApiEventListener<E extends ApiEventName> = (payload: ApiEvents[E]) => void;

export interface ApiEventBus {
  /** Subscribes; returns the unsubscribe function. */
  on: <E extends ApiEventName>(event: E, listener: ApiEventListener<E>) => () => void;
  emit: <E extends ApiEventName>(event: E, payload: ApiEvents[E]) => void;
}

export const createEventBus = (): ApiEventBus => {
  const listeners = new Map<ApiEventName, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as ApiEventListener<typeof event>)(payload);
      }
    },
  };
};
