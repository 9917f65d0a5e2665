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
import * as styles from './MainInformation.css.ts';
import { StarDistribution } from './StarDistribution.tsx';
import { StaticContentConflictDialog } from './StaticContentConflictDialog.tsx';

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
  const error = useSelector(actorRef, errorOf[field]);
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
  const ratingError = useSelector(actorRef, errorOf.rating);
  const isSaving = useSelector(actorRef, staticContentSelectors.selectIsSaving);
  const canSave = useSelector(actorRef, staticContentSelectors.selectCanSave);
  const canReset = useSelector(actorRef, staticContentSelectors.selectCanReset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'form.save' });
  };
  const field = (name: StaticContentTextField, label: string, extra: Partial<FieldProps> = {}) => (
    <Field actorRef={actorRef} field={name} label={label} {...extra} />
  );

  return (
    <Card title="Static Content">
      <form
        className={styles.form}
        aria-label="Static Content"
        aria-busy={isSaving || undefined}
        noValidate
        onSubmit={submit}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Main Information</legend>
          {field('name', 'Application Name')}
          {field('shortName', 'Short Name')}
          {field('developer', 'Developer')}
          {field('email', 'Email', { type: 'email', inputMode: 'email' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Additional Information</legend>
          {field('reviews', 'Reviews', { inputMode: 'numeric' })}
          {field('size', 'Size (MB)', { inputMode: 'decimal' })}
          <Select
            label="Age Restriction"
            options={AGES}
            value={String(age)}
            disabled={isSaving}
            onValueChange={(value) =>
              actorRef.send({ type: 'field.change', values: { age: Number(value) } })
            }
          />
          {field('installs', 'Installs', { inputMode: 'numeric' })}
          {field('ratingPeople', 'Rating Count', { inputMode: 'numeric' })}
          <TextInput
            label="Calculated Rating"
            value={rating.toFixed(2)}
            readOnly
            error={ratingError}
            hint="From the rating distribution"
          />
          <StarDistribution actorRef={actorRef} />
          {field('version', 'App Version')}
          <Select
            label="Android Version"
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
            Save Static Content
          </Button>
          <Button
            variant="secondary"
            disabled={!canReset}
            onClick={() => actorRef.send({ type: 'form.reset' })}
          >
            Reset Changes
          </Button>
        </div>
      </form>
      <StaticContentConflictDialog actorRef={actorRef} />
    </Card>
  );
}
