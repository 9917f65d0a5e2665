import { Login } from '@landing/console';
import { safeRedirect, sessionSelectors } from '@landing/machines';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { validateLoginSearch } from '../search/loginSearch.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  // Someone already signed in has nothing to do here: on to where they were going.
  beforeLoad: ({ context, search }) => {
    if (sessionSelectors.selectHasAccessToken(context.session.getSnapshot())) {
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  const { client } = Route.useRouteContext();
  // The page draws without the API calls and schemas; they load while the operator types, so
  // Login does not wait for them.
  useEffect(() => {
    const preload = () => void client.preload();
    document.addEventListener('input', preload, { once: true, capture: true });
    return () => document.removeEventListener('input', preload, { capture: true });
  }, [client]);
  return <Login {...(redirectTo === undefined ? {} : { redirectTo })} />;
}
