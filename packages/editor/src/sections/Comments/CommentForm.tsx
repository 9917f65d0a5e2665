import { COMMENT_COUNT_RATED_MIN, COMMENT_STARS_MAX, COMMENT_STARS_MIN } from '@landing/api';
import { commentsSelectors, type CommentFormField } from '@landing/machines';
import { Accordion, Button, Select, TextInput, Textarea, type SelectOption } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { Avatar } from './Avatar.tsx';
import * as styles from './Comments.css.ts';
import { Stars } from './CommentsTable.tsx';
import type { CommentsActor } from './types.ts';

const FORM_ITEM = 'comment-form';

/** The accordion 'Create New Comment' / 'Edit Comment'. */
export function CommentForm({ actorRef }: { actorRef: CommentsActor }) {
  const isOpen = useSelector(actorRef, commentsSelectors.selectIsFormOpen);
  const isEditing = useSelector(actorRef, commentsSelectors.selectIsEditing);
  const title = useMessages()[isEditing ? 'comments.formEdit' : 'comments.formCreate'];
  return (
    <Accordion
      value={isOpen ? [FORM_ITEM] : []}
      onValueChange={(open) => actorRef.send({ type: 'form.open', open: open.includes(FORM_ITEM) })}
      items={[{ value: FORM_ITEM, title, content: <CommentFields actorRef={actorRef} /> }]}
    />
  );
}

function useFieldError(actorRef: CommentsActor, field: CommentFormField) {
  const selector = useMemo(() => commentsSelectors.selectFieldError(field), [field]);
  return useFieldMessage('comments')(useSelector(actorRef, selector));
}

function useValue<TField extends CommentFormField>(actorRef: CommentsActor, field: TField) {
  const selector = useMemo(() => commentsSelectors.selectValue(field), [field]);
  return useSelector(actorRef, selector);
}

const idOf = (value: string) => (value === '' ? null : Number(value));

function CommentFields({ actorRef }: { actorRef: CommentsActor }) {
  const commentators = useSelector(actorRef, commentsSelectors.selectCommentators);
  const locales = useSelector(actorRef, commentsSelectors.selectLocales);
  const isEditing = useSelector(actorRef, commentsSelectors.selectIsEditing);
  const isSaving = useSelector(actorRef, commentsSelectors.selectIsSaving);
  const isBusy = useSelector(actorRef, commentsSelectors.selectIsBusy);
  const commentatorId = useValue(actorRef, 'commentatorId');
  const langId = useValue(actorRef, 'langId');
  const text = useValue(actorRef, 'text');
  const stars = useValue(actorRef, 'stars');
  const countRated = useValue(actorRef, 'countRated');
  const reply = useValue(actorRef, 'reply');
  const t = useMessages();
  const errors = {
    commentatorId: useFieldError(actorRef, 'commentatorId'),
    langId: useFieldError(actorRef, 'langId'),
    text: useFieldError(actorRef, 'text'),
    stars: useFieldError(actorRef, 'stars'),
    countRated: useFieldError(actorRef, 'countRated'),
  };

  const authorOptions = useMemo<SelectOption[]>(
    () =>
      commentators.map((commentator) => {
        const name = commentator.name ?? `Commentator #${commentator.id}`;
        return {
          value: String(commentator.id),
          label: name,
          icon: <Avatar name={name} url={commentator.iconUrl} />,
        };
      }),
    [commentators],
  );
  const languageOptions = useMemo<SelectOption[]>(
    () =>
      locales.map((locale) => ({
        value: String(locale.id),
        label: locale.displayName ?? locale.google_lang_code,
      })),
    [locales],
  );

  const change = (values: Parameters<typeof changeEvent>[0]) => actorRef.send(changeEvent(values));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={isSaving} noValidate>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Select
            label={t['comments.author']}
            placeholder={t['comments.authorPlaceholder']}
            options={authorOptions}
            value={commentatorId === null ? '' : String(commentatorId)}
            onValueChange={(value) => change({ commentatorId: idOf(value) })}
            error={errors.commentatorId}
          />
        </div>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => actorRef.send({ type: 'author.create' })}
        >
          {t['comments.createAuthor']}
        </Button>
      </div>
      <Select
        label={t['comments.language']}
        placeholder={t['comments.languagePlaceholder']}
        options={languageOptions}
        value={langId === null ? '' : String(langId)}
        onValueChange={(value) => change({ langId: idOf(value) })}
        error={errors.langId}
      />
      <Textarea
        label={t['comments.text']}
        value={text}
        onChange={(event) => change({ text: event.target.value })}
        error={errors.text}
      />
      <div className={styles.row}>
        <TextInput
          label={t['comments.rating']}
          type="number"
          inputMode="numeric"
          min={COMMENT_STARS_MIN}
          max={COMMENT_STARS_MAX}
          step={1}
          value={stars}
          onChange={(event) => change({ stars: event.target.value })}
          error={errors.stars}
        />
        <span className={styles.ratingPreview}>
          <Stars stars={stars} />
        </span>
        <TextInput
          label={t['comments.countRated']}
          type="number"
          inputMode="numeric"
          min={COMMENT_COUNT_RATED_MIN}
          step={1}
          value={countRated}
          onChange={(event) => change({ countRated: event.target.value })}
          error={errors.countRated}
        />
      </div>
      <Textarea
        label={t['comments.reply']}
        value={reply}
        onChange={(event) => change({ reply: event.target.value })}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={isSaving} disabled={isBusy && !isSaving}>
          {t[isEditing ? 'comments.submitEdit' : 'comments.submitCreate']}
        </Button>
        {isEditing && (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() => actorRef.send({ type: 'form.cancelEdit' })}
          >
            {t['comments.cancelEdit']}
          </Button>
        )}
      </div>
    </form>
  );
}

function changeEvent(values: {
  commentatorId?: number | null;
  langId?: number | null;
  text?: string;
  stars?: string;
  countRated?: string;
  reply?: string;
}) {
  return { type: 'form.change' as const, values };
}
