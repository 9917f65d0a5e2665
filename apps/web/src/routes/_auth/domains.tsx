import { Domains } from '@landing/console';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/domains')({
  component: Domains,
});
