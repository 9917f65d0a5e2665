import { iconNameSelectors, type iconNameFormMachine } from '@landing/machines';
import { Button, Card, FilePicker, TextInput } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { ChangedElsewhereNotice } from '../../watch/ChangedElsewhereNotice.tsx';
import * as styles from './MainInformation.css.ts';
import { NamesConflictDialog } from './NamesConflictDialog.tsx';

/** What a screen shows for a value it does not have (as the tables' empty cells). */
const MISSING_VALUE = '—';

type IconNameActor = ActorRefFrom<typeof iconNameFormMachine>;

const errorOf = {
  icon: iconNameSelectors.selectFieldError('icon'),
  name: iconNameSelectors.selectFieldError('name'),
  shortName: iconNameSelectors.selectFieldError('shortName'),
};
const selectName = iconNameSelectors.selectValue('name');
const selectShortName = iconNameSelectors.selectValue('shortName');

/** The Icon, Name and Short Name form with its 'Save' button. */
export function IconNameForm({ actorRef }: { actorRef: IconNameActor }) {
  const name = useSelector(actorRef, selectName);
  const shortName = useSelector(actorRef, selectShortName);
  const iconUrl = useSelector(actorRef, iconNameSelectors.selectIconUrl);
  const iconUnknown = useSelector(actorRef, iconNameSelectors.selectIconUnknown);
  const iconFileName = useSelector(actorRef, iconNameSelectors.selectIconFileName);
  const generation = useSelector(actorRef, iconNameSelectors.selectIconGeneration);
  const isReadingIcon = useSelector(actorRef, iconNameSelectors.selectIsReadingIcon);
  const isSaving = useSelector(actorRef, iconNameSelectors.selectIsSaving);
  const canSave = useSelector(actorRef, iconNameSelectors.selectCanSave);
  const fieldMessage = useFieldMessage('iconName');
  const iconError = fieldMessage(useSelector(actorRef, errorOf.icon));
  const nameError = fieldMessage(useSelector(actorRef, errorOf.name));
  const shortNameError = fieldMessage(useSelector(actorRef, errorOf.shortName));
  const changedElsewhere = useSelector(actorRef, iconNameSelectors.selectChangedElsewhere);
  const text = useMessages();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'form.save' });
  };

  return (
    <Card title={text['iconName.title']}>
      {changedElsewhere && (
        <ChangedElsewhereNotice
          change={changedElsewhere}
          onReload={() => actorRef.send({ type: 'form.reload' })}
        />
      )}
      <form
        className={styles.form}
        aria-label={text['iconName.title']}
        aria-busy={isSaving || undefined}
        noValidate
        onSubmit={submit}
      >
        <div className={styles.iconRow}>
          {iconUrl !== null && (
            <img className={styles.icon} src={iconUrl} alt={text['iconName.currentIcon']} />
          )}
          {/* The base design's icon is not known (loading, or its load failed): a dash. */}
          {iconUnknown && <span className={styles.iconMissing}>{MISSING_VALUE}</span>}
          <div className={styles.iconPicker}>
            <FilePicker
              // A new key starts the picker over once its file was stored or reset.
              key={generation}
              label={text['iconName.icon']}
              accept="image/*"
              placeholder={text['iconName.iconPlaceholder']}
              fileName={iconFileName ?? undefined}
              hint={isReadingIcon ? text['iconName.checkingIcon'] : undefined}
              error={iconError}
              disabled={isSaving}
              onChange={(file) => actorRef.send({ type: 'icon.choose', file })}
            />
          </div>
        </div>
        <TextInput
          label={text['iconName.name']}
          autoComplete="off"
          value={name}
          error={nameError}
          disabled={isSaving}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', values: { name: event.target.value } })
          }
        />
        <TextInput
          label={text['iconName.shortName']}
          autoComplete="off"
          value={shortName}
          error={shortNameError}
          disabled={isSaving}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', values: { shortName: event.target.value } })
          }
        />
        <div className={styles.actions}>
          <Button type="submit" busy={isSaving} disabled={!canSave && !isSaving}>
            {text['iconName.save']}
          </Button>
        </div>
      </form>
      <NamesConflictDialog actorRef={actorRef} />
    </Card>
  );
}
