import { IconButton } from '../Button/IconButton.tsx';
import { actions } from './DataTable.css.ts';
import { DeleteIcon, DuplicateIcon, EditIcon } from './icons.tsx';

export type RowAction = 'edit' | 'delete' | 'duplicate';

/** A row's buttons and the question Delete and Duplicate ask: a host that translates gives its own. */
export type DataTableRowWords = {
  /** Each button's name for the row's item: 'Edit {item}', 'Duplicate {item}', 'Delete {item}'. */
  button: (action: RowAction, item: string) => string;
  /** 'Are you sure you want to delete {item}?' */
  question: (action: Exclude<RowAction, 'edit'>, item: string) => string;
  /** The question's confirming button: 'Delete', 'Duplicate'. */
  confirm: (action: Exclude<RowAction, 'edit'>) => string;
  cancel: string;
};

const ACTION_NAMES = { edit: 'Edit', duplicate: 'Duplicate', delete: 'Delete' } as const;

export const defaultRowWords: DataTableRowWords = {
  button: (action, item) => `${ACTION_NAMES[action]} ${item}`,
  question: (action, item) => `Are you sure you want to ${action} ${item}?`,
  confirm: (action) => ACTION_NAMES[action],
  cancel: 'Cancel',
};

export interface RowActionsProps {
  item: string;
  /** Which buttons the row shows. */
  shown: Readonly<Record<RowAction, boolean>>;
  /** Edit acts at once; Delete and Duplicate ask first, in the table's one confirm dialog. */
  onAction: (action: RowAction) => void;
  words: DataTableRowWords;
}

/** Edit, Delete and Duplicate buttons of one row. */
export function RowActions({ item, shown, onAction, words }: RowActionsProps) {
  return (
    <div className={actions}>
      {shown.edit && (
        <IconButton
          action="edit"
          label={words.button('edit', item)}
          icon={<EditIcon />}
          onClick={() => onAction('edit')}
        />
      )}
      {shown.duplicate && (
        <IconButton
          action="duplicate"
          label={words.button('duplicate', item)}
          icon={<DuplicateIcon />}
          onClick={() => onAction('duplicate')}
        />
      )}
      {shown.delete && (
        <IconButton
          action="delete"
          label={words.button('delete', item)}
          icon={<DeleteIcon />}
          onClick={() => onAction('delete')}
        />
      )}
    </div>
  );
}
