import { Templates } from '@landing/console';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/templates')({
  component: Templates,
});
