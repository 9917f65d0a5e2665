import { ApiError, type Design } from '@landing/api';
import type { InspectionEvent } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import {
  contentWith,
  designWithVideo,
  frame,
  iconFile,
  newBase,
  onBase,
  ownDesign,
  shotA,
  SQUARE,
  storedDesign,
  webm,
} from './fixtures.ts';
import { isDirty as isDirtyDesign } from './changes.ts';
import { valuesFromDesign } from './context.ts';
import { brokenDesignInvariants } from './invariants.ts';
import { DESIGN_HELD_CLICKS, designMachine } from './machine.ts';
import type { StartedDesign } from './testHarness.ts';
import type { DesignSnapshot } from './selectors.ts';
import { DESIGN_SCREEN_PATHS } from './screenPaths.ts';
import { startDesign } from './testHarness.ts';

/** Three screenshots, so moving one left and another right give different galleries. */
const threeScreensAndVideo = {
  ...designWithVideo,
  screensData: [...designWithVideo.screensData, { name: 'three.png', url: '/files/three.png' }],
};

/** Designs 9, 10, 11 with one, two and three screenshots. */
const designsByScreens = [1, 2, 3].map((count) => ({
  ...threeScreensAndVideo,
  id: 8 + count,
  screensData: threeScreensAndVideo.screensData.slice(0, count),
}));

const done = (id: string, ...outputs: unknown[]): SampleEvent[] =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string): SampleEvent[] => [
  { type: `xstate.error.actor.${id}`, error: { status: 500 } },
];

const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadDesign': done('loadDesign', storedDesign, threeScreensAndVideo),
  'xstate.error.actor.loadDesign': failed('loadDesign'),
  'xstate.done.actor.fetchVideo': done('fetchVideo', webm),
  'xstate.error.actor.fetchVideo': failed('fetchVideo'),
  'xstate.done.actor.inspectImages': done('inspectImages', [SQUARE], [null]),
  'xstate.error.actor.inspectImages': failed('inspectImages'),
  'xstate.done.actor.inspectVideo': done('inspectVideo', 'webm', null),
  'xstate.error.actor.inspectVideo': failed('inspectVideo'),
  'xstate.done.actor.captureFrame': done('captureFrame', frame),
  'xstate.error.actor.captureFrame': failed('captureFrame'),
  'xstate.done.actor.createDesign': done(
    'createDesign',
    { kind: 'created', id: 9 },
    { kind: 'idUnknown' },
  ),
  // None yet (before a create; after an unnamed one: not found), or one new design per number
  // of screenshots (after an unnamed create: found).
  'xstate.done.actor.listDesigns': done('listDesigns', [], designsByScreens),
  'xstate.error.actor.listDesigns': failed('listDesigns'),
  'xstate.error.actor.createDesign': failed('createDesign'),
  'xstate.done.actor.updateDesign': done('updateDesign', designWithVideo),
  'xstate.error.actor.updateDesign': failed('updateDesign'),
  'xstate.done.actor.linkDesign': done('linkDesign', contentWith(3, 1)),
  'xstate.error.actor.linkDesign': failed('linkDesign'),
  'xstate.done.actor.unlinkDesign': done('unlinkDesign', contentWith(2, null)),
  'xstate.error.actor.unlinkDesign': failed('unlinkDesign'),
  'icon.choose': [{ type: 'icon.choose', file: iconFile }],
  'screens.add': [
    { type: 'screens.add', files: [shotA] },
    { type: 'screens.add', files: [] },
  ],
  'screen.moveLeft': [{ type: 'screen.moveLeft', key: 'stored:three.png' }],
  'screen.moveRight': [{ type: 'screen.moveRight', key: 'stored:one.png' }],
  'screen.remove': [{ type: 'screen.remove', key: 'stored:one.png' }],
  'video.choose': [{ type: 'video.choose', file: webm }],
  'frame.capture': [{ type: 'frame.capture', source: 'video' }],
  'field.blur': [{ type: 'field.blur', field: 'screens' }],
  'save.progress': [{ type: 'save.progress', percent: 50 }],
  // Undo and Redo (issue 28): back to an empty form, or to one with the icon chosen.
  'design.restore': [
    { type: 'design.restore', values: valuesFromDesign(null) },
    {
      type: 'design.restore',
      values: { ...valuesFromDesign(null), icon: { kind: 'chosen', file: iconFile } },
    },
  ],
};

