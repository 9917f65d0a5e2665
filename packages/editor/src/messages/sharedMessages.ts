import type { EditorMessages, SharedMessageKey } from '../package/contract.ts';

/** The conflict dialog's, the Undo/Redo bar's and the tables' row words. */
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
  'table.edit': 'Edit {item}',
  'table.delete': 'Delete {item}',
  'table.askDelete': 'Are you sure you want to delete {item}?',
  'table.confirmDelete': 'Delete',
  'table.cancel': 'Cancel',
  'dialog.close': 'Close',
} satisfies Pick<
  EditorMessages,
  SharedMessageKey | 'table.edit' | 'table.delete' | 'table.askDelete'
>;
