import { EditorPreview, EditorRoot } from '@landing/editor/dist';

export type EditorIds = {
  landingId: number | null;
  launcherId: number | null;
  contentId: number | null;
};

/**
 * The one place the host mounts the editor. The editor reaches the API on the host's origin
 * (the three prefixes, proxied to apps/server) with the tokens the host stored.
 */
export function EditorSlot({ ids }: { ids: EditorIds; onIdsChange: (ids: EditorIds) => void }) {
  return (
    <EditorRoot apiUrl="/api" trackerUrl="/tracker/v1" registrarUrl="/lambda/v1" theme="light">
      <EditorPreview {...ids} />
    </EditorRoot>
  );
}