const eventTypes = [
  ...Object.keys(samples),
  'icon.remove',
  'preview.remove',
  'design.retry',
  'design.save',
  'design.useBase',
  'design.unlink',
  'design.unlinkConfirm',
  'design.unlinkCancel',
  'conflict.save',
  'conflict.cancel',
];

const coverage = new CoverageRecorder();
const violations: string[] = [];

/** Records coverage and checks the invariants on every snapshot the real machine reaches. */
const inspect = (event: InspectionEvent) => {
  coverage.inspect(event);
  // Only the design actor's own snapshots (not those of its invoked actors).
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
  const snapshot = event.snapshot as unknown as DesignSnapshot;
  for (const broken of brokenDesignInvariants(snapshot)) {
    violations.push(`${JSON.stringify(snapshot.value)}: ${broken}`);
  }
};

/** The events each start explores (together they reach every transition). */
const pick = (...types: string[]) =>
  Object.fromEntries(types.map((type) => [type, samples[type] ?? [{ type }]]));

const starts = [
  {
    label: 'the base without a design: checks, create, link',
    input: newBase,
    samples: pick(
      'icon.choose',
      'icon.remove',
      'screens.add',
      'field.blur',
      'design.save',
      'save.progress',
      'xstate.done.actor.inspectImages',
      'xstate.error.actor.inspectImages',
      'xstate.done.actor.listDesigns',
      'xstate.error.actor.listDesigns',
      'xstate.done.actor.createDesign',
      'xstate.error.actor.createDesign',
      'xstate.done.actor.loadDesign',
      'xstate.error.actor.loadDesign',
      'xstate.done.actor.linkDesign',
      'xstate.error.actor.linkDesign',
    ),
  },
  {
    label: 'a translation on the base design: read-only, unlink',
    input: onBase,
    samples: pick(
      'design.retry',
      'design.unlink',
      'design.unlinkConfirm',
      'design.unlinkCancel',
      'xstate.done.actor.loadDesign',
      'xstate.error.actor.loadDesign',
      'xstate.done.actor.fetchVideo',
      'xstate.error.actor.fetchVideo',
      'xstate.done.actor.unlinkDesign',
      'xstate.error.actor.unlinkDesign',
    ),
  },
  {
    label: 'a translation with its own design: gallery, video, update, use base',
    input: ownDesign,
    samples: pick(
      'screen.moveLeft',
      'screen.moveRight',
      'screen.remove',
      'video.choose',
      'frame.capture',
      'preview.remove',
      'design.save',
      'design.useBase',
      'xstate.done.actor.loadDesign',
      'xstate.done.actor.fetchVideo',
      'xstate.done.actor.inspectVideo',
      'xstate.error.actor.inspectVideo',
      'xstate.done.actor.captureFrame',
      'xstate.error.actor.captureFrame',
      'xstate.done.actor.updateDesign',
      'xstate.error.actor.updateDesign',
      'xstate.done.actor.linkDesign',
      'xstate.error.actor.linkDesign',
    ),
  },
  {
    // A copy: the screen paths of the stories belong to the walk above.
    label: 'the base without a design: undo and redo put steps back',
    input: { ...newBase },
    samples: pick(
      'icon.choose',
      'screens.add',
      'design.restore',
      'xstate.done.actor.inspectImages',
      'xstate.error.actor.inspectImages',
    ),
  },
];

/**
 * Another operator saved the design (issue 29): the operator chose an icon and moved a
 * screenshot; theirs has another icon (both changed it: the dialog), a third screenshot (the
 * gallery merges as a list) or only a new version. With a version the write names it and a
 * stale answer reads the design; without one the design is read before every write.
 */
