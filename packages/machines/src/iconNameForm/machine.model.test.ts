import { ApiError, isStaleWrite, LauncherName, versionTag, type Launcher } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { IconNameContext, IconNameFormInput } from './context.ts';
import { iconNameFormMachine } from './machine.ts';
import * as select from './selectors.ts';
import { fileOf, startIconNameForm, withBaseDesign } from './testHarness.ts';

const goodIcon = fileOf('icon.png', 'image/png');
const notAnImage = fileOf('notes.txt', 'text/plain');
const storedLauncher = { id: 1, name: 'Lucky Wheel', version: 6 } as Launcher;
/** The launcher as another operator left it (issue 29): unchanged, or one name changed. */
const theirs = (name: string, shortName: string) =>
  ({ id: 1, name, staticContent: { shortName }, version: 5 }) as Launcher;
const apiError = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

const done = (actor: string, output: unknown): SampleEvent => ({
  type: `xstate.done.actor.${actor}`,
  output,
});
const failed = (actor: string): SampleEvent => ({
  type: `xstate.error.actor.${actor}`,
  error: { status: 500 },
});
const samples: Record<string, SampleEvent[]> = {
  'field.change': [
    { type: 'field.change', values: { name: ' Lucky Wheel ' } },
    { type: 'field.change', values: { shortName: 'x' } },
  ],
  'icon.choose': [
    { type: 'icon.choose', file: goodIcon },
    { type: 'icon.choose', file: notAnImage },
    { type: 'icon.choose', file: null },
  ],
  // Undo and Redo (issue 28) put a chosen icon back or take it away.
  'icon.restore': [
    { type: 'icon.restore', file: goodIcon },
    { type: 'icon.restore', file: notAnImage },
    { type: 'icon.restore', file: null },
  ],
  'xstate.done.actor.readImageSize': [
    done('readImageSize', { width: 512, height: 512 }),
    done('readImageSize', { width: 100, height: 200 }),
  ],
  'xstate.error.actor.readImageSize': [failed('readImageSize')],
  'xstate.done.actor.updateLauncherNames': [done('updateLauncherNames', storedLauncher)],
  'xstate.error.actor.updateLauncherNames': [failed('updateLauncherNames')],
  'xstate.error.actor.updateDesignIcon': [failed('updateDesignIcon')],
  'xstate.done.actor.updateDesignIcon': [
    done('updateDesignIcon', { id: 1, iconUrl: '/files/designs/1/icon-2.png' }),
  ],
  'xstate.done.actor.createIconDesign': [
    done('createIconDesign', {
      kind: 'created',
      design: { id: 9, iconUrl: '/files/designs/9/icon.png' },
    }),
    done('createIconDesign', { kind: 'idUnknown' }),
  ],
  // Before a create and after an unnamed one: none (not found after), or the new design.
  'xstate.done.actor.listDesigns': [
    done('listDesigns', []),
    done('listDesigns', [{ id: 9, iconUrl: '/files/designs/9/icon.png', screensData: [] }]),
  ],
  'xstate.error.actor.listDesigns': [failed('listDesigns')],
  'xstate.error.actor.createIconDesign': [failed('createIconDesign')],
  'xstate.done.actor.linkDesign': [done('linkDesign', {})],
  'xstate.error.actor.linkDesign': [failed('linkDesign')],
  // Another operator's save the landing watch heard of (issue 29): theirs, or the form's own
  // version; the read shows their name, or no name changed (the static content was saved).
  'form.changedElsewhere': [
    { type: 'form.changedElsewhere', change: { version: 5, updatedBy: 'Bea', updatedAt: null } },
    { type: 'form.changedElsewhere', change: { version: 4, updatedBy: 'Me', updatedAt: null } },
  ],
  'xstate.done.actor.refreshLauncher': [
    done('refreshLauncher', theirs('Their Wheel', withBaseDesign.shortName)),
    done('refreshLauncher', theirs(withBaseDesign.name, withBaseDesign.shortName)),
  ],
  'xstate.error.actor.refreshLauncher': [
    { type: 'xstate.error.actor.refreshLauncher', error: apiError(404) },
    failed('refreshLauncher'),
  ],
};
/** The base design read as `{ id }` only (lean reads): its icon loaded by id, or not. */
const leanSamples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadIconDesign': [
    done('loadIconDesign', { id: 1, iconUrl: '/files/designs/1/icon.png' }),
  ],
  'xstate.error.actor.loadIconDesign': [failed('loadIconDesign')],
};
/** While the icon loads, what meets it: a names save and an icon save, their answers. */
const LEAN_WALK = new Set([
  'field.change',
  'icon.choose',
  'xstate.done.actor.readImageSize',
  'form.save',
  'xstate.done.actor.updateLauncherNames',
  'xstate.error.actor.updateLauncherNames',
  'xstate.done.actor.updateDesignIcon',
  'xstate.done.actor.loadIconDesign',
  'xstate.error.actor.loadIconDesign',
]);
/** Another operator's saves (issue 29): walked on two inputs only, the paths grow fast. */
const conflictSamples: Record<string, SampleEvent[]> = {
  'xstate.error.actor.updateLauncherNames': [
    failed('updateLauncherNames'),
    { type: 'xstate.error.actor.updateLauncherNames', error: apiError(409, true) },
    { type: 'xstate.error.actor.updateLauncherNames', error: apiError(404) },
  ],
  'xstate.done.actor.checkLauncher': [
    done('checkLauncher', theirs(withBaseDesign.name, withBaseDesign.shortName)),
    done('checkLauncher', theirs('Their Wheel', withBaseDesign.shortName)),
    done('checkLauncher', theirs(withBaseDesign.name, 'Theirs')),
  ],
  'xstate.error.actor.checkLauncher': [
    { type: 'xstate.error.actor.checkLauncher', error: apiError(404) },
    failed('checkLauncher'),
  ],
  // Both names can conflict: one pick and one pick-all reach every choice.
  'conflict.pick': [{ type: 'conflict.pick', field: 'name', side: 'theirs' }],
  'conflict.pickAll': [{ type: 'conflict.pickAll', side: 'mine' }],
};
const eventTypes = [
  ...new Set([
    ...Object.keys(samples),
    ...Object.keys(conflictSamples),
    ...Object.keys(leanSamples),
  ]),
  'form.save',
  'form.reset',
  'form.reload',
  'conflict.save',
  'conflict.cancel',
];
const SAVE_CALLS = [
  'updateLauncherNames',
  'checkLauncher',
  'updateDesignIcon',
  'createIconDesign',
  'linkDesign',
];
const namesOfLauncher = (launcher: Launcher) => ({
  name: launcher.name ?? '',
  shortName: launcher.staticContent?.shortName ?? '',
});

