import { ApiError, isStaleWrite, versionTag } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { TEMPLATE_FORM_SCREEN_PATHS } from './screenPaths.ts';
import { TEMPLATE_GONE, templateFormMachine } from './machine.ts';
import { archiveOf, startTemplateForm, storedTemplate } from './testHarness.ts';
import { validateTemplateForm } from './validation.ts';
import * as select from './selectors.ts';
import type { TemplateFormSnapshot } from './selectors.ts';

const apiError = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

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
    { type: 'form.chooseArchive', archive: null },
  ],
  'xstate.done.actor.inspectArchive': [
    { type: 'xstate.done.actor.inspectArchive', output: true },
    { type: 'xstate.done.actor.inspectArchive', output: false },
  ],
  'xstate.error.actor.inspectArchive': [
    { type: 'xstate.error.actor.inspectArchive', error: new Error('unreadable') },
  ],
  'xstate.done.actor.createTemplate': [
    {
      type: 'xstate.done.actor.createTemplate',
      output: { kind: 'created', template: { ...storedTemplate, id: 9 } },
    },
    { type: 'xstate.done.actor.createTemplate', output: { kind: 'idUnknown' } },
  ],
  // Before a create, and after one answered without its id: none, or the one typed.
  'xstate.done.actor.listTemplates': [
    { type: 'xstate.done.actor.listTemplates', output: [] },
    {
      type: 'xstate.done.actor.listTemplates',
      output: [{ ...storedTemplate, id: 9, code: 'Promo1' }],
    },
  ],
  'xstate.error.actor.listTemplates': [
    { type: 'xstate.error.actor.listTemplates', error: new Error('offline') },
  ],
  'xstate.error.actor.createTemplate': [
    { type: 'xstate.error.actor.createTemplate', error: { serverMessage: 'Code taken' } },
  ],
  'xstate.done.actor.updateTemplate': [
    { type: 'xstate.done.actor.updateTemplate', output: storedTemplate },
  ],
  'xstate.error.actor.updateTemplate': [
    { type: 'xstate.error.actor.updateTemplate', error: { status: 500 } },
    // Another operator saved first (409), or deleted the template (404) (issue 29).
    { type: 'xstate.error.actor.updateTemplate', error: apiError(409, true) },
    { type: 'xstate.error.actor.updateTemplate', error: apiError(404) },
  ],
  // The template as stored now: they changed the code too (a conflict), or only the description.
  'xstate.done.actor.checkTemplate': [
    {
      type: 'xstate.done.actor.checkTemplate',
      output: { ...storedTemplate, code: 'Their1', version: 3 },
    },
    {
      type: 'xstate.done.actor.checkTemplate',
      output: { ...storedTemplate, description: 'Their words', version: 3 },
    },
  ],
  'xstate.error.actor.checkTemplate': [
    { type: 'xstate.error.actor.checkTemplate', error: { status: 500 } },
    { type: 'xstate.error.actor.checkTemplate', error: apiError(404) },
  ],
  'conflict.pick': [{ type: 'conflict.pick', field: 'code', side: 'theirs' }],
  'conflict.pickAll': [{ type: 'conflict.pickAll', side: 'mine' }],
};

const eventTypes = [
  ...Object.keys(samples),
  'form.submit',
  'upload.progress',
  'conflict.save',
  'conflict.cancel',
];
const coverage = new CoverageRecorder();

/**
 * Invariants of every reachable state, beyond the machine's own config: nothing is lost, a busy
 * form never holds an invalid value, and progress exists exactly while saving.
 */
function checkInvariants(snapshot: TemplateFormSnapshot) {
  const { context } = snapshot;
  const saving = snapshot.hasTag('busy');
  expect(context.progress !== null).toBe(saving);
  if (saving) {
    expect(validateTemplateForm(context.values, context.mode, context.archiveIsZip)).toEqual({});
  }
  if (saving && context.mode === 'create') expect(context.archiveIsZip).toBe(true);
  if (snapshot.matches({ editing: 'inspectingArchive' })) {
    expect(context.values.archive).not.toBeNull();
    expect(context.archiveIsZip).toBeNull();
  }
  if (context.mode === 'edit') expect(context.values.archive).toBeNull();
  // Saved without one only when the create's answer named none and none was found for sure.
  if (!snapshot.matches('saved')) expect(context.savedTemplate).toBeNull();
}