function conflictStart(label: string, loaded: Design) {
  const apiError = (status: number, stale = false) =>
    new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });
  const theirs = (changes: Partial<Design>): Design => ({
    ...loaded,
    ...changes,
    ...(loaded.version === undefined ? {} : { version: 5 }),
  });
  return {
    label,
    input: ownDesign,
    loaded,
    samples: {
      'xstate.done.actor.loadDesign': done('loadDesign', loaded),
      'icon.choose': samples['icon.choose']!,
      'xstate.done.actor.inspectImages': done('inspectImages', [SQUARE]),
      'screen.moveRight': samples['screen.moveRight']!,
      'design.save': [{ type: 'design.save' }],
      'xstate.error.actor.updateDesign': [
        ...failed('updateDesign'),
        { type: 'xstate.error.actor.updateDesign', error: apiError(409, true) },
        { type: 'xstate.error.actor.updateDesign', error: apiError(404) },
      ],
      'xstate.done.actor.updateDesign': done('updateDesign', { ...loaded, version: 9 }),
      'xstate.done.actor.linkDesign': done('linkDesign', contentWith(3, 2)),
      'xstate.done.actor.checkDesign': done(
        'checkDesign',
        theirs({ iconUrl: '/files/their-icon.png' }),
        theirs({ screensData: [...loaded.screensData, { name: 'three.png', url: '/t.png' }] }),
        theirs({}),
      ),
      'xstate.error.actor.checkDesign': [
        ...failed('checkDesign'),
        { type: 'xstate.error.actor.checkDesign', error: apiError(404) },
      ],
      'conflict.pick': [{ type: 'conflict.pick', field: 'icon', side: 'theirs' }],
      'conflict.pickAll': [
        { type: 'conflict.pickAll', side: 'theirs' },
        { type: 'conflict.pickAll', side: 'mine' },
      ],
      'conflict.save': [{ type: 'conflict.save' }],
      'conflict.cancel': [{ type: 'conflict.cancel' }],
    } as Record<string, SampleEvent[]>,
  };
}

/** Nothing chosen is lost to a check or a conflict; a merge keeps theirs; a write names the version merged against. */
function checkConflictStep({ event, before, after, started }: ModelStep<StartedDesign>) {
  const previous = (before as unknown as DesignSnapshot).context;
  const context = (after as unknown as DesignSnapshot).context;
  if (before.matches('checkingDesign') || before.matches('conflict')) {
    if (previous.icon?.kind === 'chosen' && previous.conflict?.picks.icon !== 'theirs') {
      expect(context.icon).toEqual(previous.icon);
    }
    // In the dialog the gallery's merge waits in the conflict until it is saved.
    const keys = (context.conflict?.merged.screens ?? context.screens).map((screen) => screen.key);
    if ('output' in event) {
      for (const screen of (event.output as Design).screensData) {
        expect(keys).toContain(`stored:${screen.name}`);
      }
    }
  }
  if (after.matches({ saving: 'updating' }) && !before.matches({ saving: 'updating' })) {
    const sent = started.calls.inputsOf('updateDesign').at(-1) as { version?: unknown };
    if (event.type === 'design.save') expect(sent.version).toBe(previous.design?.version);
    if (event.type === 'conflict.save') expect(sent.version).toBe(previous.conflict?.version);
    if ('output' in event) expect(sent.version).toBe((event.output as Design).version);
    if (event.type === 'design.save') expect(sent.version).toBeDefined();
  }
}

const conflictStarts = [
  // The translation's own design (id 2, the base's is 1).
  conflictStart('with a version: another operator saved it', { ...storedDesign, id: 2 }),
  conflictStart('without versions: another operator saved it', {
    ...storedDesign,
    id: 2,
    version: undefined,
  }),
];

describe.each(conflictStarts)(
  'design conflict model, $label',
  ({ input, loaded, samples: explored }) => {
    const model = createTestModel(toTestModelMachine(designMachine), {
      input,
      events: sampleEvents(explored),
      filterEvents: (snapshot, event) =>
        onlyExternalEvents(snapshot, event) && event.type in explored,
      // Bounded: a walk ends once the form holds a design other than the one loaded.
      stopWhen: (snapshot) =>
        snapshot.matches('editing') &&
        JSON.stringify(snapshot.context.design) !== JSON.stringify(loaded),
    });
    itWalksEveryPath(
      model.getShortestPaths(),
      () => startDesign(input, inspect),
      [...new Set([...eventTypes, ...Object.keys(explored)])],
      checkConflictStep,
    );
  },
);

