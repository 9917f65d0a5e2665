import { designSelectors } from '@landing/machines';
import { Button, FilePicker } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { FileImage } from './BlobImage.tsx';
import * as styles from './DesignSection.css.ts';
import type { DesignActorRef } from './types.ts';

const selectIconError = designSelectors.selectFieldError('icon');

/** The icon uploader: 'App Icon 512x512px', checked from the file's real pixels. */
export function IconField({ actorRef }: { actorRef: DesignActorRef }) {
  const icon = useSelector(actorRef, designSelectors.selectIcon);
  const error = useFieldMessage('design')(useSelector(actorRef, selectIconError));
  const canRemove = useSelector(actorRef, designSelectors.selectCanRemoveIcon);
  const isEditable = useSelector(actorRef, designSelectors.selectIsEditable);
  const text = useMessages();
  const chosenName = icon?.kind === 'chosen' ? icon.file.name : undefined;
  return (
    <div
      className={styles.group}
      onBlur={() => actorRef.send({ type: 'field.blur', field: 'icon' })}
    >
      <h3 className={styles.groupTitle}>{text['design.icon']}</h3>
      <div className={styles.row}>
        {icon && (
          <FileImage value={icon} alt={text['design.iconPreview']} className={styles.iconPreview} />
        )}
        {/* A new key clears the picker's own file name when the chosen icon is removed. */}
        <FilePicker
          key={icon?.kind ?? 'none'}
          label={text['design.icon']}
          hideLabel
          accept="image/*"
          placeholder={text['design.iconPlaceholder']}
          fileName={chosenName}
          disabled={!isEditable}
          error={error}
          onChange={(file) => {
            if (file) actorRef.send({ type: 'icon.choose', file });
          }}
        />
        {canRemove && (
          <Button
            variant="secondary"
            disabled={!isEditable}
            onClick={() => actorRef.send({ type: 'icon.remove' })}
          >
            {text['design.iconRemove']}
          </Button>
        )}
      </div>
    </div>
  );
}
