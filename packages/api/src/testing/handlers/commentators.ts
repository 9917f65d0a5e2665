import { commentatorNameMessage } from '../../schemas/comment.ts';
import { checkCommentatorIcon } from '../../uploads/rules.ts';
import { checkUpload, data, fileField, message, notFound, textField } from '../route.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's commentators. */
export const createCommentatorsHandlers = ({ route, store, db, base }: ResourceContext) => {
  return [
    route('commentators.list', 'get', `${base}/commentators`, () =>
      data(db.commentators.map(store.views.commentator)),
    ),
    route('commentators.create', 'post', `${base}/commentators`, async ({ request }) => {
      const form = await request.formData();
      const name = textField(form, 'name') ?? '';
      const icon = fileField(form, 'icon');
      const nameProblem = commentatorNameMessage(textField(form, 'name'));
      if (nameProblem) return message(400, nameProblem);
      if (!icon) return message(400, 'Icon is required');
      const checked = await checkUpload(checkCommentatorIcon(icon));
      if (checked instanceof Response) return checked;
      const iconUrl = store.fileUrl(icon, 'icon.png');
      const commentator = { id: store.nextId('commentators'), name, icon: iconUrl, iconUrl };
      db.commentators.push(commentator);
      // The server answers the whole commentator, not only its id.
      return data(store.views.commentator(commentator), 201);
    }),
    route('commentators.get', 'get', `${base}/commentators/:id`, ({ params }) => {
      const commentator = find(db.commentators, params.id!);
      return commentator ? data(store.views.commentator(commentator)) : notFound('Commentator');
    }),
    route(
      'commentators.update',
      'patch',
      `${base}/commentators/:id`,
      async ({ request, params }) => {
        const commentator = find(db.commentators, params.id!);
        if (!commentator) return notFound('Commentator');
        const form = await request.formData();
        const name = textField(form, 'name');
        const nameProblem = name === undefined ? undefined : commentatorNameMessage(name);
        if (nameProblem) return message(400, nameProblem);
        const icon = fileField(form, 'icon');
        if (icon) {
          const checked = await checkUpload(checkCommentatorIcon(icon));
          if (checked instanceof Response) return checked;
        }
        const stale = versionRefusal(request, commentator, () =>
          store.views.commentator(commentator),
        );
        if (stale) return stale;
        nextVersion(commentator);
        if (name !== undefined) commentator.name = name;
        if (icon) commentator.icon = commentator.iconUrl = store.fileUrl(icon, 'icon.png');
        return data(store.views.commentator(commentator));
      },
    ),
    // A commentator who wrote comments stays (409), as on the server.
    route('commentators.remove', 'delete', `${base}/commentators/:id`, ({ params }) => {
      if (!find(db.commentators, params.id!)) return notFound('Commentator');
      const wrote = db.comments.filter((c) => c.commentatorId === Number(params.id)).length;
      if (wrote > 0) return message(409, `The commentator wrote ${wrote} comment(s)`);
      remove(db.commentators, params.id!);
      return ok();
    }),
  ];
};
