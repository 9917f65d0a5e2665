import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { EditorContext } from './context.ts';
import {
  englishBase,
  germanContent,
  landingFixture,
  linkableFixture,
  mainLauncher,
  relatedLauncher,
} from './fixtures.ts';
import { hasUnsavedChanges } from './guards.ts';
import { editorMachine } from './machine.ts';
import type { SectionHost, SectionHosts } from './sections.ts';
import { startEditor } from './testHarness.ts';

const done = (id: string, ...outputs: unknown[]): SampleEvent[] =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string): SampleEvent[] => [
  { type: `xstate.error.actor.${id}`, error: { data: { message: `${id} failed` } } },
];

const landingWithoutRelated = { ...landingFixture, relatedLaunchers: [] };
const french = { ...germanContent, id: 13, localeId: 3 };

/** Each guard branch gets its own sample. */
const samples: Record<string, SampleEvent[]> = {
  ...Object.fromEntries(
    [
      ['loadLanding', landingFixture, landingWithoutRelated, { id: 5, mainLauncher: null }],
      ['loadLinkableLaunchers', linkableFixture],
      ['loadLauncher', mainLauncher, relatedLauncher],
      ['loadContent', germanContent],
    ].flatMap(([id, ...outputs]) => [
      [`xstate.done.actor.${id as string}`, done(id as string, ...outputs)],
      [`xstate.error.actor.${id as string}`, failed(id as string)],
    ]),
  ),
  'section.select': [
    { type: 'section.select', section: 'landingSettings' },
    { type: 'section.select', section: 'design' },
  ],
  'launcher.switch': [
    { type: 'launcher.switch', launcherId: 1 },
    { type: 'launcher.switch', launcherId: 2 },
  ],
  'content.switch': [
    { type: 'content.switch', contentId: 11 },
    { type: 'content.switch', contentId: 12 },
    { type: 'content.switch', contentId: 99 },
  ],
  'location.change': [
    { type: 'location.change', landingId: 5, relatedLauncherId: null },
    { type: 'location.change', landingId: 5, relatedLauncherId: 2 },
    { type: 'location.change', landingId: 6, relatedLauncherId: null },
  ],
  'settings.saved': [{ type: 'settings.saved', launcher: { ...mainLauncher, name: 'Renamed' } }],
  'landing.created': [{ type: 'landing.created', landingId: 8 }],
  'translation.created': [
    {
      type: 'translation.created',
      launcher: { ...mainLauncher, contents: [englishBase, germanContent, french] },
      contentId: french.id,
    },
  ],
  'translation.deleted': [{ type: 'translation.deleted', contentId: germanContent.id }],
  'translation.addedElsewhere': [{ type: 'translation.addedElsewhere', contents: [french] }],
  // Another operator deleted the shown base, or a translation not shown.
  'translation.deletedElsewhere': [
    { type: 'translation.deletedElsewhere', contentId: englishBase.id },
    { type: 'translation.deletedElsewhere', contentId: germanContent.id },
  ],
  'launcher.updated': [{ type: 'launcher.updated', launcher: { ...mainLauncher, name: 'New' } }],
  'content.updated': [{ type: 'content.updated', content: { ...englishBase, designId: 71 } }],
  'landing.refreshed': [
    { type: 'landing.refreshed', landing: landingWithoutRelated, linkableLaunchers: null },
    { type: 'landing.refreshed', landing: null, linkableLaunchers: [] },
  ],
};

const eventTypes = [
  ...Object.keys(samples),
  'leave.confirm',
  'leave.cancel',
  'editor.reload',
  'editor.reset',
];

/**
 * States that differ only in data the next transitions do not branch on count as one, so the
 * graph stays small; the walked paths compare this projection and the invariants after every
 * step (the unit tests check whole contexts).
 */
function projection(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as EditorContext;
  return {
    value: snapshot.value as unknown,
    landingId: context.landingId,
    launcher: context.launcher?.id ?? null,
    related: context.landing?.relatedLaunchers?.length ?? null,
    contents: context.launcher?.contents?.length ?? null,
    active: context.activeContent?.id ?? null,
    section: context.section,
    unsaved: hasUnsavedChanges(context),
    pending: context.pendingMove?.type ?? null,
    linkable: context.linkableLaunchers.length,
  };
}

/**
 * The event that led to a state is part of it, so transitions that change nothing the
 * projection shows (no-ops, failures that only toast) still get a path of their own.
 */
