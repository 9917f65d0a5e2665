import { type } from 'arktype';
import {
  DESIGN_FIELDS,
  DesignFinalOrder,
  designTagsOf,
  type Design,
} from '../../schemas/design.ts';
import { checkDesignFiles } from '../../uploads/rules.ts';
import {
  checkUpload,
  data,
  fileField,
  fileFields,
  message,
  notFound,
  textField,
} from '../route.ts';
import { nextVersion, versionRefusal } from '../rowVersions.ts';
import { find, remove, ok, type ResourceContext } from './resource.ts';

const filesOf = (form: FormData) => ({
  icon: fileField(form, 'icon'),
  video: fileField(form, 'video'),
  videoPreview: fileField(form, 'videoPreview'),
  screens: fileFields(form, 'screens'),
});

/** The mock back office's designs (icon, screenshots, video). */
export const createDesignHandlers = ({ route, store, db, base }: ResourceContext) => {
  let savedFiles = 0;
  /**
   * The new screens, stored under names unique in the design: a name already taken (by a kept
   * screen or an earlier new one) becomes `{fileId}-{name}`, as the server saves it.
   */
  const saveScreens = (files: File[], taken: Set<string>, fallback = (i: number) => `${i}`) =>
    files.map((file, i) => {
      savedFiles += 1;
      const fileId = `file${savedFiles}`;
      let name = file.name || fallback(i);
      if (taken.has(name)) name = `${fileId}-${name}`;
      taken.add(name);
      return { name, url: store.fileUrl(file, name) };
    });
  return [
    route('design.create', 'post', `${base}/design`, async ({ request }) => {
      const form = await request.formData();
      const files = filesOf(form);
      const { icon, screens, video, videoPreview } = files;
      // Every file is checked (as the server does) before the missing icon is reported.
      const checked = await checkUpload(checkDesignFiles(files));
      if (checked instanceof Response) return checked;
      // A design may start with its icon alone (the Icon, Name and Short Name form).
      if (!icon) return message(400, 'Icon is required');
      const design: Design = {
        id: store.nextId('designs'),
        name: textField(form, 'name') || `Design ${new Date().toISOString()}`,
        iconUrl: store.fileUrl(icon, 'icon.png'),
        screensData: saveScreens(screens, new Set(), (i) => `screen-${i + 1}.png`),
        videoUrl: video ? store.fileUrl(video, 'video.mp4') : null,
        videoPreviewUrl: videoPreview ? store.fileUrl(videoPreview, 'preview.png') : null,
        tags: designTagsOf(textField(form, DESIGN_FIELDS.tags)) ?? [],
      };
      db.designs.push(design);
      return data(store.views.design(design), 201);
    }),
    route('design.list', 'get', `${base}/design`, () => data(db.designs.map(store.views.design))),
    route('design.get', 'get', `${base}/design/:id`, ({ params }) => {
      const design = find(db.designs, params.id!);
      return design ? data(store.views.design(design)) : notFound('Design');
    }),
    route('design.update', 'patch', `${base}/design/:id`, async ({ request, params }) => {
      const design = find(db.designs, params.id!);
      if (!design) return notFound('Design');
      const form = await request.formData();
      const files = filesOf(form);
      const { icon, screens: newScreens } = files;
      const checked = await checkUpload(checkDesignFiles(files));
      if (checked instanceof Response) return checked;
      const stale = versionRefusal(request, design, () => store.views.design(design));
      if (stale) return stale;
      const order = textField(form, 'finalOrder');
      const added = () => saveScreens(newScreens, new Set(design.screensData.map((s) => s.name)));
      if (order !== undefined) {
        let names: unknown;
        try {
          names = JSON.parse(order);
        } catch {
          return message(400, 'finalOrder must be a JSON list of screen names');
        }
        // A list that is not one of names is refused with the shared schema's summary, as on
        // the server.
        const listed = DesignFinalOrder(names);
        if (listed instanceof type.errors) return message(400, listed.summary);
        const screensData: Design['screensData'] = [];
        const saved = added();
        for (const name of listed) {
          const placeholder = /^\$new:(\d+)$/.exec(name);
          if (placeholder) {
            const screen = saved[Number(placeholder[1])];
            if (!screen) return message(400, `finalOrder names an unknown screen "${name}"`);
            screensData.push(screen);
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
      } else {
        design.screensData.push(...added());
      }
      if (icon) design.iconUrl = store.fileUrl(icon, 'icon.png');
      // An empty or missing name keeps the design's; tags are kept unless the form sends them.
      design.name = textField(form, DESIGN_FIELDS.name) || design.name;
      design.tags = designTagsOf(textField(form, DESIGN_FIELDS.tags)) ?? design.tags;
      for (const field of ['video', 'videoPreview'] as const) {
        const value = form.get(field);
        const urlKey = field === 'video' ? 'videoUrl' : 'videoPreviewUrl';
        const file = fileField(form, field);
        if (file) design[urlKey] = store.fileUrl(file, field);
        else if (value === 'null' || value === '') design[urlKey] = null;
      }
      nextVersion(design);
      return data(store.views.design(design));
    }),
    // Translations using the design stay, with no design (the server's foreign key clears it).
    route('design.remove', 'delete', `${base}/design/:id`, ({ params }) => {
      if (!remove(db.designs, params.id!)) return notFound('Design');
      for (const content of db.contents) {
        if (content.designId === Number(params.id)) content.designId = null;
      }
      return ok();
    }),
  ];
};
