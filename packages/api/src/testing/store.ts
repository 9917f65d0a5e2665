import type { App } from '../schemas/app.ts';
import { versionOf } from './rowVersions.ts';
import type { Comment } from '../schemas/comment.ts';
import type { Design } from '../schemas/design.ts';
import type { Landing } from '../schemas/landing.ts';
import type { Launcher } from '../schemas/launcher.ts';
import type { LauncherContent } from '../schemas/launcherContent.ts';
import { createFixtures, type Fixtures } from './fixtures.ts';

export type StoredContent = Fixtures['contents'][number];
export type StoredLauncher = Fixtures['launchers'][number];
export type StoredLanding = Fixtures['landings'][number];
export type StoredCommentator = Fixtures['commentators'][number];

/** The in-memory back office behind the mock handlers; tests and stories may read or change it. */
export interface MockStore {
  data: Fixtures;
  /** Next free id for a collection. */
  nextId: (collection: keyof Omit<Fixtures, 'user' | 'credentials'>) => number;
  /** A stable URL for an uploaded file (an object URL where the runtime has them). */
  fileUrl: (file: File | Blob, fallbackName: string) => string;
  views: {
    comment: (comment: Comment) => Comment;
    content: (content: StoredContent) => LauncherContent;
    launcher: (launcher: StoredLauncher) => Launcher;
    landing: (landing: StoredLanding) => Landing;
    app: (app: App) => App;
    design: (design: Design) => Design;
    commentator: (commentator: StoredCommentator) => StoredCommentator;
  };
}

export const createMockStore = (
  fixtures: Fixtures = createFixtures(),
  /** Whether rows carry their version (false: a back office without versions, issue 29). */
  versioned: () => boolean = () => true,
): MockStore => {
  const data = structuredClone(fixtures);
  /** A row's version as a read answers it, or nothing from a back office without versions. */
  const versionField = (row: object) => (versioned() ? { version: versionOf(row) } : {});
  let uploads = 0;

  /** Rows as reads answer them: with their version (issue 29; 1 until written). */
  const view = {
    design: (d: Design): Design => ({ ...d, ...versionField(d) }),
    commentator: (c: StoredCommentator): StoredCommentator => ({ ...c, ...versionField(c) }),
  };

  const localeOf = (id: number) => data.locales.find((l) => l.id === id) ?? null;

  const comment = (c: Comment): Comment => {
    const commentator = data.commentators.find((p) => p.id === c.commentatorId);
    return {
      ...c,
      ...versionField(c),
      commentator: commentator
        ? { id: commentator.id, name: commentator.name, iconUrl: commentator.iconUrl ?? null }
        : null,
      locale: localeOf(c.langId),
      // As the server: the comment it was copied or translated from, null when written here.
      originId: c.originId ?? null,
    };
  };

  const content = (c: StoredContent): LauncherContent => {
    const { commentIds: _commentIds, ...rest } = c;
    const design = c.designId === null ? null : data.designs.find((d) => d.id === c.designId);
    return {
      ...rest,
      ...versionField(c),
      locale: localeOf(c.localeId),
      design: design ? view.design(design) : null,
    };
  };

  const launcher = (l: StoredLauncher): Launcher => ({
    ...l,
    ...versionField(l),
    // The server names the template by id as well as by its summary.
    templateId: l.template.id,
    contents: data.contents.filter((c) => c.launcherId === l.id).map(content),
  });

  const landing = (l: StoredLanding): Landing => {
    const main = data.launchers.find((x) => x.id === l.mainLauncherId);
    const languages = data.contents
      .filter((c) => c.launcherId === l.mainLauncherId)
      .map((c) => localeOf(c.localeId)?.google_lang_code)
      .filter((code): code is string => code !== undefined);
    return {
      id: l.id,
      webServerId: l.webServerId,
      mainLauncher: main
        ? {
            id: main.id,
            name: main.name,
            iconUrl: main.iconUrl ?? null,
            previewUrl: `https://preview.example.com/landing/${l.id}`,
            languages,
            template: main.template,
          }
        : null,
      relatedLaunchers: l.relatedLauncherIds
        .map((id) => data.launchers.find((x) => x.id === id))
        .filter((x): x is StoredLauncher => x !== undefined)
        .map((x) => ({ id: x.id, name: x.name, template: x.template })),
    };
  };

  return {
    data,
    nextId: (collection) => Math.max(0, ...data[collection].map((item) => item.id)) + 1,
    fileUrl: (file, fallbackName) => {
      uploads += 1;
      if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
      const name = file instanceof File ? file.name : fallbackName;
      return `/files/uploads/${uploads}/${encodeURIComponent(name)}`;
    },
    views: {
      comment,
      content,
      launcher,
      landing,
      app: (a) => ({ ...a, ...versionField(a) }),
      design: view.design,
      commentator: view.commentator,
    },
  };
};
