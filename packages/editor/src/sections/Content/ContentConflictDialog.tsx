import { contentSelectors, type ContentField, type ContentValues } from '@landing/machines';
import { Button, Modal } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ContentLogic } from './contentSection.ts';
import * as styles from './ContentConflictDialog.css.ts';

type ContentActor = ActorRefFrom<ContentLogic>;

const FIELD_LABELS: Record<ContentField, string> = {
  description: 'Description',
  tags: 'Tags',
  additionalInfo: 'Additional Info Items',
};

const shown = (values: ContentValues, field: ContentField) => {
  const value = values[field];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Another operator saved a field this form changed too (issue 29): per field the original, theirs
 * and yours; the operator keeps one (or all of theirs / all of yours) and saves against their
 * version. Fields only one side changed are merged already and not shown.
 */
export function ContentConflictDialog({ actorRef }: { actorRef: ContentActor }) {
  const conflict = useSelector(actorRef, contentSelectors.selectConflict);
  const mine = useSelector(actorRef, contentSelectors.selectMine);
  if (!conflict) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'conflict.cancel' });
      }}
      title="Someone else saved this translation"
      description="You both changed the fields below. Choose which value each one keeps, then save."
      size="lg"
      footer={
        <>
          <Button onClick={() => actorRef.send({ type: 'conflict.cancel' })}>Cancel</Button>
          <Button variant="primary" onClick={() => actorRef.send({ type: 'conflict.save' })}>
            Save Merged Content
          </Button>
        </>
      }
    >
      <div className={styles.allButtons}>
        <Button onClick={() => actorRef.send({ type: 'conflict.pickAll', side: 'theirs' })}>
          Keep All of Theirs
        </Button>
        <Button onClick={() => actorRef.send({ type: 'conflict.pickAll', side: 'mine' })}>
          Keep All of Yours
        </Button>
      </div>
      {conflict.fields.map((field) => (
        <ConflictField
          key={field}
          field={field}
          original={shown(conflict.original, field)}
          theirs={shown(conflict.theirs, field)}
          mine={shown(mine, field)}
          pick={conflict.picks[field] ?? 'mine'}
          onPick={(side) => actorRef.send({ type: 'conflict.pick', field, side })}
        />
      ))}
    </Modal>
  );
}

function ConflictField(props: {
  field: ContentField;
  original: string;
  theirs: string;
  mine: string;
  pick: 'theirs' | 'mine';
  onPick: (side: 'theirs' | 'mine') => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{FIELD_LABELS[props.field]}</legend>
      <p className={styles.heading} id={`${id}-original`}>
        Original
      </p>
      <p className={styles.value} aria-labelledby={`${id}-original`}>
        {props.original}
      </p>
      {(['theirs', 'mine'] as const).map((side) => (
        <div key={side}>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-pick`}
              checked={props.pick === side}
              onChange={() => props.onPick(side)}
              aria-describedby={`${id}-${side}`}
            />
            {side === 'theirs' ? 'Theirs' : 'Yours'}
          </label>
          <p className={styles.value} id={`${id}-${side}`}>
            {side === 'theirs' ? props.theirs : props.mine}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
