import { ApiError, LauncherContentUpdate, type LauncherContent } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { sameContentValues, valuesFromContent } from './context.ts';
import { CONTENT_TEXTS, contentMachine } from './machine.ts';
import { CONTENT_SCREEN_PATHS } from './screenPaths.ts';
import * as select from './selectors.ts';
import { startContent } from './testHarness.ts';

const CONTENT_ID = 2;
const germanText = {
  description: 'Drehen Sie das Rad und gewinnen Sie jeden Tag große Preise.',
  additionalInfo: ['Keine Werbung'],
  tags: ['casino'],
};
const german: LauncherContent = {
  id: CONTENT_ID,
  launcherId: 1,
  localeId: 2,
  isDefault: false,
  designId: 1,
  translatableContent: germanText,
};
const saved: LauncherContent = {
  ...german,
  translatableContent: { ...germanText, description: 'A description long enough.' },
};
/** apps/server's reads carry a version; another back office's may not (issue 29). */
const versioned: LauncherContent = { ...german, version: 4 };
/** The translation as another operator left it: a new description and a tag of theirs. */
const theirText = { ...germanText, description: 'Another operator wrote this description.' };
const theirsChangedDescription: LauncherContent = {
  ...german,
  version: 5,
  translatableContent: theirText,
};
const theirsAddedTag: LauncherContent = {
  ...german,
  version: 5,
  translatableContent: { ...germanText, tags: ['casino', 'theirs'] },
};
const apiError = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

const samples: Record<string, SampleEvent[]> = {
  'content.change': [
    { type: 'content.change', values: { description: 'A description long enough.' } },
    { type: 'content.change', values: { description: 'Too short' } },
    { type: 'content.change', values: { tags: [' Slots ', 'slots', ''] } },
  ],
  'xstate.done.actor.loadContent': [
    { type: 'xstate.done.actor.loadContent', output: german },
    { type: 'xstate.done.actor.loadContent', output: versioned },
  ],
  'xstate.done.actor.checkContent': [
    { type: 'xstate.done.actor.checkContent', output: german },
    { type: 'xstate.done.actor.checkContent', output: theirsChangedDescription },
    { type: 'xstate.done.actor.checkContent', output: theirsAddedTag },
  ],
  'xstate.error.actor.checkContent': [
    { type: 'xstate.error.actor.checkContent', error: apiError(404) },
    { type: 'xstate.error.actor.checkContent', error: apiError(500) },
  ],
  // Issue 29, "see it coming": the landing watch hears of a save naming the version this form
  // loaded (its own, when it loaded one). A row compared by its text: machine.test.ts.
  'content.changedElsewhere': [
    {
      type: 'content.changedElsewhere',
      change: { version: 4, updatedBy: 'Bea', updatedAt: '2026-11-27T10:00:00.000Z' },
    },
  ],
  'xstate.done.actor.refreshContent': [
    { type: 'xstate.done.actor.refreshContent', output: theirsChangedDescription },
  ],
  'xstate.error.actor.refreshContent': [
    { type: 'xstate.error.actor.refreshContent', error: apiError(404) },
    { type: 'xstate.error.actor.refreshContent', error: apiError(500) },
  ],
  'conflict.pick': [
    // Only the description can conflict (lists merge), so one pick and one pick-all
    // reach every choice.
    { type: 'conflict.pick', field: 'description', side: 'theirs' },
  ],
  'conflict.pickAll': [{ type: 'conflict.pickAll', side: 'mine' }],
  'xstate.error.actor.loadContent': [
    { type: 'xstate.error.actor.loadContent', error: { data: { message: 'Content is gone' } } },
  ],
  'xstate.done.actor.updateContent': [{ type: 'xstate.done.actor.updateContent', output: saved }],
  'xstate.error.actor.updateContent': [
    { type: 'xstate.error.actor.updateContent', error: { status: 500 } },
    { type: 'xstate.error.actor.updateContent', error: apiError(409, true) },
    { type: 'xstate.error.actor.updateContent', error: apiError(404) },
  ],
};
const eventTypes = [
  ...Object.keys(samples),
  'content.save',
  'content.retry',
  'content.reload',
  'conflict.save',
  'conflict.cancel',
];

