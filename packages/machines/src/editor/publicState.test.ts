import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup, type AnyActorRef } from 'xstate';
import { landingFixture, linkableFixture, mainLauncher, relatedLauncher } from './fixtures.ts';
import { editorStateOf } from './publicState.ts';
import type { SectionHost } from './sections.ts';
import { startEditor } from './testHarness.ts';

const stateOf = (editor: ReturnType<typeof startEditor>) =>
  editorStateOf(editor.actor.getSnapshot());

describe('the editor state a host reads', () => {
  it('a new landing: nothing open, Landing Settings, nothing unsaved', () => {
    const editor = startEditor({ landingId: null });
    expect(stateOf(editor)).toEqual({
      status: 'ready',
      landing: null,
      launcher: null,
      translation: null,
      section: 'landingSettings',
      dirty: false,
      saving: false,
    });
    editor.section().send({ type: 'settings.change', values: { name: 'Puzzle' } });
    expect(stateOf(editor).dirty).toBe(true);
  });

  it('an opened landing: loading, then its main launcher and base translation', async () => {
    const editor = startEditor({ landingId: 5 });
    expect(stateOf(editor).status).toBe('loading');
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', linkableFixture);
    expect(stateOf(editor)).toEqual({
      status: 'ready',
      landing: { id: 5 },
      launcher: { id: 1, name: 'Lucky Puzzle', isMain: true },
      translation: { id: 11, localeId: 1, isBase: true },
      section: 'mainInformation',
      dirty: false,
      saving: false,
    });
    editor.actor.send({ type: 'launcher.switch', launcherId: 2 });
    expect(stateOf(editor).saving).toBe(true);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    expect(stateOf(editor).launcher).toEqual({ id: 2, name: 'Lucky Promo', isMain: false });
    expect(stateOf(editor).saving).toBe(false);
  });

  it('a landing that cannot be loaded has failed', async () => {
    const editor = startEditor({ landingId: 5 });
    await editor.calls.reject('loadLanding', {});
    expect(stateOf(editor).status).toBe('failed');
  });

  it('the running section’s unsaved work counts as dirty', async () => {
    let finish = () => {};
    const section: SectionHost = {
      needsTranslation: false,
      logic: fromPromise<void, unknown>(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
      input: () => ({}),
      key: () => 'one',
      isDirty: (snapshot) => (snapshot as { status: string }).status === 'active',
    };
    const editor = startEditor({ landingId: 5, sections: { mainInformation: section } });
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    expect(stateOf(editor).dirty).toBe(true);
    finish();
    await Promise.resolve();
    expect(stateOf(editor).dirty).toBe(false);
  });

  it('a form the running section runs (nested any depth) saving counts as saving', async () => {
    const form = createMachine({
      initial: 'editing',
      states: {
        editing: { on: { save: 'saving' } },
        saving: { tags: ['busy'], on: { saved: 'editing' } },
      },
    });
    // The section runs a panel, and the panel runs the form (Main Information's shape).
    const panel = setup({ actors: { form } }).createMachine({
      invoke: { id: 'form', src: 'form' },
    });
    const sectionLogic = setup({ actors: { panel } }).createMachine({
      invoke: { id: 'panel', src: 'panel' },
    });
    const section: SectionHost = {
      needsTranslation: false,
      logic: sectionLogic,
      input: () => ({}),
      key: () => 'one',
      isDirty: () => false,
    };
    const editor = startEditor({ landingId: 5, sections: { mainInformation: section } });
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    expect(stateOf(editor).saving).toBe(false);
    const childrenOf = (ref: AnyActorRef | undefined) =>
      (ref?.getSnapshot() as { children: Record<string, AnyActorRef | undefined> } | undefined)
        ?.children ?? {};
    const running = editor.actor.getSnapshot().context.runningSection?.ref;
    const formRef = childrenOf(childrenOf(running).panel).form;
    expect(formRef).toBeDefined();
    formRef!.send({ type: 'save' });
    expect(stateOf(editor).saving).toBe(true);
    formRef!.send({ type: 'saved' });
    expect(stateOf(editor).saving).toBe(false);
  });
});
