import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { actions, iconButton } from './DataTable.css.ts';
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
        <button
          type="button"
          className={iconButton}
          data-action="edit"
          aria-label={`Edit ${item}`}
          title={`Edit ${item}`}
          onClick={onEdit}
        >
          <EditIcon />
        </button>
      )}
      {onDuplicate && (
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={iconButton}
              data-action="duplicate"
              aria-label={`Duplicate ${item}`}
              title={`Duplicate ${item}`}
            >
              <DuplicateIcon />
            </button>
          }
          message={`Are you sure you want to duplicate ${item}?`}
          confirmLabel="Duplicate"
          onConfirm={onDuplicate}
        />
      )}
      {onDelete && (
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={iconButton}
              data-action="delete"
              aria-label={`Delete ${item}`}
              title={`Delete ${item}`}
            >
              <DeleteIcon />
            </button>
          }
          message={`Are you sure you want to delete ${item}?`}
          confirmLabel="Delete"
          variant="danger"
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}