/**
 * What the test itself knows of the launcher, from the answers it gave: the stored names, the
 * base design, the design a save created; never read from the machine.
 */
type Names = { name: string; shortName: string };
type Stored = {
  names: Names;
  /** The version the last answer carried (the input's at first). */
  version: unknown;
  /** The names another operator saved, as the last check read them. */
  theirs: Names | null;
  theirVersion: unknown;
  /** Names both changed at the last check, and the operator's picks since. */
  conflicting: (keyof Names)[];
  /** The names as merged at the last check (a conflicting name holding mine). */
  merged: Names | null;
  picks: Partial<Record<keyof Names, 'theirs' | 'mine'>>;
  baseDesignId: number | null;
  createdDesignId: number | null;
  callsAtSave: Map<string, number>;
  toastsSeen: number;
  announcedSeen: number;
};

function startModelled(input: IconNameFormInput, inspect?: (event: InspectionEvent) => void) {
  const started = startIconNameForm(input, inspect);
  const stored: Stored = {
    names: { name: input.name, shortName: input.shortName },
    version: input.version,
    theirs: null,
    theirVersion: undefined,
    conflicting: [],
    merged: null,
    picks: {},
    baseDesignId: input.baseDesignId,
    createdDesignId: null,
    callsAtSave: new Map(),
    toastsSeen: 0,
    announcedSeen: 0,
  };
  return { ...started, input, stored };
}

type Started = ReturnType<typeof startModelled>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.IconNameSnapshot;
const namesOf = (snapshot: select.IconNameSnapshot) => ({
  name: select.selectValue('name')(snapshot),
  shortName: select.selectValue('shortName')(snapshot),
});