type Started = ReturnType<typeof startContent>;
type Effect = Started['effects'][number];
const seenEffects = new WeakMap<Started, number>();
const updatesAtSave = new WeakMap<Started, number>();
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.ContentSnapshot;
const valuesOf = (snapshot: select.ContentSnapshot) => ({
  description: select.selectDescription(snapshot),
  tags: select.selectTags(snapshot),
  additionalInfo: select.selectAdditionalInfo(snapshot),
});

/**
 * The Content tab's promises (editor.md §7), after every step, none read from the machine's
 * config: typed text is kept, failures show, a save sends once what the schema accepts, the
 * editor hears of what the server saved, and the selectors agree with the state.
 */
function checkPromises(step: ModelStep<Started>) {
  const { event, before, after, started } = step;
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const from = seenEffects.get(started) ?? 0;
  const effects: Effect[] = started.effects.slice(from);
  seenEffects.set(started, started.effects.length);
  const type = event.type;

  // What the operator typed is never lost, except by their own change or a (re)load; a merge
  // with another operator's save keeps every field the operator changed.
  const merging = ['xstate.done.actor.checkContent', 'conflict.save'].includes(type);
  const refreshedUnedited =
    type === 'xstate.done.actor.refreshContent' && !select.selectIsDirty(then);
  if (
    type !== 'content.change' &&
    type !== 'xstate.done.actor.loadContent' &&
    !merging &&
    !refreshedUnedited
  ) {
    expect(valuesOf(now)).toEqual(valuesOf(then));
  }
  if (type === 'xstate.done.actor.loadContent') {
    expect(valuesOf(now)).toEqual(germanText);
    expect(select.selectIsDirty(now)).toBe(false);
  }
  checkConflictPromises(step, effects);
  checkChangedElsewherePromises(step);

  // A failure always leaves a visible message.
  if (type === 'xstate.error.actor.loadContent') {
    expect(select.selectLoadError(now)).toBe('Content is gone');
  }
  if (
    type === 'xstate.error.actor.updateContent' &&
    now.matches('editing') &&
    !select.selectIsGone(now)
  ) {
    expect(effects).toContainEqual({
      type: 'notify',
      kind: 'error',
      text: 'Failed to update content',
    });
    // Back on the form with what was typed, so the operator can save again.
    expect(select.selectCanSave(now)).toBe(true);
    expect(select.selectIsDirty(now)).toBe(select.selectIsDirty(then));
  }
  if (select.selectLoadError(now) !== null) expect(select.selectIsLoading(now)).toBe(false);

  // A save sends one PATCH of what the schema accepts; an invalid form sends nothing.
  // A merge after another operator's save starts a save of its own.
  const startsSave = ['content.save', 'xstate.done.actor.checkContent', 'conflict.save'];
  if (startsSave.includes(type) && !then.matches('saving')) {
    updatesAtSave.set(started, started.calls.inputsOf('updateContent').length);
  }
  const updates = started.calls.inputsOf('updateContent');
  expect(updates.length - (updatesAtSave.get(started) ?? 0)).toBeLessThanOrEqual(1);
  if (type === 'content.save' && select.selectCanSave(then)) {
    const body = { translatableContent: valuesOf(then), isDefault: german.isDefault };
    if (LauncherContentUpdate.allows(body)) {
      // With a version the write itself is checked; without, the translation is read first.
      if (then.context.version === undefined) {
        expect(now.matches('checking')).toBe(true);
        expect(updates.length).toBe(updatesAtSave.get(started));
      } else {
        expect(updates.at(-1)).toEqual({
          contentId: CONTENT_ID,
          changes: body,
          version: then.context.version,
        });
      }
    } else {
      expect(updates.length).toBe(updatesAtSave.get(started));
      expect(select.selectFieldError('description')(now)).toEqual(expect.any(String));
    }
  }
  for (const input of [
    ...started.calls.inputsOf('loadContent'),
    ...started.calls.inputsOf('checkContent'),
  ]) {
    expect(input).toEqual({ contentId: CONTENT_ID });
  }

  // The editor hears of a save with what the server answered; nothing else tells it.
  const told = effects.filter((effect) => effect.type === 'contentSaved');
  if (type === 'xstate.done.actor.updateContent') {
    expect(told).toEqual([{ type: 'contentSaved', content: saved }]);
    expect(effects).toContainEqual({
      type: 'notify',
      kind: 'success',
      text: 'Content updated successfully',
    });
    expect(select.selectIsDirty(now)).toBe(false);
  } else {
    expect(told).toEqual([]);
  }

  // The selectors agree with the state.
  expect(select.selectIsLoading(now)).toBe(now.matches('loading'));
  expect(select.selectIsSaving(now)).toBe(now.matches('saving') || now.matches('checking'));
  expect(select.selectConflict(now) !== null).toBe(now.matches('conflict'));
  expect(select.selectLoadError(now) !== null).toBe(now.matches('loadFailed'));
  if (select.selectCanSave(now)) {
    expect(select.selectIsLoading(now) || select.selectIsSaving(now)).toBe(false);
  }
}

