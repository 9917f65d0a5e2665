import type { Locale, Template } from '@landing/api';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { editorCatalogMachine, type CatalogNotifyParams } from './machine.ts';

const template = { id: 3, code: 'slots7', isCustom: true } as Template;
const locale: Locale = { id: 1, google_lang_code: 'en', displayName: 'English' };

const start = (loads: {
  templates: () => Promise<Template[]>;
  locales: () => Promise<Locale[]>;
}) => {
  const notes: CatalogNotifyParams[] = [];
  const actor = createActor(
    editorCatalogMachine.provide({
      actors: {
        loadTemplates: fromPromise(loads.templates),
        loadLocales: fromPromise(loads.locales),
      },
      actions: { notify: (_, params) => notes.push(params) },
    }),
  ).start();
  return { actor, notes };
};

describe('editorCatalog', () => {
  it('loads templates and locales side by side', async () => {
    const { actor, notes } = start({
      templates: () => Promise.resolve([template]),
      locales: () => Promise.resolve([locale]),
    });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context).toEqual({ templates: [template], locales: [locale] });
    expect(notes).toEqual([]);
  });

  it('leaves a failed list empty, says why, and still loads the other', async () => {
    const { actor, notes } = start({
      templates: () => Promise.reject(new Error('boom')),
      locales: () => Promise.resolve([locale]),
    });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context).toEqual({ templates: [], locales: [locale] });
    expect(notes).toEqual([{ kind: 'error', text: 'Failed to load templates' }]);
  });

  it('names the locales failure with its own text', async () => {
    const { actor, notes } = start({
      templates: () => Promise.resolve([template]),
      locales: () => Promise.reject(new Error('boom')),
    });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context).toEqual({ templates: [template], locales: [] });
    expect(notes).toEqual([{ kind: 'error', text: 'Failed to fetch locales' }]);
  });
});
