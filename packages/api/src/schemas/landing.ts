import { type } from 'arktype';
import {
  Id,
  lenient,
  LenientString,
  LenientText,
  Locale,
  rowsOf,
  RowVersion,
  WebServerId,
} from './common.ts';

export const LandingTemplateRef = type({
  'id?': lenient(Id),
  'code?': LenientText,
  'isCustom?': lenient(type('boolean')),
});

/**
 * A landing's main launcher summary. `languages` may be codes or locales. Only the id is
 * required (DECISIONS.md "Write answers"); an odd language is left out.
 */
export const LandingMainLauncher = type({
  id: Id,
  'name?': LenientText,
  'iconUrl?': LenientString,
  'previewUrl?': LenientString,
  'languages?': lenient(rowsOf(type('string').or(Locale)).or('null')),
  'template?': lenient(LandingTemplateRef),
});
export type LandingMainLauncher = typeof LandingMainLauncher.infer;

export const RelatedLauncher = type({
  id: Id,
  'name?': LenientText,
  'template?': lenient(LandingTemplateRef),
});
export type RelatedLauncher = typeof RelatedLauncher.infer;

/** A landing: a main launcher that is absent, null or without an id reads as none. */
export const Landing = type({
  id: Id,
  'webServerId?': lenient(WebServerId),
  'mainLauncher?': lenient(LandingMainLauncher.or('null')),
  'relatedLaunchers?': lenient(rowsOf(RelatedLauncher)),
});
export type Landing = typeof Landing.infer;
export const LandingList = rowsOf(Landing);

/** `GET /api/landing/linkable` answers landings in the landing shape (DECISIONS.md). */
export const LinkableLanding = Landing;
export type LinkableLanding = Landing;
export const LinkableLandingList = LandingList;

/** `POST /api/landing`. */
export const LandingCreate = type({ mainLauncherId: Id });
export type LandingCreate = typeof LandingCreate.infer;

/** `PATCH /api/landing/{id}` with the changed fields (DECISIONS.md). */
export const LandingUpdate = type({ 'mainLauncherId?': Id, 'webServerId?': WebServerId });
export type LandingUpdate = typeof LandingUpdate.infer;

/** `GET /api/landing/{id}/web-server-url?launcherId&contentId` → `{ url }`. */
export const WebServerUrlQuery = type({ launcherId: Id, 'contentId?': Id });
export type WebServerUrlQuery = typeof WebServerUrlQuery.infer;
/** The preview page's address: the frame needs one, so an empty answer is refused. */
export const WebServerUrl = type({ url: 'string > 0' });
export type WebServerUrl = typeof WebServerUrl.infer;

/**
 * The message a preview page posts to its parent when its link has expired (preview links carry
 * an expiry): the editor then asks for a new URL.
 */
export const PREVIEW_EXPIRED_MESSAGE = 'landing-preview:expired';

/**
 * One row of `GET /api/landing/{id}/versions` (apps/server only, issue 29): a row the editor
 * shows, its version, when and by whom it was saved last (a name or email; null when unknown).
 */
export const RowStamp = type({
  kind: "'launcher' | 'content' | 'design'",
  id: Id,
  version: RowVersion,
  'updatedAt?': LenientString,
  'updatedBy?': LenientString,
});
export type RowStamp = typeof RowStamp.infer;
export const RowStampList = rowsOf(RowStamp);