/**
 * The Icon, Name and Short Name promises (editor.md §5, §8), after every step: typed names and
 * the chosen icon stay until reset or stored, a failure toasts and keeps the form, each call of
 * a save at most once and with the right inputs, and the selectors agree with the state.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const { stored, calls, input } = started;
  const toasts = started.toasts.slice(stored.toastsSeen);
  stored.toastsSeen = started.toasts.length;
  const announced = started.announced.slice(stored.announcedSeen);
  stored.announcedSeen = started.announced.length;
  const type = event.type;
  const answered = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);

  // Typed names are kept, except by the operator's change, a reset to what is stored, or a merge
  // with what another operator stored (issue 29): a name only they changed is taken, names both
  // changed wait for the operator's pick.
  const reloaded = type === 'form.reload' && then.matches('editing') && input.launcherId !== null;
  if (type === 'form.reset' || reloaded) expect(namesOf(now)).toEqual(stored.names);
  else if (type === 'xstate.done.actor.refreshLauncher') checkRefreshed(event, then, now, started);
  else if (type === 'xstate.done.actor.checkLauncher') checkMerge(event, then, now, started);
  else if (type === 'conflict.save') checkResolved(now, started);
  else if (type !== 'field.change') expect(namesOf(now)).toEqual(namesOf(then));
  if (type === 'conflict.pick') {
    const { field, side } = event as unknown as { field: keyof Names; side: 'theirs' | 'mine' };
    stored.picks = { ...stored.picks, [field]: side };
  }
  if (type === 'conflict.pickAll') {
    const { side } = event as unknown as { side: 'theirs' | 'mine' };
    stored.picks = Object.fromEntries(stored.conflicting.map((field) => [field, side]));
  }
  expect(now.matches('conflict')).toBe(select.selectConflict(now) !== null);
  if (now.matches('conflict')) {
    expect(select.selectConflict(now)?.fields).toEqual(stored.conflicting);
    expect(select.selectConflict(now)?.theirs).toEqual(stored.theirs);
  }

  // The chosen icon is kept until it is replaced, reset, or stored by a whole save.
  const savedWhole = then.hasTag('busy') && !now.hasTag('busy') && toasts.some(isSuccess);
  if (type === 'icon.choose' || type === 'icon.restore') {
    const { file } = event as unknown as { file: File | null };
    expect(select.selectIconFileName(now)).toBe(file?.name ?? null);
  } else if (type === 'form.reset' || reloaded || savedWhole) {
    expect(select.selectIconFileName(now)).toBeNull();
  } else {
    expect(select.selectIconFileName(now)).toBe(select.selectIconFileName(then));
  }

  // A failure always shows: an unreadable icon under its field, a failed call as an error
  // toast with the form back and editable.
  if (type === 'xstate.error.actor.readImageSize') {
    expect(select.selectFieldError('icon')(now)).toBe('Icon must be an image');
  }
  const error = (event as { error?: unknown }).error;
  if (answered?.[1] === 'error' && SAVE_CALLS.includes(answered[2]!) && isStaleWrite(error)) {
    // Someone saved the launcher since it was loaded: read it again, no message yet. The write
    // after that read is a new round of the save.
    expect(toasts).toEqual([]);
    stored.callsAtSave = new Map(
      SAVE_CALLS.map((name) => [
        name,
        calls.inputsOf(name).length - (name === 'checkLauncher' ? 1 : 0),
      ]),
    );
    expect(calls.inputsOf('checkLauncher').at(-1)).toEqual({ id: input.launcherId });
    expect(select.selectIsSaving(now)).toBe(true);
  } else if (answered?.[1] === 'error' && SAVE_CALLS.includes(answered[2]!)) {
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error' }));
    if ((error as { status?: number }).status === 404 && answered[2] !== 'linkDesign') {
      expect(toasts.at(-1)?.text).toBe(
        'This launcher was deleted by another operator. What you typed is still in the form.',
      );
    }
    expect(select.selectIsSaving(now)).toBe(false);
    expect(select.selectCanReset(now)).toBe(true);
  }

  // Each call of a save at most once, with the inputs the stored launcher calls for.
  if (type === 'form.save' && !then.hasTag('busy')) {
    stored.callsAtSave = new Map(SAVE_CALLS.map((name) => [name, calls.inputsOf(name).length]));
    const names = namesOf(then);
    const trimmed = { name: names.name.trim(), shortName: names.shortName.trim() };
    const changed = {
      name: trimmed.name !== stored.names.name.trim(),
      shortName: trimmed.shortName !== stored.names.shortName.trim(),
    };
    const namesValid = LauncherName.allows(trimmed.name) && LauncherName.allows(trimmed.shortName);
    if (input.launcherId === null) {
      expect(toasts).toEqual([{ kind: 'error', text: 'Error: No launcher found' }]);
    } else if (changed.name || changed.shortName) {
      if (namesValid && select.selectFieldError('icon')(now) === null) {
        // With a version the write names it; without one the launcher is read first.
        if (versionTag(stored.version) !== undefined) {
          expect(calls.inputsOf('updateLauncherNames').at(-1)).toEqual({
            id: input.launcherId,
            ...(changed.name ? { name: trimmed.name } : {}),
            ...(changed.shortName ? { staticContent: { shortName: trimmed.shortName } } : {}),
            version: stored.version,
          });
        } else {
          expect(calls.inputsOf('checkLauncher').at(-1)).toEqual({ id: input.launcherId });
        }
      }
    }
  }
  for (const name of SAVE_CALLS) {
    const since = calls.inputsOf(name).length - (stored.callsAtSave.get(name) ?? 0);
    expect(since).toBeLessThanOrEqual(1);
  }
  const file = then.context.iconFile;
  if (type !== 'form.save' && calls.inputsOf('updateDesignIcon').length > 0) {
    const last = calls.inputsOf('updateDesignIcon').at(-1) as { designId: number };
    expect(last.designId).toBe(stored.baseDesignId);
  }
  if (type === 'xstate.done.actor.updateLauncherNames') {
    expect(announced).toEqual([storedLauncher]);
    // What the form holds is now stored: a reset goes back to it.
    stored.names = namesOf(now);
    stored.version = storedLauncher.version;
    if (file && stored.baseDesignId !== null) {
      expect(calls.inputsOf('updateDesignIcon').at(-1)).toEqual({
        designId: stored.baseDesignId,
        icon: file,
      });
    }
  } else {
    expect(announced).toEqual([]);
  }
  // A design named by the answer, or the one new design found after it, is linked; one not
  // found is never guessed: a warning, nothing linked, and the next save looks again.
  const output = (event as { output?: unknown }).output;
  const linksNow =
    (type === 'xstate.done.actor.createIconDesign' &&
      (output as { kind: string }).kind === 'created') ||
    (type === 'xstate.done.actor.listDesigns' &&
      then.matches({ saving: 'findingDesign' }) &&
      now.matches({ saving: 'linkingDesign' }));
  if (linksNow) {
    stored.createdDesignId = 9;
    expect(calls.inputsOf('linkDesign').at(-1)).toEqual({
      contentId: input.baseContentId,
      designId: 9,
    });
  }
  if (type.endsWith('.actor.listDesigns') && then.matches({ saving: 'findingDesign' })) {
    const before = then.context.designIdsBefore;
    const found =
      type.startsWith('xstate.done') &&
      before !== null &&
      (output as { id: number }[]).some((design) => !before.includes(design.id));
    expect(now.matches({ saving: 'linkingDesign' })).toBe(found);
    if (!found) {
      expect(toasts).toEqual([
        { kind: 'warning', text: 'Saved, but the server did not say which record it made.' },
      ]);
      expect(now.context.lookingForDesign).toBe(true);
    }
  }
  if (type === 'xstate.done.actor.createIconDesign' || type === 'form.save') {
    // Once a create went unnamed, a save never creates again before it is found.
    if (then.context.lookingForDesign)
      expect(now.matches({ saving: 'creatingDesign' })).toBe(false);
  }
  if (type === 'xstate.done.actor.linkDesign') stored.baseDesignId = stored.createdDesignId;
  if (type === 'xstate.done.actor.updateDesignIcon' || type === 'xstate.done.actor.linkDesign') {
    expect(select.selectIconUrl(now)).not.toBe(input.iconUrl);
  }

  // A base design read without its icon is loaded once, by id, and nothing else asks for it;
  // its answer never moves the form, only shows the icon (unless a save showed one meanwhile).
  const readWithoutIcon = input.iconUrl === null && input.baseDesignId !== null;
  expect(calls.inputsOf('loadIconDesign')).toEqual(
    readWithoutIcon ? [{ designId: input.baseDesignId }] : [],
  );
  if (type.endsWith('.actor.loadIconDesign')) {
    expect(now.value).toEqual(then.value);
    const shown = type.startsWith('xstate.done') && then.context.iconUrl === null;
    expect(select.selectIconUrl(now)).toBe(
      shown ? '/files/designs/1/icon.png' : select.selectIconUrl(then),
    );
  }
  expect(select.selectIconUnknown(now)).toBe(
    now.context.baseDesignId !== null && select.selectIconUrl(now) === null,
  );

  // The selectors agree with the state.
  expect(select.selectIsSaving(now)).toBe(now.matches('saving'));
  expect(select.selectIsReadingIcon(now)).toBe(now.matches({ editing: 'readingIcon' }));
  if (select.selectIsSaving(now) || select.selectIsReadingIcon(now)) {
    expect(select.selectCanSave(now)).toBe(false);
  }
  if (select.selectIsReadingIcon(now)) expect(select.selectFieldError('icon')(now)).toBeNull();
}

/** The names write a merged form sends: what still differs from the launcher just read. */
function expectMergedWrite(now: select.IconNameSnapshot, started: Started) {
  const { stored, calls, input } = started;
  const names = namesOf(now);
  const read = stored.names;
  const changed = {
    name: names.name.trim() !== read.name.trim(),
    shortName: names.shortName.trim() !== read.shortName.trim(),
  };
  if (!changed.name && !changed.shortName) return;
  expect(calls.inputsOf('updateLauncherNames').at(-1)).toEqual({
    id: input.launcherId,
    ...(changed.name ? { name: names.name.trim() } : {}),
    ...(changed.shortName ? { staticContent: { shortName: names.shortName.trim() } } : {}),
    version: stored.version,
  });
}

