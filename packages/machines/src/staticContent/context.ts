import type { EventObject } from 'xstate';
import type { ChangedElsewhere, HeldClick } from '../shared/changedElsewhere.ts';
import type { FormConflict } from '../shared/conflict/formConflict.ts';
import type { StarPercent, StaticContentRead } from '@landing/api';

/**
 * The Static Content form as typed. Number fields typed by the operator stay text until saved
 * (so '' or '1e' can be shown and judged); Age is a PEGI choice, Rating is calculated.
 */
export type StaticContentValues = {
  name: string;
  shortName: string;
  developer: string;
  email: string;
  reviews: string;
  /** Size (MB). */
  size: string;
  /** PEGI age. */
  age: number;
  installs: string;
  /** Rating Count. */
  ratingPeople: string;
  /** The Calculated Rating (read-only in the form). */
  rating: number;
  /** Percentages for stars 5, 4, 3, 2, 1. */
  starPercent: StarPercent;
  /** App Version. */
  version: string;
  androidVersion: string;
};

export type StaticContentField = keyof StaticContentValues;
/** Fields the operator types or chooses (Rating and the stars change through their own events). */
export type StaticContentTypedField = Exclude<StaticContentField, 'rating' | 'starPercent'>;
/** The fields typed as text (numbers stay text until saved): every value but Age, Rating and the stars. */
export const STATIC_CONTENT_TEXT_FIELDS = [
  'name',
  'shortName',
  'developer',
  'email',
  'reviews',
  'size',
  'installs',
  'ratingPeople',
  'version',
  'androidVersion',
] as const satisfies readonly Exclude<StaticContentTypedField, 'age'>[];
export type StaticContentTextField = (typeof STATIC_CONTENT_TEXT_FIELDS)[number];
export type StaticContentErrors = Partial<Record<StaticContentField, string>>;

export type StaticContentFormInput = {
  /** The launcher whose static content this is; null when none is loaded. */
  launcherId: number | null;
  /** Its launcher's name: a launcher without static content starts with it as both names. */
  launcherName: string;
  staticContent: StaticContentRead | null;
  /** The launcher's version as loaded (issue 29); a save names it (If-Match). */
  version?: unknown;
};

export type StaticContentContext = {
  launcherId: number | null;
  values: StaticContentValues;
  /** The last saved (or loaded) values: 'Reset Changes' returns to them. */
  savedValues: StaticContentValues;
  /** Fields the operator changed; their messages show before any save attempt. */
  touched: Partial<Record<StaticContentField, true>>;
  /** A save was attempted: every message shows. */
  submitted: boolean;
  /** The launcher's version as loaded or last saved; none from a server without versions. */
  version: unknown;
  /** While the conflict dialog is open: both operators changed a field. */
  conflict: FormConflict<StaticContentValues> | null;
  /** Another operator saved the static content while the form holds unsaved input (issue 29). */
  changedElsewhere: ChangedElsewhere | null;
  /** The last click made while another operator's save is read, acted on when it ends (issue 29). */
  heldClick: HeldClick | null;
  /** Changes told while the form could not read them, heard once it can (issue 29). */
  keptChanges: readonly EventObject[];
};
