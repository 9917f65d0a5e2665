import { IconButton } from '../Button/IconButton.tsx';
import { actions } from './DataTable.css.ts';
import { DeleteIcon, DuplicateIcon, EditIcon } from './icons.tsx';

export type RowAction = 'edit' | 'delete' | 'duplicate';

export interface RowActionsProps {
  item: string;
  /** Which buttons the row shows. */
  shown: Readonly<Record<RowAction, boolean>>;
  /** Edit acts at once; Delete and Duplicate ask first, in the table's one confirm dialog. */
  onAction: (action: RowAction) => void;
}

/** Edit, Delete and Duplicate buttons of one row. */
export function RowActions({ item, shown, onAction }: RowActionsProps) {
  return (
    <div className={actions}>
      {shown.edit && (
        <IconButton
          action="edit"
          label={`Edit ${item}`}
          icon={<EditIcon />}
          onClick={() => onAction('edit')}
        />
      )}
      {shown.duplicate && (
        <IconButton
          action="duplicate"
          label={`Duplicate ${item}`}
          icon={<DuplicateIcon />}
          onClick={() => onAction('duplicate')}
        />
      )}
      {shown.delete && (
        <IconButton
          action="delete"
          label={`Delete ${item}`}
          icon={<DeleteIcon />}
          onClick={() => onAction('delete')}
        />
      )}
    </div>
  );
}
