import type { Locale, Template } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { createActor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { editorCatalogMachine, type CatalogNotifyParams } from './machine.ts';
import * as select from './selectors.ts';

const slots = { id: 3, code: 'slots7', isCustom: true } as Template;
const promo = { id: 8, code: 'promo', isCustom: true } as Template;
const english: Locale = { id: 1, google_lang_code: 'en', displayName: 'English' };

const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadTemplates': [{ type: 'xstate.done.actor.loadTemplates', output: [slots] }],
  'xstate.error.actor.loadTemplates': [
    { type: 'xstate.error.actor.loadTemplates', error: { status: 500 } },
  ],
  'xstate.done.actor.loadLocales': [{ type: 'xstate.done.actor.loadLocales', output: [english] }],
  'xstate.error.actor.loadLocales': [
    { type: 'xstate.error.actor.loadLocales', error: { status: 500 } },
  ],
  'templates.add': [
    { type: 'templates.add', template: promo },
    { type: 'templates.add', template: { ...slots, code: 'slots8' } },
  ],
};
const eventTypes = [...Object.keys(samples), 'catalog.reload'];
const FAILURE_TEXT: Record<string, string> = {
  loadTemplates: 'Failed to load templates',
  loadLocales: 'Failed to fetch locales',
};

function startCatalog(inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const notes: CatalogNotifyParams[] = [];
  const actor = createActor(
    editorCatalogMachine.provide({
      actors: {
        loadTemplates: calls.actor<Template[], void>('loadTemplates'),
        loadLocales: calls.actor<Locale[], void>('loadLocales'),
      },
      actions: { notify: (_, params) => notes.push(params) },
    }),
    { inspect },
  ).start();
  return { actor, calls, notes, notesSeen: 0, loadsAtStart: new Map<string, number>() };
}

type Started = ReturnType<typeof startCatalog>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.EditorCatalogSnapshot;

/**
 * The catalog's promises (editor.md §2, §8), after every step: a list is what the server
 * answered, a failed one says why by its own text and invents nothing, a template made in the
 * modal shows once, each (re)load asks each list once, and the selectors agree with the state.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const notes = started.notes.slice(started.notesSeen);
  started.notesSeen = started.notes.length;
  const answered = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const listOf = (actor: string) =>
    actor === 'loadTemplates' ? select.selectTemplates : select.selectLocales;

  if (answered?.[1] === 'done') {
    const { output } = event as unknown as { output: unknown[] };
    expect(listOf(answered[2]!)(now)).toEqual(output);
    expect(notes).toEqual([]);
  } else if (answered?.[1] === 'error') {
    expect(notes).toEqual([{ kind: 'error', text: FAILURE_TEXT[answered[2]!] }]);
    expect(listOf(answered[2]!)(now)).toEqual(listOf(answered[2]!)(then));
  } else {
    expect(notes).toEqual([]);
  }

  if (event.type === 'templates.add') {
    const { template } = event as unknown as { template: Template };
    const templates = select.selectTemplates(now);
    expect(templates.filter((item) => item.id === template.id)).toEqual([template]);
    expect(templates.filter((item) => item.id !== template.id)).toEqual(
      select.selectTemplates(then).filter((item) => item.id !== template.id),
    );
  } else if (answered?.[2] !== 'loadTemplates') {
    expect(select.selectTemplates(now)).toEqual(select.selectTemplates(then));
  }
  if (answered?.[2] !== 'loadLocales') {
    expect(select.selectLocales(now)).toEqual(select.selectLocales(then));
  }

  // Each load asks each list once.
  if (!then.matches('loading') && now.matches('loading')) {
    for (const name of Object.keys(FAILURE_TEXT)) {
      started.loadsAtStart.set(name, started.calls.inputsOf(name).length - 1);
    }
  }
  for (const name of Object.keys(FAILURE_TEXT)) {
    const since = started.calls.inputsOf(name).length - (started.loadsAtStart.get(name) ?? 0);
    expect(since).toBe(1);
  }

  expect(select.selectIsLoading(now)).toBe(
    started.calls.isPending('loadTemplates') || started.calls.isPending('loadLocales'),
  );
}

const coverage = new CoverageRecorder();

describe('editor catalog model', () => {
  const paths = createTestModel(toTestModelMachine(editorCatalogMachine), {
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
  }).getShortestPaths();

  itWalksEveryPath(paths, () => startCatalog(coverage.inspect), eventTypes, checkPromises);
});

describe('editor catalog model coverage', () => {
  itCoversEveryStateAndTransition(editorCatalogMachine, coverage);
});
