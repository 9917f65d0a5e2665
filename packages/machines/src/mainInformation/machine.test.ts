import { createActor, createMachine, fromPromise } from 'xstate';
import { EDITOR_SYSTEM_ID, reportToEditor } from '../editor/protocol.ts';
import { describe, expect, it } from 'vitest';
import type { Launcher } from '@landing/api';
import type { UpdateLauncherNamesInput } from '../iconNameForm/actors.ts';
import { iconNameFormMachine } from '../iconNameForm/machine.ts';
import { withBaseDesign } from '../iconNameForm/testHarness.ts';
import { savedInput } from '../staticContent/fixtures.ts';
import { staticContentMachine } from '../staticContent/machine.ts';
import { mainInformationMachine } from './machine.ts';
import * as selectors from './selectors.ts';

const quiet = { notify: () => undefined, announceLauncher: () => undefined };
const machine = mainInformationMachine.provide({
  actors: {
    iconNameForm: iconNameFormMachine.provide({ actions: quiet }),
    staticContent: staticContentMachine.provide({ actions: quiet }),
  },
});

describe('main information', () => {
  it('a custom template gets the icon and names form only', () => {
    const actor = createActor(machine, {
      input: { iconName: withBaseDesign, staticContent: null },
    }).start();
    expect(selectors.selectStaticContentForm(actor.getSnapshot())).toBeNull();
    expect(selectors.selectIconNameForm(actor.getSnapshot()).getSnapshot().value).toEqual({
      editing: 'idle',
    });
  });

  it('is dirty while either form differs from what is saved', () => {
    const actor = createActor(machine, {
      input: { iconName: withBaseDesign, staticContent: savedInput },
    }).start();
    const snapshot = () => actor.getSnapshot();
    expect(selectors.selectIsDirty(snapshot())).toBe(false);
    const staticContent = selectors.selectStaticContentForm(snapshot());
    staticContent?.send({ type: 'field.change', values: { developer: 'Acme' } });
    expect(selectors.selectIsDirty(snapshot())).toBe(true);
    staticContent?.send({ type: 'form.reset' });
    expect(selectors.selectIsDirty(snapshot())).toBe(false);
    selectors
      .selectIconNameForm(snapshot())
      .send({ type: 'field.change', values: { shortName: 'Lucky' } });
    expect(selectors.selectIsDirty(snapshot())).toBe(true);
  });

  it('passes a saved launcher on to the editor around it', async () => {
    const renamed: Launcher = { id: 1, name: 'Renamed', template: { code: 'x', isCustom: false } };
    const received: unknown[] = [];
    const withSaves = mainInformationMachine.provide({
      actors: {
        iconNameForm: iconNameFormMachine.provide({
          actions: {
            ...quiet,
            announceLauncher: reportToEditor((_, { launcher }) => ({
              type: 'launcher.updated',
              launcher,
            })),
          },
          actors: {
            updateLauncherNames: fromPromise<Launcher, UpdateLauncherNamesInput>(() =>
              Promise.resolve(renamed),
            ),
          },
        }),
      },
    });
    const editor = createMachine({
      invoke: {
        id: 'section',
        src: withSaves,
        input: { iconName: withBaseDesign, staticContent: null },
      },
      on: { 'launcher.updated': { actions: ({ event }) => received.push(event) } },
    });
    const root = createActor(editor, { systemId: EDITOR_SYSTEM_ID }).start();
    const section = root.getSnapshot().children['section'] as ReturnType<
      typeof createActor<typeof machine>
    >;
    const form = selectors.selectIconNameForm(section.getSnapshot());
    form.send({ type: 'field.change', values: { name: 'Renamed' } });
    form.send({ type: 'form.save' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ type: 'launcher.updated', launcher: renamed }]);
  });
});
