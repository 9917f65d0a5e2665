import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { PreviewContext } from './context.ts';
import { previewMachine } from './machine.ts';
import { otherTarget, previewUrl, startPreview, target } from './testHarness.ts';

const REFRESH = 'xstate.after.refreshDelay.preview.showing.refreshScheduled';
const FRAME_TIMEOUT = 'xstate.after.frameTimeout.preview.showing.frameLoading';

/** Each guard branch gets its own sample. */
const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadPreviewUrl': [
    { type: 'xstate.done.actor.loadPreviewUrl', output: { url: previewUrl } },
  ],
  'xstate.error.actor.loadPreviewUrl': [
    { type: 'xstate.error.actor.loadPreviewUrl', error: { status: 500 } },
  ],
  'preview.target': [
    { type: 'preview.target', ...target },
    { type: 'preview.target', ...otherTarget },
    { type: 'preview.target', landingId: 4, launcherId: 9, contentId: null },
  ],
  'preview.mutated': [
    { type: 'preview.mutated', method: 'PATCH', path: 'launcher/9' },
    { type: 'preview.mutated', method: 'GET', path: 'launcher/9' },
  ],
  'preview.zoom': [
    { type: 'preview.zoom', zoom: 150 },
    { type: 'preview.zoom', zoom: 80 },
  ],
  'preview.device': [
    { type: 'preview.device', deviceId: 'galaxy-fold-cover' },
    { type: 'preview.device', deviceId: 'nexus-5' },
  ],
};

const eventTypes = [
  ...Object.keys(samples),
  'preview.rotate',
  'preview.frameLoaded',
  'preview.expired',
  'preview.retry',
  REFRESH,
  FRAME_TIMEOUT,
];
const coverage = new CoverageRecorder();
// Real timers would race the model: the test sends the delayed events itself.
const outOfReach = { refreshDelay: 3_600_000, frameTimeout: 3_600_000 };

describe.each([
  { label: 'opened without ids', input: {} },
  { label: 'opened on a translation', input: target },
])('preview model, $label', ({ input }) => {
  const model = createTestModel(toTestModelMachine(previewMachine), {
    input,
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
    // Display settings multiply the graph without new transitions once each was reached.
    stopWhen: (snapshot) =>
      snapshot.context.zoom !== 100 ||
      snapshot.context.deviceId !== 'nexus-5' ||
      snapshot.context.orientation !== 'portrait' ||
      snapshot.context.reloads > 1,
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startPreview(input, { inspect: coverage.inspect, delays: outOfReach }),
    eventTypes,
    ({ after, started }) => {
      // The address is asked for exactly while loading it or renewing it (links expire).
      const asking = after.matches('resolving') || after.matches({ showing: 'renewing' });
      expect(started.calls.isPending('loadPreviewUrl')).toBe(asking);
      // A page is shown only with an address; a failure always says why.
      const { url, error } = after.context as PreviewContext;
      if (after.matches('showing')) expect(url).not.toBeNull();
      if (after.matches('failed')) expect(error).not.toBeNull();
    },
  );
});

describe('preview model coverage', () => {
  itCoversEveryStateAndTransition(previewMachine, coverage);
});
