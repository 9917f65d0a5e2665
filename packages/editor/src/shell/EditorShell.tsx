import { editorSelectors as select } from '@landing/machines';
import { Button, Spinner } from '@landing/ui';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { EditorPreview } from '../preview/EditorPreview.tsx';
import { EditorBreadcrumb } from './EditorBreadcrumb.tsx';
import * as styles from './EditorShell.css.ts';
import { EditorSideNav } from './EditorSideNav.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';
import { SectionArea } from './SectionArea.tsx';

/** The editor's page: breadcrumb, side navigation, the active section and the live preview. */
export function EditorShell() {
  const isLoading = useLandingEditor(select.selectIsLoading);
  const isLoadFailed = useLandingEditor(select.selectIsLoadFailed);
  const state = isLoading ? 'loading' : isLoadFailed ? 'loadFailed' : 'ready';
  return (
    <div className={styles.shell} data-state={state}>
      <EditorBreadcrumb />
      {state === 'loading' && <Spinner label="Loading landing…" />}
      {state === 'loadFailed' && <LoadFailure />}
      {state === 'ready' && (
        <div className={styles.body}>
          <EditorSideNav />
          <div className={styles.main}>
            <SectionArea />
          </div>
          <PreviewPanel />
        </div>
      )}
      <LeaveDialog />
    </div>
  );
}

function LoadFailure() {
  const actor = useEditorActor();
  const error = useLandingEditor(select.selectLoadError);
  return (
    <div className={styles.loadError} role="alert">
      <span>{error}</span>
      <Button variant="secondary" onClick={() => actor.send({ type: 'editor.reload' })}>
        Try again
      </Button>
    </div>
  );
}

function PreviewPanel() {
  const landingId = useLandingEditor(select.selectLandingId);
  const launcherId = useLandingEditor(select.selectLauncherId);
  const contentId = useLandingEditor(select.selectActiveContentId);
  return (
    <aside className={styles.preview} aria-label="Preview">
      <EditorPreview landingId={landingId} launcherId={launcherId} contentId={contentId} />
    </aside>
  );
}
