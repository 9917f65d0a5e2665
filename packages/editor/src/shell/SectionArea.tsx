import { editorSelectors as select, type SectionId } from '@landing/machines';
import { Spinner } from '@landing/ui';
import { Suspense } from 'react';
import { useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { sectionDefinitions } from '../sections/registry.ts';
import * as styles from './EditorShell.css.ts';
import { SECTION_LABELS } from './EditorSideNav.tsx';
import { LauncherSettingsPart, RelatedLaunchersPart, TranslationTabsPart } from './shellParts.ts';

/**
 * The active section, under a heading naming it; a spinner until `isShown` (the landing has
 * loaded and the editor has let the section draw).
 */
export function SectionArea({ isShown }: { isShown: boolean }) {
  const section = useLandingEditor(select.selectSection);
  return (
    // Not a landmark of its own: the sections' views name their own regions.
    <div data-section={section}>
      <h2>{SECTION_LABELS[section]}</h2>
      {!isShown ? (
        <Spinner label="Loading landing…" />
      ) : (
        <Suspense fallback={<Spinner label="Loading section…" />}>
          <SectionBody section={section} />
        </Suspense>
      )}
    </div>
  );
}

function SectionBody({ section }: { section: SectionId }) {
  const hasLauncher = useLandingEditor(select.selectHasLauncher);
  const hasContent = useLandingEditor(select.selectHasActiveContent);
  if (section === 'landingSettings') return <LauncherSettingsPart />;
  if (!hasLauncher) return <p className={styles.message}>Please configure landing first.</p>;
  if (section === 'relatedLaunchers') return <RelatedLaunchersPart />;
  if (section === 'mainInformation') return <SectionOutlet section={section} />;
  return (
    <>
      {/* Above the strip: with no translation active the strip shows the language form. */}
      {!hasContent && <p className={styles.message}>No translation selected.</p>}
      <TranslationTabsPart>{hasContent && <SectionOutlet section={section} />}</TranslationTabsPart>
    </>
  );
}

/** The section's own view over the child actor the editor machine runs for it. */
function SectionOutlet({ section }: { section: SectionId }) {
  const actorRef = useLandingEditor(select.selectSectionRef);
  const definition = sectionDefinitions.find((candidate) => candidate.id === section);
  if (definition === undefined) {
    return <p className={styles.message}>This section is not available yet.</p>;
  }
  if (actorRef === null) return <Spinner label="Loading section…" />;
  const { View } = definition;
  return (
    <Suspense fallback={<Spinner label="Loading section…" />}>
      <View key={actorRef.id} actorRef={actorRef} />
    </Suspense>
  );
}
