import { LandingEditor } from '@landing/editor';
import { useState } from 'react';
import { useLeaveWarning } from './useLeaveWarning.ts';

/**
 * The one place the host mounts the editor. The host owns the landing id (its own state, no
 * router); the editor reaches the API on the host's origin (the three prefixes, proxied to
 * apps/server) with the tokens the host stored, and reports where it moved and whether it holds
 * unsaved changes (the host then asks before a reload or a close).
 */
export function EditorSlot({
  landingId,
  onLandingChange,
  label,
  onError,
}: {
  landingId: number | null;
  onLandingChange: (landingId: number | null) => void;
  /** Names the editor's notifications region: each editor on the page has its own. */
  label?: string;
  /** The end of the session included (the host signs its operator in again). */
  onError: (error: unknown) => void;
}) {
  const [unsaved, setUnsaved] = useState(false);
  useLeaveWarning(unsaved);
  return (
    <LandingEditor
      onDirtyChange={setUnsaved}
      {...(label === undefined ? {} : { label })}
      onError={onError}
      apiUrl="/api"
      trackerUrl="/tracker/v1"
      registrarUrl="/lambda/v1"
      landingId={landingId}
      onLocationChange={(location) => onLandingChange(location.landingId)}
      theme="light"
    />
  );
}