const serializeState = (snapshot: AnyMachineSnapshot, event: { type: string } | undefined) =>
  JSON.stringify({ ...projection(snapshot), via: event?.type ?? null });

/** What holds after every step whatever the path. */
function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as EditorContext;
  const contents = context.launcher?.contents ?? [];
  if (context.activeContent !== null) {
    expect(contents.map((content) => content.id)).toContain(context.activeContent.id);
  }
  if (context.baseContent !== null) expect(context.baseContent.isDefault).toBe(true);
  if (context.launcher === null) {
    expect(['landingSettings', 'mainInformation']).toContain(context.section);
  }
  expect(context.pendingMove !== null).toBe(snapshot.matches({ ready: 'confirmingLeave' }));
  if (Object.keys(context.sections).length === 0) expect(context.runningSection).toBeNull();
}

const actorEvents = (...ids: string[]) =>
  ids.flatMap((id) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`]);
const opening = actorEvents('loadLanding', 'loadLauncher', 'loadLinkableLaunchers');
const isIdle = (snapshot: AnyMachineSnapshot) => snapshot.matches({ ready: 'idle' });
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as EditorContext;

/**
 * One model per concern, each offering only its own events: together they reach every state
 * and transition, and each graph stays small enough to walk every shortest path.
 */
/** A section that always holds unsaved work: every move away from it asks first. */
const unsavedSection: SectionHost = {
  needsTranslation: false,
  logic: fromCallback(() => undefined),
  input: () => ({}),
  key: () => 'unsaved',
  isDirty: () => true,
};
const noSections: SectionHosts = {};

const scenarios = [
  {
    label: 'a new landing is saved',
    landingId: null,
    events: ['landing.created', 'section.select', 'editor.reset'],
    stopWhen: (snapshot: AnyMachineSnapshot) => ctx(snapshot).landingId !== null,
  },
  {
    label: 'a landing opens',
    landingId: 5,
    events: [...opening, 'editor.reload', 'editor.reset', 'location.change'],
    stopWhen: (snapshot: AnyMachineSnapshot) => isIdle(snapshot) || ctx(snapshot).landingId !== 5,
  },
  {
    label: 'moving around a landing',
    landingId: 5,
    sections: { design: unsavedSection },
    events: [
      ...opening,
      ...actorEvents('loadContent'),
      'section.select',
      'settings.saved',
      'leave.confirm',
      'leave.cancel',
      'launcher.switch',
      'content.switch',
      'location.change',
      'launcher.updated',
      'content.updated',
      'editor.reload',
    ],
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      ctx(snapshot).landingId !== 5 ||
      (isIdle(snapshot) && ctx(snapshot).launcher?.id === 2) ||
      ctx(snapshot).launcher?.name === 'Renamed',
  },
  {
    label: 'the translation strip reports',
    landingId: 5,
    events: [
      ...opening,
      'translation.created',
      'translation.deleted',
      'translation.addedElsewhere',
      'translation.deletedElsewhere',
    ],
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      isIdle(snapshot) && (ctx(snapshot).launcher?.contents?.length ?? 2) !== 2,
  },
  {
    label: 'a section refreshes the landing',
    landingId: 5,
    events: [...opening, 'landing.refreshed', 'launcher.switch'],
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      isIdle(snapshot) && ctx(snapshot).launcher?.id === 2,
  },
];

const coverage = new CoverageRecorder();

describe.each(scenarios)('editor model, $label', ({ landingId, events, stopWhen, ...rest }) => {
  const sections = 'sections' in rest ? rest.sections : noSections;
  const model = createTestModel(toTestModelMachine(editorMachine), {
    input: { landingId, relatedLauncherId: null, sections, translationStrip: null },
    events: sampleEvents(samples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && events.includes(event.type),
    serializeState: (snapshot, event) => serializeState(snapshot as AnyMachineSnapshot, event),
    stopWhen: (snapshot) => stopWhen(snapshot as AnyMachineSnapshot),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () =>
      startEditor(
        { landingId, relatedLauncherId: null, sections, translationStrip: null },
        coverage.inspect,
      ),
    eventTypes,
    ({ after }) => invariant(after),
    { project: projection },
  );
});

describe('editor model coverage', () => {
  itCoversEveryStateAndTransition(editorMachine, coverage);
});
