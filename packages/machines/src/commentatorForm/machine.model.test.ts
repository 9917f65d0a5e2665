import {
  COMMENTATOR_ICON_MAX_BYTES,
  COMMENTATOR_ICON_TYPES,
  CommentatorFields,
} from '@landing/api';
import { createTestModel } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { CommentatorIcon } from './context.ts';
import { commentatorFormMachine } from './machine.ts';
import * as select from './selectors.ts';
import { startCommentatorForm } from './testHarness.ts';

const smallIcon = new Blob([new Uint8Array(100)]);
const hugeIcon = new Blob([new Uint8Array(COMMENTATOR_ICON_MAX_BYTES)]);

const samples: Record<string, SampleEvent[]> = {
  'commentator.name': [
    { type: 'commentator.name', name: ' Ada Lovelace ' },
    { type: 'commentator.name', name: 'A' },
  ],
  'commentator.icon': [
    { type: 'commentator.icon', file: smallIcon, fileName: 'ada.png' },
    { type: 'commentator.icon', file: hugeIcon, fileName: 'huge.png' },
    { type: 'commentator.icon', file: null },
  ],
  'commentator.restore': [
    {
      type: 'commentator.restore',
      name: 'Ada',
      icon: { file: smallIcon, fileName: 'ada.png', type: 'image/png' },
    },
    { type: 'commentator.restore', name: '', icon: null },
  ],
  'xstate.done.actor.detectIconType': [
    { type: 'xstate.done.actor.detectIconType', output: 'image/png' },
    { type: 'xstate.done.actor.detectIconType', output: null },
  ],
  'xstate.error.actor.detectIconType': [
    { type: 'xstate.error.actor.detectIconType', error: new Error('unreadable') },
  ],
  'xstate.done.actor.createCommentator': [
    { type: 'xstate.done.actor.createCommentator', output: { kind: 'created', id: 31 } },
    { type: 'xstate.done.actor.createCommentator', output: { kind: 'idUnknown' } },
  ],
  // Beside none held (the input): the one typed is found; one by another name is not.
  'xstate.done.actor.listCommentators': [
    {
      type: 'xstate.done.actor.listCommentators',
      output: [{ id: 40, name: 'Ada Lovelace', iconUrl: '/a.png' }],
    },
    { type: 'xstate.done.actor.listCommentators', output: [] },
  ],
  'xstate.error.actor.listCommentators': [
    { type: 'xstate.error.actor.listCommentators', error: { status: 500 } },
  ],
  'xstate.error.actor.createCommentator': [
    { type: 'xstate.error.actor.createCommentator', error: { status: 500 } },
  ],
};
const eventTypes = [...Object.keys(samples), 'commentator.submit'];

type Started = ReturnType<typeof startCommentatorForm>;
type Effect = Started['effects'][number];
/** The icon as the test knows it: the file chosen and what its bytes were answered to be. */
type IconSeen = { file: Blob; type: string | null | undefined } | null;
const iconSeen = new WeakMap<Started, IconSeen>();
const seenEffects = new WeakMap<Started, number>();
const seenCreates = new WeakMap<Started, number>();
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.CommentatorFormSnapshot;

/** Whether the server takes this commentator, from the wire rules rather than the machine. */
function acceptable(name: string, icon: IconSeen): boolean {
  return (
    CommentatorFields.allows({ name: name.trim() }) &&
    icon !== null &&
    icon.file.size < COMMENTATOR_ICON_MAX_BYTES &&
    COMMENTATOR_ICON_TYPES.some((type) => type === icon.type)
  );
}

