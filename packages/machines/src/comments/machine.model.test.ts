import {
  ApiError,
  CommentCreate,
  CommentsBatch,
  CommentsTranslate,
  isStaleWrite,
  schemaIssues,
  versionTag,
  type Comment,
} from '@landing/api';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CoverageRecorder } from '../testing/coverage.ts';
import { onlyExternalEvents, sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { checkKeptChange, keptChangePaths, toldWhereRead } from '../testing/keptChanges.ts';
import {
  itCoversEveryStateAndTransition,
  itHasEveryScreenPath,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { COMMENTS_SCREEN_PATHS } from './screenPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import type { CommentsContext } from './context.ts';
import { availableBaseComments } from './derive.ts';
import {
  baseComments,
  commentatorsFixture,
  germanComment,
  baseInput,
  germanInput,
  localesFixture,
} from './fixtures.ts';
import { COMMENTS_HELD_CLICKS, commentsMachine } from './machine.ts';
import { selectLoadError, type CommentsSnapshot } from './selectors.ts';
import { startComments, type StartedComments } from './testHarness.ts';

const done = (id: string, ...outputs: unknown[]): SampleEvent[] =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string): SampleEvent[] => [
  { type: `xstate.error.actor.${id}`, error: { data: { message: `${id} failed` } } },
];

function apiError(status: number, stale = false) {
  return new ApiError({
    kind: 'http',
    status,
    message: 'refused',
    method: 'PATCH',
    url: '/x',
    stale,
  });
}
const stale = (id: string): SampleEvent => ({
  type: `xstate.error.actor.${id}`,
  error: apiError(409, true),
});
const gone = (id: string): SampleEvent => ({
  type: `xstate.error.actor.${id}`,
  error: apiError(404),
});
/** The comment as another operator saved it (issue 29), at their version. */
const theirs = (changes: Partial<Comment>): Comment => ({
  ...germanComment,
  ...changes,
  version: 5,
});

const ACTORS = [
  'loadComments',
  'loadOptions',
  'loadCommentators',
  'listComments',
  'createComment',
  'linkComments',
  'updateComment',
  'checkComment',
  'deleteComment',
  'createComments',
  'translateComments',
] as const;

const loadedLists = { comments: [germanComment], baseComments };

const samples: Record<string, SampleEvent[]> = {
  ...Object.fromEntries(ACTORS.map((id) => [`xstate.error.actor.${id}`, failed(id)])),
  'xstate.done.actor.loadComments': done('loadComments', loadedLists),
  'xstate.done.actor.loadOptions': done('loadOptions', {
    commentators: commentatorsFixture,
    locales: localesFixture,
  }),
  'xstate.done.actor.loadCommentators': done('loadCommentators', commentatorsFixture),
  'xstate.done.actor.createComment': done(
    'createComment',
    { kind: 'created', id: 50 },
    { kind: 'idUnknown' },
  ),
  // Nothing new (before a create; after an unnamed one: not found), or the one typed (found).
  'xstate.done.actor.listComments': done(
    'listComments',
    [germanComment],
    [
      germanComment,
      {
        ...germanComment,
        id: 60,
        text: 'Wunderbar!',
        commentatorId: 2,
        langId: germanComment.langId,
      },
    ],
  ),
  'xstate.done.actor.linkComments': done('linkComments', {}),
  'xstate.done.actor.updateComment': done('updateComment', {}),
  'xstate.done.actor.deleteComment': done('deleteComment', {}),
  'xstate.done.actor.createComments': done(
    'createComments',
    { kind: 'created', ids: [70] },
    { kind: 'idsUnknown' },
  ),
  'xstate.done.actor.translateComments': done(
    'translateComments',
    { kind: 'created', ids: [80] },
    { kind: 'idsUnknown' },
  ),
  'xstate.done.actor.commentatorForm': done('commentatorForm', { id: 2 }, { id: null }),
  'form.change': [
    { type: 'form.change', values: { commentatorId: 2, text: 'Wunderbar!' } },
    { type: 'form.change', values: { text: 'x' } },
  ],
  'form.open': [{ type: 'form.open', open: true }],
  'comment.edit': [{ type: 'comment.edit', id: germanComment.id }],
  'comment.delete': [{ type: 'comment.delete', id: germanComment.id }],
  'bulk.open': [
    { type: 'bulk.open', mode: 'add' },
    { type: 'bulk.open', mode: 'translate' },
  ],
  'bulk.toggle': [{ type: 'bulk.toggle', id: baseComments[0]!.id }],
};

const eventTypes = [
  ...Object.keys(samples),
  'comments.retry',
  'form.submit',
  'form.cancelEdit',
  'author.create',
  'author.cancel',
  'bulk.toggleAll',
  'bulk.cancel',
  'bulk.confirm',
];

const contextOf = (snapshot: unknown) => (snapshot as CommentsSnapshot).context;
const pendingCount = ({ calls }: StartedComments) =>
  [...ACTORS, 'commentatorForm'].filter((name) => calls.isPending(name)).length;

/** Spec promises checked after every step, whatever the path. */
function checkInvariants({ event, before, after, started }: ModelStep<StartedComments>) {
  const previous = contextOf(before);
  const context: CommentsContext = contextOf(after);
  const staleWrite = 'error' in event && isStaleWrite(event.error);
  // A failure always reaches the operator or the log (a stale write reads the comment instead),
  // and never loses what was typed.
  if (event.type.startsWith('xstate.error.actor.') && !staleWrite) {
    const reported = started.effects.length > 0 || selectLoadError(after as never) !== null;
    expect(reported).toBe(true);
    // Except a failed look for an unnamed comment: it was made, so the form is cleared; and a
    // click held during a failed read, which acts then (issue 29).
    if (!before.matches({ ready: 'findingComment' }) && previous.heldClick === null) {
      expect(context.values).toEqual(previous.values);
    }
  }
  if (event.type.startsWith('xstate.error.actor.') && staleWrite) {
    expect(after.matches({ ready: 'checkingComment' })).toBe(true);
  }
  // Issue 29: reading the comment again, a conflict or its cancel keeps every field typed.
  if (
    before.matches({ ready: 'checkingComment' }) ||
    before.matches({ ready: 'conflict' }) ||
    staleWrite
  ) {
    for (const field of Object.keys(previous.values) as (keyof typeof previous.values)[]) {
      if (previous.values[field] === previous.initialValues[field]) continue;
      if (event.type === 'conflict.save' && previous.conflict?.picks[field] === 'theirs') continue;
      if (after.matches({ ready: 'refreshing' })) continue;
      expect(context.values[field], field).toEqual(previous.values[field]);
    }
  }
  // An edit is written unchecked only with a version to name; a merge names theirs.
  if (
    after.matches({ ready: 'updatingComment' }) &&
    !before.matches({ ready: 'updatingComment' })
  ) {
    const sent = started.calls.inputsOf('updateComment').at(-1) as { version?: unknown };
    if (event.type === 'form.submit') expect(versionTag(sent.version)).toBeDefined();
    if (event.type === 'conflict.save') expect(sent.version).toBe(previous.conflict?.version);
    if ('output' in event && before.matches({ ready: 'checkingComment' })) {
      expect(sent.version).toBe((event.output as Comment).version);
    }
  }
  // The dialog lists only fields both operators changed.
  for (const field of context.conflict?.fields ?? []) {
    const { original, theirs: their, merged } = context.conflict!;
    expect(their[field]).not.toEqual(original[field]);
    expect(merged[field]).not.toEqual(original[field]);
  }
  // One request per save or bulk action: busy states wait on exactly one call.
  if (after.hasTag('busy') && !after.matches({ ready: 'creatingAuthor' })) {
    expect(pendingCount(started)).toBe(1);
  }
  // The bulk selection holds only base comments on offer.
  const offered = new Set(availableBaseComments(context).map((comment) => comment.id));
  for (const id of context.bulk?.selectedIds ?? []) expect(offered.has(id)).toBe(true);
  // Whatever the form or a bulk action sends is what the server's schemas accept.
  for (const input of started.calls.inputsOf('createComment')) {
    expect(schemaIssues(CommentCreate, input)).toEqual({});
  }
  for (const input of started.calls.inputsOf('updateComment')) {
    expect(schemaIssues(CommentCreate, (input as { changes: unknown }).changes)).toEqual({});
  }
  for (const input of started.calls.inputsOf('createComments')) {
    expect(schemaIssues(CommentsBatch, input)).toEqual({});
  }
  for (const input of started.calls.inputsOf('translateComments')) {
    expect(schemaIssues(CommentsTranslate, input)).toEqual({});
  }
}

/**
 * How far the idle screen is from the freshly loaded one. Keeps the graph small: two changes
 * at once (say an open bulk selection over a half-typed form) offer no transition that one
 * change alone does not reach.
 */
const changesOf = (context: CommentsContext) =>
  [
    context.formOpen && context.editingId === null,
    context.editingId !== null,
    context.editingId === null &&
      (context.values.text !== '' || context.values.commentatorId !== null),
    context.comments.length !== loadedLists.comments.length,
    context.submitted,
  ].filter(Boolean).length;

const coverage = new CoverageRecorder();

const translations = [
  { label: 'on a German translation', input: germanInput, samples },
  // On the base nothing is offered from the base; without the open-form event, Cancel Edit's
  // open, empty form is reached only through Cancel Edit.
  {
    label: 'on the base translation',
    input: baseInput,
    samples: Object.fromEntries(Object.entries(samples).filter(([type]) => type !== 'form.open')),
  },
];

/**
 * Another operator changed the translation's comments (issue 29, "see it coming"): heard, read,
 * shown by itself or announced over text typed in the open form, and reloaded.
 */
const HEARD_EVENTS = [
  'comments.changedElsewhere',
  'comments.baseChangedElsewhere',
  'comments.reload',
];
/** The base as another operator left it: one of its comments deleted. */
const theirBase = { ...loadedLists, baseComments: baseComments.slice(1) };
/**
 * Clicks walked here only while a read runs (elsewhere they have their own walk); the form
 * opens, and Reload is heard, any time.
 */
const HELD_CLICKS: readonly string[] = COMMENTS_HELD_CLICKS.filter(
  (click) => click !== 'form.open' && click !== 'comments.reload',
);
const heardSamples: Record<string, SampleEvent[]> = {
  // Loaded, then read again: as shown, with a comment of theirs, or with the base's changed.
  'xstate.done.actor.loadComments': done(
    'loadComments',
    loadedLists,
    {
      ...loadedLists,
      comments: [germanComment, { ...germanComment, id: 9, text: 'Ihr Kommentar.' }],
    },
    theirBase,
  ),
  'xstate.error.actor.loadComments': failed('loadComments'),
  'xstate.done.actor.loadOptions': samples['xstate.done.actor.loadOptions']!,
  'form.open': samples['form.open']!,
  'form.change': [{ type: 'form.change', values: { text: 'Mein Text.' } }],
  'comments.changedElsewhere': [
    {
      type: 'comments.changedElsewhere',
      change: { version: 'c:2', updatedBy: 'Bea', updatedAt: null },
    },
    // Without versions: the list as shown (its own change, ignored).
    {
      type: 'comments.changedElsewhere',
      change: { row: [germanComment], updatedBy: null, updatedAt: null },
    },
  ],
  'comments.reload': [{ type: 'comments.reload' }],
  'comments.baseChangedElsewhere': [
    { type: 'comments.baseChangedElsewhere', change: { updatedBy: null, updatedAt: null } },
  ],
  // Clicked during a read: held, and acting once it ends (issue 29).
  'form.submit': [{ type: 'form.submit' }],
  'form.cancelEdit': [{ type: 'form.cancelEdit' }],
  'comment.edit': [{ type: 'comment.edit', id: germanComment.id }],
  'comment.delete': [{ type: 'comment.delete', id: germanComment.id }],
  'author.create': [{ type: 'author.create' }],
  'bulk.open': [{ type: 'bulk.open', mode: 'add' }],
};
const heardEvents = [...Object.keys(heardSamples)];

const heardWalkEvent = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  onlyExternalEvents(snapshot, event) &&
  heardEvents.includes(event.type) &&
  (HEARD_EVENTS.includes(event.type) ||
    !HELD_CLICKS.includes(event.type) ||
    snapshot.matches({ ready: 'readingElsewhere' }));

/** Bounded: a walk ends once a read was taken in (the list or the notice changed). */
const heardWalkEnds = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CommentsContext;
  return (
    snapshot.matches({ ready: 'idle' }) &&
    (context.changedElsewhere !== null ||
      context.comments.length > 1 ||
      context.baseComments.length < baseComments.length)
  );
};

