import { type } from './answerType.ts';
import { Id, lenient, Locale, readOr, rowsOf, RowVersion } from './common.ts';
import { Comment } from './comment.ts';
import { Design } from './design.ts';
import { lazySchema } from './lazySchema.ts';

export const TranslatableContent = lazySchema(() =>
  type({
    description: readOr(type('string'), () => ''),
    additionalInfo: readOr(rowsOf(type('string')), () => []),
    tags: readOr(rowsOf(type('string')), () => []),
  }),
);
export type TranslatableContent = typeof TranslatableContent.infer;

/**
 * A launcher content (translation). The default content is the base. Its id and language are
 * required; anything else may be absent or odd (DECISIONS.md "Write answers"): a content not
 * marked default is a translation.
 */
export const LauncherContent = lazySchema(() =>
  type({
    id: Id,
    launcherId: Id,
    localeId: Id,
    'locale?': lenient(Locale.or('null')),
    isDefault: readOr(type('boolean'), () => false),
    designId: readOr(Id.or('null'), () => null),
    'design?': lenient(Design.or('null')),
    'translatableContent?': lenient(TranslatableContent.or('null')),
    'comments?': lenient(rowsOf(Comment)),
    'version?': RowVersion,
  }),
);
export type LauncherContent = typeof LauncherContent.infer;
export const LauncherContentList = lazySchema(() => rowsOf(LauncherContent));

/**
 * What apps/server answers to `POST /api/launcher-content/{id}/comments/{commentId}`: the link
 * it made, never the translation's comments (that answer would grow with the list).
 */
export const CommentLink = lazySchema(() => type({ contentId: Id, commentId: Id }));
export type CommentLink = typeof CommentLink.infer;

/** Translatable content as the console sends it: bounded, unknown keys refused. */
const TranslatableContentInput = lazySchema(() =>
  type({
    '+': 'reject',
    description: 'string <= 10000',
    additionalInfo: type('string <= 1000').array().atMostLength(100),
    tags: type('string <= 100').array().atMostLength(100),
  }),
);

/** `POST /api/launcher-content`: a translation names its language (DECISIONS.md). */
export const LauncherContentCreate = lazySchema(() =>
  type({
    launcherId: Id,
    localeId: Id,
    isDefault: 'boolean',
    designId: Id.or('null'),
    'translatableContent?': TranslatableContentInput,
  }),
);
export type LauncherContentCreate = typeof LauncherContentCreate.infer;

/** `PATCH /api/launcher-content/{id}`: translatableContent and isDefault only. */
export const LauncherContentUpdate = lazySchema(() =>
  type({
    'translatableContent?': TranslatableContentInput.and({ description: 'string >= 20' }),
    'isDefault?': 'boolean',
  }),
);
export type LauncherContentUpdate = typeof LauncherContentUpdate.infer;