/**
 * Issue 29's promises: no write overwrites another operator's save unseen. A stale write reads
 * the translation again; fields only they changed are taken, fields both changed go to the
 * dialog (original, theirs, mine), and its save sends the picks against their version.
 */
function checkConflictPromises(
  { event, before, after, started }: ModelStep<Started>,
  effects: Effect[],
) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const type = event.type;
  const mine = valuesOf(then);
  const original = then.context.savedValues;
  const updates = started.calls.inputsOf('updateContent');

  if (type === 'xstate.error.actor.updateContent') {
    const error = (event as unknown as { error: unknown }).error;
    if (error instanceof ApiError && error.stale) expect(now.matches('checking')).toBe(true);
    if (error instanceof ApiError && error.status === 404) {
      expect(select.selectIsGone(now)).toBe(true);
      expect(effects).toContainEqual({ type: 'notify', kind: 'error', text: CONTENT_TEXTS.gone });
    }
  }
  if (
    type === 'xstate.error.actor.checkContent' &&
    (event as unknown as { error: unknown }).error instanceof ApiError
  ) {
    const error = (event as unknown as { error: ApiError }).error;
    expect(select.selectIsGone(now)).toBe(error.status === 404 || select.selectIsGone(then));
    expect(now.matches('editing')).toBe(true);
  }
  if (type === 'xstate.done.actor.checkContent') {
    const current = (event as unknown as { output: LauncherContent }).output;
    const theirs = current.translatableContent!;
    const bothChanged =
      mine.description !== original.description &&
      theirs.description !== original.description &&
      theirs.description !== mine.description;
    if (bothChanged) {
      // The dialog: mine stays in the form until the operator decides.
      expect(now.matches('conflict')).toBe(true);
      expect(valuesOf(now)).toEqual(mine);
      const conflict = select.selectConflict(now)!;
      expect(conflict.fields).toEqual(['description']);
      expect(conflict.original).toEqual(original);
      expect(conflict.theirs.description).toBe(theirs.description);
    } else {
      // Merged without asking: my changes kept, theirs taken, saved against their version.
      expect(now.matches('saving')).toBe(true);
      const changedByMe = mine.description !== original.description;
      expect(select.selectDescription(now)).toBe(
        changedByMe ? mine.description : theirs.description,
      );
      for (const tag of theirs.tags.filter((t) => !original.tags.includes(t))) {
        expect(select.selectTags(now)).toContain(tag);
      }
      for (const tag of mine.tags.filter((t) => !original.tags.includes(t))) {
        expect(select.selectTags(now)).toContain(tag);
      }
      expect(updates.at(-1)).toMatchObject({ version: current.version });
    }
  }
  if (type === 'conflict.save') {
    const conflict = select.selectConflict(then)!;
    const pick = conflict.picks.description ?? 'mine';
    expect(select.selectDescription(now)).toBe(
      pick === 'theirs' ? conflict.theirs.description : mine.description,
    );
    expect(updates.at(-1)).toEqual({
      contentId: CONTENT_ID,
      changes: { translatableContent: valuesOf(now), isDefault: conflict.isDefault },
      version: conflict.version,
    });
  }
  if (type === 'conflict.pickAll') {
    const side = (event as unknown as { side: 'theirs' | 'mine' }).side;
    expect(select.selectConflict(now)!.picks).toEqual({ description: side });
  }
  if (type === 'conflict.cancel') {
    // Closed unsaved: the next save meets the same conflict again, nothing was written.
    expect(now.context.version).toBe(then.context.version);
    expect(updates.length).toBe(started.calls.inputsOf('updateContent').length);
  }
}

