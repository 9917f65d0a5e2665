import { AGE_OPTIONS, ANDROID_VERSIONS } from '@landing/api';
import {
  STATIC_CONTENT_TEXT_FIELDS,
  staticContentSelectors,
  type staticContentMachine,
  type StaticContentSnapshot,
  type StaticContentTextField,
} from '@landing/machines';
import { Button, Card, Select, TextInput, type SelectOption } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent, InputHTMLAttributes } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { ChangedElsewhereNotice } from '../../watch/ChangedElsewhereNotice.tsx';
import * as styles from './MainInformation.css.ts';
import { StarDistribution } from './StarDistribution.tsx';
import { StaticContentConflictDialog } from './StaticContentConflictDialog.tsx';
import { staticContentLabels } from './staticContentLabels.ts';

type StaticContentActor = ActorRefFrom<typeof staticContentMachine>;

const AGES: readonly SelectOption[] = AGE_OPTIONS.map((age) => ({
  value: String(age),
  label: `PEGI ${age}`,
}));
const ANDROID: readonly SelectOption[] = ANDROID_VERSIONS.map((version) => ({
  value: version,
  label: `Android ${version}`,
}));

/** One selector per field, made once, so `useSelector` keeps stable functions. */
const textOf = Object.fromEntries(
  STATIC_CONTENT_TEXT_FIELDS.map((field) => [
    field,
    (snapshot: StaticContentSnapshot): string => snapshot.context.values[field],
  ]),
) as Record<StaticContentTextField, (snapshot: StaticContentSnapshot) => string>;
const errorOf = Object.fromEntries(
  [...STATIC_CONTENT_TEXT_FIELDS, 'rating' as const].map((field) => [
    field,
    staticContentSelectors.selectFieldError(field),
  ]),
) as Record<StaticContentTextField | 'rating', (snapshot: StaticContentSnapshot) => string | null>;
const selectAge = staticContentSelectors.selectValue('age');
const selectAndroidVersion = staticContentSelectors.selectValue('androidVersion');

type FieldProps = {
  actorRef: StaticContentActor;
  field: StaticContentTextField;
  label: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
};

function Field({ actorRef, field, label, inputMode, type = 'text' }: FieldProps) {
  const value = useSelector(actorRef, textOf[field]);
  const error = useFieldMessage('staticContent')(useSelector(actorRef, errorOf[field]));
  const isSaving = useSelector(actorRef, staticContentSelectors.selectIsSaving);
  return (
    <TextInput
      label={label}
      type={type}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      error={error}
      disabled={isSaving}
      onChange={(event) =>
        actorRef.send({ type: 'field.change', values: { [field]: event.target.value } })
      }
    />
  );
}

/** The Static Content form of a launcher on a built-in template. */
export function StaticContentForm({ actorRef }: { actorRef: StaticContentActor }) {
  const age = useSelector(actorRef, selectAge);
  const androidVersion = useSelector(actorRef, selectAndroidVersion);
  const rating = useSelector(actorRef, staticContentSelectors.selectRating);
  const ratingError = useFieldMessage('staticContent')(useSelector(actorRef, errorOf.rating));
  const isSaving = useSelector(actorRef, staticContentSelectors.selectIsSaving);
  const canSave = useSelector(actorRef, staticContentSelectors.selectCanSave);
  const canReset = useSelector(actorRef, staticContentSelectors.selectCanReset);
  const changedElsewhere = useSelector(actorRef, staticContentSelectors.selectChangedElsewhere);
  const text = useMessages();
  const labels = staticContentLabels(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'form.save' });
  };
  const field = (name: StaticContentTextField, extra: Partial<FieldProps> = {}) => (
    <Field actorRef={actorRef} field={name} label={labels[name]} {...extra} />
  );

  return (
    <Card title={text['staticContent.title']}>
      {changedElsewhere && (
        <ChangedElsewhereNotice
          change={changedElsewhere}
          onReload={() => actorRef.send({ type: 'form.reload' })}
        />
      )}
      <form
        className={styles.form}
        aria-label={text['staticContent.title']}
        aria-busy={isSaving || undefined}
        noValidate
        onSubmit={submit}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text['staticContent.mainGroup']}</legend>
          {field('name')}
          {field('shortName')}
          {field('developer')}
          {field('email', { type: 'email', inputMode: 'email' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{text['staticContent.additionalGroup']}</legend>
          {field('reviews', { inputMode: 'numeric' })}
          {field('size', { inputMode: 'decimal' })}
          <Select
            label={labels.age}
            options={AGES}
            value={String(age)}
            disabled={isSaving}
            onValueChange={(value) =>
              actorRef.send({ type: 'field.change', values: { age: Number(value) } })
            }
          />
          {field('installs', { inputMode: 'numeric' })}
          {field('ratingPeople', { inputMode: 'numeric' })}
          <TextInput
            label={labels.rating}
            value={rating.toFixed(2)}
            readOnly
            error={ratingError}
            hint={text['staticContent.ratingHint']}
          />
          <StarDistribution actorRef={actorRef} />
          {field('version')}
          <Select
            label={labels.androidVersion}
            options={ANDROID}
            value={androidVersion}
            disabled={isSaving}
            onValueChange={(value) =>
              actorRef.send({ type: 'field.change', values: { androidVersion: value } })
            }
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" busy={isSaving} disabled={!canSave && !isSaving}>
            {text['staticContent.save']}
          </Button>
          <Button
            variant="secondary"
            disabled={!canReset}
            onClick={() => actorRef.send({ type: 'form.reset' })}
          >
            {text['staticContent.reset']}
          </Button>
        </div>
      </form>
      <StaticContentConflictDialog actorRef={actorRef} />
    </Card>
  );
}
