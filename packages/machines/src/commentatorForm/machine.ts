import { assign, setup } from 'xstate';
import { identifyCreated } from '../shared/identifyCreated.ts';
import {
  logFailure,
  notifyError,
  notifySuccess,
  notifyWarning,
  reportingActions,
} from '../shared/notify.ts';
import { answeredId, CREATED_WITHOUT_ID, createdIdOf } from '../shared/writeAnswer.ts';
import type { Commentator } from '../comments/entities.ts';
import { commentatorFormActors } from './actors.ts';
import {
  initialCommentatorFormContext,
  type CommentatorFormContext,
  type CommentatorFormInput,
} from './context.ts';
import type { CommentatorFormEvent } from './events.ts';
import { validateCommentator } from './validation.ts';

export type CommentatorFormTag = 'busy' | 'checking';
/** What the form ends with: the new commentator's id (null: made, but not found for sure). */
export type CommentatorFormOutput = { id: number | null };

export const COMMENTATOR_TEXTS = {
  created: 'Commentator created successfully!',
  createFailed: 'Failed to create commentator. Please try again.',
} as const;

/** The commentator a create answered without its id made: the one new one with the name sent. */
const foundCommentatorId = (context: CommentatorFormContext, commentators: Commentator[]) =>
  identifyCreated(
    context.knownIds,
    commentators,
    (commentator) => commentator.name === context.name.trim(),
  );

const fileNameOf = (file: Blob, fileName?: string) =>
  fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'icon');

export const commentatorFormMachine = setup({
  types: {
    context: {} as CommentatorFormContext,
    input: {} as CommentatorFormInput,
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
        onDone: [
          {
            guard: answeredId,
            target: 'created',
            actions: [
              assign({ createdId: ({ event }) => createdIdOf(event.output, 'commentator') }),
              notifySuccess(COMMENTATOR_TEXTS.created),
            ],
          },
          { target: 'findingCommentator' },
        ],
        onError: {
          target: 'filling',
          actions: [
            notifyError(COMMENTATOR_TEXTS.createFailed),
            logFailure(COMMENTATOR_TEXTS.createFailed),
          ],
        },
      },
    },
    findingCommentator: {
      description:
        'GET /api/commentators after a create answered without its id: the one new commentator (beside those the screen held) with the name sent; else a warning and the form ends without one.',
      tags: 'busy',
      invoke: {
        id: 'listCommentators',
        src: 'listCommentators',
        onDone: [
          {
            guard: ({ context, event }) => foundCommentatorId(context, event.output) !== null,
            target: 'created',
            actions: [
              assign({
                createdId: ({ context, event }) => foundCommentatorId(context, event.output),
              }),
              notifySuccess(COMMENTATOR_TEXTS.created),
            ],
          },
          { target: 'created', actions: notifyWarning(CREATED_WITHOUT_ID) },
        ],
        // The commentator was made: never a failure, never a second one.
        onError: { target: 'created', actions: notifyWarning(CREATED_WITHOUT_ID) },
      },
    },
    created: {
      description:
        'The commentator exists; the comment form chooses them as its author when they are known.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ id: context.createdId }),
});
