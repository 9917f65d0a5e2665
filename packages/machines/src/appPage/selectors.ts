import type { SnapshotFrom } from 'xstate';
import type { appPageMachine } from './machine.ts';

export type AppPageSnapshot = SnapshotFrom<typeof appPageMachine>;

/** The React key of the page's form: a new value mounts a fresh form. */
export const selectFormKey = (snapshot: AppPageSnapshot) => snapshot.context.formKey;
