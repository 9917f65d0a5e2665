import { data, fileField, message, notFound, textField } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's commentators. */
export const createCommentatorsHandlers = ({ route, store, db, base }: ResourceContext) => {
  return [
    route('commentators.list', 'get', `${base}/commentators`, () => data(db.commentators)),
    route('commentators.create', 'post', `${base}/commentators`, async ({ request }) => {
      const form = await request.formData();
      const name = textField(form, 'name') ?? '';
      const icon = fileField(form, 'icon');
      if (name.trim().length < 2)
        return message(400, 'Commentator name must be at least 2 characters long');
      if (!icon) return message(400, 'Icon is required');
      const iconUrl = store.fileUrl(icon, 'icon.png');
      const commentator = { id: store.nextId('commentators'), name, icon: iconUrl, iconUrl };
      db.commentators.push(commentator);
      // The server answers the whole commentator, not only its id.
      return data(commentator, 201);
    }),
    route('commentators.get', 'get', `${base}/commentators/:id`, ({ params }) => {
      const commentator = find(db.commentators, params.id!);
      return commentator ? data(commentator) : notFound('Commentator');
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
        if (name !== undefined && name.trim().length < 2)
          return message(400, 'Commentator name must be at least 2 characters long');
        if (name !== undefined) commentator.name = name;
        const icon = fileField(form, 'icon');
        if (icon) commentator.icon = commentator.iconUrl = store.fileUrl(icon, 'icon.png');
        return data(commentator);
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
