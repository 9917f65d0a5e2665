import { LauncherName, type Launcher } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { IconNameContext, IconNameFormInput } from './context.ts';
import { iconNameFormMachine } from './machine.ts';
import * as select from './selectors.ts';
import { fileOf, startIconNameForm, withBaseDesign } from './testHarness.ts';

const goodIcon = fileOf('icon.png', 'image/png');
const notAnImage = fileOf('notes.txt', 'text/plain');
const storedLauncher = { id: 1, name: 'Lucky Wheel' } as Launcher;

const done = (actor: string, output: unknown): SampleEvent => ({
  type: `xstate.done.actor.${actor}`,
  output,
});
const failed = (actor: string): SampleEvent => ({
  type: `xstate.error.actor.${actor}`,
  error: { status: 500 },
});
const samples: Record<string, SampleEvent[]> = {
  'field.change': [
    { type: 'field.change', values: { name: ' Lucky Wheel ' } },
    { type: 'field.change', values: { shortName: 'x' } },
  ],
  'icon.choose': [
    { type: 'icon.choose', file: goodIcon },
    { type: 'icon.choose', file: notAnImage },
    { type: 'icon.choose', file: null },
  ],
  'xstate.done.actor.readImageSize': [
    done('readImageSize', { width: 512, height: 512 }),
    done('readImageSize', { width: 100, height: 200 }),
  ],
  'xstate.error.actor.readImageSize': [failed('readImageSize')],
  'xstate.done.actor.updateLauncherNames': [done('updateLauncherNames', storedLauncher)],
  'xstate.error.actor.updateLauncherNames': [failed('updateLauncherNames')],
  'xstate.done.actor.updateDesignIcon': [
    done('updateDesignIcon', { id: 1, iconUrl: '/files/designs/1/icon-2.png' }),
  ],
  'xstate.error.actor.updateDesignIcon': [failed('updateDesignIcon')],
  'xstate.done.actor.createIconDesign': [
    done('createIconDesign', { id: 9, iconUrl: '/files/designs/9/icon.png' }),
  ],
  'xstate.error.actor.createIconDesign': [failed('createIconDesign')],
  'xstate.done.actor.linkDesign': [done('linkDesign', {})],
  'xstate.error.actor.linkDesign': [failed('linkDesign')],
};
const eventTypes = [...Object.keys(samples), 'form.save', 'form.reset'];
const SAVE_CALLS = ['updateLauncherNames', 'updateDesignIcon', 'createIconDesign', 'linkDesign'];

/**
 * What the test itself knows of the launcher, from the answers it gave: the stored names, the
 * base design, the design a save created; never read from the machine.
 */
type Stored = {
  names: { name: string; shortName: string };
  baseDesignId: number | null;
  createdDesignId: number | null;
  callsAtSave: Map<string, number>;
  toastsSeen: number;
  announcedSeen: number;
};

function startModelled(input: IconNameFormInput, inspect?: (event: InspectionEvent) => void) {
  const started = startIconNameForm(input, inspect);
  const stored: Stored = {
    names: { name: input.name, shortName: input.shortName },
    baseDesignId: input.baseDesignId,
    createdDesignId: null,
    callsAtSave: new Map(),
    toastsSeen: 0,
    announcedSeen: 0,
  };
  return { ...started, input, stored };
}

type Started = ReturnType<typeof startModelled>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.IconNameSnapshot;
const namesOf = (snapshot: select.IconNameSnapshot) => ({
  name: select.selectValue('name')(snapshot),
  shortName: select.selectValue('shortName')(snapshot),
});

