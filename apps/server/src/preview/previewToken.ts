import { type } from 'arktype';
import type { TokenService } from '../auth/tokens.ts';

const Ids = type({ landingId: 'number', launcherId: 'number', contentId: 'number' });
const Claims = Ids.and({ exp: 'number' });

export type PreviewIds = typeof Ids.infer;
export type PreviewClaims = typeof Claims.infer;

export type PreviewTokenCheck =
  | { status: 'valid'; claims: PreviewClaims }
  /** Signed by us but past its `exp`, or from before links expired (no `exp` at all). */
  | { status: 'expired' }
  | { status: 'invalid' };

/** The token in a preview URL: the ids to show and an expiry, signed. */
export function signPreviewToken(
  tokens: TokenService,
  ids: PreviewIds,
  ttlSeconds: number,
  now = Date.now(),
): string {
  return tokens.signData({ ...ids, exp: Math.floor(now / 1000) + ttlSeconds });
}

export function readPreviewToken(
  tokens: TokenService,
  token: string,
  now = Date.now(),
): PreviewTokenCheck {
  const value = tokens.readData(token);
  const claims = Claims(value);
  if (!(claims instanceof type.errors)) {
    return claims.exp * 1000 > now ? { status: 'valid', claims } : { status: 'expired' };
  }
  return Ids(value) instanceof type.errors ? { status: 'invalid' } : { status: 'expired' };
}
