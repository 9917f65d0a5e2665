import { CREATED_WITHOUT_ID } from '../shared/writeAnswer.ts';
import { describe, expect, it } from 'vitest';
import { createMachine, fromCallback, type ActorRefFrom } from 'xstate';
import type { landingSettingsMachine } from '../landingSettings/machine.ts';
import * as settingsSelectors from '../landingSettings/selectors.ts';
import type { relatedLaunchersMachine } from '../relatedLaunchers/machine.ts';
import { reportToEditor } from './protocol.ts';
import {
  englishBase,
  germanContent,
  landingFixture,
  linkableFixture,
  mainLauncher,
  relatedLauncher,
} from './fixtures.ts';
import * as selectors from './selectors.ts';
import type { SectionHost } from './sections.ts';
import { startEditor } from './testHarness.ts';

const serverError = (message: string) => ({ data: { message } });

async function openLanding(relatedLauncherId: number | null = null) {
  const editor = startEditor({ landingId: 5, relatedLauncherId });
  await editor.calls.resolve('loadLanding', landingFixture);
  return editor;
}

async function openedLanding() {
  const editor = await openLanding();
  await editor.calls.resolve('loadLauncher', mainLauncher);
  await editor.calls.resolve('loadLinkableLaunchers', linkableFixture);
  return editor;
}

/** The Landing Settings section running now (a new landing starts there). */
function settingsOf(editor: ReturnType<typeof startEditor>) {
  return editor.section() as ActorRefFrom<typeof landingSettingsMachine>;
}

/** The Related Launchers section of an opened landing: its machine runs, the editor's child. */
function openRelatedLaunchers(
  editor: Awaited<ReturnType<typeof openedLanding>>,
): ActorRefFrom<typeof relatedLaunchersMachine> {
  editor.actor.send({ type: 'section.select', section: 'relatedLaunchers' });
  return editor.section() as ActorRefFrom<typeof relatedLaunchersMachine>;
}

describe('editor: opening a landing', () => {
  it('loads the landing, then its main launcher and the linkable launchers side by side', async () => {
    const editor = startEditor({ landingId: 5 });
    expect(editor.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 5 }]);
    await editor.calls.resolve('loadLanding', landingFixture);
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }]);
    expect(editor.calls.inputsOf('loadLinkableLaunchers')).toEqual([{ landingId: 5 }]);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', linkableFixture);
    const snapshot = editor.actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'idle' });
    expect(snapshot.context.section).toBe('mainInformation');
    expect(snapshot.context.baseContent).toEqual(englishBase);
    expect(snapshot.context.activeContent).toEqual(englishBase);
    expect(snapshot.context.linkableLaunchers).toEqual(linkableFixture);
    expect(selectors.selectMainLauncherName(snapshot)).toBe('Lucky Puzzle');
    expect(selectors.selectRelatedLauncherName(snapshot)).toBeNull();
    expect(selectors.selectPreviewTarget(snapshot)).toEqual({
      landingId: 5,
      launcherId: 1,
      contentId: 11,
    });
    expect(editor.effects).toEqual([]);
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    expect(settingsOf(editor).getSnapshot().context.settings).toEqual({
      name: 'Lucky Puzzle',
      templateId: 3,
      isCustom: false,
      platform: 'mobile',
      webflowHtmlTagData: '',
    });
  });

  it('opens the related launcher asked for', async () => {
    const editor = await openLanding(2);
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 2 }]);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    const snapshot = editor.actor.getSnapshot();
    expect(selectors.selectRelatedLauncherName(snapshot)).toBe('Lucky Promo');
    expect(selectors.selectRelatedLauncherId(snapshot)).toBe(2);
    expect(editor.toasts()).toEqual(['warning: This launcher has no content to edit.']);
    expect(editor.effects.filter((e) => e.type === 'reportLocation')).toEqual([]);
  });

  it('drops a related launcher that is not part of the landing and tells the host', async () => {
    const editor = await openLanding(99);
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }]);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    expect(editor.effects).toEqual([
      { type: 'reportLocation', landingId: 5, relatedLauncherId: null },
    ]);
  });

  it('warns about a launcher without a default content', async () => {
    const editor = await openLanding();
    await editor.calls.resolve('loadLauncher', { ...mainLauncher, contents: [germanContent] });
    await editor.calls.resolve('loadLinkableLaunchers', []);
    expect(editor.toasts()).toEqual(['warning: This launcher has no default content to edit.']);
    expect(editor.actor.getSnapshot().context.activeContent).toEqual(germanContent);
  });

  it('shows the load failure and loads again on reload', async () => {
    const editor = startEditor({ landingId: 5 });
    await editor.calls.reject('loadLanding', { status: 500 });
    expect(editor.actor.getSnapshot().value).toBe('loadFailed');
    expect(editor.actor.getSnapshot().context.loadError).toBe('Failed to fetch landing data');
    expect(editor.toasts()).toEqual(['error: Failed to fetch landing data']);
    editor.actor.send({ type: 'editor.reload' });
    expect(editor.calls.isPending('loadLanding')).toBe(true);
  });

  it('a failed launcher load fails the opening; a failed linkable list only toasts', async () => {
    const editor = await openLanding();
    await editor.calls.reject('loadLinkableLaunchers', {});
    expect(editor.toasts()).toEqual(['error: Failed to load launchers']);
    await editor.calls.reject('loadLauncher', serverError('Launcher is gone'));
    expect(editor.actor.getSnapshot().value).toBe('loadFailed');
    expect(editor.actor.getSnapshot().context.loadError).toBe('Launcher is gone');
  });
});

