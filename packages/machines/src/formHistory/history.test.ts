import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkpoint, recordChange, redo, startHistory, undo } from './history.ts';
import { formHistoryMachine, type SectionValues } from './machine.ts';

const typed = (text: string) => ({ content: { description: text, tags: ['a'] } });

describe('section history', () => {
  it('typing in one field is one step; a paste is its own step; undo and redo walk them', () => {
    let history = startHistory(typed('ab'));
    history = recordChange(history, typed('abc'));
    history = recordChange(history, typed('abcd'));
    expect(history.past).toEqual([typed('ab')]);
    history = recordChange(history, typed('pasted over everything'));
    history = recordChange(history, typed('pasted over everything!'));
    expect(history.past).toEqual([typed('ab'), typed('abcd'), typed('pasted over everything')]);

    history = undo(undo(history));
    expect(history.present).toEqual(typed('abcd'));
    history = redo(history);
    expect(history.present).toEqual(typed('pasted over everything'));
    // A change after an undo drops what could be redone.
    history = recordChange(history, { content: { description: 'x', tags: ['a'] } });
    expect(history.future).toEqual([]);
  });

  it('another field, a list change or a save starts a new step', () => {
    let history = startHistory(typed('ab'));
    history = recordChange(history, typed('abc'));
    history = recordChange(history, { content: { description: 'abc', tags: ['a', 'b'] } });
    expect(history.past).toHaveLength(2);
    history = checkpoint(recordChange(startHistory(typed('ab')), typed('abc')));
    history = recordChange(history, typed('abcd'));
    expect(history.past).toEqual([typed('ab'), typed('abc')]);
  });

  it('a file is a step compared by identity; nothing to undo or redo changes nothing', () => {
    const file = new File(['x'], 'shot.png');
    const history = recordChange(
      startHistory<{ design: { icon: File | null } }>({ design: { icon: null } }),
      {
        design: { icon: file },
      },
    );
    expect(history.past).toHaveLength(1);
    expect(redo(history)).toBe(history);
    expect(undo(undo(history))).toEqual(undo(history));
  });

  it('the machine restores each step into the forms and ignores the echo of its restore', () => {
    const restored: SectionValues[] = [];
    const actor = createActor(
      formHistoryMachine.provide({
        actions: { restore: (_, { values }) => restored.push(values) },
      }),
      { input: { values: typed('ab') } },
    ).start();
    actor.send({ type: 'history.changed', values: typed('pasted'), ready: true });
    actor.send({ type: 'history.undo' });
    expect(restored).toEqual([typed('ab')]);
    actor.send({ type: 'history.changed', values: typed('ab'), ready: true });
    actor.send({ type: 'history.redo' });
    expect(restored).toEqual([typed('ab'), typed('pasted')]);
    actor.send({ type: 'history.redo' });
    expect(restored).toHaveLength(2);
  });
});
