import { ApiError, type Launcher } from '@landing/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { iconNameFormActors } from '../iconNameForm/actors.ts';
import { ICON_NAME_TOASTS, iconNameFormMachine } from '../iconNameForm/machine.ts';
import { staticContentActors } from '../staticContent/actors.ts';
import { STATIC_CONTENT_TOASTS, staticContentMachine } from '../staticContent/machine.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { mainInformationMachine } from './machine.ts';
import * as iconNameSelectors from '../iconNameForm/selectors.ts';
import { startIconNameForm, withBaseDesign } from '../iconNameForm/testHarness.ts';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { NotifyParams } from '../shared/notify.ts';
import { savedInput, savedStaticContent } from '../staticContent/fixtures.ts';
import * as staticSelectors from '../staticContent/selectors.ts';
import { startStaticContent } from '../staticContent/testHarness.ts';

/**
 * Issue 29, "see it coming", in Main Information: both of its forms follow the one rule
 * (shared/changedElsewhere.ts) for a launcher another operator saved. Each case runs on both.
 */
const launcher = (changes: Partial<Launcher> = {}): Launcher => ({
  id: 1,
  name: 'Lucky Spin',
  version: 4,
  staticContent: savedStaticContent,
  template: { id: 1, isCustom: false },
  ...changes,
});

/** What a case reads of a form, the same for both. */
type Seen = {
  shortName: string;
  dirty: boolean;
  notice: ChangedElsewhere | null;
  version: unknown;
  editing: boolean;
};

type Form = {
  name: string;
  start: () => {
    send: (event: FormEvent) => void;
    seen: () => Seen;
    calls: PendingCalls;
    toasts: NotifyParams[];
  };
  goneText: string;
};

type FormEvent =
  | { type: 'field.change'; values: { shortName: string } }
  | { type: 'form.changedElsewhere'; change: ChangedElsewhere }
  | { type: 'form.reload' };

const forms: Form[] = [
  {
    name: 'Icon and names',
    start: () => {
      const { actor, calls, toasts } = startIconNameForm(withBaseDesign);
      const seen = (): Seen => {
        const snapshot = actor.getSnapshot();
        return {
          shortName: snapshot.context.values.shortName,
          dirty: iconNameSelectors.selectIsDirty(snapshot),
          notice: iconNameSelectors.selectChangedElsewhere(snapshot),
          version: snapshot.context.version,
          editing: snapshot.matches('editing'),
        };
      };
      return { send: (event) => actor.send(event), seen, calls, toasts };
    },
    goneText: ICON_NAME_TOASTS.gone,
  },
  {
    name: 'Static Content',
    start: () => {
      const { actor, calls, toasts } = startStaticContent(savedInput);
      const seen = (): Seen => {
        const snapshot = actor.getSnapshot();
        return {
          shortName: snapshot.context.values.shortName,
          dirty: staticSelectors.selectIsDirty(snapshot),
          notice: staticSelectors.selectChangedElsewhere(snapshot),
          version: snapshot.context.version,
          editing: snapshot.matches('editing'),
        };
      };
      return { send: (event) => actor.send(event), seen, calls, toasts };
    },
    goneText: STATIC_CONTENT_TOASTS.gone,
  },
];

const typeShortName = (shortName: string): FormEvent => ({
  type: 'field.change',
  values: { shortName },
});

