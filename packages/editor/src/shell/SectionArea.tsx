import { editorSelectors as select, translationsSelectors as strip } from '@landing/machines';
import { Spinner } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { SectionDrafts } from '../drafts/SectionDrafts.tsx';
import { historyFormsOf, SectionHistory } from '../history/SectionHistory.tsx';
import { useLandingEditor, useSectionDefinition } from '../headless/LandingEditorContext.tsx';
import { useMessages, useSectionLabel } from '../messages/messages.tsx';
import type { SectionDefinition } from '../sections/types.ts';
import * as styles from './EditorShell.css.ts';
import { stripHistory } from '../translations/stripHistory.ts';
import { translationsPart } from '../translations/translationsPart.ts';
import type { TranslationsActor } from '../translations/types.ts';

/**
 * The active section, under a heading naming it; a spinner until `isShown` (the landing has
 * loaded and the editor has let the section draw).
 */
export function SectionArea({ isShown }: { isShown: boolean }) {
  const section = useLandingEditor(select.selectSection);
  const definition = useSectionDefinition(section);
  const messages = useMessages();
  const labelOf = useSectionLabel();
  return (
    // Not a landmark of its own: the sections' views name their own regions.
    <div data-section={section}>
      <h2>{definition && labelOf(definition)}</h2>
      {!isShown ? (
        <Spinner label={messages['status.loadingLanding']} />
      ) : definition === undefined ? (
        <p className={styles.message}>{messages['status.notAvailable']}</p>
      ) : (
        <Suspense fallback={<Spinner label={messages['status.loadingSection']} />}>
          <SectionBody definition={definition} />
        </Suspense>
      )}
    </div>
  );
}

function SectionBody({ definition }: { definition: SectionDefinition }) {
  const isEnabled = useLandingEditor(select.selectIsSectionEnabled(definition.id));
  const hasContent = useLandingEditor(select.selectHasActiveContent);
  const stripRef = useLandingEditor(select.selectStripRef);
  const messages = useMessages();
  if (!isEnabled) return <p className={styles.message}>{messages['status.configureFirst']}</p>;
  if (!definition.needsTranslation) return <SectionView definition={definition} />;
  if (stripRef === null) return <Spinner label={messages['status.loadingSection']} />;
  const { View: TranslationTabs } = translationsPart;
  return (
    <>
      {/* Above the strip: with no translation active the strip shows the language form. */}
      {!hasContent && <p className={styles.message}>{messages['status.noTranslation']}</p>}
      <StripHistory actorRef={stripRef} hasContent={hasContent} />
      <TranslationTabs actorRef={stripRef}>
        {hasContent && <SectionView definition={definition} />}
      </TranslationTabs>
    </>
  );
}

/**
 * Undo and Redo for the strip's New Language form while it shows (the section's own bar is
 * then not drawn: the section shows in a translation's tab).
 */
function StripHistory({
  actorRef,
  hasContent,
}: {
  actorRef: TranslationsActor;
  hasContent: boolean;
}) {
  const isOpen = useSelector(actorRef, (snapshot) => strip.selectNewTranslation(snapshot).open);
  if (hasContent && !isOpen) return null;
  return <OpenStripHistory key={actorRef.id} actorRef={actorRef} />;
}

function OpenStripHistory({ actorRef }: { actorRef: TranslationsActor }) {
  const [forms] = useState(() => stripHistory(actorRef));
  return <SectionHistory forms={forms} />;
}

/** The section's view: over the child actor the editor machine runs for it, if it has one. */
function SectionView({ definition }: { definition: SectionDefinition }) {
  const actorRef = useLandingEditor(select.selectSectionRef);
  const loading = useMessages()['status.loadingSection'];
  if (actorRef === null) return <Spinner label={loading} />;
  const { View, drafts } = definition;
  return (
    <>
      {drafts && (
        <SectionDrafts key={actorRef.id} section={definition.id} forms={drafts(actorRef)} />
      )}
      <SectionHistory key={`history-${actorRef.id}`} forms={historyFormsOf(definition, actorRef)} />
      <Suspense fallback={<Spinner label={loading} />}>
        <View key={actorRef.id} actorRef={actorRef} />
      </Suspense>
    </>
  );
}
