import { ERRORS } from '../errors.ts';
import type { Transport } from '../client/transport.ts';
import type { TokenStore } from '../client/tokens.ts';
import {
  Session,
  User,
  UserPage,
  type ChangePasswordRequest,
  type LoginRequest,
  type UserCreate,
  type UserUpdate,
  type UsersQuery,
} from '../schemas/auth.ts';
import { Ignored } from '../schemas/common.ts';
import { path } from './path.ts';

export interface TrackerDeps {
  tokens: TokenStore;
  /** Runs (or joins) the one refresh; fires tokensRefreshed, or logout when refused. */
  refresh: () => Promise<void>;
  sessionStarted: () => void;
}

/** The tracker (auth) service, `/tracker/v1`. */
export const trackerCalls = (t: Transport, deps: TrackerDeps) => ({
  /** Logs in and stores both tokens. A wrong password answers 401 `{ message }`. */
  login: async (payload: LoginRequest) => {
    const session = await t.call({
      service: 'tracker',
      method: 'POST',
      path: 'login',
      json: payload,
      schema: Session,
      fallback: ERRORS.loginFailed,
      auth: 'none',
      refreshOn401: false,
    });
    deps.tokens.set({ accessToken: session.access_token, refreshToken: session.refresh_token });
    deps.sessionStarted();
    return session;
  },
  refresh: () => deps.refresh(),
  /** Tells the tracker (its failure is ignored) and clears both tokens. */
  logout: async () => {
    try {
      await t.call({
        service: 'tracker',
        method: 'POST',
        path: 'logout',
        schema: Ignored,
        fallback: ERRORS.failedToLogin,
        refreshOn401: false,
      });
    } catch {
      // The spec: a failing server logout is ignored.
    } finally {
      deps.tokens.clear();
    }
  },
  user: () =>
    t.call({
      service: 'tracker',
      method: 'GET',
      path: 'user',
      schema: User,
      fallback: ERRORS.failedToGetUser,
    }),
  updateUser: (payload: UserUpdate) =>
    t.call({
      service: 'tracker',
      method: 'PUT',
      path: 'user',
      json: payload,
      schema: User,
      fallback: ERRORS.failedToUpdateUser,
    }),
  createUser: (payload: UserCreate) =>
    t.call({
      service: 'tracker',
      method: 'POST',
      path: 'user',
      json: payload,
      schema: User,
      fallback: ERRORS.failedToUpdateUser,
    }),
  changePassword: (payload: ChangePasswordRequest) =>
    t.call({
      service: 'tracker',
      method: 'PUT',
      path: path('user', 'change-password'),
      json: payload,
      schema: Ignored,
      fallback: ERRORS.failedToChangePassword,
    }),
  getUser: (id: number) =>
    t.call({
      service: 'tracker',
      method: 'GET',
      path: path('user', id),
      schema: User,
      fallback: ERRORS.failedToGetUser,
    }),
  users: (query: UsersQuery = {}) =>
    t.call({
      service: 'tracker',
      method: 'GET',
      path: 'users',
      query,
      schema: UserPage,
      fallback: ERRORS.failedToLoadUsers,
    }),
});
