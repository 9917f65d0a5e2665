import type { Design } from '../../schemas/design.ts';
import { data, fileField, message, notFound, textField } from '../route.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

/** The mock back office's designs (icon, screenshots, video). */
export const createDesignHandlers = ({ route, store, db, base }: ResourceContext) => {
  return [
    route('design.create', 'post', `${base}/design`, async ({ request }) => {
      const form = await request.formData();
      const icon = fileField(form, 'icon');
      const screens = form.getAll('screens').filter((s): s is File => s instanceof File);
      // A design may start with its icon alone (the Icon, Name and Short Name form).
      if (!icon) return message(400, 'Icon is required');
      const video = fileField(form, 'video');
      const videoPreview = fileField(form, 'videoPreview');
      const design: Design = {
        id: store.nextId('designs'),
        name: textField(form, 'name') ?? `Design ${new Date().toISOString()}`,
        iconUrl: store.fileUrl(icon, 'icon.png'),
        screensData: screens.map((s, i) => ({
          name: s.name || `screen-${i + 1}.png`,
          url: store.fileUrl(s, `screen-${i + 1}.png`),
        })),
        videoUrl: video ? store.fileUrl(video, 'video.mp4') : null,
        videoPreviewUrl: videoPreview ? store.fileUrl(videoPreview, 'preview.png') : null,
        tags: [],
      };
      db.designs.push(design);
      return data(design, 201);
    }),
    route('design.list', 'get', `${base}/design`, () => data(db.designs)),
    route('design.get', 'get', `${base}/design/:id`, ({ params }) => {
      const design = find(db.designs, params.id!);
      return design ? data(design) : notFound('Design');
    }),
    route('design.update', 'patch', `${base}/design/:id`, async ({ request, params }) => {
      const design = find(db.designs, params.id!);
      if (!design) return notFound('Design');
      const form = await request.formData();
      const icon = fileField(form, 'icon');
      if (icon) design.iconUrl = store.fileUrl(icon, 'icon.png');
      const newScreens = form.getAll('screens').filter((s): s is File => s instanceof File);
      const order = textField(form, 'finalOrder');
      if (order !== undefined) {
        let names: unknown;
        try {
          names = JSON.parse(order);
        } catch {
          return message(400, 'finalOrder must be a JSON list of screen names');
        }
        if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
          return message(400, 'finalOrder must be a JSON list of screen names');
        const screensData: Design['screensData'] = [];
        for (const name of names) {
          const placeholder = typeof name === 'string' ? /^\$new:(\d+)$/.exec(name) : null;
          if (placeholder) {
            const file = newScreens[Number(placeholder[1])];
            if (!file) return message(400, `finalOrder names an unknown screen "${name}"`);
            screensData.push({ name: file.name, url: store.fileUrl(file, file.name) });
            continue;
          }
          const kept = design.screensData.find((s) => s.name === name);
          if (!kept) return message(400, `finalOrder names an unknown screen "${name}"`);
          screensData.push(kept);
        }
        if (screensData.length === 0 && design.screensData.length > 0) {
          return message(400, 'At least one screenshot is required');
        }
        design.screensData = screensData;
      }
      for (const field of ['video', 'videoPreview'] as const) {
        const value = form.get(field);
        const urlKey = field === 'video' ? 'videoUrl' : 'videoPreviewUrl';
        if (value === 'null') design[urlKey] = null;
        else if (value instanceof File) design[urlKey] = store.fileUrl(value, field);
      }
      return data(design);
    }),
    route('design.remove', 'delete', `${base}/design/:id`, ({ params }) =>
      remove(db.designs, params.id!) ? ok() : notFound('Design'),
    ),
  ];
};
