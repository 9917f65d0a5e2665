import type { SnapshotFrom } from 'xstate';
import { isIconNameDirty } from '../iconNameForm/validation.ts';
import { isDirty as staticContentDiffers } from '../staticContent/values.ts';
import type { mainInformationMachine } from './machine.ts';

export type MainInformationSnapshot = SnapshotFrom<typeof mainInformationMachine>;

export const selectIconNameForm = (snapshot: MainInformationSnapshot) => snapshot.context.iconName;
/** Null on a custom template. */
export const selectStaticContentForm = (snapshot: MainInformationSnapshot) =>
  snapshot.context.staticContent;

/**
 * Whether either form holds unsaved changes (read when leaving: the forms' own snapshots,
 * not this machine's, change as the operator types).
 */
export const selectIsDirty = (snapshot: MainInformationSnapshot) => {
  const iconName = snapshot.context.iconName.getSnapshot().context;
  const staticContent = snapshot.context.staticContent?.getSnapshot().context;
  return (
    isIconNameDirty(iconName) ||
    (staticContent !== undefined &&
      staticContentDiffers(staticContent.values, staticContent.savedValues))
  );
};
