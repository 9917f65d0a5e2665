import type { LoginRequest, RefreshedTokens, Session } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { SessionUser } from './context.ts';

export type LoginInput = LoginRequest;
/** The tracker's answer to POST /tracker/v1/login: both tokens (the client's schema checks it). */
export type LoginOutput = Session;
/** The tracker's answer to POST /tracker/v1/refresh; a rotated refresh token may come too. */
export type RefreshOutput = RefreshedTokens;

export type StoreTokensParams = { accessToken: string; refreshToken?: string };

/** Injected actors (all `fromPromise`). Their rejection value is read by `serverMessageOf`. */
export const sessionActors = {
  /** GET /tracker/v1/user with the stored access token. */
  loadUser: notProvidedActor<SessionUser, void>('loadUser'),
  /** POST /tracker/v1/refresh with the stored refresh token; answers the tokens, stores nothing. */
  refreshToken: notProvidedActor<RefreshOutput, void>('refreshToken'),
  /** POST /tracker/v1/login; answers the tokens, stores nothing. */
  login: notProvidedActor<LoginOutput, LoginInput>('login'),
  /** POST /tracker/v1/logout; its failure is ignored. */
  logout: notProvidedActor<unknown, void>('logout'),
};
