import { editorSelectors as select } from '@landing/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { EventObject } from 'xstate';
import { useEditorActor, useSectionDefinitions } from '../headless/LandingEditorContext.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { createLandingWatchLogic } from './landingWatchLogic.ts';

/**
 * Issue 29, "see it coming": watches the open landing (one `landingWatch` actor per landing)
 * and tells the shown section's actor of each row another operator saved that it shows.
 * Renders nothing: the sections show what they make of it.
 */
export function LandingWatch({ landingId }: { landingId: number }) {
  const editor = useEditorActor();
  const sections = useSectionDefinitions();
  const { client } = useEditorServices();
  const logic = useMemo(
    () =>
      createLandingWatchLogic(client, () => {
        const snapshot = editor.getSnapshot();
        if (select.selectSection(snapshot) !== 'comments') return [];
        // The translation's comments and the base's ('Add from Base' offers those).
        const { activeContent, baseContent } = snapshot.context;
        return [...new Set([activeContent?.id, baseContent?.id].filter((id) => id !== undefined))];
      }),
    [client, editor],
  );
  const watch = useActorRef(logic, { input: { landingId } });
  useEffect(() => {
    const subscription = watch.on('rows.changed', ({ changes }) => {
      const snapshot = editor.getSnapshot();
      // The strip hears translations added or deleted elsewhere (a section, only rows it shows).
      const stripRef = select.selectStripRef(snapshot);
      for (const change of changes) {
        if (change.kind === 'content')
          stripRef?.send({ type: 'translations.changedElsewhere', change });
      }
      const sectionRef = select.selectSectionRef(snapshot);
      const definition = sections.find((section) => section.id === select.selectSection(snapshot));
      if (sectionRef === null || !definition?.changedElsewhere) return;
      for (const change of changes) {
        if (change.gone) continue;
        const event = definition.changedElsewhere(change, snapshot.context) as EventObject | null;
        if (event) sectionRef.send(event);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, editor, sections]);
  return null;
}
