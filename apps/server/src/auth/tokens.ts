import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';

export type AccessClaims = { sub: number; sid: number; exp: number };
export type Session = { userId: number; sessionId: number };
export type RefreshResult =
  | { ok: true; access_token: string; refresh_token: string }
  /** `reused`: the token was already spent, and its session has just been ended. */
  | { ok: false; reused: boolean };

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Compares the signature as written with the one canonical base64url form of `expected`: the
 * decoder also takes padding, `+` and `/`, and other values of the last character's spare
 * bits, so comparing decoded bytes let copies of a signature in those forms pass as valid.
 */
function signatureMatches(written: string, expected: Buffer): boolean {
  const given = Buffer.from(written);
  const canonical = Buffer.from(b64url(expected));
  return given.length === canonical.length && timingSafeEqual(given, canonical);
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The HMAC key lives in the database so tokens survive restarts. */
async function loadSecret(db: Database): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await db.query(
    `insert into server_info (key, value) values ('token_secret', $1) on conflict (key) do nothing`,
    [fresh],
  );
  const [row] = await db.query<{ value: string }>(
    `select value from server_info where key = 'token_secret'`,
  );
  return Buffer.from(row?.value ?? fresh, 'base64');
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * An access token's `exp` (whole seconds): rounded up, so a token lives at least `ttlSeconds`
 * whichever millisecond it is signed at (rounding down cut up to a second off its life).
 */
export const accessExpiry = (nowMs: number, ttlSeconds: number): number =>
  Math.ceil(nowMs / 1000 + ttlSeconds);

export function createTokenService(
  db: Database,
  ttl: {
    accessTokenTtl: number;
    refreshTokenTtl: number;
    sessionMaxAge: number;
    refreshReuseGrace: number;
  },
) {
  let secret: Buffer | undefined;
  const sign = (payload: string) => {
    if (!secret) throw new Error('token secret not loaded');
    return createHmac('sha256', secret).update(payload).digest();
  };

  /**
   * The token a refresh token rotates to: derived from it with the server's key, so a second
   * refresh with the same token inside the grace window can answer the same new token without
   * the server ever storing one in the clear.
   */
  const rotationOf = (refreshToken: string) => b64url(sign(`rotate:${refreshToken}`));

  function signAccess(session: Session): string {
    const claims: AccessClaims = {
      sub: session.userId,
      sid: session.sessionId,
      exp: accessExpiry(Date.now(), ttl.accessTokenTtl),
    };
    const payload = b64url(JSON.stringify(claims));
    return `${payload}.${b64url(sign(payload))}`;
  }

  /**
   * Checks signature and expiry only; `findSession` checks the session is still open. With
   * `allowExpired`, a correctly signed but expired token still names its session (logout).
   */
  function readAccess(token: string, allowExpired = false): AccessClaims | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    if (!signatureMatches(signature, sign(payload))) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
      if (typeof claims.exp !== 'number' || typeof claims.sid !== 'number') return undefined;
      if (!allowExpired && claims.exp * 1000 <= Date.now()) return undefined;
      return claims;
    } catch {
      return undefined;
    }
  }

  return {
    /** Loads (or creates) the signing key; called once at start, before any request. */
    async init(): Promise<void> {
      secret ??= await loadSecret(db);
    },

    /** Signs a small JSON value into a URL-safe token (preview links). */
    signData(value: unknown): string {
      const payload = b64url(JSON.stringify(value));
      return `${payload}.${b64url(sign(`data:${payload}`))}`;
    },

    readData(token: string): unknown {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      if (!signatureMatches(signature, sign(`data:${payload}`))) return undefined;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown;
      } catch {
        return undefined;
      }
    },

    /** Opens a session: a refresh token stored (hashed) server-side and an access token for it. */
    async openSession(userId: number) {
      // Spent tokens matter only while their session could still be used: forget the others.
      await db.query(
        `delete from spent_refresh_tokens s using refresh_tokens r
         where s.session_id = r.id and (r.expires_at <= now() or r.revoked_at is not null)`,
      );
      const refreshToken = randomBytes(32).toString('base64url');
      const [row] = await db.query<{ id: number }>(
        `insert into refresh_tokens (user_id, token_hash, expires_at)
         values ($1, $2, now() + make_interval(secs => least($3::float8, $4::float8))) returning id`,
        [userId, sha256(refreshToken), ttl.refreshTokenTtl, ttl.sessionMaxAge],
      );
      if (!row) throw new Error('session not stored');
      return {
        access_token: signAccess({ userId, sessionId: row.id }),
        refresh_token: refreshToken,
      };
    },

    /**
     * Trades a refresh token for a new access token and a new refresh token; the old one is
     * spent. In one statement, so of two requests with the same token exactly one rotates.
     * The others, within `refreshReuseGrace` seconds and while its rotation is still the
     * session's current token, get that same new refresh token (two tabs or editors refreshing
     * at once). Any other spent token presented again ends its whole session: either the thief
     * or the owner holds a copy, and the server cannot tell which.
     */
    async refresh(refreshToken: string): Promise<RefreshResult> {
      const hash = sha256(refreshToken);
      const next = rotationOf(refreshToken);
      const [row] = await db.query<{ id: number; user_id: number }>(
        `with rotated as (
           update refresh_tokens
           set token_hash = $2,
               expires_at = least(now() + make_interval(secs => $3::float8),
                                  created_at + make_interval(secs => $4::float8))
           where token_hash = $1 and revoked_at is null and expires_at > now()
           returning id, user_id
         ), spent as (
           insert into spent_refresh_tokens (token_hash, session_id) select $1, id from rotated
         )
         select id, user_id from rotated`,
        [hash, sha256(next), ttl.refreshTokenTtl, ttl.sessionMaxAge],
      );
      if (row) {
        return {
          ok: true,
          access_token: signAccess({ userId: row.user_id, sessionId: row.id }),
          refresh_token: next,
        };
      }
      const [justRotated] = await db.query<{ id: number; user_id: number }>(
        `select r.id, r.user_id from spent_refresh_tokens s
         join refresh_tokens r on r.id = s.session_id
         where s.token_hash = $1 and s.spent_at > now() - make_interval(secs => $3::float8)
           and r.token_hash = $2 and r.revoked_at is null and r.expires_at > now()`,
        [hash, sha256(next), ttl.refreshReuseGrace],
      );
      if (justRotated) {
        return {
          ok: true,
          access_token: signAccess({ userId: justRotated.user_id, sessionId: justRotated.id }),
          refresh_token: next,
        };
      }
      const reused = await db.query(
        `update refresh_tokens set revoked_at = now()
         where id = (select session_id from spent_refresh_tokens where token_hash = $1)
           and revoked_at is null
         returning id`,
        [hash],
      );
      return { ok: false, reused: reused.length > 0 };
    },

    async verifyAccess(token: string): Promise<Session | undefined> {
      const claims = readAccess(token);
      if (!claims) return undefined;
      const [row] = await db.query<{ id: number }>(
        `select id from refresh_tokens where id = $1 and user_id = $2 and revoked_at is null`,
        [claims.sid, claims.sub],
      );
      return row ? { userId: claims.sub, sessionId: claims.sid } : undefined;
    },

    /**
     * Revokes the session of an access token (expired ones included: logging out after a
     * while must still end the session), or the refresh token itself. False when no open
     * session was found, so the caller never reports a logout that did nothing.
     */
    async revoke(token: string): Promise<boolean> {
      const claims = readAccess(token, true);
      const revoked = claims
        ? await db.query(
            `update refresh_tokens set revoked_at = now() where id = $1 and revoked_at is null
             returning id`,
            [claims.sid],
          )
        : await db.query(
            `update refresh_tokens set revoked_at = now()
             where token_hash = $1 and revoked_at is null returning id`,
            [sha256(token)],
          );
      return revoked.length > 0;
    },

    async revokeAllOf(userId: number, exceptSessionId?: number): Promise<void> {
      await db.query(
        `update refresh_tokens set revoked_at = now()
         where user_id = $1 and revoked_at is null and id <> $2`,
        [userId, exceptSessionId ?? 0],
      );
    },
  };
}
