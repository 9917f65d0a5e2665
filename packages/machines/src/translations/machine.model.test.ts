import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { checkKeptChange, keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { englishBase, germanContent, mainLauncher, relatedLauncher } from '../editor/fixtures.ts';
import { translationsMachine } from './machine.ts';
import { startTranslations } from './testHarness.ts';

const french = { ...germanContent, id: 13, localeId: 3 };
const actors = [
  ['createContent', { kind: 'created', id: french.id }, { kind: 'idUnknown' }],
  ['deleteContent', {}],
  // With the new French tab (found when unnamed), or without it (an unnamed one is not found).
  [
    'loadLauncher',
    { ...mainLauncher, contents: [englishBase, germanContent, french] },
    { ...mainLauncher, contents: [englishBase, germanContent] },
  ],
] as const;

/** Each guard branch gets its own sample; every call answers or fails. */
const samples: Record<string, SampleEvent[]> = {
  ...Object.fromEntries<SampleEvent[]>(
    actors.flatMap(([id, ...outputs]) => [
      [
        `xstate.done.actor.${id}`,
        outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
      ],
      [
        `xstate.error.actor.${id}`,
        [{ type: `xstate.error.actor.${id}`, error: { data: { message: `${id} failed` } } }],
      ],
    ]),
  ),
  'section.context': [
    {
      type: 'section.context',
      context: {
        landingId: 5,
        landing: null,
        launcher: mainLauncher,
        activeContent: englishBase,
        baseContent: { ...englishBase, designId: 71 },
      },
    },
  ],
  'translation.chooseLocale': [{ type: 'translation.chooseLocale', localeId: 3 }],
  // An unused language, and one the launcher uses (left out).
  'translation.restore': [
    { type: 'translation.restore', localeId: 3 },
    { type: 'translation.restore', localeId: germanContent.localeId },
  ],
  'translation.delete': [
    { type: 'translation.delete', contentId: englishBase.id },
    { type: 'translation.delete', contentId: germanContent.id },
  ],
  // Another operator's: a translation gone, one added, one gone the strip no longer shows.
  'translations.changedElsewhere': [
    {
      type: 'translations.changedElsewhere',
      change: { kind: 'content', id: germanContent.id, gone: true },
    },
    { type: 'translations.changedElsewhere', change: { kind: 'content', id: french.id } },
    {
      type: 'translations.changedElsewhere',
      change: { kind: 'content', id: french.id, gone: true },
    },
  ],
};
const eventTypes = [
  ...Object.keys(samples),
  'translation.open',
  'translation.cancel',
  'translation.create',
];
const coverage = new CoverageRecorder();

describe.each([
  { label: 'a launcher with a base', input: { launcher: mainLauncher, baseContent: englishBase } },
  { label: 'a launcher without contents', input: { launcher: relatedLauncher, baseContent: null } },
])('translation strip model, $label', ({ input }) => {
  const paths = createTestModel(toTestModelMachine(translationsMachine), {
    input,
    events: sampleEvents(samples),
    // A row told while the strip is busy is walked apart, below.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && toldWhereRead(snapshot, event),
    // The event that led to a state is part of it: a refused create or delete gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startTranslations(input, coverage.inspect), eventTypes);
});

/** Issue 29: a row told while the strip creates, reads or deletes a translation is kept. */
describe('translation strip model, a row told while busy', () => {
  const input = { launcher: mainLauncher, baseContent: englishBase };
  const paths = keptChangePaths(translationsMachine, { input, events: sampleEvents(samples) });
  itWalksEveryPath(
    paths,
    () => startTranslations(input, coverage.inspect),
    eventTypes,
    checkKeptChange,
  );
});

describe('translation strip model coverage', () => {
  itCoversEveryStateAndTransition(translationsMachine, coverage);
});
