import { createApiClient, createMemoryStorage } from '@landing/api';
import { createToastStore, Toaster } from '@landing/ui';
import { useActorRef } from '@xstate/react';
import { Suspense, useState } from 'react';
import { historyFormsOf, SectionHistory } from '../history/SectionHistory.tsx';
import { EditorServicesProvider, type EditorServices } from '../services/EditorServices.tsx';
import type { MachineSectionDefinition, SectionContext } from '../sections/types.ts';

export type SectionStoryProps = {
  section: MachineSectionDefinition;
  context: SectionContext;
  /** Receives what the section logs instead of toasting (a story can assert it). */
  onLog?: (message: string, error?: unknown) => void;
  /** The section's History bar (Undo and Redo) above its view, as the editor shows it. */
  withHistory?: boolean;
};

/**
 * One content section on its own, for stories: a real API client (answered by the story's MSW
 * handlers), the section's machine wired from it, and its own toasts.
 */
export function SectionStory({ section, context, onLog, withHistory }: SectionStoryProps) {
  const [services] = useState(() => {
    const toasts = createToastStore();
    const value: EditorServices = {
      client: createApiClient({
        storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
      }),
      notify: (kind, text) => toasts.add(kind, text),
      log: (message, error) => onLog?.(message, error),
    };
    return { value, toasts };
  });
  return (
    <EditorServicesProvider services={services.value}>
      <SectionActor
        section={section}
        context={context}
        services={services.value}
        withHistory={withHistory}
      />
      <Toaster store={services.toasts} />
    </EditorServicesProvider>
  );
}

function SectionActor({
  section,
  context,
  services,
  withHistory,
}: SectionStoryProps & { services: EditorServices }) {
  const [logic] = useState(() => section.createLogic(services));
  const input: unknown = section.inputFrom(context);
  const actorRef = useActorRef(logic, { input });
  const { View } = section;
  return (
    <>
      {withHistory && <SectionHistory forms={historyFormsOf(section, actorRef)} />}
      <Suspense fallback={null}>
        <View actorRef={actorRef} />
      </Suspense>
    </>
  );
}
