import type { SnapshotFrom } from 'xstate';
import type { editorCatalogMachine } from './machine.ts';

export type EditorCatalogSnapshot = SnapshotFrom<typeof editorCatalogMachine>;

export const selectIsLoading = (snapshot: EditorCatalogSnapshot) => snapshot.matches('loading');
/** Custom templates first, then the built-in ones (editor.md §2). */
export const selectTemplates = (snapshot: EditorCatalogSnapshot) => snapshot.context.templates;
export const selectLocales = (snapshot: EditorCatalogSnapshot) => snapshot.context.locales;
