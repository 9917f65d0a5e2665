import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './ConflictDialog.css.ts';

export type ConflictSide = 'theirs' | 'mine';

/** The dialog's own words; a host that translates gives its own. */
export type ConflictDialogWords = {
  description: string;
  cancel: string;
  /** The dialog's close button. */
  close: string;
  keepAllTheirs: string;
  keepAllYours: string;
  /** The column headings of each field. */
  original: string;
  theirs: string;
  yours: string;
};

export const defaultConflictDialogWords: ConflictDialogWords = {
  description: 'You both changed the fields below. Choose which value each one keeps, then save.',
  cancel: 'Cancel',
  close: 'Close',
  keepAllTheirs: 'Keep All of Theirs',
  keepAllYours: 'Keep All of Yours',
  original: 'Original',
  theirs: 'Theirs',
  yours: 'Yours',
};

export interface ConflictDialogProps<F extends string> {
  /** Says what both operators saved, e.g. 'Someone else saved this translation'. */
  title: string;
  /** The save button's words, e.g. 'Save Merged Content'. */
  saveLabel: string;
  /** The fields both operators changed, in the form's order. */
  fields: readonly F[];
  /** Each field's label as the form shows it. */
  labels: Record<F, string>;
  /** Each value as text: before either change, theirs, and the operator's own. */
  original: Record<F, string>;
  theirs: Record<F, string>;
  mine: Record<F, string>;
  /** The side each field keeps (mine until picked). */
  picks: Partial<Record<F, ConflictSide>>;
  onPick: (field: F, side: ConflictSide) => void;
  onPickAll: (side: ConflictSide) => void;
  onSave: () => void;
  /** Closes without saving; the form keeps what was typed. */
  onCancel: () => void;
  /** The dialog's own words, where they differ from `defaultConflictDialogWords`. */
  words?: Partial<ConflictDialogWords>;
}

/**
 * Another operator saved fields this form changed too (issue 29): per field the original, theirs
 * and yours; the operator keeps one (or all of theirs / all of yours) and saves. Fields only one
 * side changed are merged already and not shown.
 */
export function ConflictDialog<F extends string>(props: ConflictDialogProps<F>) {
  const words = { ...defaultConflictDialogWords, ...props.words };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={props.title}
      description={words.description}
      closeLabel={words.close}
      size="lg"
      footer={
        <>
          <Button onClick={props.onCancel}>{words.cancel}</Button>
          <Button variant="primary" onClick={props.onSave}>
            {props.saveLabel}
          </Button>
        </>
      }
    >
      <div className={styles.allButtons}>
        <Button onClick={() => props.onPickAll('theirs')}>{words.keepAllTheirs}</Button>
        <Button onClick={() => props.onPickAll('mine')}>{words.keepAllYours}</Button>
      </div>
      {props.fields.map((field) => (
        <ConflictField
          key={field}
          label={props.labels[field]}
          original={props.original[field]}
          theirs={props.theirs[field]}
          mine={props.mine[field]}
          pick={props.picks[field] ?? 'mine'}
          onPick={(side) => props.onPick(field, side)}
          words={words}
        />
      ))}
    </Modal>
  );
}

function ConflictField(props: {
  label: string;
  original: string;
  theirs: string;
  mine: string;
  pick: ConflictSide;
  onPick: (side: ConflictSide) => void;
  words: ConflictDialogWords;
}) {
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{props.label}</legend>
      <p className={styles.heading} id={`${id}-original`}>
        {props.words.original}
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
            {side === 'theirs' ? props.words.theirs : props.words.yours}
          </label>
          <p className={styles.value} id={`${id}-${side}`}>
            {side === 'theirs' ? props.theirs : props.mine}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
