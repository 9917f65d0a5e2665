import { defaultDataTableWords } from '@landing/ui';
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
  'table.loading': defaultDataTableWords.loading,
  'table.empty': defaultDataTableWords.empty,
  'table.noMatch': defaultDataTableWords.noMatch,
  'table.filter': defaultDataTableWords.filter,
  'table.actions': defaultDataTableWords.actions,
  'table.selectAll': defaultDataTableWords.selectAll,
  'table.deleteSelected': defaultDataTableWords.deleteSelected,
  'table.askDeleteSelected': defaultDataTableWords.askDeleteSelected,
  'table.confirmDeleteSelected': defaultDataTableWords.confirmDeleteSelected,
  'table.pagination': defaultDataTableWords.pagination,
  'table.rowsPerPage': defaultDataTableWords.rowsPerPage,
  'table.firstPage': defaultDataTableWords.firstPage,
  'table.previousPage': defaultDataTableWords.previousPage,
  'table.nextPage': defaultDataTableWords.nextPage,
  'table.lastPage': defaultDataTableWords.lastPage,
  'table.page': 'Page {page} of {count}',
  'dialog.close': 'Close',
} satisfies Pick<
  EditorMessages,
  SharedMessageKey | 'table.edit' | 'table.delete' | 'table.askDelete' | 'table.page'
>;
