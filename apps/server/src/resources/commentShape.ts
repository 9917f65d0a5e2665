import type { Database } from '../db/database.ts';
import { fileUrl } from '../files/store.ts';
import { notFound } from '../http/errors.ts';
import { keysetPage, type KeysetQuery } from '../http/keysetPage.ts';

type CommentRow = {
  id: number;
  text: string;
  stars: number;
  count_rated: number;
  reply: string | null;
  commentator_id: number;
  lang_id: number;
  origin_id: number | null;
  commentator_name: string;
  commentator_icon: string | null;
  google_lang_code: string;
  display_name: string;
  version: number;
  content_id?: number;
  position?: number;
};

export type Comment = ReturnType<typeof toComment>;

export const toComment = (row: CommentRow) => ({
  id: row.id,
  text: row.text,
  stars: row.stars,
  countRated: row.count_rated,
  reply: row.reply,
  commentatorId: row.commentator_id,
  langId: row.lang_id,
  commentator: {
    id: row.commentator_id,
    name: row.commentator_name,
    iconUrl: fileUrl(row.commentator_icon),
  },
  locale: {
    id: row.lang_id,
    google_lang_code: row.google_lang_code,
    displayName: row.display_name,
  },
  version: row.version,
  originId: row.origin_id,
});

const select = `select c.*, m.name as commentator_name, m.icon_file_id as commentator_icon,
    l.google_lang_code, l.display_name
  from comments c join commentators m on m.id = c.commentator_id join locales l on l.id = c.lang_id`;

export async function loadComments(db: Database, ids?: number[]): Promise<Comment[]> {
  const rows = ids
    ? await db.query<CommentRow>(`${select} where c.id = any($1::int[]) order by c.id`, [ids])
    : await db.query<CommentRow>(`${select} order by c.id`);
  return rows.map(toComment);
}

export async function loadComment(db: Database, id: number): Promise<Comment> {
  const [comment] = await loadComments(db, [id]);
  if (!comment) throw notFound('Comment');
  return comment;
}

/** Comments linked to a content, in the order they were linked. */
export async function commentsOfContent(db: Database, contentId: number): Promise<Comment[]> {
  const rows = await db.query<CommentRow>(
    `${select} join content_comments cc on cc.comment_id = c.id
     where cc.content_id = $1 order by cc.position`,
    [contentId],
  );
  return rows.map(toComment);
}

/**
 * A page of a content's comments (issue 31): `limit` rows after the link at position `after`, in
 * link order (keyset on `content_comments (content_id, position)`), the cursor being the last
 * row's position.
 */
export async function commentsPageOfContent(
  db: Database,
  contentId: number,
  page: KeysetQuery,
): Promise<{ items: Comment[]; next: string | null }> {
  const rows = await db.query<CommentRow & { position: number }>(
    `${select.replace(/^select /, 'select cc.position, ')}
     join content_comments cc on cc.comment_id = c.id
     where cc.content_id = $1 and cc.position > $2 order by cc.position limit $3`,
    [contentId, page.after, page.limit + 1],
  );
  const { items, next } = keysetPage(rows, page, (row) => row.position);
  return { items: items.map(toComment), next };
}
