import '@landing/ui/global';
import { cspNonce } from '@landing/ui';
import { SessionProvider } from '@landing/console';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router, session } from './composition.tsx';
import { ToasterOnDemand } from './toasts/ToasterOnDemand.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// react-remove-scroll (Radix dialogs, selects) adds <style> elements with this nonce (get-nonce).
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = cspNonce();

session.start();

createRoot(container).render(
  <StrictMode>
    <SessionProvider session={session}>
      <RouterProvider router={router} />
      {/* One toaster for the whole console: screens raise toasts with `toast.*`. */}
      <ToasterOnDemand />
    </SessionProvider>
  </StrictMode>,
);
