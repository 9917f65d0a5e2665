// The package's self-contained types must say what the workspace's say: `pnpm typecheck` fails
// here when one side changes without the other.
import type {
  EditorLocation as MachineLocation,
  EditorState as MachineState,
  BuiltInSectionId as MachineSectionId,
  ToastText as MachineToastText,
} from '@landing/machines';
import type { FieldMessageKeyOf } from '../messages/fieldMessages.ts';
import type {
  EditorLocation,
  EditorMessages,
  EditorState,
  FieldMessageKey,
  SectionId,
  ToastText,
} from './contract.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const contractMatchesMachines: [
  Same<EditorState, MachineState>,
  Same<EditorLocation, MachineLocation>,
  Same<SectionId, MachineSectionId>,
  Same<ToastText, MachineToastText>,
  Same<FieldMessageKey, FieldMessageKeyOf>,
] = [true, true, true, true, true];

// A host's `messages` name only real texts: a notification by its exact text, a template with
// every placeholder the editor fills in. `pnpm typecheck` fails if either is let through.
export const messagesRefuseWrongKeys: Partial<EditorMessages>[] = [
  {
    'toast:Content updated successfully': 'Inhalt gespeichert',
    'comments.bulkAdd': '{count} hinzufügen',
  },
  // @ts-expect-error: no notification has this text (a typo of 'Content updated successfully')
  { 'toast:Content updated sucessfully': 'Inhalt gespeichert' },
  // @ts-expect-error: the number of chosen comments is left out
  { 'comments.bulkAdd': 'Hinzufügen' },
  // @ts-expect-error: 'total' is left out
  { 'comments.bulkCount': '{selected}' },
  { 'content.error.descriptionTooShort': 'Mindestens 20 Zeichen' },
  // @ts-expect-error: Content has no rule of this name (a typo of 'descriptionTooShort')
  { 'content.error.descriptionToShort': 'Mindestens 20 Zeichen' },
  // @ts-expect-error: Landing Settings has no Icon rule (a key names its form's own rules)
  { 'landingSettings.error.iconRequired': 'Icon fehlt' },
];