/**
 * Another operator saved the design while it is open (issue 29, "see it coming"): their save is
 * heard (or it is the form's own), read, and shown by itself, or announced over a gallery move.
 */
const loadedOwn: Design = { ...storedDesign, id: 2 };
const heardSamples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadDesign': done('loadDesign', loadedOwn),
  'screen.moveRight': samples['screen.moveRight']!,
  'design.changedElsewhere': [3, 5].map((version) => ({
    type: 'design.changedElsewhere',
    change: { version, updatedBy: 'Bea', updatedAt: null },
  })),
  'xstate.done.actor.refreshDesign': done(
    'refreshDesign',
    { ...loadedOwn, version: 5, screensData: [{ name: 'three.png', url: '/t.png' }] },
    { ...loadedOwn, version: 5, tags: ['theirs'] },
  ),
  'xstate.error.actor.refreshDesign': failed('refreshDesign'),
  'design.reload': [{ type: 'design.reload' }],
};
/**
 * Clicked during the read (issue 29): held, acting once it ends; one per walk, to keep it small
 * (Reload is heard, below; Move Right walks as Move Left).
 */
const heldSamples = pick(
  ...DESIGN_HELD_CLICKS.filter(
    (click) => click !== 'design.reload' && click !== 'screen.moveRight',
  ),
);

/** Unsaved input is never replaced by a read; without any, the read shows. */
function checkHeardStep({ event, before, after }: ModelStep<StartedDesign>) {
  const previous = (before as unknown as DesignSnapshot).context;
  const context = (after as unknown as DesignSnapshot).context;
  if (!after.matches('refreshing')) expect(context.heldClick).toBeNull();
  if (event.type !== 'xstate.done.actor.refreshDesign') return;
  const read = (event as unknown as { output: Design }).output;
  // A held click acted right after the read (its own effect is checked by the unit tests).
  if (previous.heldClick !== null) return;
  if (isDirtyDesign(previous)) expect(context.screens).toEqual(previous.screens);
  else expect(context.design).toEqual(read);
}

describe('design model, another operator saved it', () => {
  const model = createTestModel(toTestModelMachine(designMachine), {
    input: ownDesign,
    events: sampleEvents({ ...heldSamples, ...heardSamples }),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) &&
      (snapshot.matches('refreshing')
        ? event.type.endsWith('.actor.refreshDesign') ||
          (snapshot.context.heldClick === null && event.type !== 'design.changedElsewhere')
        : event.type in heardSamples),
    // Bounded: a walk ends once the form shows a notice or holds another design than loaded.
    stopWhen: (snapshot) =>
      snapshot.matches('editing') &&
      (snapshot.context.changedElsewhere !== null ||
        JSON.stringify(snapshot.context.design) !== JSON.stringify(loadedOwn)),
  });
  itWalksEveryPath(
    model.getShortestPaths(),
    () => startDesign(ownDesign, inspect),
    [...new Set([...eventTypes, ...Object.keys(heardSamples)])],
    checkHeardStep,
  );
});

describe.each(starts)('design model, $label', ({ input, samples: explored }) => {
  const model = createTestModel(toTestModelMachine(designMachine), {
    input,
    events: sampleEvents(explored),
    // Only the explored events; any other event type is left out of this walk.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && event.type in explored,
    // Keeps the graph small: a walk ends after a save or a link; longer ones only repeat.
    stopWhen: (snapshot) =>
      snapshot.context.nextScreenKey > 1 ||
      (snapshot.context.designId !== input.designId && snapshot.matches('editing')),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(paths, () => startDesign(input, inspect), eventTypes);
  const screenPaths =
    input === newBase
      ? DESIGN_SCREEN_PATHS.newBase
      : input === ownDesign
        ? DESIGN_SCREEN_PATHS.ownDesign
        : undefined;
  if (screenPaths) itHasEveryScreenPath(paths, screenPaths, 'Design section');
});

describe('design model coverage', () => {
  itCoversEveryStateAndTransition(designMachine, coverage);
  it('keeps every invariant after each step', () => {
    expect([...new Set(violations)]).toEqual([]);
  });
});
