import { LandingEditor } from '@landing/editor';

/**
 * The one place the host mounts the editor. The host owns the landing id (its own state, no
 * router); the editor reaches the API on the host's origin (the three prefixes, proxied to
 * apps/server) with the tokens the host stored, and reports where it moved.
 */
export function EditorSlot({
  landingId,
  onLandingChange,
}: {
  landingId: number | null;
  onLandingChange: (landingId: number | null) => void;
}) {
  return (
    <LandingEditor
      apiUrl="/api"
      trackerUrl="/tracker/v1"
      registrarUrl="/lambda/v1"
      landingId={landingId}
      onLocationChange={(location) => onLandingChange(location.landingId)}
      theme="light"
    />
  );
}
