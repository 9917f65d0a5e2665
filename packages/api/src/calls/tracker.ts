import { ERRORS } from '../errors.ts';
import type { AnswerMode, Transport } from '../client/transport.ts';
import {
  Session,
  User,
  UserPage,
  type RefreshedTokens,
  type ChangePasswordRequest,
  type LoginRequest,
  type UserCreate,
  type UserUpdate,
  type UsersQuery,
} from '../schemas/auth.ts';
import { Succeeded } from '../schemas/common.ts';
import { path } from './path.ts';
import { reads } from './reads.ts';

export interface TrackerDeps {
  /** Runs (or joins) the one refresh; fires tokensRefreshed, or logout when refused. */
  refresh: () => Promise<RefreshedTokens>;
  sessionStarted: () => void;
  /** The access token the next call sends (null: none stored). */
  accessToken: () => string | null;
}

type UserAnswer = Promise<User>;

/** The tracker (auth) service, `/tracker/v1`. */
export const trackerCalls = <M extends AnswerMode>(t: Transport<M>, deps: TrackerDeps) => {
  /**
   * The signed-in user, asked once per access token: the session and the drafts' owner ask
   * alike, and another operator's sign-in (another token) asks again. A failure is not kept.
   */
  let userOfToken: { token: string | null; answer: UserAnswer } | null = null;
  const user = (): UserAnswer => {
    const token = deps.accessToken();
    if (userOfToken?.token === token) return userOfToken.answer;
    const answer = t.call({
      ...reads.user(),
      method: 'GET',
      schema: User,
      fallback: ERRORS.failedToGetUser,
    });
    const asked = { token, answer };
    userOfToken = asked;
    answer.catch(() => {
      if (userOfToken === asked) userOfToken = null;
    });
    return answer;
  };
  return {
    /**
     * Logs in and answers both tokens; the caller (the session) stores them. A wrong password
     * answers 401 `{ message }`.
     */
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
      deps.sessionStarted();
      return session;
    },
    /** Answers the new tokens (the session stores them); joins a refresh already running. */
    refresh: () => deps.refresh(),
    /** Tells the tracker; its failure is ignored. The session clears the tokens. */
    logout: async () => {
      try {
        await t.write({
          service: 'tracker',
          method: 'POST',
          path: 'logout',
          answers: Succeeded,
          fallback: ERRORS.failedToLogin,
          refreshOn401: false,
        });
      } catch {
        // The spec: a failing server logout is ignored.
      }
    },
    user,
    /** The user's own fields: the next `user()` asks again. */
    updateUser: async (payload: UserUpdate) => {
      try {
        return await t.write({
          service: 'tracker',
          method: 'PUT',
          path: 'user',
          json: payload,
          answers: User,
          fallback: ERRORS.failedToUpdateUser,
        });
      } finally {
        userOfToken = null;
      }
    },
    createUser: (payload: UserCreate) =>
      t.create({
        service: 'tracker',
        method: 'POST',
        path: 'user',
        json: payload,
        answers: User,
        fallback: ERRORS.failedToUpdateUser,
      }),
    changePassword: (payload: ChangePasswordRequest) =>
      t.write({
        service: 'tracker',
        method: 'PUT',
        path: path('user', 'change-password'),
        json: payload,
        answers: Succeeded,
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
  };
};