/** After the launcher was read again: a name only they changed is theirs, mine stay mine. */
function checkMerge(
  event: { type: string },
  then: select.IconNameSnapshot,
  now: select.IconNameSnapshot,
  started: Started,
) {
  const { stored } = started;
  const launcher = (event as unknown as { output: Launcher }).output;
  const read = namesOfLauncher(launcher);
  const mine = namesOf(then);
  const fields = ['name', 'shortName'] as const;
  const changedByMe = (field: keyof Names) => mine[field] !== stored.names[field];
  stored.merged = {
    name: changedByMe('name') ? mine.name : read.name,
    shortName: changedByMe('shortName') ? mine.shortName : read.shortName,
  };
  for (const field of fields) {
    // In the dialog the form still shows mine; else the merge.
    expect(namesOf(now)[field]).toBe(now.matches('conflict') ? mine[field] : stored.merged[field]);
  }
  stored.theirs = read;
  stored.theirVersion = launcher.version;
  stored.picks = {};
  stored.conflicting = fields.filter(
    (field) =>
      changedByMe(field) && read[field] !== stored.names[field] && read[field] !== mine[field],
  );
  expect(now.matches('conflict')).toBe(stored.conflicting.length > 0);
  if (stored.conflicting.length > 0) return;
  stored.names = read;
  stored.version = launcher.version;
  expectMergedWrite(now, started);
}

