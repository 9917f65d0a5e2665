import { ApiError, RATING_APPLY_DELAY_MS, type Launcher } from '@landing/api';
import { afterEach, describe, expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { savedInput, savedStaticContent } from './fixtures.ts';
import { staticContentViolations } from './invariants.ts';
import type { StaticContentContext, StaticContentValues } from './context.ts';
import { staticContentMachine } from './machine.ts';
import { STATIC_CONTENT_SCREEN_PATHS } from './screenPaths.ts';
import { startStaticContent } from './testHarness.ts';
import { isDirty, valuesFromStaticContent } from './values.ts';
import { checkKeptChange, keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';

const RATING_DELAY_EVENT = 'xstate.after.ratingDelay.staticContent.editing.ratingPending';

function apiError(status: number, stale = false) {
  return new ApiError({
    kind: 'http',
    status,
    message: 'refused',
    method: 'PATCH',
    url: '/x',
    stale,
  });
}
function theirs(changes: Partial<typeof savedStaticContent>): Launcher {
  return {
    id: 1,
    name: 'Lucky Spin',
    staticContent: { ...savedStaticContent, ...changes },
    version: 5,
  } as Launcher;
}

const samples: Record<string, SampleEvent[]> = {
  'field.change': [
    { type: 'field.change', values: { developer: 'Acme Studio' } },
    { type: 'field.change', values: { email: 'not-an-email' } },
  ],
  'star.change': [
    // Pushed to 100 with the others at 30: stops at 70.
    { type: 'star.change', index: 0, value: 100 },
    { type: 'star.change', index: 4, value: 0 },
  ],
  'xstate.done.actor.updateStaticContent': [
    { type: 'xstate.done.actor.updateStaticContent', output: {} },
  ],
  'xstate.error.actor.updateStaticContent': [
    { type: 'xstate.error.actor.updateStaticContent', error: { status: 500 } },
    { type: 'xstate.error.actor.updateStaticContent', error: apiError(409, true) },
    { type: 'xstate.error.actor.updateStaticContent', error: apiError(404) },
  ],
  // Another operator's launcher (issue 29): one field of theirs, or the developer both changed.
  'xstate.done.actor.checkLauncher': [
    { type: 'xstate.done.actor.checkLauncher', output: theirs({ reviews: 99 }) },
    { type: 'xstate.done.actor.checkLauncher', output: theirs({ developer: 'Their Studio' }) },
  ],
  'xstate.error.actor.checkLauncher': [
    { type: 'xstate.error.actor.checkLauncher', error: apiError(404) },
    { type: 'xstate.error.actor.checkLauncher', error: { status: 500 } },
  ],
  // Another operator's save the landing watch heard of (issue 29): their version, or the form's
  // own; the read shows their developer, or nothing the form shows changed.
  'form.changedElsewhere': [
    { type: 'form.changedElsewhere', change: { version: 5, updatedBy: 'Bea', updatedAt: null } },
    { type: 'form.changedElsewhere', change: { version: 4, updatedBy: 'Me', updatedAt: null } },
  ],
  'xstate.done.actor.refreshLauncher': [
    { type: 'xstate.done.actor.refreshLauncher', output: theirs({ developer: 'Their Studio' }) },
    { type: 'xstate.done.actor.refreshLauncher', output: theirs({}) },
  ],
  'xstate.error.actor.refreshLauncher': [
    { type: 'xstate.error.actor.refreshLauncher', error: apiError(404) },
    { type: 'xstate.error.actor.refreshLauncher', error: { status: 500 } },
  ],
  'conflict.pick': [{ type: 'conflict.pick', field: 'developer', side: 'theirs' }],
  'conflict.pickAll': [{ type: 'conflict.pickAll', side: 'mine' }],
};

const eventTypes = [
  ...Object.keys(samples),
  'form.save',
  'form.reset',
  'form.reload',
  'conflict.save',
  'conflict.cancel',
  RATING_DELAY_EVENT,
];

/**
 * The machine under test, as the path runner drives it: a delayed event of the model moves the
 * simulated clock by the delay instead of being sent, so the real timer fires.
 */
function onSimulatedClock(input: Parameters<typeof startStaticContent>[0]) {
  return () => {
    const { actor, calls, clock } = startStaticContent(input, coverage.inspect);
    actor.subscribe((snapshot) => violations.push(...staticContentViolations(snapshot)));
    const driven = {
      getSnapshot: () => actor.getSnapshot(),
      send: (event: EventObject) => {
        if (event.type === RATING_DELAY_EVENT) clock.increment(RATING_APPLY_DELAY_MS);
        else actor.send(event as never);
      },
    } as unknown as AnyActorRef;
    return { actor: driven, calls };
  };
}

const coverage = new CoverageRecorder();
const violations: string[] = [];

afterEach(() => {
  expect(violations).toEqual([]);
  violations.length = 0;
});

const modes = [
  { label: 'a saved launcher', input: savedInput },
  { label: 'no launcher', input: { ...savedInput, launcherId: null } },
  { label: 'a server without versions', input: { ...savedInput, version: undefined } },
];

describe.each(modes)('static content model, $label', ({ input }) => {
  const initialValues = valuesFromStaticContent(input.staticContent, input.launcherName);
  const model = createTestModel(toTestModelMachine(staticContentMachine), {
    input,
    events: sampleEvents(samples),
    // A change told while the form cannot read it is walked apart, below.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && toldWhereRead(snapshot, event),
    stopWhen: (snapshot) => walkEnds(snapshot, initialValues),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(paths, onSimulatedClock(input), eventTypes);
  if (input.launcherId !== null && input.version !== undefined) {
    itHasEveryScreenPath(paths, STATIC_CONTENT_SCREEN_PATHS, 'Static Content form');
  }
});

/** Bounded: two edits, one attempted save or one finished save show every transition. */
const walkEnds = (snapshot: AnyMachineSnapshot, initialValues: StaticContentValues) => {
  const context = snapshot.context as StaticContentContext;
  return (
    Object.keys(context.touched).length >= 2 ||
    context.submitted ||
    // A change announced over unsaved input: the unit tests follow it further.
    context.changedElsewhere !== null ||
    isDirty(context.savedValues, initialValues)
  );
};

/** Issue 29: a change told while the form reads another save or saves is kept, not lost. */
describe('static content model, a change told while the form is busy', () => {
  const input = modes[0]!.input;
  const initialValues = valuesFromStaticContent(input.staticContent, input.launcherName);
  const paths = keptChangePaths(staticContentMachine, {
    input,
    events: sampleEvents(samples),
    stopWhen: (snapshot) => walkEnds(snapshot, initialValues),
  });
  itWalksEveryPath(paths, onSimulatedClock(input), eventTypes, checkKeptChange);
});

describe('static content model coverage', () => {
  itCoversEveryStateAndTransition(staticContentMachine, coverage);
});