/**
 * The Icon, Name and Short Name promises (editor.md §5, §8), after every step: typed names and
 * the chosen icon stay until reset or stored, a failure toasts and keeps the form, each call of
 * a save at most once and with the right inputs, and the selectors agree with the state.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const { stored, calls, input } = started;
  const toasts = started.toasts.slice(stored.toastsSeen);
  stored.toastsSeen = started.toasts.length;
  const announced = started.announced.slice(stored.announcedSeen);
  stored.announcedSeen = started.announced.length;
  const type = event.type;
  const answered = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);

  // Typed names are kept, except by the operator's change or a reset to what is stored.
  if (type === 'form.reset') expect(namesOf(now)).toEqual(stored.names);
  else if (type !== 'field.change') expect(namesOf(now)).toEqual(namesOf(then));

  // The chosen icon is kept until it is replaced, reset, or stored by a whole save.
  const savedWhole = then.hasTag('busy') && !now.hasTag('busy') && toasts.some(isSuccess);
  if (type === 'icon.choose') {
    const { file } = event as unknown as { file: File | null };
    expect(select.selectIconFileName(now)).toBe(file?.name ?? null);
  } else if (type === 'form.reset' || savedWhole) {
    expect(select.selectIconFileName(now)).toBeNull();
  } else {
    expect(select.selectIconFileName(now)).toBe(select.selectIconFileName(then));
  }

  // A failure always shows: an unreadable icon under its field, a failed call as an error
  // toast with the form back and editable.
  if (type === 'xstate.error.actor.readImageSize') {
    expect(select.selectFieldError('icon')(now)).toBe('Icon must be an image');
  }
  if (answered?.[1] === 'error' && SAVE_CALLS.includes(answered[2]!)) {
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error' }));
    expect(select.selectIsSaving(now)).toBe(false);
    expect(select.selectCanReset(now)).toBe(true);
  }

  // Each call of a save at most once, with the inputs the stored launcher calls for.
  if (type === 'form.save' && !then.hasTag('busy')) {
    stored.callsAtSave = new Map(SAVE_CALLS.map((name) => [name, calls.inputsOf(name).length]));
    const names = namesOf(then);
    const trimmed = { name: names.name.trim(), shortName: names.shortName.trim() };
    const changed = {
      name: trimmed.name !== stored.names.name.trim(),
      shortName: trimmed.shortName !== stored.names.shortName.trim(),
    };
    const namesValid = LauncherName.allows(trimmed.name) && LauncherName.allows(trimmed.shortName);
    if (input.launcherId === null) {
      expect(toasts).toEqual([{ kind: 'error', text: 'Error: No launcher found' }]);
    } else if (changed.name || changed.shortName) {
      if (namesValid && select.selectFieldError('icon')(now) === null) {
        expect(calls.inputsOf('updateLauncherNames').at(-1)).toEqual({
          id: input.launcherId,
          ...(changed.name ? { name: trimmed.name } : {}),
          ...(changed.shortName ? { staticContent: { shortName: trimmed.shortName } } : {}),
        });
      }
    }
  }
  for (const name of SAVE_CALLS) {
    const since = calls.inputsOf(name).length - (stored.callsAtSave.get(name) ?? 0);
    expect(since).toBeLessThanOrEqual(1);
  }
  const file = then.context.iconFile;
  if (type !== 'form.save' && calls.inputsOf('updateDesignIcon').length > 0) {
    const last = calls.inputsOf('updateDesignIcon').at(-1) as { designId: number };
    expect(last.designId).toBe(stored.baseDesignId);
  }
  if (type === 'xstate.done.actor.updateLauncherNames') {
    expect(announced).toEqual([storedLauncher]);
    // What the form holds is now stored: a reset goes back to it.
    stored.names = namesOf(now);
    if (file && stored.baseDesignId !== null) {
      expect(calls.inputsOf('updateDesignIcon').at(-1)).toEqual({
        designId: stored.baseDesignId,
        icon: file,
      });
    }
  } else {
    expect(announced).toEqual([]);
  }
  if (type === 'xstate.done.actor.createIconDesign') {
    stored.createdDesignId = 9;
    expect(calls.inputsOf('linkDesign').at(-1)).toEqual({
      contentId: input.baseContentId,
      designId: 9,
    });
  }
  if (type === 'xstate.done.actor.linkDesign') stored.baseDesignId = stored.createdDesignId;
  if (type === 'xstate.done.actor.updateDesignIcon' || type === 'xstate.done.actor.linkDesign') {
    expect(select.selectIconUrl(now)).not.toBe(input.iconUrl);
  }

  // The selectors agree with the state.
  expect(select.selectIsSaving(now)).toBe(now.matches('saving'));
  expect(select.selectIsReadingIcon(now)).toBe(now.matches({ editing: 'readingIcon' }));
  if (select.selectIsSaving(now) || select.selectIsReadingIcon(now)) {
    expect(select.selectCanSave(now)).toBe(false);
  }
  if (select.selectIsReadingIcon(now)) expect(select.selectFieldError('icon')(now)).toBeNull();
}

const isSuccess = (toast: { kind: string }) => toast.kind === 'success';

/** `iconGeneration` only grows; what decides the next step is the rest. */
function projection(snapshot: AnyMachineSnapshot) {
  const { iconGeneration: _, iconFile, ...context } = snapshot.context as IconNameContext;
  return { value: snapshot.value as unknown, ...context, iconFile: iconFile?.name ?? null };
}

const inputs: { label: string; input: IconNameFormInput }[] = [
  { label: 'with a base design', input: withBaseDesign },
  { label: 'without a base design', input: { ...withBaseDesign, baseDesignId: null } },
  {
    label: 'without base content',
    input: { ...withBaseDesign, baseDesignId: null, baseContentId: null },
  },
  { label: 'without a launcher', input: { ...withBaseDesign, launcherId: null } },
];

const coverage = new CoverageRecorder();

describe.each(inputs)('icon and name form model, $label', ({ input }) => {
  const paths = createTestModel(toTestModelMachine(iconNameFormMachine), {
    input,
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
    // Files print as `{}`: name them, or every chosen file would be one event.
    serializeEvent: (event) =>
      JSON.stringify(event, (_, value: unknown) =>
        value instanceof File ? `file:${value.name}` : value,
      ) as never,
    serializeState: (snapshot, event) =>
      JSON.stringify({ ...projection(snapshot as AnyMachineSnapshot), via: event?.type ?? null }),
    // A save that stored something starts the same form over with other stored values: the
    // walk stops there, the unit tests follow it further.
    stopWhen: (snapshot) => {
      const context = snapshot.context;
      return (
        snapshot.matches('editing') &&
        (context.savedValues.name !== input.name ||
          context.baseDesignId !== input.baseDesignId ||
          context.iconUrl !== input.iconUrl)
      );
    },
  }).getShortestPaths();

  itWalksEveryPath(paths, () => startModelled(input, coverage.inspect), eventTypes, checkPromises, {
    project: projection,
  });
});

describe('icon and name form model coverage', () => {
  itCoversEveryStateAndTransition(iconNameFormMachine, coverage);
});