/**
 * Another operator's save was read (issue 29): a read with the stored names only brings its
 * version; unsaved input is kept and the change announced; a form without takes their names.
 */
function checkRefreshed(
  event: { type: string },
  then: select.IconNameSnapshot,
  now: select.IconNameSnapshot,
  started: Started,
) {
  const { stored } = started;
  const launcher = (event as unknown as { output: Launcher }).output;
  const read = namesOfLauncher(launcher);
  const unchanged =
    read.name.trim() === stored.names.name.trim() &&
    read.shortName.trim() === stored.names.shortName.trim();
  if (unchanged || select.selectIsDirty(then)) {
    expect(namesOf(now)).toEqual(namesOf(then));
    // The change heard of stays announced (a Reload keeps none: its read is the answer).
    expect(now.context.changedElsewhere).toEqual(unchanged ? null : then.context.changedElsewhere);
  } else {
    expect(namesOf(now)).toEqual(read);
    expect(select.selectIsDirty(now)).toBe(false);
  }
  if (unchanged || !select.selectIsDirty(then)) {
    stored.names = unchanged ? stored.names : read;
    stored.version = launcher.version;
  }
}

/** The dialog's save: each conflicting name as picked (mine unless picked), against theirs. */
function checkResolved(now: select.IconNameSnapshot, started: Started) {
  const { stored } = started;
  const theirs = stored.theirs!;
  for (const field of ['name', 'shortName'] as const) {
    const pickedTheirs = stored.conflicting.includes(field) && stored.picks[field] === 'theirs';
    expect(namesOf(now)[field]).toBe(pickedTheirs ? theirs[field] : stored.merged![field]);
  }
  stored.names = theirs;
  stored.version = stored.theirVersion;
  expectMergedWrite(now, started);
}

