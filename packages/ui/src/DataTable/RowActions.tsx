import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { IconButton } from '../Button/IconButton.tsx';
import { actions } from './DataTable.css.ts';
import { DeleteIcon, DuplicateIcon, EditIcon } from './icons.tsx';

export interface RowActionsProps {
  item: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void | Promise<unknown>) | undefined;
  onDuplicate?: (() => void | Promise<unknown>) | undefined;
}

/** Edit, Delete and Duplicate for one row; the last two ask first. */
export function RowActions({ item, onEdit, onDelete, onDuplicate }: RowActionsProps) {
  return (
    <div className={actions}>
      {onEdit && (
        <IconButton action="edit" label={`Edit ${item}`} icon={<EditIcon />} onClick={onEdit} />
      )}
      {onDuplicate && (
        <ConfirmDialog
          trigger={
            <IconButton action="duplicate" label={`Duplicate ${item}`} icon={<DuplicateIcon />} />
          }
          message={`Are you sure you want to duplicate ${item}?`}
          confirmLabel="Duplicate"
          onConfirm={onDuplicate}
        />
      )}
      {onDelete && (
        <ConfirmDialog
          trigger={<IconButton action="delete" label={`Delete ${item}`} icon={<DeleteIcon />} />}
          message={`Are you sure you want to delete ${item}?`}
          confirmLabel="Delete"
          variant="danger"
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}
