import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { iconNameFormMachine } from '../iconNameForm/machine.ts';
import { withBaseDesign } from '../iconNameForm/testHarness.ts';
import { savedInput } from '../staticContent/fixtures.ts';
import { staticContentMachine } from '../staticContent/machine.ts';
import { mainInformationMachine } from './machine.ts';
import * as selectors from './selectors.ts';

const quiet = { notify: () => undefined };
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
});
