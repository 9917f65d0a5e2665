import { editorSelectors as select } from '@landing/machines';
import { Button } from '@landing/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import {
  useEditorActor,
  useLandingEditor,
  useSectionDefinition,
  useSectionDefinitions,
} from '../headless/LandingEditorContext.tsx';
import { preloadWhenIdle } from '../lazy/preloadWhenIdle.ts';
import { useMessages } from '../messages/messages.tsx';
import { PreviewPart } from '../preview/previewPart.ts';
import { EditorBreadcrumb } from './EditorBreadcrumb.tsx';
import * as styles from './EditorShell.css.ts';
import { EditorSideNav } from './EditorSideNav.tsx';
import { SectionArea } from './SectionArea.tsx';
import { LandingWatch } from '../watch/LandingWatch.tsx';
import { useRevealedInTransition } from './useRevealedInTransition.ts';
import type { SectionDefinition } from '../sections/types.ts';
import { allPartsOf, LeaveDialogPart, preloadSectionParts } from './shellParts.ts';

/**
 * The editor's page: breadcrumb, side navigation, the active section and the live preview.
 * While the landing loads, the navigation is disabled and the section shows a spinner.
 */
export function EditorShell() {
  const isLoading = useLandingEditor(select.selectIsLoading);
  const isLoadFailed = useLandingEditor(select.selectIsLoadFailed);
  const state = isLoading ? 'loading' : isLoadFailed ? 'loadFailed' : 'ready';
  const sections = useSectionDefinitions();
  const shown = useSectionDefinition(useLandingEditor(select.selectSection));
  // The shown step's code loads while the landing does, not after it.
  useEffect(() => preloadSectionParts(shown), [shown]);
  const allParts = useMemo(() => allPartsOf(sections), [sections]);
  const isReady = state === 'ready';
  const landingId = useLandingEditor(select.selectLandingId);
  // A loaded landing draws its section, then its preview, each in a transition of its own: two
  // renders the browser can interleave with input, not one long task.
  const isSectionShown = useRevealedInTransition(isReady);
  const isSectionDrawn = useLaterPartsLoaded(isReady ? shown : undefined);
  const isPreviewShown = useRevealedInTransition(isSectionShown && isSectionDrawn);
  useEffect(() => (isReady ? preloadWhenIdle(allParts) : undefined), [isReady, allParts]);
  // The preview draws right after the section: its code loads with the section's drawing.
  useEffect(() => {
    if (isReady) PreviewPart.preload().catch(() => undefined);
  }, [isReady]);
  return (
    <div className={styles.shell} data-state={state}>
      <EditorBreadcrumb />
      {state === 'loadFailed' && <LoadFailure />}
      {/* The frame (side navigation, section heading) draws while the landing loads and stays
          the same elements once it has: the operator sees the page at once, nothing moves. */}
      {state !== 'loadFailed' && (
        <div className={styles.body}>
          <EditorSideNav />
          <div className={styles.main}>
            <SectionArea isShown={isSectionShown} />
          </div>
          {isPreviewShown && <PreviewPanel />}
        </div>
      )}
      <LeaveConfirmation />
      {isReady && landingId !== null && <LandingWatch key={landingId} landingId={landingId} />}
    </div>
  );
}

/**
 * Whether what the first section shown draws below its first screen (`laterParts`) has loaded
 * (or failed to: it then shows its own retry): on a phone the preview is under the section, and
 * drawn before them it would be pushed down the screen (a layout shift). Stays true after.
 */
function useLaterPartsLoaded(definition: SectionDefinition | undefined): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || definition === undefined) return;
    let current = true;
    void Promise.allSettled((definition.laterParts ?? []).map((part) => part.preload())).then(
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
  }, [loaded, definition]);
  return loaded;
}

function LoadFailure() {
  const actor = useEditorActor();
  const error = useLandingEditor(select.selectLoadError);
  const messages = useMessages();
  return (
    <div className={styles.loadError} role="alert">
      <span>{error}</span>
      <Button variant="secondary" onClick={() => actor.send({ type: 'editor.reload' })}>
        {messages['load.retry']}
      </Button>
    </div>
  );
}

/** The dialog's code loads once (idle prefetch) and the dialog mounts only when asked. */
function LeaveConfirmation() {
  const open = useLandingEditor(select.selectIsConfirmingLeave);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialogPart />
    </Suspense>
  );
}

function PreviewPanel() {
  const landingId = useLandingEditor(select.selectLandingId);
  const launcherId = useLandingEditor(select.selectLauncherId);
  const contentId = useLandingEditor(select.selectActiveContentId);
  const messages = useMessages();
  return (
    <aside className={styles.preview} aria-label={messages['preview.label']}>
      <Suspense fallback={null}>
        <PreviewPart landingId={landingId} launcherId={launcherId} contentId={contentId} />
      </Suspense>
    </aside>
  );
}
