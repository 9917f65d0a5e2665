import { type } from 'arktype';
import { Id, Locale, RowVersion } from './common.ts';
import { Comment } from './comment.ts';
import { Design } from './design.ts';

export const TranslatableContent = type({
  description: 'string',
  additionalInfo: 'string[]',
  tags: 'string[]',
});
export type TranslatableContent = typeof TranslatableContent.infer;

/** A launcher content (translation). The default content is the base. */
export const LauncherContent = type({
  id: Id,
  launcherId: Id,
  localeId: Id,
  'locale?': Locale.or('null'),
  isDefault: 'boolean',
  designId: Id.or('null'),
  'design?': type({ id: Id }).and(Design.partial()).or('null'),
  'translatableContent?': TranslatableContent.or('null'),
  'comments?': Comment.array(),
  'version?': RowVersion,
});
export type LauncherContent = typeof LauncherContent.infer;
export const LauncherContentList = LauncherContent.array();

/**
 * What apps/server answers to `POST /api/launcher-content/{id}/comments/{commentId}`: the link
 * it made, never the translation's comments (that answer would grow with the list).
 */
export const CommentLink = type({ contentId: Id, commentId: Id });
export type CommentLink = typeof CommentLink.infer;

/** Translatable content as the console sends it: bounded, unknown keys refused. */
const TranslatableContentInput = type({
  '+': 'reject',
  description: 'string <= 10000',
  additionalInfo: type('string <= 1000').array().atMostLength(100),
  tags: type('string <= 100').array().atMostLength(100),
});

/** `POST /api/launcher-content`: a translation names its language (DECISIONS.md). */
export const LauncherContentCreate = type({
  launcherId: Id,
  localeId: Id,
  isDefault: 'boolean',
  designId: Id.or('null'),
  'translatableContent?': TranslatableContentInput,
});
export type LauncherContentCreate = typeof LauncherContentCreate.infer;

/** `PATCH /api/launcher-content/{id}`: translatableContent and isDefault only. */
export const LauncherContentUpdate = type({
  'translatableContent?': TranslatableContentInput.and({ description: 'string >= 20' }),
  'isDefault?': 'boolean',
});
export type LauncherContentUpdate = typeof LauncherContentUpdate.infer;