describe('editor: launcher settings', () => {
  it('validates with the spec messages and sets the platform from the template kind', () => {
    const editor = startEditor({ landingId: null });
    expect(editor.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(editor.actor.getSnapshot().context.section).toBe('landingSettings');
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'ab' } });
    settingsOf(editor).send({ type: 'settings.save' });
    const snapshot = settingsOf(editor).getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(settingsSelectors.selectSettingsError('name')(snapshot)).toBe(
      'Name must be at least 3 characters',
    );
    expect(settingsSelectors.selectSettingsError('templateId')(snapshot)).toBe(
      'Template is required',
    );
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'x'.repeat(101) } });
    expect(settingsSelectors.selectSettingsError('name')(settingsOf(editor).getSnapshot())).toBe(
      'Max 100 characters',
    );
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    expect(settingsOf(editor).getSnapshot().context.settings.platform).toBe('web');
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 9, isCustom: true });
    expect(settingsOf(editor).getSnapshot().context.settings.platform).toBeNull();
    settingsOf(editor).send({ type: 'settings.reset' });
    expect(settingsOf(editor).getSnapshot().context.settings.name).toBe('');
  });

  it('creates a custom launcher, a landing around it, reports it and loads it', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: ' Promo ' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 9, isCustom: true });
    settingsOf(editor).send({ type: 'settings.change', values: { webflowHtmlTagData: '<b>' } });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    expect(editor.calls.inputsOf('createLauncher')).toEqual([
      {
        kind: 'custom',
        payload: { name: 'Promo', templateId: 9, config: { webflowHtmlTagData: '<b>' } },
      },
    ]);
    await editor.calls.resolve('createLauncher', { kind: 'created', id: relatedLauncher.id });
    expect(editor.calls.inputsOf('createLanding')).toEqual([{ mainLauncherId: 2 }]);
    await editor.calls.resolve('createLanding', { kind: 'created', id: 8 });
    expect(editor.effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Launcher settings saved!' },
      { type: 'reportLandingCreated', landingId: 8 },
      { type: 'reportLocation', landingId: 8, relatedLauncherId: null },
    ]);
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 8 }]);
    expect(editor.actor.getSnapshot().context.section).toBe('mainInformation');
  });

  it('creates an app-store launcher with the platform; a failed landing reuses the launcher', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.change', values: { platform: 'mobile' } });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    expect(editor.calls.inputsOf('createLauncher')).toEqual([
      {
        kind: 'appStore',
        payload: { name: 'Puzzle', templateId: 3, config: { templateView: 'mobile' } },
      },
    ]);
    await editor.calls.resolve('createLauncher', { kind: 'created', id: mainLauncher.id });
    await editor.calls.reject('createLanding', {});
    expect(editor.toasts()).toEqual(['error: Failed to save launcher settings.']);
    expect(settingsOf(editor).getSnapshot().context.settings.name).toBe('Puzzle');
    settingsOf(editor).send({ type: 'settings.save' });
    expect(editor.calls.inputsOf('createLauncher')).toHaveLength(1);
    expect(editor.calls.inputsOf('createLanding')).toHaveLength(2);
  });

  it('a launcher answered without its id: finds the one new launcher of that name and goes on', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    await editor.calls.resolve('createLauncher', { kind: 'idUnknown' });
    const puzzle = {
      ...relatedLauncher,
      id: 7,
      name: 'Puzzle',
      template: { id: 3, isCustom: false },
    };
    await editor.calls.resolve('listLaunchers', [mainLauncher, puzzle]);
    expect(editor.calls.inputsOf('createLanding')).toEqual([{ mainLauncherId: 7 }]);
    await editor.calls.resolve('createLanding', { kind: 'created', id: 8 });
    expect(editor.toasts()).toEqual(['success: Launcher settings saved!']);
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 8 }]);
  });

  it('a launcher answered without its id and not found for sure: warns, makes no landing; a retry looks again, never a second launcher', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    await editor.calls.resolve('createLauncher', { kind: 'idUnknown' });
    const twin = (id: number) => ({
      ...relatedLauncher,
      id,
      name: 'Puzzle',
      template: { id: 3, isCustom: false },
    });
    await editor.calls.resolve('listLaunchers', [mainLauncher, twin(7), twin(9)]);
    expect(editor.calls.inputsOf('createLanding')).toEqual([]);
    expect(editor.toasts()).toEqual([`warning: ${CREATED_WITHOUT_ID}`]);
    expect(settingsOf(editor).getSnapshot().context.settings.name).toBe('Puzzle');
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher, twin(7)]);
    expect(editor.calls.inputsOf('createLauncher')).toHaveLength(1);
    expect(editor.calls.inputsOf('createLanding')).toEqual([{ mainLauncherId: 7 }]);
  });

  it('a landing answered without its id: finds the landing around the new launcher and opens it', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    await editor.calls.resolve('createLauncher', { kind: 'created', id: 2 });
    await editor.calls.resolve('createLanding', { kind: 'idUnknown' });
    await editor.calls.resolve('listLandings', [
      landingFixture,
      { id: 8, mainLauncher: { id: 2 } },
    ]);
    expect(editor.toasts()).toEqual(['success: Launcher settings saved!']);
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 8 }]);
  });

  it('a landing answered without its id and not found: warns, reports no location; a retry looks again, never a second landing', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    await editor.calls.resolve('createLauncher', { kind: 'created', id: 2 });
    await editor.calls.resolve('createLanding', { kind: 'idUnknown' });
    await editor.calls.resolve('listLandings', [landingFixture]);
    expect(editor.effects).toEqual([{ type: 'notify', kind: 'warning', text: CREATED_WITHOUT_ID }]);
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLandings', [
      landingFixture,
      { id: 8, mainLauncher: { id: 2 } },
    ]);
    expect(editor.calls.inputsOf('createLauncher')).toHaveLength(1);
    expect(editor.calls.inputsOf('createLanding')).toHaveLength(1);
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 8 }]);
  });

  it('a failed launher creation keeps what was typed', async () => {
    const editor = startEditor({ landingId: null });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Puzzle' } });
    settingsOf(editor).send({ type: 'settings.chooseTemplate', templateId: 3, isCustom: false });
    settingsOf(editor).send({ type: 'settings.save' });
    await editor.calls.resolve('listLaunchers', [mainLauncher]);
    await editor.calls.reject('createLauncher', {});
    expect(editor.toasts()).toEqual(['error: Failed to save launcher settings.']);
    expect(settingsOf(editor).getSnapshot().context.settings.name).toBe('Puzzle');
  });

  it('updates the active launcher and moves to Main Information', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    settingsOf(editor).send({
      type: 'settings.change',
      values: { name: 'Lucky Puzzle 2', platform: 'web' },
    });
    settingsOf(editor).send({ type: 'settings.save' });
    // The fixture's launcher has no version: it is read before the write (issue 29).
    await editor.calls.resolve('checkLauncher', mainLauncher);
    expect(editor.calls.inputsOf('updateLauncher')).toEqual([
      { id: 1, name: 'Lucky Puzzle 2', config: { templateView: 'web' } },
    ]);
    await editor.calls.resolve('updateLauncher', {
      ...mainLauncher,
      name: 'Lucky Puzzle 2',
      contents: undefined,
    });
    const snapshot = editor.actor.getSnapshot();
    expect(snapshot.context.section).toBe('mainInformation');
    expect(snapshot.context.launcher?.contents).toEqual(mainLauncher.contents);
    expect(selectors.selectMainLauncherName(snapshot)).toBe('Lucky Puzzle 2');
    expect(selectors.selectIsDirty(snapshot)).toBe(false);
    expect(editor.toasts()).toEqual(['success: Launcher settings saved!']);
  });
});

