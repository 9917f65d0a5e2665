export {
  editorCatalogMachine,
  type CatalogNotifyParams,
  type EditorCatalogContext,
  type EditorCatalogEvent,
} from './machine.ts';
export * as editorCatalogSelectors from './selectors.ts';
export type { EditorCatalogSnapshot } from './selectors.ts';
