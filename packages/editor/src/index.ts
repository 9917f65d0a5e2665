export {
  LandingEditor,
  type LandingEditorCallbacks,
  type LandingEditorHandle,
  type LandingEditorProps,
} from './LandingEditor/LandingEditor.tsx';
export {
  createLandingEditorController,
  type LandingEditorController,
  type LandingEditorControllerOptions,
} from './headless/createLandingEditorController.ts';
export type {
  EditorLocation,
  EditorSaved,
  EditorState,
  SectionId,
  SessionEndedError,
} from './package/contract.ts';
export { EditorRoot, type EditorRootProps, type EditorTheme } from './root/EditorRoot.tsx';
export type { EditorConnection } from './root/editorClient.ts';
export {
  EditorServicesProvider,
  useEditorServices,
  type EditorServices,
  type ToastKind,
} from './services/EditorServices.tsx';
export { EditorPreview, type EditorPreviewProps } from './preview/EditorPreview.tsx';