const isSuccess = (toast: { kind: string }) => toast.kind === 'success';

/** `iconGeneration` only grows; what decides the next step is the rest. */
function projection(snapshot: AnyMachineSnapshot) {
  const { iconGeneration: _, iconFile, ...context } = snapshot.context as IconNameContext;
  return { value: snapshot.value as unknown, ...context, iconFile: iconFile?.name ?? null };
}

/**
 * `unwatched`: no other operator's save is heard on this start. How the form hears one does not
 * depend on the base design or content (the other starts walk it); walking it over the first
 * design's create and look-up as well only multiplies the paths (5,659 of 9,586).
 */
const inputs: {
  label: string;
  input: IconNameFormInput;
  conflicts?: true;
  leanRead?: true;
  unwatched?: true;
}[] = [
  { label: 'with a base design', input: withBaseDesign, conflicts: true },
  {
    label: 'without a base design',
    input: { ...withBaseDesign, baseDesignId: null },
    unwatched: true,
  },
  {
    label: 'without base content',
    input: { ...withBaseDesign, baseDesignId: null, baseContentId: null },
    unwatched: true,
  },
  { label: 'without a launcher', input: { ...withBaseDesign, launcherId: null } },
  // A read that named the base design without its icon: loaded beside the form.
  {
    label: 'with a base design read without its icon',
    input: { ...withBaseDesign, iconUrl: null },
    leanRead: true,
  },
  {
    label: 'from a server without versions',
    input: { ...withBaseDesign, baseDesignId: null, baseContentId: null, version: undefined },
    conflicts: true,
  },
];

const coverage = new CoverageRecorder();

/** Clicks held while another operator's save is read (issue 29): walked apart, below. */
const HELD_CLICKS = new Set([
  'form.save',
  'form.reset',
  'form.reload',
  'icon.choose',
  'icon.restore',
]);
const notHeld = (snapshot: AnyMachineSnapshot, type: string) =>
  !(snapshot.matches('refreshing') && HELD_CLICKS.has(type));
/**
 * A save that stored something starts the same form over with other stored values: the walk
 * stops there, the unit tests follow it further.
 */
function walkEnds(snapshot: AnyMachineSnapshot, input: IconNameFormInput, leanRead?: boolean) {
  const context = snapshot.context as IconNameContext;
  return (
    snapshot.matches('editing') &&
    (context.savedValues.name !== input.name ||
      context.baseDesignId !== input.baseDesignId ||
      // Merged with another operator's save: it starts over from their version.
      context.version !== input.version ||
      context.iconUrl !== input.iconUrl ||
      // A change announced over unsaved input: the unit tests follow it further.
      context.changedElsewhere !== null ||
      // The icon's load answered: from here on it is the form the other inputs walk.
      (leanRead === true && !context.loadingIcon))
  );
}

/** The change the landing watch tells the form (its kept walk is below). */
const TOLD = 'form.changedElsewhere';

describe.each(inputs)(
  'icon and name form model, $label',
  ({ input, conflicts, leanRead, unwatched }) => {
    const paths = createTestModel(toTestModelMachine(iconNameFormMachine), {
      input,
      events: sampleEvents({
        ...samples,
        ...(conflicts ? conflictSamples : {}),
        ...(leanRead ? leanSamples : {}),
      }),
      // The icon's load answers once, while it runs (spawned beside the form, not in a state).
      // A change told while busy is walked apart, below.
      filterEvents: (snapshot, event) =>
        onlyExternalEvents(snapshot, event) &&
        !(unwatched && event.type === 'form.changedElsewhere') &&
        toldWhereRead(snapshot as AnyMachineSnapshot, event) &&
        notHeld(snapshot as AnyMachineSnapshot, event.type) &&
        (!leanRead || LEAN_WALK.has(event.type)) &&
        (!event.type.endsWith('.actor.loadIconDesign') || snapshot.context.loadingIcon),
      // Files print as `{}`: name them, or every chosen file would be one event.
      serializeEvent: (event) =>
        JSON.stringify(event, (_, value: unknown) =>
          value instanceof File ? `file:${value.name}` : value,
        ) as never,
      // A failure's status is part of how a state was reached: a deleted launcher (404) and a
      // failed call leave the same context with different messages.
      serializeState: (snapshot, event) =>
        JSON.stringify({
          ...projection(snapshot as AnyMachineSnapshot),
          via: event?.type ?? null,
          status: (event as { error?: { status?: number } } | undefined)?.error?.status ?? null,
        }),
      // A save that stored something starts the same form over with other stored values: the
      // walk stops there, the unit tests follow it further.
      stopWhen: (snapshot) => walkEnds(snapshot as AnyMachineSnapshot, input, leanRead),
    }).getShortestPaths();

    itWalksEveryPath(
      paths,
      () => startModelled(input, coverage.inspect),
      eventTypes,
      checkPromises,
      {
        project: projection,
      },
    );
  },
);

