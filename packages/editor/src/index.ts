export {
  LandingEditor,
  type LandingEditorCallbacks,
  type LandingEditorHandle,
  type LandingEditorProps,
} from './LandingEditor/LandingEditor.tsx';
export {
  createLandingEditorActor,
  type LandingEditorActor,
  type LandingEditorActorOptions,
} from './headless/createLandingEditorActor.ts';
export {
  LandingEditorProvider,
  useLandingEditor,
  type EditorActorRef,
} from './headless/LandingEditorContext.tsx';
export { editorSelectors, type EditorLocation, type EditorSnapshot } from '@landing/machines';
export { EditorRoot, type EditorRootProps, type EditorTheme } from './root/EditorRoot.tsx';
export type { EditorConnection } from './root/editorClient.ts';
export {
  EditorServicesProvider,
  useEditorServices,
  type EditorServices,
  type ToastKind,
} from './services/EditorServices.tsx';
export { EditorPreview, type EditorPreviewProps } from './preview/EditorPreview.tsx';
