import { type } from './answerType.ts';
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
import { lazySchema } from './lazySchema.ts';
import { listPageOf } from './listPage.ts';

export const LandingTemplateRef = lazySchema(() =>
  type({
    'id?': lenient(Id),
    'code?': LenientText,
    'isCustom?': lenient(type('boolean')),
  }),
);

/**
 * A landing's main launcher summary. `languages` may be codes or locales. Only the id is
 * required (DECISIONS.md "Write answers"); an odd language is left out.
 */
export const LandingMainLauncher = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientText,
    'iconUrl?': LenientString,
    'previewUrl?': LenientString,
    'languages?': lenient(rowsOf(type('string').or(Locale)).or('null')),
    'template?': lenient(LandingTemplateRef),
  }),
);
export type LandingMainLauncher = typeof LandingMainLauncher.infer;

export const RelatedLauncher = lazySchema(() =>
  type({
    id: Id,
    'name?': LenientText,
    'template?': lenient(LandingTemplateRef),
  }),
);
export type RelatedLauncher = typeof RelatedLauncher.infer;

/** A landing: a main launcher that is absent, null or without an id reads as none. */
export const Landing = lazySchema(() =>
  type({
    id: Id,
    'webServerId?': lenient(WebServerId),
    'mainLauncher?': lenient(LandingMainLauncher.or('null')),
    'relatedLaunchers?': lenient(rowsOf(RelatedLauncher)),
  }),
);
export type Landing = typeof Landing.infer;
export const LandingList = lazySchema(() => rowsOf(Landing));

/** A page of `GET /api/landing?limit=&after=` (issue 31). */
export const LandingPage = lazySchema(() => listPageOf(Landing));

/** `GET /api/landing/linkable` answers landings in the landing shape (DECISIONS.md). */
export const LinkableLanding = Landing;
export type LinkableLanding = Landing;
export const LinkableLandingList = LandingList;

/** `POST /api/landing`. */
export const LandingCreate = lazySchema(() => type({ mainLauncherId: Id }));
export type LandingCreate = typeof LandingCreate.infer;

/** `PATCH /api/landing/{id}` with the changed fields (DECISIONS.md). */
export const LandingUpdate = lazySchema(() =>
  type({ 'mainLauncherId?': Id, 'webServerId?': WebServerId }),
);
export type LandingUpdate = typeof LandingUpdate.infer;

/** `GET /api/landing/{id}/web-server-url?launcherId&contentId` → `{ url }`. */
export const WebServerUrlQuery = lazySchema(() => type({ launcherId: Id, 'contentId?': Id }));
export type WebServerUrlQuery = typeof WebServerUrlQuery.infer;
/** The preview page's address: the frame needs one, so an empty answer is refused. */
export const WebServerUrl = lazySchema(() => type({ url: 'string > 0' }));
export type WebServerUrl = typeof WebServerUrl.infer;

/**
 * The message a preview page posts to its parent when its link has expired (preview links carry
 * an expiry): the editor then asks for a new URL.
 */
export const PREVIEW_EXPIRED_MESSAGE = 'landing-preview:expired';

/**
 * One row of `GET /api/landing/{id}/versions` (apps/server only, issue 29): a row the editor
 * shows, its version, when and by whom it was saved last (a name or email; null when unknown).
 * A `comments` row is a translation's comment list (its id the translation's; its version a
 * digest, no writer); the `landing` row is the landing's links (its main and related launchers;
 * a digest, no writer).
 */
export const RowStamp = lazySchema(() =>
  type({
    kind: "'landing' | 'launcher' | 'content' | 'design' | 'comments'",
    id: Id,
    version: RowVersion,
    'updatedAt?': LenientString,
    'updatedBy?': LenientString,
  }),
);
export type RowStamp = typeof RowStamp.infer;
export const RowStampList = lazySchema(() => rowsOf(RowStamp));
