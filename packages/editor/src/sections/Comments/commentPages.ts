import { readAhead, type ApiClient } from '@landing/api';
import type {
  CommentsFillEvent,
  FillCommentsInput,
  LoadCommentsInput,
  LoadCommentsOutput,
} from '@landing/machines';
import { fromCallback, fromPromise } from 'xstate';

/** The first page: the rows the section shows at once. */
export const FIRST_COMMENTS_PAGE = 100;
/** Each page after it (issue 31). */
export const NEXT_COMMENTS_PAGE = 1000;

type CommentCalls = Pick<ApiClient['launcherContent'], 'comments' | 'commentsPage'>;

/**
 * The comments machine's `loadComments` and `fillComments` (issue 31): the first load reads the
 * translation's first page and the base's whole list; the rest arrives page by page, each page
 * asked as soon as the one before names its cursor. A back office that answers the whole array
 * gives every comment on the first call. Other reads (a refresh, another operator's change)
 * read the whole list.
 */
export function commentPages(calls: CommentCalls) {
  return {
    loadComments: fromPromise<LoadCommentsOutput, LoadCommentsInput>(async ({ input }) => {
      const base =
        input.baseContentId === null
          ? []
          : calls.comments(input.baseContentId).then(({ items }) => items);
      // The list's version is the whole list's on any page: the section knows the landing
      // watch's row for what it read (issue 29) without reading it again.
      const [list, baseComments] = await Promise.all([
        input.firstPage
          ? calls.commentsPage(input.contentId, { limit: FIRST_COMMENTS_PAGE })
          : calls.comments(input.contentId).then((whole) => ({ ...whole, next: null })),
        base,
      ]);
      return {
        comments: list.items,
        baseComments,
        ...(input.firstPage ? { next: list.next } : {}),
        ...(list.version === undefined ? {} : { version: list.version }),
      };
    }),
    fillComments: fromCallback<CommentsFillEvent, FillCommentsInput>(({ input, sendBack }) => {
      const pages = readAhead(
        (query, seen) => calls.commentsPage(input.contentId, query, seen),
        NEXT_COMMENTS_PAGE,
      );
      let stopped = false;
      const fill = async () => {
        let after: string | null = input.after;
        while (after !== null) {
          const page = await pages.after(after);
          if (stopped) return;
          sendBack({ type: 'comments.arrived', comments: page.items, next: page.next });
          after = page.next;
        }
      };
      fill().catch((error: unknown) => {
        if (!stopped) sendBack({ type: 'comments.fillFailed', error });
      });
      return () => {
        stopped = true;
        pages.stop();
      };
    }),
  };
}
