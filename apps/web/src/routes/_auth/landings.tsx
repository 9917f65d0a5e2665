import { Landings } from '@landing/console';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/landings')({
  component: Landings,
});
