import type { Design, Launcher, StaticContentPatch } from '@landing/api';
import { notProvidedActor } from '../shared/notProvided.ts';
import type { ImageSize } from './validation.ts';

/** Decodes the chosen file and answers its real pixel size; rejects when it is no image. */
export type ReadImageSizeInput = { file: Blob };
/** `PATCH /api/launcher`: the name, and the short name inside the static content. */
export type UpdateLauncherNamesInput = {
  id: number;
  name?: string;
  staticContent?: Pick<StaticContentPatch, 'shortName'>;
  /** The version the form started from (If-Match); none when the server gave none. */
  version?: unknown;
};
/** `GET /api/launcher/{id}`: the launcher as stored now (issue 29). */
export type CheckLauncherInput = { id: number };
export type UpdateDesignIconInput = { designId: number; icon: Blob };
export type CreateIconDesignInput = { icon: Blob };
export type LinkDesignInput = { contentId: number; designId: number };
/** `GET /api/design/{id}`: the base design, when the read named it without its icon. */
export type LoadIconDesignInput = { designId: number };
/** The launcher as the server answered a save, for the editor around the form. */
export type AnnounceLauncherParams = { launcher: Launcher };

/** What the design calls answer that the form reads. */
export type IconDesign = Pick<Design, 'id' | 'iconUrl'>;
/** A design create: the new design as loaded, or `idUnknown` when the answer did not name it. */
export type IconDesignCreated = { kind: 'created'; design: IconDesign } | { kind: 'idUnknown' };
/** A listed design: its screens tell the icon's new one (none), its icon shows. */
export type ListedDesign = Design;

/** Injected actors (all `fromPromise`). */
export const iconNameFormActors = {
  /** In a browser: `createImageBitmap(file)` (or an Image over an object URL). */
  readImageSize: notProvidedActor<ImageSize, ReadImageSizeInput>('readImageSize'),
  /** Answers the launcher as stored. */
  updateLauncherNames: notProvidedActor<Launcher, UpdateLauncherNamesInput>('updateLauncherNames'),
  /** Before a names write to a server without versions, or after a stale one. */
  checkLauncher: notProvidedActor<Launcher, CheckLauncherInput>('checkLauncher'),
  /** `GET /api/launcher/{id}` after another operator saved it (the landing watch; issue 29). */
  refreshLauncher: notProvidedActor<Launcher, CheckLauncherInput>('refreshLauncher'),
  /** `PATCH /api/design/{id}` with the icon only (its screens stay). */
  updateDesignIcon: notProvidedActor<IconDesign, UpdateDesignIconInput>('updateDesignIcon'),
  /** `POST /api/design` with the icon and no screens; the design loaded when the answer names it. */
  createIconDesign: notProvidedActor<IconDesignCreated, CreateIconDesignInput>('createIconDesign'),
  /** `GET /api/design`: before a create, and after one answered without its id. */
  listDesigns: notProvidedActor<ListedDesign[], void>('listDesigns'),
  /**
   * `GET /api/design/{id}`: a read that gave the base design as `{ id }` only (editor.md §3)
   * leaves its icon unknown; the form loads it by id beside everything else.
   */
  loadIconDesign: notProvidedActor<IconDesign, LoadIconDesignInput>('loadIconDesign'),
  /** `POST /api/launcher-content/{contentId}/design/{designId}`. */
  linkDesign: notProvidedActor<unknown, LinkDesignInput>('linkDesign'),
};
