import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/notProvided.ts';
import * as machines from '../index.ts';
import { machinesOf, renderReference } from './renderReference.ts';

describe('machines reference', () => {
  it('REFERENCE.md is what the machines say now (regenerate with -u)', async () => {
    await expect(renderReference(machinesOf(machines))).toMatchFileSnapshot('../../REFERENCE.md');
  });

  it('lists every state with its description, tags, invokes and events', () => {
    const machine = setup({
      actors: { load: createMachine({}) },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: { description: 'Waiting | ready.', on: { 'sample.go': 'busy' } },
        busy: { tags: ['busy'], invoke: { src: 'load', onDone: 'idle' } },
      },
    });
    const text = renderReference(machinesOf({ sampleMachine: machine, notAMachine: 1 }));
    expect(text).toContain('## sampleMachine');
    expect(text).toContain('Actors it invokes or spawns: `load`.');
    expect(text).toContain('| `idle` | atomic |  |  | `sample.go` | Waiting \\| ready. |');
    expect(text).toContain('| `busy` | atomic | `busy` | `load` |  |  |');
    expect(text).not.toContain('notAMachine');
  });

  it('lists every event with the states that take it and what its transitions say', () => {
    const machine = createMachine({
      id: 'sample',
      initial: 'idle',
      on: { 'sample.stop': { target: '.idle', description: 'Back to idle.' } },
      states: {
        idle: { on: { 'sample.go': { target: 'busy', description: 'Starts | now.' } } },
        busy: {
          on: {
            'sample.go': [
              { guard: () => false, target: 'idle', description: 'Never taken.' },
              { target: 'busy', description: 'Starts again.' },
            ],
            'sample.quiet': 'idle',
          },
        },
      },
    });
    const text = renderReference(machinesOf({ sampleMachine: machine }));
    expect(text).toContain('| event | taken in | description |');
    expect(text).toContain('| `sample.stop` | `(root)` | Back to idle. |');
    expect(text).toContain(
      '| `sample.go` | `idle`, `busy` | Starts \\| now. Never taken. Starts again. |',
    );
    expect(text).toContain('| `sample.quiet` | `busy` |  |');
  });

  it('names the selectors a machine shares under another export', () => {
    const text = renderReference(
      machinesOf({
        appsListMachine: createMachine({ id: 'appsList' }),
        resourceListSelectors: { selectItems: () => [] },
      }),
    );
    expect(text).toContain('Selectors (`resourceListSelectors`): `selectItems`.');
    expect(() => machinesOf({ appsListMachine: createMachine({ id: 'appsList' }) })).toThrow(
      'resourceListSelectors is not exported beside appsListMachine',
    );
  });

  it('lists the injected effects and the selectors exported beside the machine', () => {
    const machine = setup({
      actors: { load: notProvidedActor<number, void>('load'), child: createMachine({}) },
      actions: { notify: notProvidedAction('notify'), mark: () => {} },
    }).createMachine({ id: 'sample' });
    const sampleSelectors = { selectB: () => 2, selectA: () => 1 };
    const text = renderReference(machinesOf({ sampleMachine: machine, sampleSelectors }));
    expect(text).toContain(
      'Injected (the host provides them with `provide`): actors `load`; actions `notify`.',
    );
    expect(text).toContain('Selectors (`sampleSelectors`): `selectA`, `selectB`.');
  });
});
