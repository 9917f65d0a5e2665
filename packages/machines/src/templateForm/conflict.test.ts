import { ApiError } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_GONE } from './machine.ts';
import { selectConflict, selectDescription, selectError, selectIsSaved } from './selectors.ts';
import { startTemplateForm, storedTemplate } from './testHarness.ts';

const apiError = (status: number, stale = false) =>
  new ApiError({ kind: 'http', status, message: 'refused', method: 'PATCH', url: '/x', stale });

function describedAndSubmitted(template = storedTemplate) {
  const form = startTemplateForm(template);
  form.actor.send({ type: 'form.change', values: { description: 'Mine' } });
  form.actor.send({ type: 'form.submit' });
  return form;
}

describe('template form: another operator saved the same template (issue 29)', () => {
  it('an update names the version; a stale one reads the template and merges a code only they changed', async () => {
    const { actor, calls } = describedAndSubmitted();
    expect(calls.inputsOf('updateTemplate')[0]).toMatchObject({ id: 7, version: 2 });
    await calls.reject('updateTemplate', apiError(409, true));
    await calls.resolve('checkTemplate', { ...storedTemplate, code: 'Their1', version: 3 });
    expect(calls.inputsOf('updateTemplate')[1]).toMatchObject({
      changes: { description: 'Mine' },
      version: 3,
    });
    await calls.resolve('updateTemplate', {
      ...storedTemplate,
      code: 'Their1',
      description: 'Mine',
    });
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
  });

  it('a description both changed opens the dialog; their pick leaves nothing to write', async () => {
    const { actor, calls } = describedAndSubmitted();
    await calls.reject('updateTemplate', apiError(409, true));
    await calls.resolve('checkTemplate', { ...storedTemplate, description: 'Theirs', version: 3 });
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(selectConflict(actor.getSnapshot())).toMatchObject({
      fields: ['description'],
      original: { description: 'Custom slots landing' },
      theirs: { description: 'Theirs' },
    });
    actor.send({ type: 'conflict.pickAll', side: 'theirs' });
    actor.send({ type: 'conflict.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectDescription(actor.getSnapshot())).toBe('Theirs');
    expect(calls.inputsOf('updateTemplate')).toHaveLength(1);
  });

  it('against a server without versions it reads first; a deleted template says so and keeps the form', async () => {
    const { actor, calls } = describedAndSubmitted({ ...storedTemplate, version: undefined });
    expect(calls.inputsOf('updateTemplate')).toEqual([]);
    await calls.reject('checkTemplate', apiError(404));
    expect(selectError(actor.getSnapshot())).toBe(TEMPLATE_GONE);
    expect(selectDescription(actor.getSnapshot())).toBe('Mine');
  });
});