describe('comments model, another operator changed the comments', () => {
  const model = createTestModel(toTestModelMachine(commentsMachine), {
    input: germanInput,
    events: sampleEvents(heardSamples),
    // A change told while the form cannot read it is walked apart, below.
    filterEvents: (snapshot, event) =>
      heardWalkEvent(snapshot, event) && toldWhereRead(snapshot, event),
    stopWhen: heardWalkEnds,
  });
  itWalksEveryPath(
    model.getShortestPaths(),
    () => startComments(germanInput, coverage.inspect),
    heardEvents,
    checkInvariants,
  );
});

/** 'Add from Base' open, a base comment chosen, while either list is read again. */
const bulkHeardSamples: Record<string, SampleEvent[]> = {
  // As shown, with the base's changed, or with a comment of theirs in the translation's own.
  'xstate.done.actor.loadComments': done('loadComments', loadedLists, theirBase, {
    ...loadedLists,
    comments: [germanComment, { ...germanComment, id: 9, text: 'Ihr Kommentar.' }],
  }),
  'xstate.error.actor.loadComments': failed('loadComments'),
  'xstate.done.actor.loadOptions': samples['xstate.done.actor.loadOptions']!,
  // Text typed in the open form before the modal opened: unsaved input.
  'form.open': samples['form.open']!,
  'form.change': heardSamples['form.change']!,
  'comments.changedElsewhere': heardSamples['comments.changedElsewhere']!,
  'comments.baseChangedElsewhere': heardSamples['comments.baseChangedElsewhere']!,
  'bulk.open': [{ type: 'bulk.open', mode: 'add' }],
  'bulk.toggle': [{ type: 'bulk.toggle', id: baseComments[0]!.id }],
};
const bulkHeardEvents = [
  ...Object.keys(bulkHeardSamples),
  'bulk.cancel',
  'bulk.toggleAll',
  'bulk.confirm',
];

