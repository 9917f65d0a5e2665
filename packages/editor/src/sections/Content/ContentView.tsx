import { contentSelectors, type ContentField } from '@landing/machines';
import { Autocomplete, Button, Card, ErrorText, Spinner, Textarea } from '@landing/ui';
import type { AutocompleteOption } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import type { ContentLogic } from './contentSection.ts';
import { ContentConflictDialog } from './ContentConflictDialog.tsx';
import { ChangedElsewhereNotice } from '../../watch/ChangedElsewhereNotice.tsx';
import * as styles from './ContentView.css.ts';

type ContentActor = ActorRefFrom<ContentLogic>;

const NO_OPTIONS: readonly AutocompleteOption[] = [];

const asChips = (entries: readonly string[]) =>
  entries.map((entry) => ({ value: entry, label: entry }));

/** Description, Tags and Additional Info Items of the active translation; 'Save Content'. */
export function ContentView({ actorRef }: { actorRef: ContentActor }) {
  const isLoading = useSelector(actorRef, contentSelectors.selectIsLoading);
  const loadError = useSelector(actorRef, contentSelectors.selectLoadError);
  const text = useMessages();

  if (isLoading) {
    return (
      <div className={styles.status}>
        <Spinner label={text['content.loading']} showLabel />
      </div>
    );
  }
  if (loadError !== null) {
    return (
      <Card title={text['content.title']}>
        <ErrorText>{loadError}</ErrorText>
        <Button onClick={() => actorRef.send({ type: 'content.retry' })}>
          {text['load.retry']}
        </Button>
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
  const changedElsewhere = useSelector(actorRef, contentSelectors.selectChangedElsewhere);
  const tagChips = useMemo(() => asChips(tags), [tags]);
  const infoChips = useMemo(() => asChips(additionalInfo), [additionalInfo]);
  const text = useMessages();

  const change = (values: Parameters<typeof changeEvent>[0]) => actorRef.send(changeEvent(values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'content.save' });
  };

  return (
    <Card title={text['content.title']}>
      {isGone && <ErrorText>{text['content.gone']}</ErrorText>}
      {changedElsewhere && (
        <ChangedElsewhereNotice
          change={changedElsewhere}
          onReload={() => actorRef.send({ type: 'content.reload' })}
        />
      )}
      <form className={styles.form} onSubmit={submit} aria-busy={isSaving} noValidate>
        <Textarea
          label={text['content.description']}
          value={description}
          rows={6}
          error={descriptionError}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Autocomplete
          label={text['content.tags']}
          hint={text['content.tagsHint']}
          options={NO_OPTIONS}
          value={tagChips}
          onChange={(chips) => change({ tags: chips.map((chip) => chip.label) })}
        />
        <Autocomplete
          label={text['content.additionalInfo']}
          hint={text['content.additionalInfoHint']}
          options={NO_OPTIONS}
          value={infoChips}
          onChange={(chips) => change({ additionalInfo: chips.map((chip) => chip.label) })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={isSaving}>
            {text['content.save']}
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
  return useFieldMessage('content')(useSelector(actorRef, selector));
}
