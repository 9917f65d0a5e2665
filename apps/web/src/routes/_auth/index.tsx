import { createFileRoute, redirect } from '@tanstack/react-router';

/** The console opens on the apps list. */
export const Route = createFileRoute('/_auth/')({
  beforeLoad: () => {
    throw redirect({ href: '/apps', replace: true });
  },
});