describe('editor: navigation', () => {
  it('disables every section but Landing Settings without a launcher', () => {
    const editor = startEditor({ landingId: null });
    const snapshot = editor.actor.getSnapshot();
    expect(selectors.selectIsSectionEnabled('mainInformation')(snapshot)).toBe(false);
    expect(selectors.selectIsSectionEnabled('landingSettings')(snapshot)).toBe(true);
    editor.actor.send({ type: 'section.select', section: 'design' });
    expect(editor.actor.getSnapshot().context.section).toBe('landingSettings');
  });

  it('asks before leaving typed settings; cancel stays, confirm leaves them', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    settingsOf(editor).send({ type: 'settings.change', values: { name: 'Unsaved' } });
    expect(selectors.selectIsDirty(editor.actor.getSnapshot())).toBe(true);
    editor.actor.send({ type: 'section.select', section: 'design' });
    expect(editor.actor.getSnapshot().value).toEqual({ ready: 'confirmingLeave' });
    editor.actor.send({ type: 'leave.cancel' });
    expect(editor.actor.getSnapshot().context.section).toBe('landingSettings');
    expect(editor.effects).toEqual([
      { type: 'reportLocation', landingId: 5, relatedLauncherId: null },
    ]);
    editor.actor.send({ type: 'section.select', section: 'design' });
    editor.actor.send({ type: 'leave.confirm' });
    const snapshot = editor.actor.getSnapshot();
    expect(snapshot.context.section).toBe('design');
    expect(snapshot.context.leaveConfirmed).toBe(false);
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    expect(settingsOf(editor).getSnapshot().context.settings.name).toBe('Lucky Puzzle');
  });

  it('switches launcher only when it differs, opens Main Information and reports it', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'section.select', section: 'relatedLaunchers' });
    editor.actor.send({ type: 'launcher.switch', launcherId: 2 });
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }, { launcherId: 2 }]);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    const snapshot = editor.actor.getSnapshot();
    expect(snapshot.context.launcher?.id).toBe(2);
    expect(snapshot.context.section).toBe('mainInformation');
    expect(editor.effects).toContainEqual({
      type: 'reportLocation',
      landingId: 5,
      relatedLauncherId: 2,
    });
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    editor.actor.send({ type: 'launcher.switch', launcherId: 2 });
    expect(editor.calls.inputsOf('loadLauncher')).toHaveLength(2);
    expect(editor.actor.getSnapshot().context.section).toBe('mainInformation');
  });

  it('a failed launcher switch keeps the launcher shown', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'launcher.switch', launcherId: 2 });
    await editor.calls.reject('loadLauncher', {});
    expect(editor.actor.getSnapshot().context.launcher?.id).toBe(1);
    expect(editor.toasts()).toEqual(['error: Failed to switch launcher']);
  });

  it('switches content only when it differs; the default one becomes the base', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'content.switch', contentId: 11 });
    expect(editor.calls.isPending('loadContent')).toBe(false);
    editor.actor.send({ type: 'content.switch', contentId: 12 });
    await editor.calls.resolve('loadContent', germanContent);
    expect(editor.actor.getSnapshot().context.activeContent).toEqual(germanContent);
    expect(editor.actor.getSnapshot().context.baseContent).toEqual(englishBase);
    editor.actor.send({ type: 'content.switch', contentId: 11 });
    await editor.calls.reject('loadContent', {});
    expect(editor.toasts()).toEqual(['error: Failed to load content']);
    expect(editor.actor.getSnapshot().context.activeContent).toEqual(germanContent);
  });

  it('follows the host: another related launcher switches, another landing starts over', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'location.change', landingId: 5, relatedLauncherId: null });
    expect(editor.calls.isPending('loadLauncher')).toBe(false);
    editor.actor.send({ type: 'location.change', landingId: 5, relatedLauncherId: 2 });
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 1 }, { launcherId: 2 }]);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    editor.actor.send({ type: 'location.change', landingId: 6, relatedLauncherId: null });
    expect(editor.calls.inputsOf('loadLanding')).toEqual([{ landingId: 5 }, { landingId: 6 }]);
    expect(editor.actor.getSnapshot().context.launcher).toBeNull();
    editor.actor.send({ type: 'location.change', landingId: null, relatedLauncherId: null });
    expect(editor.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(editor.actor.getSnapshot().context.section).toBe('landingSettings');
  });

  it('reset starts a new landing and tells the host', async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'editor.reset' });
    expect(editor.actor.getSnapshot().context.landingId).toBeNull();
    expect(editor.effects).toEqual([
      { type: 'reportLocation', landingId: null, relatedLauncherId: null },
    ]);
  });
});

