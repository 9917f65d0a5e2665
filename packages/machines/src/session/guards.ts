import { loginRequestIssues, type LoginRequest } from '@landing/api';
import type { RefreshOutput, StoreTokensParams } from './actors.ts';
import type { SessionLoginEvent } from './events.ts';

/** What the login call sends: the tracker's `LoginRequest`, never the event's other fields. */
export const loginRequestOf = ({ email, password }: SessionLoginEvent): LoginRequest => ({
  email,
  password,
});

/**
 * The tracker is asked only with a request its schema accepts (checked by the schema's
 * arktype-free twin: the session runs on /login, which must not load the schema library).
 */
export function isLoginRequest(event: SessionLoginEvent): boolean {
  return Object.keys(loginRequestIssues(loginRequestOf(event))).length === 0;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(target: string | undefined): string {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return '/';
  if (target.startsWith('/login')) return '/';
  return target;
}

/** The new access token, plus the refresh token when the tracker rotated it. */
export function tokensFromRefresh(output: RefreshOutput): StoreTokensParams {
  return output.refresh_token === undefined
    ? { accessToken: output.access_token }
    : { accessToken: output.access_token, refreshToken: output.refresh_token };
}
