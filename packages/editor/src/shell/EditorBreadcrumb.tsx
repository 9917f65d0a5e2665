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
  const newLanding = useMessages()['breadcrumb.newLanding'];
  const crumb = (label: string, launcherId: number | null) =>
    launcherId === null ? (
      label
    ) : (
      <button
        type="button"
        className={styles.crumbButton}
        onClick={() => actor.send({ type: 'launcher.switch', launcherId })}
      >
        {label}
      </button>
    );
  const items = [{ label: crumb(mainName ?? newLanding, mainId) }];
  if (relatedName !== null) items.push({ label: crumb(relatedName, relatedId) });
  return <Breadcrumb items={items} label="Editor breadcrumb" className={styles.breadcrumb} />;
}
