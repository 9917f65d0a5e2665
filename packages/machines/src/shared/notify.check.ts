// A toast's text is catalogued or the server's own: `pnpm typecheck` fails here if an inline
// string is let through, so every toast a machine raises is one a host can word.
import type { NotifyParams } from './notify.ts';
import { errorMessage } from './serverMessage.ts';

const sent = errorMessage({ message: 'Launcher name taken' }, 'Failed to update content');

export const toastsRefuseLooseText: NotifyParams[] = [
  { kind: 'success', text: 'Content updated successfully' },
  { kind: 'error', text: 'At least one screenshot is required' },
  { kind: 'error', text: sent },
  // @ts-expect-error: no catalogued toast has this text (a typo of 'Content updated successfully')
  { kind: 'success', text: 'Content updated sucessfully' },
  // @ts-expect-error: a string from elsewhere (here an Error's) is not the server's message
  { kind: 'error', text: new Error('Failed').message },
];
