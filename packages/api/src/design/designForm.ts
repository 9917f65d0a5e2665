import { DESIGN_FIELDS, DESIGN_REMOVED_FILE } from '../schemas/design.ts';

export interface DesignCreateInput {
  icon: Blob;
  screens: Blob[];
  video?: Blob | null;
  videoPreview?: Blob | null;
}

/** A screen of the design being edited: one already stored (by name) or a new file. */
export type DesignScreenEntry = { kind: 'existing'; name: string } | { kind: 'new'; file: Blob };

export interface DesignUpdateInput {
  /** A changed icon; absent when unchanged. */
  icon?: Blob;
  /** The screens in their final order. */
  screens: DesignScreenEntry[];
  /** A file to set, null to remove, absent when unchanged. */
  video?: Blob | null;
  videoPreview?: Blob | null;
}

/** The name the design POST gives a new design. */
export const designName = (now: Date): string => `Design ${now.toISOString()}`;

const appendFile = (form: FormData, field: string, file: Blob): void => {
  if (file instanceof File) form.append(field, file, file.name);
  else form.append(field, file);
};

const appendOptionalFile = (form: FormData, field: string, file: Blob | null | undefined) => {
  if (file === undefined) return;
  if (file === null) form.append(field, DESIGN_REMOVED_FILE);
  else appendFile(form, field, file);
};

/** Multipart body of `POST /api/design`. */
export const buildDesignCreateForm = (input: DesignCreateInput, now = new Date()): FormData => {
  const form = new FormData();
  form.append(DESIGN_FIELDS.name, designName(now));
  appendFile(form, DESIGN_FIELDS.icon, input.icon);
  for (const screen of input.screens) appendFile(form, DESIGN_FIELDS.screens, screen);
  if (input.video) appendFile(form, DESIGN_FIELDS.video, input.video);
  if (input.videoPreview) appendFile(form, DESIGN_FIELDS.videoPreview, input.videoPreview);
  return form;
};

/** `finalOrder`: kept screens by name, new files as `$new:0`, `$new:1`, … in upload order. */
export const buildDesignFinalOrder = (screens: DesignScreenEntry[]): string[] => {
  let nextNew = 0;
  return screens.map((screen) => (screen.kind === 'existing' ? screen.name : `$new:${nextNew++}`));
};

/** Multipart body of `PATCH /api/design/{id}`. */
export const buildDesignPatchForm = (input: DesignUpdateInput): FormData => {
  const form = new FormData();
  if (input.icon) appendFile(form, DESIGN_FIELDS.icon, input.icon);
  for (const screen of input.screens) {
    if (screen.kind === 'new') appendFile(form, DESIGN_FIELDS.screens, screen.file);
  }
  form.append(DESIGN_FIELDS.finalOrder, JSON.stringify(buildDesignFinalOrder(input.screens)));
  appendOptionalFile(form, DESIGN_FIELDS.video, input.video);
  appendOptionalFile(form, DESIGN_FIELDS.videoPreview, input.videoPreview);
  return form;
};
