import { COMMENT_COUNT_RATED_MIN } from '@landing/api';
import type { CommentsContext } from './context.ts';
import type { Comment, CommentCreate } from './entities.ts';
import { clampStars } from './stars.ts';

/** Base comments not yet linked to the active translation (none on the base itself). */
export function availableBaseComments(context: CommentsContext): Comment[] {
  if (context.isBase) return [];
  const linked = new Set(context.comments.map((comment) => comment.id));
  return context.baseComments.filter((comment) => !linked.has(comment.id));
}

export const canAddFromBase = (context: CommentsContext) =>
  availableBaseComments(context).length > 0;

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
    text: comment.text,
    reply: comment.reply ?? null,
    stars: clampStars(comment.stars),
    countRated: Math.max(COMMENT_COUNT_RATED_MIN, Math.round(comment.countRated)),
  }));
}
