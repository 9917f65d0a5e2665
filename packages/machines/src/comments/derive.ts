import {
  COMMENT_COUNT_RATED_DEFAULT,
  COMMENT_COUNT_RATED_MIN,
  COMMENT_STARS_DEFAULT,
} from '@landing/api';
import type { CommentsContext } from './context.ts';
import type { Comment, CommentCreate } from './entities.ts';
import { clampStars } from './stars.ts';

/**
 * Whether a translation's comment brings a base comment over: it is that comment, or a copy or
 * translation naming it as its origin. A comment without an origin (a back office that keeps
 * none, or one made before origins were kept) counts when it says the same thing by the same
 * commentator.
 */
function bringsOver(comment: Comment, base: Comment): boolean {
  if (comment.id === base.id || comment.originId === base.id) return true;
  return (
    comment.originId == null &&
    comment.commentatorId === base.commentatorId &&
    (comment.text ?? '').trim() === (base.text ?? '').trim()
  );
}

/** Base comments the active translation already has, copied or translated (none on the base). */
export function broughtOverBaseComments(context: CommentsContext): Comment[] {
  if (context.isBase) return [];
  return context.baseComments.filter((base) =>
    context.comments.some((comment) => bringsOver(comment, base)),
  );
}

/** Base comments not yet brought over to the active translation (none on the base itself). */
export function availableBaseComments(context: CommentsContext): Comment[] {
  if (context.isBase) return [];
  const brought = new Set(broughtOverBaseComments(context));
  return context.baseComments.filter((comment) => !brought.has(comment));
}

/** Base comments to add, once every comment of the translation arrived (issue 31). */
export const canAddFromBase = (context: CommentsContext) =>
  context.commentsNext === null && availableBaseComments(context).length > 0;

export const canTranslateFromBase = (context: CommentsContext) =>
  canAddFromBase(context) && context.baseHasContent;

export function selectedBaseComments(context: CommentsContext): Comment[] {
  const selected = new Set(context.bulk?.selectedIds ?? []);
  return availableBaseComments(context).filter((comment) => selected.has(comment.id));
}

/** 'Add from Base': a copy of each selected base comment in the active language. */
export function copiesInActiveLocale(context: CommentsContext): CommentCreate[] {
  return selectedBaseComments(context).map((comment) => ({
    commentatorId: comment.commentatorId,
    langId: context.localeId,
    text: comment.text ?? '',
    reply: comment.reply ?? null,
    stars: clampStars(comment.stars ?? COMMENT_STARS_DEFAULT),
    countRated: Math.max(
      COMMENT_COUNT_RATED_MIN,
      Math.round(comment.countRated ?? COMMENT_COUNT_RATED_DEFAULT),
    ),
    originId: comment.id,
  }));
}