/**
 * Issue 29, "see it coming": another operator's save never touches unsaved input. A form with
 * none shows their text by itself; a form with some says who changed it, and 'Reload' (only
 * then) replaces the input with the text as saved now. The form's own save is not announced.
 */
function checkChangedElsewherePromises({ event, before, after }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const type = event.type;
  if (type === 'content.changedElsewhere' && then.matches('editing')) {
    const { change } = event as unknown as { change: { version?: unknown; row?: LauncherContent } };
    const text = (values: { description: string; tags: string[]; additionalInfo: string[] }) =>
      JSON.stringify([values.description, values.tags, values.additionalInfo]);
    const own =
      change.version !== undefined
        ? change.version === then.context.version
        : text(change.row!.translatableContent!) === text(then.context.savedValues);
    if (own) {
      expect(now.value).toEqual(then.value);
      expect(select.selectChangedElsewhere(now)).toEqual(select.selectChangedElsewhere(then));
    } else {
      // Read first, with or without unsaved input: only a change of what the form shows counts.
      expect(now.matches('refreshing')).toBe(true);
      expect(valuesOf(now)).toEqual(valuesOf(then));
    }
  }
  // A click held during the read acts once it ends, on the form the read left (issue 29).
  const held = then.context.heldClick?.type;
  if (type === 'xstate.done.actor.refreshContent' && held === 'content.reload') {
    expect(now.matches('loading')).toBe(true);
  } else if (type === 'xstate.done.actor.refreshContent' && held === 'content.save') {
    expect(now.context.submitted).toBe(true);
  } else if (type === 'xstate.done.actor.refreshContent') {
    expect(now.matches('editing')).toBe(true);
    const read = (event as unknown as { output: LauncherContent }).output;
    if (sameContentValues(valuesFromContent(read.translatableContent), then.context.savedValues)) {
      // Nothing the form shows changed (e.g. its own merge saved their text): the version only.
      expect(valuesOf(now)).toEqual(valuesOf(then));
      expect(now.context.version).toBe(read.version);
      expect(select.selectChangedElsewhere(now)).toBeNull();
    } else if (select.selectIsDirty(then)) {
      expect(select.selectChangedElsewhere(now)).not.toBeNull();
    } else {
      expect(valuesOf(now)).toEqual(theirText);
      expect(select.selectIsDirty(now)).toBe(false);
      expect(select.selectChangedElsewhere(now)).toBeNull();
    }
  }
  if (type === 'content.reload' && then.matches('editing')) {
    expect(now.matches('loading')).toBe(true);
    expect(select.selectChangedElsewhere(now)).toBeNull();
  }
  if (type === 'xstate.done.actor.updateContent') {
    expect(select.selectChangedElsewhere(now)).toBeNull();
  }
}

const coverage = new CoverageRecorder();

/** The change the landing watch tells the form (its kept walk is below). */
const TOLD = 'content.changedElsewhere';

describe('content model', () => {
  const paths = createTestModel(toTestModelMachine(contentMachine), {
    input: { contentId: CONTENT_ID },
    events: sampleEvents(samples),
    // A change told while busy is walked apart, below.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && toldWhereRead(snapshot, event),
  }).getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startContent(CONTENT_ID, coverage.inspect),
    eventTypes,
    checkPromises,
  );
  itHasEveryScreenPath(paths, CONTENT_SCREEN_PATHS, 'Content section');
});

/**
 * Issue 29: a change told while the form cannot read it (loading, checking, saving, reading
 * another save, the dialog) is kept, the form where it was; machine.test.ts follows it back to
 * editing, where it is heard.
 */
describe('content model, a change told while the form is busy', () => {
  const paths = keptChangePaths(contentMachine, {
    input: { contentId: CONTENT_ID },
    events: sampleEvents(samples),
  });

  itWalksEveryPath(
    paths,
    () => startContent(CONTENT_ID, coverage.inspect),
    eventTypes,
    ({ event, before, after }) => {
      if (event.type !== TOLD) return;
      expect(after.value).toEqual(before.value);
      expect(asSnapshot(after).context.keptChanges).toEqual([event]);
      expect(valuesOf(asSnapshot(after))).toEqual(valuesOf(asSnapshot(before)));
    },
  );
});

describe('content model coverage', () => {
  itCoversEveryStateAndTransition(contentMachine, coverage);
});
