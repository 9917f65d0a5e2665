import { assign, setup } from 'xstate';
import { isStaleBase } from './base.ts';
import type { DraftPlace } from './place.ts';
import type { Draft, DraftFormat, DraftSaveResult, DraftStore, FileToReattach } from './store.ts';

export interface DraftsInput {
  store: DraftStore;
  place: DraftPlace;
  format: DraftFormat<unknown>;
  /**
   * What the server holds now (`draftBaseOf`: the entity's version, and the saved values for a
   * server without versions): a draft typed over something else is stale.
   */
  baseVersion: string | null;
}

export interface DraftsContext extends DraftsInput {
  /** The draft offered: 'Restore unsaved changes from {time}?'. */
  offered: Draft<unknown> | null;
  /** The offered draft was typed over another version than the server holds now (older). */
  stale: boolean;
  /** Why the last change could not be kept in the browser, if it could not. */
  notKept: Exclude<DraftSaveResult, 'saved'> | null;
}

export type DraftsEvent =
  /** The form's unsaved values, or null when nothing is unsaved (saved, reset, typed back). */
  | {
      type: 'drafts.changed';
      values: unknown;
      files?: readonly FileToReattach[];
      /** What the server held when these values were typed (the form's saved values). */
      baseVersion: string | null;
    }
  /** The store's answer to the last change (internal). */
  | { type: 'drafts.stored'; result: DraftSaveResult }
  | { type: 'drafts.restore' }
  | { type: 'drafts.discard' };

export const DRAFT_TEXTS = {
  stale: 'These changes were made before the last save on the server: restoring replaces it.',
  tooLarge: 'These changes are too large to keep in this browser if the page closes.',
  full: 'This browser has no room left to keep these changes if the page closes.',
} as const;

/**
 * Keeps one form's unsaved values in the browser (a `DraftStore`) and offers what an earlier
 * visit left there. Opening with a draft offers it until the operator restores or discards it
 * (this tab's own draft is not written meanwhile, so it is never overwritten; past another
 * tab's, this tab's changes are kept in its own entry); then every change is kept, and a form
 * with nothing unsaved (saved, reset) clears its draft.
 */
export const draftsMachine = setup({
  types: {
    input: {} as DraftsInput,
    context: {} as DraftsContext,
    events: {} as DraftsEvent,
  },
  actions: {
    /** Puts the draft's values back into the form (the host sends the form its event). */
    restoreValues: (_, _params: { values: unknown }) => {
      throw new Error('restoreValues is provided by the form that keeps drafts.');
    },
    forgetOffered: ({ context }) => {
      if (context.offered !== null) context.store.remove(context.offered.key);
    },
    /** Writes (or, with nothing unsaved, clears) this tab's draft; the store's answer comes back. */
    keep: ({ context, event, self }) => {
      if (event.type !== 'drafts.changed') return;
      if (event.values === null) {
        context.store.clear(context.place);
        self.send({ type: 'drafts.stored', result: 'saved' });
        return;
      }
      const result = context.store.save(context.place, context.format, {
        values: event.values,
        files: event.files ?? [],
        baseVersion: event.baseVersion,
      });
      self.send({ type: 'drafts.stored', result });
    },
  },
  guards: {
    hasDraft: ({ context }) => context.offered !== null,
    /** The draft offered is another tab's: this tab's own entry can be written meanwhile. */
    offersAnotherTabsDraft: ({ context }) => context.offered?.ownWrite === false,
  },
}).createMachine({
  id: 'drafts',
  context: ({ input }) => {
    const offered = input.store.latest(input.place, input.format);
    const stale =
      offered !== null &&
      offered.baseVersion !== null &&
      input.baseVersion !== null &&
      isStaleBase(offered.baseVersion, input.baseVersion);
    return { ...input, offered, stale, notKept: null };
  },
  initial: 'opening',
  states: {
    opening: {
      description: 'Looks for a draft an earlier visit (or another tab) left for this form.',
      always: [{ guard: 'hasDraft', target: 'offering' }, { target: 'keeping' }],
    },
    offering: {
      description:
        "'Restore unsaved changes from {time}?' with Restore and Discard; a stale draft says so.",
      on: {
        'drafts.restore': {
          description: "The offered draft's values go back into the form.",
          target: 'keeping',
          actions: [
            {
              type: 'restoreValues',
              params: ({ context }) => ({ values: context.offered?.values }),
            },
            'forgetOffered',
            assign({ offered: null, stale: false }),
          ],
        },
        'drafts.discard': {
          description: 'The offered draft is forgotten.',
          target: 'keeping',
          actions: ['forgetOffered', assign({ offered: null, stale: false })],
        },
        // Another tab's draft is never overwritten by this tab's entry: typing past its offer is
        // kept (two tabs on one form each keep their own). This tab's own draft waits for an answer.
        'drafts.changed': { guard: 'offersAnotherTabsDraft', actions: 'keep' },
        'drafts.stored': {
          actions: assign({
            notKept: ({ event }) => (event.result === 'saved' ? null : event.result),
          }),
        },
      },
    },
    keeping: {
      description: 'Every change of the form is kept in the browser; nothing unsaved clears it.',
      on: {
        'drafts.changed': {
          description:
            '{ values, files?, baseVersion }: the form changed: its unsaved values are kept in the browser.',
          actions: 'keep',
        },
        'drafts.stored': {
          description:
            "{ result }: what keeping it answered (not 'saved': the draft could not be kept).",
          actions: assign({
            notKept: ({ event }) => (event.result === 'saved' ? null : event.result),
          }),
        },
      },
    },
  },
});
