import {
  CommentCreate,
  CommentUpdate,
  CommentsBatch,
  CommentsTranslate,
  type Comment,
} from '../../schemas/comment.ts';
import { sandboxTranslation } from '../../sandbox/translation.ts';
import { data, message, notFound, readJson } from '../route.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's comments and their translation. */
export const createCommentsHandlers = ({ route, store, db, base }: ResourceContext) => {
  const translate = (comment: Comment, localeId: number): Comment => {
    const code = db.locales.find((l) => l.id === localeId)?.google_lang_code ?? '??';
    // The server's sandbox translator: the text and the reply, each marked once.
    return {
      ...comment,
      id: store.nextId('comments'),
      langId: localeId,
      text: sandboxTranslation(comment.text ?? '', code),
      reply: comment.reply ? sandboxTranslation(comment.reply, code) : null,
      originId: comment.id,
    };
  };

  /** The server stores an empty reply as none. */
  const withReply = <T extends { reply?: string | null }>(body: T): T =>
    body.reply === undefined ? body : { ...body, reply: body.reply || null };

  /** The server refuses a comment whose commentator, language or origin does not exist (400). */
  const refused = (body: { commentatorId?: number; langId?: number; originId?: number | null }) => {
    if (body.commentatorId !== undefined && !find(db.commentators, body.commentatorId))
      return message(400, `commentatorId ${body.commentatorId} does not name a commentator`);
    if (body.langId !== undefined && !find(db.locales, body.langId))
      return message(400, `langId ${body.langId} does not name a locale`);
    if (typeof body.originId === 'number' && !find(db.comments, body.originId))
      return message(400, `originId ${body.originId} does not name a comment`);
    return undefined;
  };

  return [
    route('comments.list', 'get', `${base}/comments`, () =>
      data(db.comments.map(store.views.comment)),
    ),
    route('comments.translate', 'post', `${base}/comments/translate`, async ({ request }) => {
      const body = await readJson(request, CommentsTranslate);
      if (body instanceof Response) return body;
      if (!find(db.locales, body.targetLocaleId)) return notFound('Locale');
      // Every source is checked before any copy is made: a missing one creates nothing.
      const missing = body.commentIds.filter((id) => !find(db.comments, id));
      if (missing.length > 0) return message(404, `Comment ${missing.join(', ')} not found`);
      const created: Comment[] = [];
      for (const id of body.commentIds) {
        const copy = translate(find(db.comments, id)!, body.targetLocaleId);
        db.comments.push(copy);
        created.push(copy);
      }
      return data(created.map(store.views.comment), 201);
    }),
    route('comments.batch', 'post', `${base}/comments/batch`, async ({ request }) => {
      const body = await readJson(request, CommentsBatch);
      if (body instanceof Response) return body;
      // One bad comment refuses the whole batch with nothing created.
      for (const comment of body.comments) {
        const refusal = refused(comment);
        if (refusal) return refusal;
      }
      const created = body.comments.map((c) => {
        const comment = { id: store.nextId('comments'), ...c, reply: c.reply || null };
        db.comments.push(comment);
        return comment;
      });
      return data(created.map(store.views.comment), 201);
    }),
    route('comments.create', 'post', `${base}/comments`, async ({ request }) => {
      const body = await readJson(request, CommentCreate);
      if (body instanceof Response) return body;
      const refusal = refused(body);
      if (refusal) return refusal;
      const comment = { id: store.nextId('comments'), ...body, reply: body.reply || null };
      db.comments.push(comment);
      return data(store.views.comment(comment), 201);
    }),
    route('comments.get', 'get', `${base}/comments/:id`, ({ params }) => {
      const comment = find(db.comments, params.id!);
      return comment ? data(store.views.comment(comment)) : notFound('Comment');
    }),
    route('comments.update', 'patch', `${base}/comments/:id`, async ({ request, params }) => {
      // As the server: the body is checked before the comment is looked up.
      const body = await readJson(request, CommentUpdate);
      if (body instanceof Response) return body;
      const comment = find(db.comments, params.id!);
      if (!comment) return notFound('Comment');
      const refusal =
        refused(body) ?? versionRefusal(request, comment, () => store.views.comment(comment));
      if (refusal) return refusal;
      nextVersion(comment);
      // An origin is set when a comment is made, never changed (the server ignores it here).
      const { originId: _origin, ...changes } = body as typeof body & { originId?: unknown };
      Object.assign(comment, withReply(changes));
      return data(store.views.comment(comment));
    }),
    route('comments.remove', 'delete', `${base}/comments/:id`, ({ params }) => {
      for (const content of db.contents) {
        content.commentIds = content.commentIds.filter((id) => id !== Number(params.id));
      }
      if (!remove(db.comments, params.id!)) return notFound('Comment');
      // Its copies keep going, without an origin (the server's `on delete set null`).
      for (const comment of db.comments) {
        if (comment.originId === Number(params.id)) comment.originId = null;
      }
      return ok();
    }),
  ];
};
