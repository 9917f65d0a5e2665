import { createTestModel } from 'xstate/graph';
import { createActor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type { AppPageContext } from './context.ts';
import { appPageMachine } from './machine.ts';
import { selectFormKey, type AppPageSnapshot } from './selectors.ts';

const samples: Record<string, SampleEvent[]> = {
  'page.routeChanged': [null, 7, 42, 5].map((appId) => ({ type: 'page.routeChanged', appId })),
  'page.appCreated': [{ type: 'page.appCreated', appId: 42 }],
};
const eventTypes = Object.keys(samples);

/**
 * What the operator sees of the page, written from the spec rather than the machine: the app
 * the route shows, and the app the form on screen created (if it did).
 */
type PageSeen = { route: number | null; createdByForm: number | null; keys: Set<number> };

function startAppPage(appId: number | null, inspect?: (event: InspectionEvent) => void) {
  const actor = createActor(appPageMachine, { input: { appId }, inspect }).start();
  const seen: PageSeen = {
    route: appId,
    createdByForm: null,
    keys: new Set([selectFormKey(actor.getSnapshot())]),
  };
  return { actor, calls: new PendingCalls(), seen };
}

type Started = ReturnType<typeof startAppPage>;

/**
 * The page's promises, after every step: a form is never replaced under the operator except by
 * moving to another app, a new app once saved keeps the form that saved it (its typed values
 * and saved state), and a replaced form is always a fresh one, never an earlier instance.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const keyBefore = selectFormKey(before as AppPageSnapshot);
  const key = selectFormKey(after as AppPageSnapshot);
  const { seen } = started;
  if (event.type === 'page.appCreated') {
    expect(key).toBe(keyBefore);
    seen.createdByForm = (event as unknown as { appId: number }).appId;
    return;
  }
  const { appId } = event as unknown as { appId: number | null };
  const keepsForm = appId === seen.route || (appId !== null && appId === seen.createdByForm);
  if (keepsForm) {
    expect(key).toBe(keyBefore);
  } else {
    expect(seen.keys.has(key)).toBe(false);
    seen.keys.add(key);
    seen.createdByForm = null;
  }
  seen.route = appId;
}

/**
 * The form key only grows, so the model keeps only whether the first form still shows (a kept
 * form and a fresh one on the same app are different states); the rest decides what comes next.
 */
const projection = (snapshot: AnyMachineSnapshot) => {
  const { appId, createdAppId, formKey } = snapshot.context as AppPageContext;
  return { value: snapshot.value as unknown, appId, createdAppId, firstForm: formKey === 0 };
};

const created = (appId: number) => ({ type: 'page.appCreated', appId });
const routed = (appId: number | null) => ({ type: 'page.routeChanged', appId });
/** The journeys console.md describes around saving a new app and moving between apps. */
const JOURNEYS = [
  [created(42), routed(42)],
  [created(42), routed(42), routed(null)],
  [created(42), routed(5), routed(42)],
];

const coverage = new CoverageRecorder();

describe.each([
  { label: 'new app', appId: null },
  { label: 'stored app', appId: 7 },
])('app page model, $label', ({ appId }) => {
  const traversal = {
    input: { appId },
    serializeState: (snapshot: unknown, event: { type: string } | undefined) =>
      JSON.stringify({ ...projection(snapshot as AnyMachineSnapshot), via: event?.type ?? null }),
  };
  const model = createTestModel(appPageMachine, { ...traversal, events: sampleEvents(samples) });
  // A machine that wrongly replaced the saved form would make "saved, then routed to it" the
  // same state as "routed there", and a shortest path would take the direct route: the spec's
  // journeys are walked as model paths too, so such a mistake cannot hide behind a shorter path.
  const shortest = model.getShortestPaths();
  // `getPathsFromEvents` reads neither the model's options nor the input: start it where the
  // model starts.
  const fromState = shortest[0]!.steps[0]!.state;
  const paths = [
    ...shortest,
    ...JOURNEYS.flatMap((events) =>
      model.getPathsFromEvents(events as never, { ...traversal, fromState }),
    ),
  ];

  itWalksEveryPath(paths, () => startAppPage(appId, coverage.inspect), eventTypes, checkPromises, {
    project: projection,
  });
});

describe('app page model coverage', () => {
  itCoversEveryStateAndTransition(appPageMachine, coverage);
});