/**
 * A click during the read of another operator's save is held, one per walk, and acts once the
 * read ends (issue 29): the walk ends with the read.
 */
describe('icon and name form model, a click during the read', () => {
  const heard = ['form.changedElsewhere', 'xstate.done.actor.refreshLauncher'];
  const paths = createTestModel(toTestModelMachine(iconNameFormMachine), {
    input: withBaseDesign,
    events: sampleEvents(
      Object.fromEntries(
        [...heard, 'xstate.error.actor.refreshLauncher', ...HELD_CLICKS].map((type) => [
          type,
          (samples[type] ?? [{ type }]).slice(0, type.startsWith('xstate.error') ? 2 : 1),
        ]),
      ),
    ),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) &&
      (snapshot.matches('refreshing')
        ? event.type.endsWith('.actor.refreshLauncher') ||
          (snapshot.context.heldClick === null && HELD_CLICKS.has(event.type))
        : event.type === 'form.changedElsewhere'),
    serializeEvent: (event) =>
      JSON.stringify(event, (_, value: unknown) =>
        value instanceof File ? `file:${value.name}` : value,
      ) as never,
    serializeState: (snapshot, event) =>
      JSON.stringify({ ...projection(snapshot as AnyMachineSnapshot), via: event?.type ?? null }),
    stopWhen: (snapshot) => !snapshot.matches('refreshing') && snapshot.context.version !== 4,
  }).getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startModelled(withBaseDesign, coverage.inspect),
    eventTypes,
    ({ event, before, after }) => {
      const held = (before.context as IconNameContext).heldClick;
      const now = (after.context as IconNameContext).heldClick;
      if (after.matches('refreshing')) {
        if (HELD_CLICKS.has(event.type)) expect(now).toEqual(event);
        return;
      }
      expect(now).toBeNull();
      // The held icon acted: it is the chosen file now.
      if (held?.type === 'icon.choose') {
        expect(select.selectIconFileName(asSnapshot(after))).toBe(goodIcon.name);
      }
    },
    { project: projection },
  );
});

/**
 * Issue 29: a change told while the form cannot read it (reading another save, saving, the
 * dialog) is kept, the form where it was; machine.test.ts follows it back to editing.
 */
describe('icon and name form model, a change told while the form is busy', () => {
  const paths = keptChangePaths(iconNameFormMachine, {
    input: withBaseDesign,
    events: sampleEvents({ ...samples, ...conflictSamples }),
    filterEvents: (snapshot, event) =>
      notHeld(snapshot, event.type) &&
      (!event.type.endsWith('.actor.loadIconDesign') ||
        (snapshot.context as IconNameContext).loadingIcon),
    serializeEvent: (event) =>
      JSON.stringify(event, (_, value: unknown) =>
        value instanceof File ? `file:${value.name}` : value,
      ),
    serializeState: (snapshot, event) =>
      JSON.stringify({
        ...projection(snapshot),
        kept: (snapshot.context as IconNameContext).keptChanges.length,
        via: event?.type ?? null,
      }),
    stopWhen: (snapshot) => walkEnds(snapshot, withBaseDesign),
  });

  itWalksEveryPath(
    paths,
    () => startModelled(withBaseDesign, coverage.inspect),
    eventTypes,
    ({ event, before, after }) => {
      if (event.type !== TOLD) return;
      expect(after.value).toEqual(before.value);
      expect((after.context as IconNameContext).keptChanges).toEqual([event]);
      expect(namesOf(asSnapshot(after))).toEqual(namesOf(asSnapshot(before)));
    },
    { project: projection },
  );
});

describe('icon and name form model coverage', () => {
  itCoversEveryStateAndTransition(iconNameFormMachine, coverage);
});
