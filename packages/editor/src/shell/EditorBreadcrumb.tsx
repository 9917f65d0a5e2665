import { editorSelectors as select } from '@landing/machines';
import { Breadcrumb } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { useMessages } from '../messages/messages.tsx';
import * as styles from './EditorShell.css.ts';

/**
 * The main launcher's name (or 'New Landing') and the related launcher shown, if any. A crumb
 * switches to its launcher and opens Main Information.
 */
export function EditorBreadcrumb() {
  const actor = useEditorActor();
  const mainName = useLandingEditor(select.selectMainLauncherName);
  const mainId = useLandingEditor(select.selectMainLauncherId);
  const relatedName = useLandingEditor(select.selectRelatedLauncherName);
  const relatedId = useLandingEditor(select.selectRelatedLauncherId);
  const text = useMessages();
  const newLanding = text['breadcrumb.newLanding'];
  // The last crumb is the launcher shown: it still opens Main Information when pressed, but
  // reads as where the operator is, not as a link away.
  const crumb = (label: string, launcherId: number | null, isCurrent: boolean) =>
    launcherId === null ? (
      label
    ) : (
      <button
        type="button"
        className={isCurrent ? styles.currentCrumbButton : styles.crumbButton}
        onClick={() => actor.send({ type: 'launcher.switch', launcherId })}
      >
        {label}
      </button>
    );
  const items = [{ label: crumb(mainName ?? newLanding, mainId, relatedName === null) }];
  if (relatedName !== null) items.push({ label: crumb(relatedName, relatedId, true) });
  return (
    <Breadcrumb items={items} label={text['breadcrumb.label']} className={styles.breadcrumb} />
  );
}
