import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { TokenService } from './tokens.ts';

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Lets the call through only with a valid, unexpired access token of an open session. */
export function requireAuth(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new HttpError(401, 'Authorization required');
    const session = await tokens.verifyAccess(token);
    if (!session) throw new HttpError(401, 'The access token is invalid or has expired');
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
  };
}
