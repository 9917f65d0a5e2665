import type { Comment } from '../../schemas/comment.ts';
import { LauncherContentCreate, LauncherContentUpdate } from '../../schemas/launcherContent.ts';
import { asksForPage, data, message, notFound, readJson } from '../route.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's launcher contents (translations) and their comment and design links. */
export const createLauncherContentHandlers = ({ route, store, db, base }: ResourceContext) => {
  /** Only one base per launcher: making one default clears the flag on its siblings. */
  const makeDefault = (content: { id: number; launcherId: number; isDefault: boolean }) => {
    for (const sibling of db.contents) {
      if (sibling.launcherId !== content.launcherId) continue;
      // Losing the base flag moves a sibling's version, as on the server.
      if (sibling.id !== content.id && sibling.isDefault) nextVersion(sibling);
      sibling.isDefault = sibling.id === content.id;
    }
    content.isDefault = true;
  };
  /** A translation's linked comments, as the API shows them. */
  const commentsOf = (content: { commentIds: number[] }) =>
    content.commentIds
      .map((id) => find(db.comments, id))
      .filter((c): c is Comment => c !== undefined)
      .map(store.views.comment);

  return [
    route('launcherContent.create', 'post', `${base}/launcher-content`, async ({ request }) => {
      const body = await readJson(request, LauncherContentCreate);
      if (body instanceof Response) return body;
      if (!find(db.launchers, body.launcherId)) return notFound('Launcher');
      const locale = find(db.locales, body.localeId);
      if (!locale) return notFound('Locale');
      if (body.designId !== null && !find(db.designs, body.designId)) return notFound('Design');
      if (
        db.contents.some((c) => c.launcherId === body.launcherId && c.localeId === body.localeId)
      ) {
        return message(409, `The launcher already has a ${locale.displayName} translation`);
      }
      const content = {
        id: store.nextId('contents'),
        launcherId: body.launcherId,
        localeId: body.localeId,
        // The first translation of a launcher is its base even when the caller did not say so.
        isDefault: body.isDefault || !db.contents.some((c) => c.launcherId === body.launcherId),
        designId: body.designId,
        translatableContent: body.translatableContent ?? {
          description: '',
          additionalInfo: [],
          tags: [],
        },
        commentIds: [],
      };
      if (content.isDefault) makeDefault(content);
      db.contents.push(content);
      return data(store.views.content(content), 201);
    }),
    route('launcherContent.list', 'get', `${base}/launcher-content`, () =>
      data(db.contents.map(store.views.content)),
    ),
    route(
      'launcherContent.byLauncher',
      'get',
      `${base}/launcher-content/launcher/:launcherId`,
      ({ params }) => {
        if (!find(db.launchers, params.launcherId!)) return notFound('Launcher');
        return data(
          db.contents
            .filter((c) => c.launcherId === Number(params.launcherId))
            .map(store.views.content),
        );
      },
    ),
    // The spec's back office knows no pages: asked for one, it answers the whole array (issue 31).
    route(
      'launcherContent.commentsPage',
      'get',
      `${base}/launcher-content/:id/comments`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        return data(commentsOf(content));
      },
      asksForPage,
    ),
    route(
      'launcherContent.comments',
      'get',
      `${base}/launcher-content/:id/comments`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        return data(commentsOf(content));
      },
    ),
    route(
      'launcherContent.linkComment',
      'post',
      `${base}/launcher-content/:id/comments/:commentId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        if (!find(db.comments, params.commentId!)) return notFound('Comment');
        const commentId = Number(params.commentId);
        if (!content.commentIds.includes(commentId)) content.commentIds.push(commentId);
        // As the server: 201 with the link made.
        return data({ contentId: content.id, commentId }, 201);
      },
    ),
    route(
      'launcherContent.unlinkComment',
      'delete',
      `${base}/launcher-content/:id/comments/:commentId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        const commentId = Number(params.commentId);
        if (!content.commentIds.includes(commentId)) return notFound('Comment link');
        content.commentIds = content.commentIds.filter((id) => id !== commentId);
        return ok();
      },
    ),
    route(
      'launcherContent.linkDesign',
      'post',
      `${base}/launcher-content/:id/design/:designId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        if (!find(db.designs, params.designId!)) return notFound('Design');
        content.designId = Number(params.designId);
        nextVersion(content);
        return data(store.views.content(content));
      },
    ),
    route(
      'launcherContent.unlinkDesign',
      'delete',
      `${base}/launcher-content/:id/design/:designId`,
      ({ params }) => {
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        if (content.designId !== Number(params.designId)) return notFound('Design link');
        content.designId = null;
        nextVersion(content);
        return data(store.views.content(content));
      },
    ),
    route('launcherContent.get', 'get', `${base}/launcher-content/:id`, ({ params }) => {
      const content = find(db.contents, params.id!);
      return content ? data(store.views.content(content)) : notFound('Launcher content');
    }),
    route(
      'launcherContent.update',
      'patch',
      `${base}/launcher-content/:id`,
      async ({ request, params }) => {
        // As the server: the body is checked before the translation is looked up.
        const body = await readJson(request, LauncherContentUpdate);
        if (body instanceof Response) return body;
        const content = find(db.contents, params.id!);
        if (!content) return notFound('Launcher content');
        const stale = versionRefusal(request, content, () => store.views.content(content));
        if (stale) return stale;
        nextVersion(content);
        if (body.translatableContent) content.translatableContent = body.translatableContent;
        if (body.isDefault === true) makeDefault(content);
        if (body.isDefault === false) content.isDefault = false;
        return data(store.views.content(content));
      },
    ),
    route('launcherContent.remove', 'delete', `${base}/launcher-content/:id`, ({ params }) =>
      remove(db.contents, params.id!) ? ok() : notFound('Launcher content'),
    ),
  ];
};
