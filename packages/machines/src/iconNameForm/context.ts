import type { EventObject } from 'xstate';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';
import type { FormConflict } from '../shared/conflict/formConflict.ts';

export type IconNameValues = {
  /** The launcher's name. */
  name: string;
  /** Its static content's short name. */
  shortName: string;
};

export type IconNameField = keyof IconNameValues | 'icon';
export type IconNameErrors = Partial<Record<IconNameField, string>>;

export type IconNameFormInput = {
  /** The launcher whose names these are; null when none is loaded. */
  launcherId: number | null;
  name: string;
  shortName: string;
  /** The base translation's design icon, the launcher's icon (null when it has none). */
  iconUrl: string | null;
  /** The base translation, which carries the icon through its design. */
  baseContentId: number | null;
  baseDesignId: number | null;
  /** The launcher's version as loaded (issue 29); a names save names it (If-Match). */
  version?: unknown;
};

export type IconNameContext = {
  launcherId: number | null;
  values: IconNameValues;
  savedValues: IconNameValues;
  /** The stored icon's URL. */
  iconUrl: string | null;
  /** The base design was read without its icon and is being loaded by id (lean reads). */
  loadingIcon: boolean;
  /** A newly chosen icon, kept until it is stored (also through a failed save). */
  iconFile: File | null;
  /** The chosen icon's message (its type, size or pixels); null while it passes. */
  iconFileError: string | null;
  /** Grows whenever a chosen file is dropped (reset, stored), so the file picker starts over. */
  iconGeneration: number;
  baseContentId: number | null;
  baseDesignId: number | null;
  /** A design created for the icon and not linked yet. */
  createdDesignId: number | null;
  /** The designs listed before the icon's create (null if that read failed). */
  designIdsBefore: number[] | null;
  /** A create was answered without its id and its design not found yet: the next save looks. */
  lookingForDesign: boolean;
  touched: Partial<Record<IconNameField, true>>;
  submitted: boolean;
  /** The launcher's version as loaded or last saved; none from a server without versions. */
  version: unknown;
  /** While the conflict dialog is open: both operators changed a name. */
  conflict: FormConflict<IconNameValues> | null;
  /** Another operator saved the names while the form holds unsaved input (issue 29). */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
};

export function initialIconNameContext(input: IconNameFormInput): IconNameContext {
  const values = { name: input.name, shortName: input.shortName };
  return {
    launcherId: input.launcherId,
    values,
    savedValues: values,
    iconUrl: input.iconUrl,
    loadingIcon: input.baseDesignId !== null && input.iconUrl === null,
    iconFile: null,
    iconFileError: null,
    iconGeneration: 0,
    baseContentId: input.baseContentId,
    baseDesignId: input.baseDesignId,
    createdDesignId: null,
    designIdsBefore: null,
    lookingForDesign: false,
    touched: {},
    submitted: false,
    version: input.version,
    conflict: null,
    changedElsewhere: null,
    heldClick: null,
    keptChanges: [],
  };
}
