import {
  designMachine,
  designValuesOf,
  isDesignDirty,
  reportToEditor,
  videoFormatOf,
  type DesignInput,
  type DesignSnapshot,
  type DesignValues,
} from '@landing/machines';
import { historyForm } from '@landing/drafts';
import { fromPromise } from 'xstate';
import type { EditorServices } from '../../services/EditorServices.tsx';
import { activeContentOf, defineSection, type SectionContext } from '../types.ts';
import { lazyPart } from '../../lazy/lazyPart.tsx';
import { designDrafts } from './designDrafts.ts';
import { captureVideoFrame, fetchBlob, imageFactsOfFile } from './fileEffects.ts';

const percentOf = (share: number) => Math.round(share * 100);

/** The design machine wired to the editor's client, toasts and log. */
export function createDesignLogic({ client, notify, log }: EditorServices) {
  return designMachine.provide({
    actors: {
      loadDesign: fromPromise(({ input }) => client.design.get(input.id)),
      checkDesign: fromPromise(({ input }) => client.design.get(input.id)),
      refreshDesign: fromPromise(({ input }) => client.design.get(input.id)),
      fetchVideo: fromPromise(({ input }) => fetchBlob(input.url)),
      inspectImages: fromPromise(({ input }) => Promise.all(input.files.map(imageFactsOfFile))),
      inspectVideo: fromPromise(({ input }) => videoFormatOf(input.file)),
      captureFrame: fromPromise(({ input }) => captureVideoFrame(input.source)),
      // A write's answer is read only for a new id (DECISIONS.md): the machine loads the design.
      createDesign: fromPromise(({ input }) =>
        client.design.create(input.design, {
          onUploadProgress: (progress) => input.onProgress(percentOf(progress.percent)),
        }),
      ),
      listDesigns: fromPromise(() => client.design.list()),
      updateDesign: fromPromise(async ({ input }) => {
        await client.design.update(input.id, input.changes, {
          onUploadProgress: (progress) => input.onProgress(percentOf(progress.percent)),
          version: input.version,
        });
        return client.design.get(input.id);
      }),
      linkDesign: fromPromise(async ({ input }) => {
        await client.launcherContent.linkDesign(input.contentId, input.designId);
        return client.launcherContent.get(input.contentId);
      }),
      unlinkDesign: fromPromise(async ({ input }) => {
        await client.launcherContent.unlinkDesign(input.contentId, input.designId);
        return client.launcherContent.get(input.contentId);
      }),
    },
    actions: {
      notify: (_, { kind, text }) => notify(kind, text),
      log: (_, { message, error }) => log(message, error),
      // The editor runs this section as its child: it follows the translation's new design.
      contentChanged: reportToEditor((_, { content }) => ({ type: 'content.updated', content })),
    },
  });
}

export type DesignLogic = ReturnType<typeof createDesignLogic>;

export function designInputFrom(context: SectionContext): DesignInput {
  const activeContent = activeContentOf(context);
  const { baseContent } = context;
  return {
    contentId: activeContent.id,
    isBase: activeContent.isDefault,
    designId: activeContent.designId ?? null,
    baseDesignId: baseContent?.designId ?? null,
  };
}

/** The Design tab: icon, screenshots, video and base design linking of one translation. */
export const designSection = defineSection({
  id: 'design',
  label: 'Design',
  needsTranslation: true,
  createLogic: createDesignLogic,
  inputFrom: designInputFrom,
  key: ({ activeContent }) => `design:${activeContent?.id ?? 'none'}`,
  isDirty: (snapshot) => !snapshot.hasTag('readOnly') && isDesignDirty(snapshot.context),
  View: lazyPart(async () => (await import('./DesignSection.tsx')).DesignSection),
  drafts: designDrafts,
  changedElsewhere: (change, context) =>
    change.kind === 'design' &&
    context.activeContent?.designId !== undefined &&
    change.id === context.activeContent.designId
      ? { type: 'design.changedElsewhere' as const, change }
      : null,
  // Chosen files and the gallery's moves and removals are steps (the draft above has no currentOf:
  // it names files to re-attach, History holds the files themselves).
  history: (actorRef) => [
    historyForm<DesignValues>({
      id: 'design',
      actor: actorRef,
      // A file check is part of a step; a save, a load or 'Use Base Design' is not.
      isReady: (snapshot) => {
        const design = snapshot as DesignSnapshot;
        return design.matches('editing') && !design.hasTag('busy');
      },
      currentOf: (snapshot) => designValuesOf((snapshot as DesignSnapshot).context),
      restore: (values) => [{ type: 'design.restore', values }],
    }),
  ],
});