describe("comments model, another operator changed the base's comments in 'Add from Base'", () => {
  const model = createTestModel(toTestModelMachine(commentsMachine), {
    input: germanInput,
    events: sampleEvents(bulkHeardSamples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) &&
      bulkHeardEvents.includes(event.type) &&
      toldWhereRead(snapshot, event),
    // The event that led to a state is part of it: an ignored own change gets its own path.
    serializeState: (snapshot, event) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, via: event?.type }),
    // Bounded: a walk ends once the base as read is taken in, or a bulk save starts.
    stopWhen: (snapshot) =>
      ((snapshot.matches({ ready: 'idle' }) || snapshot.matches({ ready: 'bulkSelecting' })) &&
        (snapshot.context.baseComments.length < baseComments.length ||
          snapshot.context.comments.length > 1 ||
          snapshot.context.changedElsewhere !== null)) ||
      snapshot.matches({ ready: 'bulkSaving' }),
  });
  itWalksEveryPath(
    model.getShortestPaths(),
    () => startComments(germanInput, coverage.inspect),
    bulkHeardEvents,
    checkInvariants,
  );
});

describe.each(translations)('comments model $label', ({ input, samples: inputSamples }) => {
  const model = createTestModel(toTestModelMachine(commentsMachine), {
    input,
    events: sampleEvents(inputSamples),
    // Other operators' changes have their own walk below.
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && !HEARD_EVENTS.includes(event.type),
    stopWhen: (snapshot) =>
      snapshot.matches({ ready: 'idle' }) &&
      (snapshot.context.commentators.length === 0 || changesOf(snapshot.context) >= 2),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(
    paths,
    () => startComments(input, coverage.inspect),
    eventTypes,
    checkInvariants,
  );
  if (input === germanInput) {
    itHasEveryScreenPath(paths, COMMENTS_SCREEN_PATHS, 'Comments section');
  }
});

/** Issue 31: the translation's comments come page by page; Add from Base waits for them all. */
const fillingSamples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadComments': done('loadComments', { ...loadedLists, next: '1' }),
  'xstate.done.actor.loadOptions': samples['xstate.done.actor.loadOptions']!,
  'comments.arrived': [
    { type: 'comments.arrived', comments: [{ ...germanComment, id: 9 }], next: null },
  ],
  'comments.fillFailed': [{ type: 'comments.fillFailed', error: new Error('down') }],
  'bulk.open': [{ type: 'bulk.open', mode: 'add' }],
};
const fillingEvents = Object.keys(fillingSamples);

describe('comments model, filled page by page', () => {
  const model = createTestModel(toTestModelMachine(commentsMachine), {
    input: germanInput,
    events: sampleEvents(fillingSamples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && fillingEvents.includes(event.type),
    // Bounded: a walk ends once Add from Base opened.
    stopWhen: (snapshot) => snapshot.matches({ ready: 'bulkSelecting' }),
  });
  itWalksEveryPath(
    model.getShortestPaths(),
    () => startComments(germanInput, coverage.inspect),
    fillingEvents,
    (step) => {
      checkInvariants(step);
      // Add from Base opens only once every comment of the translation arrived.
      if (step.after.matches({ ready: 'bulkSelecting' })) {
        expect(contextOf(step.after).commentsNext).toBeNull();
      }
    },
  );
});

/**
 * Another operator saved the edited comment (issue 29): the edit flow alone, with the comment
 * loaded with a version (If-Match, a stale answer reads it again) and without one (it is read
 * before every write).
 */
const conflictSamples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadComments': samples['xstate.done.actor.loadComments']!,
  'xstate.done.actor.loadOptions': samples['xstate.done.actor.loadOptions']!,
  'comment.edit': samples['comment.edit']!,
  'form.change': [{ type: 'form.change', values: { text: 'Mein Text.' } }],
  'xstate.done.actor.updateComment': done('updateComment', {}),
  'xstate.error.actor.updateComment': [
    ...failed('updateComment'),
    stale('updateComment'),
    gone('updateComment'),
  ],
  // Their text (both changed it when the form did), their reply only, or nothing but a version.
  'xstate.done.actor.checkComment': done(
    'checkComment',
    theirs({ text: 'Ihr Text.' }),
    theirs({ reply: 'Danke!' }),
    theirs({}),
  ),
  'xstate.error.actor.checkComment': [...failed('checkComment'), gone('checkComment')],
  'conflict.pick': [{ type: 'conflict.pick', field: 'text', side: 'theirs' }],
  'conflict.pickAll': [
    { type: 'conflict.pickAll', side: 'theirs' },
    { type: 'conflict.pickAll', side: 'mine' },
  ],
};
const conflictEvents = [
  ...Object.keys(conflictSamples),
  'form.submit',
  'conflict.save',
  'conflict.cancel',
];

const conflictModes = [
  { label: 'a comment with a version', samples: conflictSamples },
  {
    label: 'a back office without versions',
    samples: {
      ...conflictSamples,
      'xstate.done.actor.loadComments': done('loadComments', {
        ...loadedLists,
        comments: [{ ...germanComment, version: undefined }],
      }),
      'xstate.done.actor.checkComment': done(
        'checkComment',
        { ...germanComment, text: 'Ihr Text.', version: undefined },
        { ...germanComment, reply: 'Danke!', version: undefined },
      ),
    },
  },
];

describe.each(conflictModes)('comments conflict model, $label', ({ samples: modeSamples }) => {
  const model = createTestModel(toTestModelMachine(commentsMachine), {
    input: germanInput,
    events: sampleEvents(modeSamples),
    filterEvents: (snapshot, event) =>
      onlyExternalEvents(snapshot, event) && conflictEvents.includes(event.type),
    // Bounded: one save attempt that ended (saved, or back in the form) ends a path.
    stopWhen: (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.submitted,
  });
  itWalksEveryPath(
    model.getShortestPaths(),
    () => startComments(germanInput, coverage.inspect),
    conflictEvents,
    checkInvariants,
  );
});

/** Issue 29: a change told while the comments load, are read again or saved is kept, not lost. */
describe('comments model, a change told while busy', () => {
  const paths = keptChangePaths(commentsMachine, {
    input: germanInput,
    events: sampleEvents(heardSamples),
    filterEvents: heardWalkEvent,
    stopWhen: heardWalkEnds,
    // One walk per state and kind of change kept (the translation's comments, the base's).
    keyOf: (state) => [
      state.value,
      (state as unknown as { context: CommentsContext }).context.keptChanges.map(
        ({ type }) => type,
      ),
    ],
  });
  itWalksEveryPath(
    paths,
    () => startComments(germanInput, coverage.inspect),
    heardEvents,
    checkKeptChange,
  );
});

describe('comments model coverage', () => {
  itCoversEveryStateAndTransition(commentsMachine, coverage);
});
