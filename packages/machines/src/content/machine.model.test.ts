import { LauncherContentUpdate, type LauncherContent } from '@landing/api';
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
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { contentMachine } from './machine.ts';
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

const samples: Record<string, SampleEvent[]> = {
  'content.change': [
    { type: 'content.change', values: { description: 'A description long enough.' } },
    { type: 'content.change', values: { description: 'Too short' } },
    { type: 'content.change', values: { tags: [' Slots ', 'slots', ''] } },
  ],
  'xstate.done.actor.loadContent': [{ type: 'xstate.done.actor.loadContent', output: german }],
  'xstate.error.actor.loadContent': [
    { type: 'xstate.error.actor.loadContent', error: { data: { message: 'Content is gone' } } },
  ],
  'xstate.done.actor.updateContent': [{ type: 'xstate.done.actor.updateContent', output: saved }],
  'xstate.error.actor.updateContent': [
    { type: 'xstate.error.actor.updateContent', error: { status: 500 } },
  ],
};
const eventTypes = [...Object.keys(samples), 'content.save', 'content.retry'];

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
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const from = seenEffects.get(started) ?? 0;
  const effects: Effect[] = started.effects.slice(from);
  seenEffects.set(started, started.effects.length);
  const type = event.type;

  // What the operator typed is never lost, except by their own change or a (re)load.
  if (type !== 'content.change' && type !== 'xstate.done.actor.loadContent') {
    expect(valuesOf(now)).toEqual(valuesOf(then));
  }
  if (type === 'xstate.done.actor.loadContent') {
    expect(valuesOf(now)).toEqual(germanText);
    expect(select.selectIsDirty(now)).toBe(false);
  }

  // A failure always leaves a visible message.
  if (type === 'xstate.error.actor.loadContent') {
    expect(select.selectLoadError(now)).toBe('Content is gone');
  }
  if (type === 'xstate.error.actor.updateContent') {
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
  if (type === 'content.save' && !then.hasTag('busy')) {
    updatesAtSave.set(started, started.calls.inputsOf('updateContent').length);
  }
  const updates = started.calls.inputsOf('updateContent');
  expect(updates.length - (updatesAtSave.get(started) ?? 0)).toBeLessThanOrEqual(1);
  if (type === 'content.save' && select.selectCanSave(then)) {
    const body = { translatableContent: valuesOf(then), isDefault: german.isDefault };
    if (LauncherContentUpdate.allows(body)) {
      expect(updates.at(-1)).toEqual({ contentId: CONTENT_ID, changes: body });
    } else {
      expect(updates.length).toBe(updatesAtSave.get(started));
      expect(select.selectFieldError('description')(now)).toEqual(expect.any(String));
    }
  }
  for (const input of started.calls.inputsOf('loadContent')) {
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
  expect(select.selectIsSaving(now)).toBe(now.matches('saving'));
  expect(select.selectLoadError(now) !== null).toBe(now.matches('loadFailed'));
  if (select.selectCanSave(now)) {
    expect(select.selectIsLoading(now) || select.selectIsSaving(now)).toBe(false);
  }
}

const coverage = new CoverageRecorder();

describe('content model', () => {
  const paths = createTestModel(toTestModelMachine(contentMachine), {
    input: { contentId: CONTENT_ID },
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
  }).getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startContent(CONTENT_ID, coverage.inspect),
    eventTypes,
    checkPromises,
  );
  itHasEveryScreenPath(paths, CONTENT_SCREEN_PATHS, 'Content section');
});

describe('content model coverage', () => {
  itCoversEveryStateAndTransition(contentMachine, coverage);
});
