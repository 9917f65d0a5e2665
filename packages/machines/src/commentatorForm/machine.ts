import { assign, setup } from 'xstate';
import { logFailure, notifyError, reportingActions } from '../shared/notify.ts';
import { commentatorFormActors } from './actors.ts';
import { initialCommentatorFormContext, type CommentatorFormContext } from './context.ts';
import type { CommentatorFormEvent } from './events.ts';
import { validateCommentator } from './validation.ts';
import { requireId } from '../shared/requireId.ts';

export type CommentatorFormTag = 'busy' | 'checking';
/** What the form ends with: the new commentator's id. */
export type CommentatorFormOutput = { id: number };

export const COMMENTATOR_TEXTS = {
  created: 'Commentator created successfully!',
  createFailed: 'Failed to create commentator. Please try again.',
} as const;

const fileNameOf = (file: Blob, fileName?: string) =>
  fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'icon');

export const commentatorFormMachine = setup({
  types: {
    context: {} as CommentatorFormContext,
    events: {} as CommentatorFormEvent,
    tags: {} as CommentatorFormTag,
    output: {} as CommentatorFormOutput,
  },
  actors: commentatorFormActors,
  actions: reportingActions,
  guards: {
    isValid: ({ context }) => Object.keys(validateCommentator(context)).length === 0,
    hasFile: (_, params: { file: Blob | null }) => params.file !== null,
  },
}).createMachine({
  id: 'commentatorForm',
  context: initialCommentatorFormContext,
  initial: 'filling',
  states: {
    filling: {
      description: 'The Create New Commentator form takes Name and Icon.',
      initial: 'editing',
      on: {
        'commentator.restore': {
          description:
            '{ name, icon }: a step of Undo or Redo; an icon already checked is not read again, a file being read is dropped.',
          target: '.editing',
          actions: assign(({ event }) => ({
            name: event.name,
            icon: event.icon,
            pendingIcon: null,
          })),
        },
        'commentator.name': {
          description: '{ name }: checked by CommentatorFields (2 to 50 characters).',
          actions: assign(({ context, event }) => ({
            name: event.name,
            touched: { ...context.touched, name: true as const },
          })),
        },
        'commentator.icon': [
          {
            description:
              "{ file, fileName? }: its first bytes decide its type (detectIconType): 'Icon is required', 'Icon must be less than 2MB', 'Icon must be JPEG, PNG, or WebP'.",
            guard: { type: 'hasFile', params: ({ event }) => ({ file: event.file }) },
            target: '.checkingIcon',
            reenter: true,
            actions: assign(({ context, event }) => ({
              pendingIcon: event.file && {
                file: event.file,
                fileName: fileNameOf(event.file, event.fileName),
              },
              touched: { ...context.touched, icon: true as const },
            })),
          },
          {
            target: '.editing',
            actions: assign(({ context }) => ({
              icon: null,
              pendingIcon: null,
              touched: { ...context.touched, icon: true as const },
            })),
          },
        ],
      },
      states: {
        editing: {
          description: 'Create Commentator submits when Name and Icon are valid.',
          on: {
            'commentator.submit': [
              {
                description:
                  "A valid form creates the commentator (POST multipart): 'Commentator created successfully!' and the final output { id }, or 'Failed to create commentator. Please try again.'.",
                guard: 'isValid',
                target: '#commentatorForm.creating',
              },
              { actions: assign({ submitted: true }) },
            ],
          },
        },
        checkingIcon: {
          description: "Reads the chosen file's first bytes: its type is what they say.",
          tags: 'checking',
          invoke: {
            id: 'detectIconType',
            src: 'detectIconType',
            input: ({ context }) => ({ file: context.pendingIcon?.file ?? new Blob() }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                icon: context.pendingIcon && { ...context.pendingIcon, type: event.output },
                pendingIcon: null,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context }) => ({
                icon: context.pendingIcon && { ...context.pendingIcon, type: null },
                pendingIcon: null,
              })),
            },
          },
        },
      },
    },
    creating: {
      description: 'POST /api/commentators with the name and the icon file.',
      tags: 'busy',
      invoke: {
        id: 'createCommentator',
        src: 'createCommentator',
        input: ({ context }) => ({
          name: context.name.trim(),
          icon: context.icon?.file ?? new Blob(),
        }),
        onDone: {
          target: 'created',
          actions: [
            assign({ createdId: ({ event }) => event.output.id }),
            { type: 'notify', params: { kind: 'success', text: COMMENTATOR_TEXTS.created } },
          ],
        },
        onError: {
          target: 'filling',
          actions: [
            notifyError(COMMENTATOR_TEXTS.createFailed),
            logFailure(COMMENTATOR_TEXTS.createFailed),
          ],
        },
      },
    },
    created: {
      description: 'The commentator exists; the comment form chooses them as its author.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ id: requireId(context.createdId, 'commentator') }),
});