const byBea: ChangedElsewhere = {
  version: 5,
  updatedBy: 'Bea',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const theirShortName = launcher({
  version: 5,
  staticContent: { ...savedStaticContent, shortName: 'Bea' },
});
const changed = (change: ChangedElsewhere): FormEvent => ({
  type: 'form.changedElsewhere',
  change,
});

describe.each(forms)('$name: another operator saved the launcher', (form) => {
  it('ignores its own save (the version it holds) without reading', () => {
    const { send, seen, calls } = form.start();
    send(changed({ ...byBea, version: 4 }));
    expect(calls.isPending('refreshLauncher')).toBe(false);
    expect(seen().notice).toBeNull();
  });

  it('with no unsaved input, shows their values by itself', async () => {
    const { send, seen, calls } = form.start();
    send(changed(byBea));
    await calls.resolve('refreshLauncher', theirShortName);
    expect(seen().shortName).toBe('Bea');
    expect(seen().dirty).toBe(false);
    expect(seen().version).toBe(5);
    expect(seen().notice).toBeNull();
  });

  it('with unsaved input, keeps it and says who; Reload brings their values', async () => {
    const { send, seen, calls } = form.start();
    send(typeShortName('Mine'));
    send(changed(byBea));
    await calls.resolve('refreshLauncher', theirShortName);
    expect(seen().shortName).toBe('Mine');
    expect(seen().notice).toEqual(byBea);
    // Still the version it started from: a save meets their change (409, merge or dialog).
    expect(seen().version).toBe(4);

    send({ type: 'form.reload' });
    await calls.resolve('refreshLauncher', theirShortName);
    expect(seen().shortName).toBe('Bea');
    expect(seen().dirty).toBe(false);
    expect(seen().notice).toBeNull();
  });

  it('input typed while their values are read is kept, and the change announced', async () => {
    const { send, seen, calls } = form.start();
    send(changed(byBea));
    send(typeShortName('Typed meanwhile'));
    await calls.resolve('refreshLauncher', theirShortName);
    expect(seen().shortName).toBe('Typed meanwhile');
    expect(seen().notice).toEqual(byBea);
  });

  it('a save that changed nothing it shows (the other form of the launcher) only takes the version', async () => {
    const { send, seen, calls } = form.start();
    send(typeShortName('Mine'));
    send(changed(byBea));
    await calls.resolve(
      'refreshLauncher',
      launcher({ version: 5, staticContent: { ...savedStaticContent, developer: 'Other' } }),
    );
    const shownByBoth = form.name === 'Static Content';
    expect(seen().shortName).toBe('Mine');
    // The Static Content form shows the developer: for it, this is their change.
    expect(seen().notice).toEqual(shownByBoth ? byBea : null);
    expect(seen().version).toBe(shownByBoth ? 4 : 5);
  });

  it('without versions: a row with the text it saved is its own; another text is read', async () => {
    const { send, seen, calls } = form.start();
    send(typeShortName('Mine'));
    const mine = launcher({ version: undefined });
    send(changed({ row: mine, updatedBy: null, updatedAt: null }));
    expect(calls.isPending('refreshLauncher')).toBe(false);
    const theirs = {
      row: { ...theirShortName, version: undefined },
      updatedBy: null,
      updatedAt: null,
    };
    send(changed(theirs));
    await calls.resolve('refreshLauncher', theirs.row);
    expect(seen().shortName).toBe('Mine');
    expect(seen().notice).toEqual(theirs);
  });

  it('a launcher deleted meanwhile says so and keeps the input', async () => {
    const { send, seen, calls, toasts } = form.start();
    send(typeShortName('Mine'));
    send(changed(byBea));
    await calls.reject(
      'refreshLauncher',
      new ApiError({ kind: 'http', status: 404, message: 'gone', method: 'GET', url: '/x' }),
    );
    expect(seen().shortName).toBe('Mine');
    expect(toasts).toContainEqual({ kind: 'error', text: form.goneText });
    expect(seen().editing).toBe(true);
  });
});

describe('Main Information: a launcher saved elsewhere', () => {
  it('is told to both forms, each judging it by what it shows', async () => {
    const calls = new PendingCalls();
    const quiet = { notify: () => undefined, announceLauncher: () => undefined };
    const machine = mainInformationMachine.provide({
      actors: {
        iconNameForm: iconNameFormMachine.provide({
          actors: calls.actorsFor(iconNameFormActors),
          actions: quiet,
        }),
        staticContent: staticContentMachine.provide({
          actors: calls.actorsFor(staticContentActors),
          actions: quiet,
        }),
      },
    });
    const actor = createActor(machine, {
      input: { iconName: withBaseDesign, staticContent: savedInput },
    }).start();
    const staticForm = actor.getSnapshot().context.staticContent!;
    staticForm.send({ type: 'field.change', values: { developer: 'Mine' } });

    actor.send({ type: 'launcher.changedElsewhere', change: byBea });
    await calls.resolve('refreshLauncher', theirShortName);
    await calls.resolve('refreshLauncher', theirShortName);
    const names = actor.getSnapshot().context.iconName.getSnapshot();
    expect(names.context.values.shortName).toBe('Bea');
    expect(iconNameSelectors.selectChangedElsewhere(names)).toBeNull();
    expect(staticForm.getSnapshot().context.values.developer).toBe('Mine');
    expect(staticSelectors.selectChangedElsewhere(staticForm.getSnapshot())).toEqual(byBea);
  });
});
