import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formHistoryMachine, type SectionValues } from './machine.ts';
import * as select from './selectors.ts';

const form = (description: string, icon: File | null = null) => ({
  content: { description },
  icon: { file: icon },
});

function start(values: SectionValues) {
  const restored: SectionValues[] = [];
  const actor = createActor(
    formHistoryMachine.provide({
      actions: { restore: (_, { values }) => void restored.push(values) },
    }),
    { input: { values } },
  ).start();
  const change = (next: SectionValues, ready = true) =>
    actor.send({ type: 'history.changed', values: next, ready });
  const can = () => ({
    undo: select.selectCanUndo(actor.getSnapshot()),
    redo: select.selectCanRedo(actor.getSnapshot()),
  });
  return { actor, restored, change, can };
}

describe('formHistoryMachine', () => {
  it('a chosen file is a step of its own; undo puts the form back without it, redo with it', () => {
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    const { actor, restored, change, can } = start(form('Puzzle'));
    change(form('Puzzles'));
    change(form('Puzzles', file));
    expect(can()).toEqual({ undo: true, redo: false });
    actor.send({ type: 'history.undo' });
    expect(restored.at(-1)).toEqual(form('Puzzles'));
    change(form('Puzzles'));
    actor.send({ type: 'history.redo' });
    expect((restored.at(-1)?.icon as { file: File }).file).toBe(file);
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'history.undo' });
    expect(restored.at(-1)).toEqual(form('Puzzle'));
    expect(can()).toEqual({ undo: false, redo: true });
  });

  it('while a form is busy (a save) Undo and Redo wait, and what the save brings is no step', () => {
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    const { actor, restored, change, can } = start(form('Puzzle'));
    change(form('Puzzle', file));
    // Save pressed: the form is saving.
    change(form('Puzzle', file), false);
    expect(actor.getSnapshot().value).toBe('busy');
    expect(can()).toEqual({ undo: false, redo: false });
    actor.send({ type: 'history.undo' });
    expect(restored).toEqual([]);
    // The save is done: the chosen file is stored, the form shows it stored (no chosen file).
    change(form('Puzzle'), true);
    expect(actor.getSnapshot().value).toBe('tracking');
    expect(actor.getSnapshot().context.history.past).toEqual([form('Puzzle')]);
    expect(actor.getSnapshot().context.history.present).toEqual(form('Puzzle'));
    expect(can()).toEqual({ undo: true, redo: false });
  });

  it('a save ends a run of typing: the next keystroke is a new step', () => {
    const { actor, change } = start(form('Puzzle'));
    change(form('Puzzle '));
    change(form('Puzzle G'));
    change(form('Puzzle G'), false);
    change(form('Puzzle G'), true);
    change(form('Puzzle Ga'));
    expect(actor.getSnapshot().context.history.past).toEqual([form('Puzzle'), form('Puzzle G')]);
  });

  it('a restore the forms take in several events is one step, not several', () => {
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    const actor = createActor(
      formHistoryMachine.provide({
        actions: {
          // The host puts the names back first, then the icon: the forms report twice.
          restore: ({ self }, { values }) => {
            self.send({ type: 'history.changed', values: form('Puzzles', file), ready: true });
            self.send({ type: 'history.changed', values, ready: true });
          },
        },
      }),
      { input: { values: form('Puzzle') } },
    ).start();
    actor.send({ type: 'history.changed', values: form('Puzzles'), ready: true });
    actor.send({ type: 'history.changed', values: form('Puzzles', file), ready: true });
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().value).toBe('tracking');
    expect(actor.getSnapshot().context.history.past).toEqual([form('Puzzle')]);
    expect(actor.getSnapshot().context.history.present).toEqual(form('Puzzles'));
    expect(actor.getSnapshot().context.history.future).toEqual([form('Puzzles', file)]);
  });
});
