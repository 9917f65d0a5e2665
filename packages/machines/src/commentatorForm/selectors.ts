import type { SnapshotFrom } from 'xstate';
import type { CommentatorField } from './context.ts';
import type { commentatorFormMachine } from './machine.ts';
import { validateCommentator } from './validation.ts';

export type CommentatorFormSnapshot = SnapshotFrom<typeof commentatorFormMachine>;

export const selectName = (snapshot: CommentatorFormSnapshot) => snapshot.context.name;
/** The chosen file's name, for the picker ('' when none). */
export const selectIconFileName = (snapshot: CommentatorFormSnapshot) =>
  snapshot.context.pendingIcon?.fileName ?? snapshot.context.icon?.fileName ?? '';
export const selectIsCheckingIcon = (snapshot: CommentatorFormSnapshot) =>
  snapshot.hasTag('checking');
/** A name typed or an icon chosen: closing the modal would drop it. */
export const selectIsDirty = ({ context }: CommentatorFormSnapshot) =>
  context.name !== '' || context.icon !== null || context.pendingIcon !== null;
export const selectIsCreating = (snapshot: CommentatorFormSnapshot) => snapshot.hasTag('busy');
/** A field's message once it was changed or a submit was attempted; else null. */
export const selectFieldError =
  (field: CommentatorField) => (snapshot: CommentatorFormSnapshot) => {
    const { context } = snapshot;
    if (snapshot.hasTag('checking') && field === 'icon') return null;
    if (!context.submitted && !context.touched[field]) return null;
    return validateCommentator(context)[field] ?? null;
  };
export const selectNameError = selectFieldError('name');
export const selectIconError = selectFieldError('icon');
