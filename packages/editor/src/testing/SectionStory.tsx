import { createApiClient, createMemoryStorage } from '@landing/api';
import { ReadyFormDraft, useDraftOwner } from '@landing/drafts';
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
  /** Keeps and offers the section's drafts (as the editor's shell does) in this browser. */
  withDrafts?: boolean;
  /** The section's History bar (Undo and Redo) above its view, as the editor shows it. */
  withHistory?: boolean;
};

/**
 * One content section on its own, for stories: a real API client (answered by the story's MSW
 * handlers), the section's machine wired from it, and its own toasts.
 */
export function SectionStory({
  section,
  context,
  onLog,
  withDrafts,
  withHistory,
}: SectionStoryProps) {
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
        withDrafts={withDrafts}
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
  withDrafts,
  withHistory,
}: SectionStoryProps & { services: EditorServices }) {
  const [logic] = useState(() => section.createLogic(services));
  const input: unknown = section.inputFrom(context);
  const actorRef = useActorRef(logic, { input });
  const user = useDraftOwner(services.client);
  const { View, drafts } = section;
  return (
    <>
      {withHistory && <SectionHistory forms={historyFormsOf(section, actorRef)} />}
      <Suspense fallback={null}>
        {withDrafts &&
          user !== null &&
          drafts?.(actorRef).map((form) => (
            <ReadyFormDraft
              key={form.id}
              form={form}
              place={{
                user,
                landingId: context.landingId,
                launcherId: context.launcher?.id ?? null,
                translationId: context.activeContent?.id ?? null,
                form: `${section.id}:${form.id}`,
              }}
            />
          ))}
        <View actorRef={actorRef} />
      </Suspense>
    </>
  );
}
