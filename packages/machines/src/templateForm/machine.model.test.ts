import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { templateFormMachine } from './machine.ts';
import { archiveOf, startTemplateForm, storedTemplate } from './testHarness.ts';
import { validateTemplateForm } from './validation.ts';
import type { TemplateFormSnapshot } from './selectors.ts';

const goodArchive = archiveOf('summer-sale.zip');
const badArchive = archiveOf('summer-sale.rar');

const samples: Record<string, SampleEvent[]> = {
  'form.change': [
    { type: 'form.change', values: { code: 'Promo1' } },
    { type: 'form.change', values: { code: 'bad code' } },
  ],
  'form.chooseArchive': [
    { type: 'form.chooseArchive', archive: goodArchive },
    { type: 'form.chooseArchive', archive: badArchive },
  ],
  'xstate.done.actor.createTemplate': [
    { type: 'xstate.done.actor.createTemplate', output: { ...storedTemplate, id: 9 } },
  ],
  'xstate.error.actor.createTemplate': [
    { type: 'xstate.error.actor.createTemplate', error: { serverMessage: 'Code taken' } },
  ],
  'xstate.done.actor.updateTemplate': [
    { type: 'xstate.done.actor.updateTemplate', output: storedTemplate },
  ],
  'xstate.error.actor.updateTemplate': [
    { type: 'xstate.error.actor.updateTemplate', error: { status: 500 } },
  ],
};

const eventTypes = [...Object.keys(samples), 'form.submit', 'upload.progress'];
const coverage = new CoverageRecorder();

/**
 * Invariants of every reachable state, beyond the machine's own config: nothing is lost, a busy
 * form never holds an invalid value, and progress exists exactly while saving.
 */
function checkInvariants(snapshot: TemplateFormSnapshot) {
  const { context } = snapshot;
  const saving = snapshot.hasTag('busy');
  expect(context.progress !== null).toBe(saving);
  if (saving) expect(validateTemplateForm(context.values, context.mode)).toEqual({});
  if (context.mode === 'edit') expect(context.values.archive).toBeNull();
  if (snapshot.matches('saved')) expect(context.savedTemplate).not.toBeNull();
  else expect(context.savedTemplate).toBeNull();
}

describe.each([
  { label: 'adding', template: null },
  { label: 'editing', template: storedTemplate },
])('template form model, $label', ({ template }) => {
  const model = createTestModel(toTestModelMachine(templateFormMachine), {
    input: { template },
    events: sampleEvents(samples),
    // After a failed save the form is the same as before it: nothing new to reach from there.
    stopWhen: (snapshot) => snapshot.context.error !== null,
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () => {
      const started = startTemplateForm(template, coverage.inspect);
      started.actor.subscribe((snapshot) => checkInvariants(snapshot));
      checkInvariants(started.actor.getSnapshot());
      return started;
    },
    eventTypes,
  );
});

describe('template form model coverage', () => {
  itCoversEveryStateAndTransition(templateFormMachine, coverage);
});