type Started = ReturnType<typeof startTemplateForm>;
const seen = new WeakMap<Started, { effects: number; calls: number }>();
const SAVE_CALLS = ['createTemplate', 'updateTemplate'];

/**
 * The modal's promises, after every step (none read from the machine's config): what was typed
 * and chosen stays; a failed save shows why, is reported and leaves the form open to submit
 * again; a submit sends one call; only the server's answer is reported saved, once.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = before as TemplateFormSnapshot;
  const now = after as TemplateFormSnapshot;
  checkInvariants(now);
  const walk = seen.get(started) ?? { effects: 0, calls: 0 };
  const effects = started.effects.slice(walk.effects);
  const calls = SAVE_CALLS.flatMap((name) => started.calls.inputsOf(name));
  const newCalls = calls.length - walk.calls;
  seen.set(started, { effects: started.effects.length, calls: calls.length });
  const type = event.type;
  const inspected = /^xstate\.(done|error)\.actor\.inspectArchive$/.test(type);

  if (inspected) {
    expect(select.selectError(now)).toBe(select.selectError(then));
    expect(now.context.archiveIsZip).toBe(
      type.startsWith('xstate.done') && (event as unknown as { output: boolean }).output,
    );
  }
  if (type === 'xstate.done.actor.checkTemplate' || type === 'conflict.save') {
    // A read of the template as another operator left it takes only fields this operator did not
    // change; a resolved conflict takes theirs only where the operator picked theirs.
    const was = then.context;
    const picks = type === 'conflict.save' ? (was.conflict?.picks ?? {}) : {};
    for (const field of ['code', 'description'] as const) {
      if (was.values[field] === was.savedValues[field]) continue;
      const expected = picks[field] === 'theirs' ? was.conflict?.theirs[field] : was.values[field];
      expect(now.context.values[field]).toBe(expected);
    }
  } else if (type === 'form.restore') {
    // Undo and Redo: the form shows the step put back, exactly.
    const { values } = event as unknown as { values: TemplateFormSnapshot['context']['values'] };
    expect(now.context.values).toEqual(values);
  } else if (type !== 'form.change' && type !== 'form.chooseArchive') {
    expect(select.selectCode(now)).toBe(select.selectCode(then));
    expect(select.selectDescription(now)).toBe(select.selectDescription(then));
    expect(select.selectArchiveName(now)).toBe(select.selectArchiveName(then));
  }

  const error = (event as { error?: unknown }).error;
  const listed = /^xstate\.(done|error)\.actor\.listTemplates$/.test(type);
  const createdUnnamed =
    type === 'xstate.done.actor.createTemplate' &&
    (event as unknown as { output: { kind: string } }).output.kind === 'idUnknown';
  if (listed && then.matches({ saving: 'listingTemplates' })) {
    // What exists before a create: nothing said, the create goes ahead either way.
    expect(effects).toEqual([]);
    expect(now.matches({ saving: 'creating' })).toBe(true);
  } else if (listed) {
    // After a create answered without its id: the one new template with the code sent, or
    // saved without a record (the host warns); never a failure, never a second create.
    const before = then.context.templateIdsBefore;
    const output = (event as unknown as { output?: { id: number; code: string }[] }).output;
    const found =
      before === null
        ? undefined
        : output?.find((one) => !before.includes(one.id) && one.code === then.context.values.code);
    expect(select.selectIsSaved(now)).toBe(true);
    expect(select.selectError(now)).toBeNull();
    expect(effects).toEqual([
      found ? { type: 'templateSaved', template: found } : { type: 'templateSavedWithoutRecord' },
    ]);
  } else if (createdUnnamed) {
    expect(effects).toEqual([]);
    expect(now.matches({ saving: 'findingTemplate' })).toBe(true);
  } else if (
    inspected ||
    type === 'xstate.done.actor.checkTemplate' ||
    type.startsWith('conflict.')
  ) {
    expect(effects).toEqual([]);
  } else if (/^xstate\.error\.actor\./.test(type) && isStaleWrite(error)) {
    // A stale update is no failure: the template is read as stored now.
    expect(now.matches({ saving: 'checking' })).toBe(true);
    expect(effects).toEqual([]);
  } else if (/^xstate\.error\.actor\./.test(type) && error instanceof ApiError) {
    // Deleted meanwhile: said so, nothing logged, the form kept to save elsewhere or cancel.
    expect(select.selectError(now)).toBe(TEMPLATE_GONE);
    expect(effects).toEqual([]);
    expect(select.selectCanSubmit(now)).toBe(true);
  } else if (/^xstate\.error\.actor\./.test(type)) {
    expect(select.selectError(now)).toEqual(expect.any(String));
    expect(effects).toEqual([expect.objectContaining({ type: 'reportSaveFailure' })]);
    expect(now.status).toBe('active');
    expect(select.selectIsSaved(now)).toBe(false);
    expect(select.selectCanSubmit(now)).toBe(true);
  } else if (/^xstate\.done\.actor\./.test(type)) {
    const { output } = event as unknown as { output: { template?: unknown } };
    const template = type.endsWith('createTemplate') ? output.template : output;
    expect(effects).toEqual([{ type: 'templateSaved', template }]);
    expect(select.selectSavedTemplate(now)).toEqual(template);
  } else {
    expect(effects).toEqual([]);
  }

  const submitted = type === 'form.submit' && select.selectCanSubmit(then);
  const valid =
    Object.keys(
      validateTemplateForm(then.context.values, then.context.mode, then.context.archiveIsZip),
    ).length === 0;
  // A submit writes at once when the template is new or has a version, else it reads first; a
  // read or a resolved conflict writes what is still changed.
  // A create lists what exists first, then writes.
  const writesAtOnce =
    then.context.mode === 'edit' && versionTag(then.context.version) !== undefined;
  if (listed) {
    expect(newCalls).toBe(then.matches({ saving: 'listingTemplates' }) ? 1 : 0);
  } else if (type === 'xstate.done.actor.checkTemplate' || type === 'conflict.save') {
    expect(newCalls).toBe(now.matches({ saving: 'updating' }) ? 1 : 0);
  } else {
    expect(newCalls).toBe(submitted && valid && writesAtOnce ? 1 : 0);
  }
  expect(now.matches('conflict')).toBe(select.selectConflict(now) !== null);
  if (type === 'form.submit' && !valid) {
    expect(
      (['code', 'archive'] as const).map((field) => select.selectFieldError(field)(now)),
    ).toContainEqual(expect.any(String));
  }
}

describe.each([
  { label: 'adding', template: null, screenPaths: TEMPLATE_FORM_SCREEN_PATHS.adding },
  { label: 'editing', template: storedTemplate, screenPaths: TEMPLATE_FORM_SCREEN_PATHS.editing },
  {
    // Read before every update, which names no version (issue 29); the screens' kit has versions.
    label: 'editing on a server without versions',
    template: { ...storedTemplate, version: undefined },
    screenPaths: null,
  },
])('template form model, $label', ({ template, screenPaths }) => {
  const model = createTestModel(toTestModelMachine(templateFormMachine), {
    input: { template },
    events: sampleEvents(samples),
    // Undo and Redo have their own walk below.
    filterEvents: (_, event) => event.type !== 'form.restore',
    // After a failed save the form is the same as before it: nothing new to reach from there.
    stopWhen: (snapshot) => snapshot.context.error !== null,
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () => {
      const started = startTemplateForm(template, coverage.inspect);
      checkInvariants(started.actor.getSnapshot());
      return started;
    },
    eventTypes,
    checkPromises,
  );
  if (screenPaths) itHasEveryScreenPath(paths, screenPaths, 'TemplateFormModal');
});

/** Undo and Redo (issue 28): a step with another archive, and one with none. */
const restoreSamples: Record<string, SampleEvent[]> = {
  'form.chooseArchive': [{ type: 'form.chooseArchive', archive: goodArchive }],
  'form.restore': [
    { type: 'form.restore', values: { code: 'Promo1', description: '', archive: goodArchive } },
    { type: 'form.restore', values: { code: '', description: '', archive: null } },
  ],
  'xstate.done.actor.inspectArchive': samples['xstate.done.actor.inspectArchive']!,
};

describe('template form model, adding, undo and redo', () => {
  const paths = createTestModel(toTestModelMachine(templateFormMachine), {
    input: { template: null },
    events: sampleEvents(restoreSamples),
    filterEvents: (_, event) => event.type in restoreSamples,
    // Each archive put back grows the picker's generation: one is enough to walk.
    stopWhen: (snapshot) => snapshot.context.archiveGeneration > 1,
  }).getShortestPaths();
  itWalksEveryPath(
    paths,
    () => startTemplateForm(null, coverage.inspect),
    [...eventTypes, 'form.restore'],
    checkPromises,
  );
});

describe('template form model coverage', () => {
  itCoversEveryStateAndTransition(templateFormMachine, coverage);
});
