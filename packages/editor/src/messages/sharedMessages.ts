import type { EditorMessages, SharedMessageKey } from '../package/contract.ts';

/** The conflict dialog's and the Undo/Redo bar's words. */
export const sharedMessages = {
  'conflict.description':
    'You both changed the fields below. Choose which value each one keeps, then save.',
  'conflict.cancel': 'Cancel',
  'conflict.keepAllTheirs': 'Keep All of Theirs',
  'conflict.keepAllYours': 'Keep All of Yours',
  'conflict.original': 'Original',
  'conflict.theirs': 'Theirs',
  'conflict.yours': 'Yours',
  'history.label': 'History',
  'history.undo': 'Undo',
  'history.redo': 'Redo',
} satisfies Pick<EditorMessages, SharedMessageKey>;
