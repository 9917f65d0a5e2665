import { editorSelectors as select } from '@landing/machines';
import { Spinner } from '@landing/ui';
import { Suspense } from 'react';
import { useLandingEditor, useSectionDefinition } from '../headless/LandingEditorContext.tsx';
import type { SectionDefinition } from '../sections/types.ts';
import * as styles from './EditorShell.css.ts';
import { TranslationTabsPart } from './shellParts.ts';

/**
 * The active section, under a heading naming it; a spinner until `isShown` (the landing has
 * loaded and the editor has let the section draw).
 */
export function SectionArea({ isShown }: { isShown: boolean }) {
  const section = useLandingEditor(select.selectSection);
  const definition = useSectionDefinition(section);
  return (
    // Not a landmark of its own: the sections' views name their own regions.
    <div data-section={section}>
      <h2>{definition?.label}</h2>
      {!isShown ? (
        <Spinner label="Loading landing…" />
      ) : definition === undefined ? (
        <p className={styles.message}>This section is not available yet.</p>
      ) : (
        <Suspense fallback={<Spinner label="Loading section…" />}>
          <SectionBody definition={definition} />
        </Suspense>
      )}
    </div>
  );
}

function SectionBody({ definition }: { definition: SectionDefinition }) {
  const isEnabled = useLandingEditor(select.selectIsSectionEnabled(definition.id));
  const hasContent = useLandingEditor(select.selectHasActiveContent);
  if (!isEnabled) return <p className={styles.message}>Please configure landing first.</p>;
  if (!definition.needsTranslation) return <SectionView definition={definition} />;
  return (
    <>
      {/* Above the strip: with no translation active the strip shows the language form. */}
      {!hasContent && <p className={styles.message}>No translation selected.</p>}
      <TranslationTabsPart>
        {hasContent && <SectionView definition={definition} />}
      </TranslationTabsPart>
    </>
  );
}

/** The section's view: over the child actor the editor machine runs for it, if it has one. */
function SectionView({ definition }: { definition: SectionDefinition }) {
  const actorRef = useLandingEditor(select.selectSectionRef);
  if (definition.createLogic === undefined) return <definition.View />;
  if (actorRef === null) return <Spinner label="Loading section…" />;
  const { View } = definition;
  return (
    <Suspense fallback={<Spinner label="Loading section…" />}>
      <View key={actorRef.id} actorRef={actorRef} />
    </Suspense>
  );
}
