import { editorSelectors as select } from '@landing/machines';
import { afterFirstContentfulPaint, Button } from '@landing/ui';
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
import type { LazyPart } from '../lazy/lazyPart.tsx';
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
  // renders the browser can interleave with input, not one long task. Their lazy parts (the
  // section's `laterParts`, the preview) are fetched once the first frame is painted, beside the
  // landing's calls, and each draws with what it belongs to, not in a task of its own after it.
  const areLaterPartsLoaded = usePartsLoadedAfterFirstPaint(shown?.laterParts ?? []);
  // One after the other: each chunk's code then runs in a task of its own, not one long task.
  const isPreviewLoaded = usePartsLoadedAfterFirstPaint(previewParts, areLaterPartsLoaded);
  const isSectionShown = useRevealedInTransition(isReady && areLaterPartsLoaded);
  const isPreviewShown = useRevealedInTransition(isSectionShown && isPreviewLoaded);
  useEffect(() => (isReady ? preloadWhenIdle(allParts) : undefined), [isReady, allParts]);
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
          {/* Until the preview draws, its column keeps the panel's width (nothing to announce):
              the section beside it does not narrow when the preview comes. */}
          {isPreviewShown ? <PreviewPanel /> : <div className={styles.preview} aria-hidden />}
        </div>
      )}
      <LeaveConfirmation />
      {isReady && landingId !== null && <LandingWatch key={landingId} landingId={landingId} />}
    </div>
  );
}

const previewParts = [PreviewPart];

/**
 * Whether the `parts` of the first render have loaded (or failed to: each then shows its own
 * retry), fetched once the editor's first frame is painted and the page's first contentful paint
 * has been reported (at once in a host that painted long ago; and `canStart`; after a second in a
 * tab that paints no frame): on a phone they are below the first screen, and the first paint
 * does not wait for them. After the frame alone was too early: the paint's report can come some
 * milliseconds later, and parts fetched in between counted in Lighthouse's simulated first paint
 * (issue 31). Another section's
 * later parts are not waited for (its view shows a spinner in their place while they load).
 */
function usePartsLoadedAfterFirstPaint(
  initialParts: readonly Pick<LazyPart<never>, 'preload'>[],
  canStart = true,
): boolean {
  const [parts] = useState(initialParts);
  const [loaded, setLoaded] = useState(parts.length === 0);
  useEffect(() => {
    if (loaded || !canStart) return;
    let current = true;
    const cancel = afterFirstContentfulPaint(() => {
      void Promise.allSettled(parts.map((part) => part.preload())).then(
        () => current && setLoaded(true),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [loaded, parts, canStart]);
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
