// The package's self-contained types must say what the workspace's say: `pnpm typecheck` fails
// here when one side changes without the other.
import type {
  EditorLocation as MachineLocation,
  EditorState as MachineState,
  BuiltInSectionId as MachineSectionId,
  ToastText as MachineToastText,
} from '@landing/machines';
import type { EditorLocation, EditorState, SectionId, ToastText } from './contract.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const contractMatchesMachines: [
  Same<EditorState, MachineState>,
  Same<EditorLocation, MachineLocation>,
  Same<SectionId, MachineSectionId>,
  Same<ToastText, MachineToastText>,
] = [true, true, true, true];
