import { describe, expect, it } from 'vitest';
import { screenStepsOf } from './screenPaths.ts';

describe('screenStepsOf', () => {
  it('gives each operator event the answers that follow it; answers before the first are loads', () => {
    expect(
      screenStepsOf([
        'done.actor.loadApp',
        'form.change',
        'form.save',
        'done.actor.loadDomainRecords',
        'error.actor.createApp',
      ]),
    ).toEqual({
      loads: [{ actor: 'loadApp', failed: false }],
      steps: [
        { event: 'form.change', answers: [] },
        {
          event: 'form.save',
          answers: [
            { actor: 'loadDomainRecords', failed: false },
            { actor: 'createApp', failed: true },
          ],
        },
      ],
    });
  });

  it('reads the events with their xstate. prefix too', () => {
    expect(screenStepsOf(['xstate.error.actor.loadApp', 'form.retry'])).toEqual({
      loads: [{ actor: 'loadApp', failed: true }],
      steps: [{ event: 'form.retry', answers: [] }],
    });
  });
});
