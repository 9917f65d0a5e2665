import type { PushService } from '@landing/api';
import { useBeforeUnloadWarning } from '@landing/drafts';
import { appFormSelectors, type AppFormValues } from '@landing/machines';
import {
  Button,
  Card,
  ErrorText,
  Select,
  Spinner,
  TextInput,
  type SelectOption,
} from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './AppPage.css.ts';
import { AppConflictDialog } from './AppConflictDialog.tsx';
import { APPS_PATH } from '../Apps/appPaths.ts';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useAppPageState, useSaveLabel, type AppFormActor } from './useAppForm.ts';

const PUSH_SERVICES: readonly SelectOption[] = [
  { value: 'firebase', label: 'Firebase' },
  // Shown so operators know it exists; the back office only runs Firebase for now.
  { value: 'onesignal', label: 'OneSignal', disabled: true },
];

const errorOf = {
  name: appFormSelectors.selectFieldError('name'),
  pushService: appFormSelectors.selectFieldError('pushService'),
  landingId: appFormSelectors.selectFieldError('landingId'),
  openerLink: appFormSelectors.selectFieldError('openerLink'),
  domain: appFormSelectors.selectFieldError('domain'),
  subdomain: appFormSelectors.selectFieldError('subdomain'),
};

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * The 'Main Info' card: the app's fields, Save and Reset, and the load or save error; `draft`
 * offers the unsaved values an earlier visit left (above the fields), `history` is its Undo and
 * Redo.
 */
export function AppForm({
  actor,
  draft,
  history,
}: {
  actor: AppFormActor;
  draft?: ReactNode;
  history?: ReactNode;
}) {
  const state = useAppPageState(actor);
  const values = useSelector(actor, appFormSelectors.selectValues);
  const isEditMode = useSelector(actor, appFormSelectors.selectIsEditMode);
  const landingOptions = useSelector(actor, appFormSelectors.selectLandingOptions);
  const domainNames = useSelector(actor, appFormSelectors.selectDomainOptions, sameNames);
  const isSubdomainVisible = useSelector(actor, appFormSelectors.selectIsSubdomainVisible);
  const canSave = useSelector(actor, appFormSelectors.selectCanSave);
  const canReset = useSelector(actor, appFormSelectors.selectCanReset);
  const error = useSelector(actor, appFormSelectors.selectError);
  const isMissing = useSelector(actor, appFormSelectors.selectIsMissing);
  const saveLabel = useSaveLabel(actor);
  useBeforeUnloadWarning(useSelector(actor, appFormSelectors.selectIsDirty));
  const errors = {
    name: useSelector(actor, errorOf.name),
    pushService: useSelector(actor, errorOf.pushService),
    landingId: useSelector(actor, errorOf.landingId),
    openerLink: useSelector(actor, errorOf.openerLink),
    domain: useSelector(actor, errorOf.domain),
    subdomain: useSelector(actor, errorOf.subdomain),
  };

  const change = (changed: Partial<AppFormValues>) =>
    actor.send({ type: 'form.change', values: changed });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.save' });
  };

  const isSaving = state === 'saving';
  const landingSelectOptions = landingOptions.map(({ id, label }) => ({
    value: String(id),
    label,
  }));
  const domainOptions = domainNames.map((name) => ({ value: name, label: name }));

  return (
    <Card title="Main Info" className={styles.card}>
      {state === 'loading' ? (
        <Spinner label="Loading app…" showLabel />
      ) : (
        <>
          {draft}
          <AppConflictDialog actor={actor} />
          {history}
          <form
            className={styles.form}
            aria-label="App"
            noValidate
            aria-busy={isSaving || undefined}
            onSubmit={submit}
          >
            <fieldset className={styles.fields} disabled={isSaving || state === 'loadFailed'}>
              <TextInput
                label="Name"
                name="name"
                autoComplete="off"
                value={values.name}
                error={errors.name}
                onChange={(event) => change({ name: event.target.value })}
              />
              <Select
                label="Push Service"
                options={PUSH_SERVICES}
                value={values.pushService}
                error={errors.pushService}
                disabled={isEditMode}
                onValueChange={(value) => change({ pushService: value as PushService })}
              />
              <Select
                label="Landing"
                placeholder="Choose a landing"
                options={landingSelectOptions}
                value={values.landingId === null ? '' : String(values.landingId)}
                error={errors.landingId}
                onValueChange={(value) => change({ landingId: Number(value) })}
              />
              <TextInput
                label="Opener Link"
                name="openerLink"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                value={values.openerLink}
                error={errors.openerLink}
                onChange={(event) => change({ openerLink: event.target.value })}
              />
              <Select
                label="Connected domain"
                placeholder="Choose a domain"
                options={domainOptions}
                value={values.domain}
                error={errors.domain}
                disabled={isEditMode}
                onValueChange={(value) => change({ domain: value })}
              />
              {isSubdomainVisible && (
                <TextInput
                  label="Subdomain"
                  name="subdomain"
                  autoComplete="off"
                  spellCheck={false}
                  value={values.subdomain}
                  error={errors.subdomain}
                  hint={`${values.subdomain === '' ? '…' : values.subdomain}.${values.domain}`}
                  disabled={isEditMode}
                  onChange={(event) => change({ subdomain: event.target.value })}
                  onBlur={() => actor.send({ type: 'form.subdomainLeft' })}
                />
              )}
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit" busy={isSaving} disabled={!canSave && !isSaving}>
                {saveLabel}
              </Button>
              <Button
                variant="secondary"
                disabled={!canReset}
                onClick={() => actor.send({ type: 'form.reset' })}
              >
                Reset
              </Button>
            </div>
            {error !== null && <ErrorText className={styles.formError}>{error}</ErrorText>}
            {isMissing && (
              <ConsoleLink to={APPS_PATH} className={styles.backLink}>
                Back to All Apps
              </ConsoleLink>
            )}
            {state === 'loadFailed' && !isMissing && (
              <Button variant="secondary" onClick={() => actor.send({ type: 'form.retry' })}>
                Try again
              </Button>
            )}
          </form>
        </>
      )}
    </Card>
  );
}
