import {
  landingSettingsSelectors as select,
  type SavedLauncherField,
  type SavedLauncherSettings,
} from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useConflictWords, useMessages } from '../messages/messages.tsx';
import type { DefaultEditorMessages } from '../package/contract.ts';
import type { LandingSettingsLogic } from './landingSettingsSection.ts';

/** Each setting as the form shows it: the platform by its option's label. */
const shown = (text: DefaultEditorMessages, settings: SavedLauncherSettings) => ({
  name: settings.name,
  platform:
    settings.platform === null
      ? ''
      : text[
          settings.platform === 'mobile'
            ? 'landingSettings.platformMobile'
            : 'landingSettings.platformWeb'
        ],
  webflowHtmlTagData: settings.webflowHtmlTagData,
});

/** Landing Settings' conflict dialog (issue 29): both operators changed this launcher's settings. */
export function LandingSettingsConflictDialog({
  actorRef,
}: {
  actorRef: ActorRefFrom<LandingSettingsLogic>;
}) {
  const conflict = useSelector(actorRef, select.selectConflict);
  const mine = useSelector(actorRef, select.selectMine);
  const text = useMessages();
  const words = useConflictWords();
  if (!conflict) return null;
  return (
    <ConflictDialog<SavedLauncherField>
      words={words}
      title={text['landingSettings.conflictTitle']}
      saveLabel={text['landingSettings.conflictSave']}
      fields={conflict.fields}
      labels={{
        name: text['landingSettings.name'],
        platform: text['landingSettings.platform'],
        webflowHtmlTagData: text['landingSettings.webflow'],
      }}
      original={shown(text, conflict.original)}
      theirs={shown(text, conflict.theirs)}
      mine={shown(text, mine)}
      picks={conflict.picks}
      {...conflictAnswersTo(actorRef.send)}
    />
  );
}
