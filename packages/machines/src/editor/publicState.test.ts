import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
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
    editor.actor.send({ type: 'settings.change', values: { name: 'Puzzle' } });
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
});
