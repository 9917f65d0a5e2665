import type { ApiClient } from '@landing/api';
import { previewMachine, type LoadPreviewUrlOutput, type PreviewTarget } from '@landing/machines';
import { fromPromise } from 'xstate';

/** The preview machine wired to one editor's API client. */
export const createPreviewLogic = (client: ApiClient) =>
  previewMachine.provide({
    actors: {
      loadPreviewUrl: fromPromise<LoadPreviewUrlOutput, PreviewTarget>(({ input }) =>
        client.landing.webServerUrl(input.landingId, {
          launcherId: input.launcherId,
          contentId: input.contentId,
        }),
      ),
    },
  });

export type PreviewLogic = ReturnType<typeof createPreviewLogic>;
