import { Login } from '@landing/console';
import { safeRedirect, sessionSelectors } from '@landing/machines';
import { createFileRoute, redirect } from '@tanstack/react-router';
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
  return <Login {...(redirectTo === undefined ? {} : { redirectTo })} />;
}
