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