/**
 * The Create New Commentator promises (editor.md §6), after every step: the typed name and the
 * chosen file stay, a failure shows, one POST of what the server accepts, the new id is the
 * answer's, and the selectors agree with the state.
 */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const from = seenEffects.get(started) ?? 0;
  const effects: Effect[] = started.effects.slice(from);
  seenEffects.set(started, started.effects.length);
  const type = event.type;
  const icon = iconSeen.get(started) ?? null;

  // What was typed and chosen is kept, except by the operator's own change or Undo and Redo.
  const restored =
    type === 'commentator.restore' && then.matches('filling')
      ? (event as unknown as { name: string; icon: CommentatorIcon | null })
      : null;
  if (restored) expect(select.selectName(now)).toBe(restored.name);
  else if (type !== 'commentator.name') {
    expect(select.selectName(now)).toBe(select.selectName(then));
  }
  if (type === 'commentator.icon') {
    const { file, fileName } = event as unknown as { file: Blob | null; fileName?: string };
    iconSeen.set(started, file && { file, type: undefined });
    expect(select.selectIconFileName(now)).toBe(file ? fileName : '');
  } else if (restored) {
    iconSeen.set(started, restored.icon && { file: restored.icon.file, type: restored.icon.type });
    expect(select.selectIconFileName(now)).toBe(restored.icon?.fileName ?? '');
  } else {
    expect(select.selectIconFileName(now)).toBe(select.selectIconFileName(then));
  }
  if (type === 'xstate.done.actor.detectIconType' && icon) {
    icon.type = (event as unknown as { output: string | null }).output;
  }
  if (type === 'xstate.error.actor.detectIconType' && icon) icon.type = null;

  // A failure always shows: an unreadable icon says so under the field, a failed create toasts
  // and leaves the form open with what was typed.
  if (type === 'xstate.error.actor.detectIconType') {
    expect(select.selectIconError(now)).toEqual(expect.any(String));
  }
  if (type === 'xstate.error.actor.createCommentator') {
    expect(effects).toContainEqual({
      type: 'notify',
      kind: 'error',
      text: 'Failed to create commentator. Please try again.',
    });
    expect(now.status).toBe('active');
    expect(select.selectIsCreating(now)).toBe(false);
  }

  // A submit POSTs once, only what the server accepts, with the trimmed name and the file;
  // nothing else POSTs.
  const creates = started.calls.inputsOf('createCommentator');
  const newCreates = creates.slice(seenCreates.get(started) ?? 0);
  seenCreates.set(started, creates.length);
  const waiting = then.hasTag('busy') || then.hasTag('checking');
  if (type === 'commentator.submit' && !waiting && acceptable(select.selectName(then), icon)) {
    expect(newCreates).toEqual([{ name: select.selectName(then).trim(), icon: icon?.file }]);
  } else {
    expect(newCreates).toEqual([]);
  }
  if (type === 'commentator.submit' && !waiting && newCreates.length === 0) {
    expect([select.selectNameError(now), select.selectIconError(now)]).toContainEqual(
      expect.any(String),
    );
  }

  // The new commentator's id is the server's, and the form says so once; an answer without it
  // is looked for, never guessed: found, the same success; not found, a warning, never a failure.
  const output = (event as unknown as { output?: { kind?: string } }).output;
  if (type === 'xstate.done.actor.createCommentator' && output?.kind === 'created') {
    expect(now.status).toBe('done');
    expect(now.output).toEqual({ id: 31 });
    expect(effects).toEqual([
      { type: 'notify', kind: 'success', text: 'Commentator created successfully!' },
    ]);
  }
  if (type === 'xstate.done.actor.createCommentator' && output?.kind === 'idUnknown') {
    expect(now.matches('findingCommentator')).toBe(true);
    expect(select.selectIsCreating(now)).toBe(true);
  }
  if (type.endsWith('.actor.listCommentators')) {
    expect(now.status).toBe('done');
    const found = (now.output as { id: number | null }).id;
    const typed = select.selectName(then).trim();
    const listed = Array.isArray(output) ? (output as { id: number; name: string }[]) : [];
    const held = then.context.knownIds;
    const isNew = (one: { id: number }) => held !== null && !held.includes(one.id);
    expect(found).toBe(listed.some((one) => one.name === typed && isNew(one)) ? 40 : null);
    expect(effects).toEqual([
      found === null
        ? {
            type: 'notify',
            kind: 'warning',
            text: 'Saved, but the server did not say which record it made.',
          }
        : { type: 'notify', kind: 'success', text: 'Commentator created successfully!' },
    ]);
  }

  // The selectors agree with the state.
  expect(select.selectIsCreating(now)).toBe(
    now.matches('creating') || now.matches('findingCommentator'),
  );
  expect(select.selectIsCheckingIcon(now)).toBe(now.matches({ filling: 'checkingIcon' }));
  if (select.selectIsCheckingIcon(now)) expect(select.selectIconError(now)).toBeNull();
}

const coverage = new CoverageRecorder();

describe('commentator form model', () => {
  const paths = createTestModel(toTestModelMachine(commentatorFormMachine), {
    input: { knownIds: [] },
    events: sampleEvents(samples),
    filterEvents: onlyExternalEvents,
  }).getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startCommentatorForm(coverage.inspect, { knownIds: [] }),
    eventTypes,
    checkPromises,
  );
});

describe('commentator form model coverage', () => {
  itCoversEveryStateAndTransition(commentatorFormMachine, coverage);
});
