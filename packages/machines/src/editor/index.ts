export { editorMachine, type EditorTag } from './machine.ts';
export type { EditorEvent, EditorMove } from './events.ts';
export {
  EDITOR_SYSTEM_ID,
  reportToEditor,
  type SectionContextUpdate,
  type SectionReport,
} from './protocol.ts';
export { initialEditorContext, type EditorContext, type EditorInput } from './context.ts';
export {
  editorActors,
  editorEffects,
  type LandingCreatedParams,
  type LoadEditorContentInput,
  type LoadLandingInput,
  type LoadLauncherInput,
} from './actors.ts';
export {
  LANDING_SETTINGS,
  MAIN_INFORMATION,
  type BuiltInSectionId,
  type EditorLocation,
  type SectionId,
} from './entities.ts';
export {
  launcherOf,
  partHostOf,
  sectionHostOf,
  type HostLogic,
  type PartHost,
  type PartMount,
  type RunningPart,
  type RunningSection,
  type SectionContext,
  type SectionHost,
  type SectionHosts,
  type SectionMount,
} from './sections.ts';
export * as editorSelectors from './selectors.ts';
export type { EditorSnapshot } from './selectors.ts';
export { editorStateOf, sameEditorState, type EditorState } from './publicState.ts';
