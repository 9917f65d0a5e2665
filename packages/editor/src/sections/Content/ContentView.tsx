import { CONTENT_TEXTS, contentSelectors, type ContentField } from '@landing/machines';
import { Autocomplete, Button, Card, ErrorText, Spinner, Textarea } from '@landing/ui';
import type { AutocompleteOption } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ContentLogic } from './contentSection.ts';
import { ContentConflictDialog } from './ContentConflictDialog.tsx';
import * as styles from './ContentView.css.ts';

type ContentActor = ActorRefFrom<ContentLogic>;

const NO_OPTIONS: readonly AutocompleteOption[] = [];

const asChips = (entries: readonly string[]) =>
  entries.map((entry) => ({ value: entry, label: entry }));

/** Description, Tags and Additional Info Items of the active translation; 'Save Content'. */
export function ContentView({ actorRef }: { actorRef: ContentActor }) {
  const isLoading = useSelector(actorRef, contentSelectors.selectIsLoading);
  const loadError = useSelector(actorRef, contentSelectors.selectLoadError);

  if (isLoading) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading content…" showLabel />
      </div>
    );
  }
  if (loadError !== null) {
    return (
      <Card title="Content">
        <ErrorText>{loadError}</ErrorText>
        <Button onClick={() => actorRef.send({ type: 'content.retry' })}>Try again</Button>
      </Card>
    );
  }
  return <ContentForm actorRef={actorRef} />;
}

function ContentForm({ actorRef }: { actorRef: ContentActor }) {
  const description = useSelector(actorRef, contentSelectors.selectDescription);
  const tags = useSelector(actorRef, contentSelectors.selectTags);
  const additionalInfo = useSelector(actorRef, contentSelectors.selectAdditionalInfo);
  const isSaving = useSelector(actorRef, contentSelectors.selectIsSaving);
  const descriptionError = useFieldError(actorRef, 'description');
  const isGone = useSelector(actorRef, contentSelectors.selectIsGone);
  const tagChips = useMemo(() => asChips(tags), [tags]);
  const infoChips = useMemo(() => asChips(additionalInfo), [additionalInfo]);

  const change = (values: Parameters<typeof changeEvent>[0]) => actorRef.send(changeEvent(values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'content.save' });
  };

  return (
    <Card title="Content">
      {isGone && <ErrorText>{CONTENT_TEXTS.gone}</ErrorText>}
      <form className={styles.form} onSubmit={submit} aria-busy={isSaving} noValidate>
        <Textarea
          label="Description"
          value={description}
          rows={6}
          error={descriptionError}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Autocomplete
          label="Tags"
          hint="Enter or comma adds a tag."
          options={NO_OPTIONS}
          value={tagChips}
          onChange={(chips) => change({ tags: chips.map((chip) => chip.label) })}
        />
        <Autocomplete
          label="Additional Info Items"
          hint="Enter or comma adds an item."
          options={NO_OPTIONS}
          value={infoChips}
          onChange={(chips) => change({ additionalInfo: chips.map((chip) => chip.label) })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={isSaving}>
            Save Content
          </Button>
        </div>
      </form>
      <ContentConflictDialog actorRef={actorRef} />
    </Card>
  );
}

function changeEvent(values: { description?: string; tags?: string[]; additionalInfo?: string[] }) {
  return { type: 'content.change' as const, values };
}

function useFieldError(actorRef: ContentActor, field: ContentField) {
  const selector = useMemo(() => contentSelectors.selectFieldError(field), [field]);
  return useSelector(actorRef, selector);
}