describe('editor: translations', () => {
  it('creates a translation copying the base, reloads the launcher and activates it', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.open' });
    editor.strip().send({ type: 'translation.chooseLocale', localeId: 3 });
    editor.strip().send({ type: 'translation.create' });
    expect(editor.calls.inputsOf('createContent')).toEqual([
      {
        launcherId: 1,
        localeId: 3,
        isDefault: false,
        designId: 70,
        translatableContent: englishBase.translatableContent,
      },
    ]);
    const french = { ...germanContent, id: 13, localeId: 3 };
    await editor.calls.resolve('createContent', { kind: 'created', id: french.id });
    await editor.calls.resolve('loadLauncher', {
      ...mainLauncher,
      contents: [englishBase, germanContent, french],
    });
    const snapshot = editor.actor.getSnapshot();
    expect(snapshot.context.activeContent).toEqual(french);
    expect(editor.strip().getSnapshot().context.newTranslation).toEqual({
      open: false,
      localeId: null,
    });
    expect(editor.toasts()).toEqual(['success: Translation created successfully']);
  });

  it('the first translation of a launcher is the default, with empty values', async () => {
    const editor = await openLanding(2);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    editor.strip().send({ type: 'translation.chooseLocale', localeId: 1 });
    editor.strip().send({ type: 'translation.create' });
    expect(editor.calls.inputsOf('createContent')).toEqual([
      {
        launcherId: 2,
        localeId: 1,
        isDefault: true,
        designId: null,
        translatableContent: { description: '', additionalInfo: [], tags: [] },
      },
    ]);
    await editor.calls.reject('createContent', {});
    expect(editor.toasts()).toContain('error: Failed to create translation');
    expect(editor.strip().getSnapshot().context.newTranslation).toEqual({
      open: true,
      localeId: 1,
    });
  });

  it('a created translation whose reload fails is reported as created, not as failed', async () => {
    const editor = await openedLanding();
    const before = editor.actor.getSnapshot().context.activeContent;
    editor.strip().send({ type: 'translation.chooseLocale', localeId: 3 });
    editor.strip().send({ type: 'translation.create' });
    await editor.calls.resolve('createContent', { kind: 'created', id: 13 });
    await editor.calls.reject('loadLauncher', {});
    expect(editor.actor.getSnapshot().context.activeContent).toEqual(before);
    expect(editor.toasts()).toEqual([
      'success: Translation created successfully',
      'error: Failed to load launcher',
    ]);
  });

  it('creates nothing until a language is chosen (never a locale id 0)', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.open' });
    editor.strip().send({ type: 'translation.create' });
    expect(editor.calls.inputsOf('createContent')).toEqual([]);
    expect(editor.strip().getSnapshot().value).toEqual({ idle: 'ready' });
  });

  it('a translation answered without its id: the one new tab in that language is it, and becomes active', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.chooseLocale', localeId: 3 });
    editor.strip().send({ type: 'translation.create' });
    await editor.calls.resolve('createContent', { kind: 'idUnknown' });
    const french = { ...germanContent, id: 13, localeId: 3 };
    await editor.calls.resolve('loadLauncher', {
      ...mainLauncher,
      contents: [englishBase, germanContent, french],
    });
    const { context } = editor.actor.getSnapshot();
    expect(context.launcher?.contents).toContainEqual(french);
    expect(context.activeContent?.id).toBe(french.id);
    expect(editor.toasts()).toEqual(['success: Translation created successfully']);
  });

  it('a translation answered without its id and not found for sure: says so, shows the reloaded tabs, guesses nothing', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.chooseLocale', localeId: 3 });
    editor.strip().send({ type: 'translation.create' });
    await editor.calls.resolve('createContent', { kind: 'idUnknown' });
    // Two new tabs in French (another operator made one too): neither is taken for this one.
    const french = { ...germanContent, id: 13, localeId: 3 };
    const otherFrench = { ...germanContent, id: 14, localeId: 3 };
    await editor.calls.resolve('loadLauncher', {
      ...mainLauncher,
      contents: [englishBase, germanContent, french, otherFrench],
    });
    const { context } = editor.actor.getSnapshot();
    expect(context.launcher?.contents).toContainEqual(otherFrench);
    expect(context.activeContent?.id).toBe(englishBase.id);
    expect(editor.toasts()).toEqual([
      `warning: ${CREATED_WITHOUT_ID}`,
      'success: Translation created successfully',
    ]);
  });

  it('runs the strip only while a launcher is active: no content is created without one', () => {
    const editor = startEditor({ landingId: null });
    expect(editor.actor.getSnapshot().context.runningStrip).toBeNull();
    expect(editor.strip).toThrow('No translation strip runs');
  });

  it('keeps the strip across sections and hears the base a section saved', async () => {
    const editor = await openedLanding();
    const strip = editor.strip();
    editor.actor.send({ type: 'section.select', section: 'landingSettings' });
    const redesigned = { ...englishBase, designId: 71 };
    editor.actor.send({ type: 'content.updated', content: redesigned });
    expect(editor.strip()).toBe(strip);
    strip.send({ type: 'translation.chooseLocale', localeId: 3 });
    strip.send({ type: 'translation.create' });
    expect(editor.calls.inputsOf('createContent')).toMatchObject([{ designId: 71 }]);
  });

  it('deletes a non-base translation; the active one falls back to the base', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.delete', contentId: 11 });
    expect(editor.calls.isPending('deleteContent')).toBe(false);
    editor.actor.send({ type: 'content.switch', contentId: 12 });
    await editor.calls.resolve('loadContent', germanContent);
    editor.strip().send({ type: 'translation.delete', contentId: 12 });
    await editor.calls.resolve('deleteContent', {});
    const snapshot = editor.actor.getSnapshot();
    expect(selectors.selectTranslations(snapshot)).toEqual([englishBase]);
    expect(snapshot.context.activeContent).toEqual(englishBase);
    expect(editor.toasts()).toEqual(['success: Content deleted successfully']);
  });

  it("another operator's deleted translation: the shown one stays with a warning until the operator leaves it", async () => {
    const editor = await openedLanding();
    editor.actor.send({ type: 'content.switch', contentId: 12 });
    await editor.calls.resolve('loadContent', germanContent);
    editor.strip().send({
      type: 'translations.changedElsewhere',
      change: { kind: 'content', id: 12, gone: true },
    });
    let snapshot = editor.actor.getSnapshot();
    expect(selectors.selectTranslations(snapshot)).toEqual([englishBase, germanContent]);
    expect(snapshot.context.activeContent).toEqual(germanContent);
    expect(editor.toasts()).toEqual(['warning: This translation was deleted by another operator.']);
    editor.actor.send({ type: 'content.switch', contentId: englishBase.id });
    await editor.calls.resolve('loadContent', englishBase);
    snapshot = editor.actor.getSnapshot();
    expect(selectors.selectTranslations(snapshot)).toEqual([englishBase]);
    expect(snapshot.context.activeContent).toEqual(englishBase);
  });

  it("another operator's added translation joins the strip; the shown one stays", async () => {
    const editor = await openedLanding();
    const french = { ...germanContent, id: 13, localeId: 3 };
    editor
      .strip()
      .send({ type: 'translations.changedElsewhere', change: { kind: 'content', id: 13 } });
    await editor.calls.resolve('loadLauncher', {
      ...mainLauncher,
      contents: [englishBase, germanContent, french],
    });
    const snapshot = editor.actor.getSnapshot();
    expect(selectors.selectTranslations(snapshot)).toEqual([englishBase, germanContent, french]);
    expect(snapshot.context.activeContent).toEqual(englishBase);
    editor.strip().send({
      type: 'translations.changedElsewhere',
      change: { kind: 'content', id: 13, gone: true },
    });
    expect(selectors.selectTranslations(editor.actor.getSnapshot())).toEqual([
      englishBase,
      germanContent,
    ]);
    expect(editor.toasts()).toEqual([]);
  });

  it('a failed delete keeps the translation', async () => {
    const editor = await openedLanding();
    editor.strip().send({ type: 'translation.delete', contentId: 12 });
    await editor.calls.reject('deleteContent', {});
    expect(selectors.selectTranslations(editor.actor.getSnapshot())).toHaveLength(2);
    expect(editor.toasts()).toEqual(['error: Failed to delete content']);
  });
});

