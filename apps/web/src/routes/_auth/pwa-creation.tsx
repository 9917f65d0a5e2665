import { useBeforeUnloadWarning } from '@landing/console';
import { LandingEditor } from '@landing/editor';
import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  validatePwaCreationSearch,
  type PwaCreationSearch,
} from '../../search/pwaCreationSearch.ts';

/**
 * The landing editor. The route owns the URL: it validates landingId and relatedLauncherId
 * (a bad value is dropped) and writes back where the editor moved. The component is split into
 * its own chunk by the router plugin, so the editor is not in the console's first load.
 */
export const Route = createFileRoute('/_auth/pwa-creation')({
  validateSearch: validatePwaCreationSearch,
  component: PwaCreationRoute,
});

const searchOf = (landingId: number | null, relatedLauncherId: number | null) => {
  const search: PwaCreationSearch = {};
  if (landingId !== null) search.landingId = landingId;
  if (landingId !== null && relatedLauncherId !== null)
    search.relatedLauncherId = relatedLauncherId;
  return search;
};

function PwaCreationRoute() {
  const { client } = Route.useRouteContext();
  const { landingId, relatedLauncherId } = Route.useSearch();
  const navigate = useNavigate();
  const [unsaved, setUnsaved] = useState(false);
  useBeforeUnloadWarning(unsaved);
  return (
    <main aria-label="Landing editor">
      <LandingEditor
        client={client}
        landingId={landingId ?? null}
        relatedLauncherId={relatedLauncherId ?? null}
        onLocationChange={(at) =>
          void navigate({
            to: '/pwa-creation',
            search: searchOf(at.landingId, at.relatedLauncherId),
          })
        }
        onNavigate={(to) => void navigate({ href: to })}
        onDirtyChange={setUnsaved}
      />
    </main>
  );
}