describe('editor: related launchers', () => {
  it('links the chosen launcher, then reloads the landing and the linkable list', async () => {
    const editor = await openedLanding();
    const related = openRelatedLaunchers(editor);
    related.send({ type: 'related.choose', launcherId: 4 });
    related.send({ type: 'related.link' });
    expect(editor.calls.inputsOf('linkLauncher')).toEqual([{ landingId: 5, launcherId: 4 }]);
    await editor.calls.resolve('linkLauncher', {});
    const linked = {
      ...landingFixture,
      relatedLaunchers: [
        ...(landingFixture.relatedLaunchers ?? []),
        { id: 4, name: 'Spare Launcher', template: { code: 'promo' } },
      ],
    };
    await editor.calls.resolve('loadLanding', linked);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    const snapshot = editor.actor.getSnapshot();
    expect(selectors.selectRelatedLaunchers(snapshot)).toHaveLength(2);
    expect(selectors.selectLinkableLaunchers(snapshot)).toEqual([]);
    expect(related.getSnapshot().context.linkChoice).toBeNull();
    expect(editor.toasts()).toEqual(['success: Launcher linked successfully']);
  });

  it('unlinking the launcher shown goes back to the main launcher', async () => {
    const editor = await openLanding(2);
    await editor.calls.resolve('loadLauncher', relatedLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    openRelatedLaunchers(editor).send({ type: 'related.unlink', launcherId: 2 });
    await editor.calls.resolve('unlinkLauncher', {});
    await editor.calls.reject('loadLinkableLaunchers', {});
    await editor.calls.resolve('loadLanding', { ...landingFixture, relatedLaunchers: [] });
    expect(editor.calls.inputsOf('loadLauncher')).toEqual([{ launcherId: 2 }, { launcherId: 1 }]);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    expect(editor.actor.getSnapshot().context.launcher?.id).toBe(1);
    expect(editor.toasts()).toEqual([
      'warning: This launcher has no content to edit.',
      'success: Launcher unlinked successfully',
      'error: Failed to load launchers',
    ]);
  });

  it('link and unlink failures show the server message or the fallback', async () => {
    const editor = await openedLanding();
    const related = openRelatedLaunchers(editor);
    related.send({ type: 'related.choose', launcherId: 4 });
    related.send({ type: 'related.link' });
    await editor.calls.reject('linkLauncher', serverError('Already linked'));
    related.send({ type: 'related.unlink', launcherId: 2 });
    await editor.calls.reject('unlinkLauncher', {});
    related.send({ type: 'related.unlink', launcherId: 77 });
    expect(editor.calls.isPending('unlinkLauncher')).toBe(false);
    expect(editor.toasts()).toEqual(['error: Already linked', 'error: Failed to unlink launcher']);
  });
});

describe('editor: ids are carried, never defaulted', () => {
  it('links nothing until a launcher is chosen (never a launcher id 0)', async () => {
    const editor = await openedLanding();
    const related = openRelatedLaunchers(editor);
    related.send({ type: 'related.link' });
    expect(editor.calls.inputsOf('linkLauncher')).toEqual([]);
    expect(related.getSnapshot().value).toBe('idle');
  });
});

describe('editor: section actors', () => {
  function fakeSection(log: string[], dirty: { value: boolean }): SectionHost {
    return {
      needsTranslation: true,
      logic: fromCallback<{ type: string }, { key: string }>(({ input }) => {
        log.push(`start ${input.key}`);
        return () => log.push(`stop ${input.key}`);
      }),
      input: (context) => ({ key: `${context.launcher?.id}/${context.activeContent?.id}` }),
      key: (context) => `${context.launcher?.id}/${context.activeContent?.id}`,
      isDirty: () => dirty.value,
    };
  }

  it('spawns the active section, restarts it on a new key, asks while it is dirty', async () => {
    const log: string[] = [];
    const dirty = { value: false };
    const editor = startEditor({ landingId: 5, sections: { design: fakeSection(log, dirty) } });
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    expect(selectors.selectSectionRef(editor.actor.getSnapshot())).toBeNull();
    editor.actor.send({ type: 'section.select', section: 'design' });
    expect(log).toEqual(['start 1/11']);
    expect(selectors.selectSectionRef(editor.actor.getSnapshot())).not.toBeNull();
    editor.actor.send({ type: 'content.switch', contentId: 12 });
    await editor.calls.resolve('loadContent', germanContent);
    expect(log).toEqual(['start 1/11', 'stop 1/11', 'start 1/12']);
    dirty.value = true;
    editor.actor.send({ type: 'section.select', section: 'content' });
    expect(editor.actor.getSnapshot().value).toEqual({ ready: 'confirmingLeave' });
    editor.actor.send({ type: 'leave.confirm' });
    expect(editor.actor.getSnapshot().context.section).toBe('content');
    expect(log).toEqual(['start 1/11', 'stop 1/11', 'start 1/12', 'stop 1/12']);
  });

  it('hears what a section reports through the one protocol, however deep it runs', async () => {
    const redesigned = { ...englishBase, designId: 99 };
    const reporting: SectionHost = {
      needsTranslation: true,
      logic: createMachine({
        entry: reportToEditor(() => ({ type: 'content.updated', content: redesigned })),
      }),
      input: () => ({}),
      key: () => 'one',
      isDirty: () => false,
    };
    const editor = startEditor({ landingId: 5, sections: { design: reporting } });
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', mainLauncher);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    editor.actor.send({ type: 'section.select', section: 'design' });
    expect(editor.actor.getSnapshot().context.activeContent).toEqual(redesigned);
  });

  it('runs a section that needs a translation only while one is active; the others without', async () => {
    const log: string[] = [];
    const noTranslations = { ...mainLauncher, contents: [] };
    const editor = startEditor({
      landingId: 5,
      sections: {
        design: fakeSection(log, { value: false }),
        notes: { ...fakeSection(log, { value: false }), needsTranslation: false },
      },
    });
    await editor.calls.resolve('loadLanding', landingFixture);
    await editor.calls.resolve('loadLauncher', noTranslations);
    await editor.calls.resolve('loadLinkableLaunchers', []);
    editor.actor.send({ type: 'section.select', section: 'design' });
    expect(editor.actor.getSnapshot().context.section).toBe('design');
    expect(selectors.selectSectionRef(editor.actor.getSnapshot())).toBeNull();
    editor.actor.send({ type: 'section.select', section: 'notes' });
    expect(log).toEqual(['start 1/undefined']);
  });
});
