import { COMMENTATOR_ICON_TYPES } from '@landing/api';
import { FormHistory, historyForm } from '@landing/drafts';
import {
  commentatorFormSelectors,
  commentsSelectors,
  type CommentatorFormSnapshot,
  type CommentatorIcon,
} from '@landing/machines';
import { Button, FilePicker, Modal, TextInput } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useFieldMessage, useMessages } from '../../messages/messages.tsx';
import * as styles from './Comments.css.ts';
import type { CommentsActor } from './types.ts';

type CommentatorFormRef = NonNullable<
  ReturnType<typeof commentsSelectors.selectCommentatorFormRef>
>;

type CommentatorStep = { name: string; icon: CommentatorIcon | null };

/** The typed name and the chosen icon are steps. */
const commentatorHistory = (formRef: CommentatorFormRef) =>
  historyForm<CommentatorStep>({
    id: 'commentator',
    actor: formRef,
    // Reading a chosen icon is part of its step; a create is not.
    isReady: (snapshot) => (snapshot as CommentatorFormSnapshot).matches('filling'),
    currentOf: (snapshot) => {
      const { name, icon } = (snapshot as CommentatorFormSnapshot).context;
      return { name, icon };
    },
    restore: ({ name, icon }) => [{ type: 'commentator.restore', name, icon }],
  });

/** 'Create New Author' opens this; the new commentator becomes the comment's author. */
export function CommentatorModal({ actorRef }: { actorRef: CommentsActor }) {
  const isOpen = useSelector(actorRef, commentsSelectors.selectIsCreatingAuthor);
  const formRef = useSelector(actorRef, commentsSelectors.selectCommentatorFormRef);
  const text = useMessages();
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'author.cancel' });
      }}
      title={text['comments.commentatorTitle']}
      size="sm"
      closeLabel={text['dialog.close']}
    >
      {formRef && <CommentatorForm formRef={formRef} />}
    </Modal>
  );
}

function CommentatorForm({ formRef }: { formRef: CommentatorFormRef }) {
  const name = useSelector(formRef, commentatorFormSelectors.selectName);
  const fileName = useSelector(formRef, commentatorFormSelectors.selectIconFileName);
  const isChecking = useSelector(formRef, commentatorFormSelectors.selectIsCheckingIcon);
  const isCreating = useSelector(formRef, commentatorFormSelectors.selectIsCreating);
  const fieldMessage = useFieldMessage('commentator');
  const nameError = fieldMessage(useSelector(formRef, commentatorFormSelectors.selectNameError));
  const iconError = fieldMessage(useSelector(formRef, commentatorFormSelectors.selectIconError));
  const text = useMessages();
  const historyForms = useMemo(() => [commentatorHistory(formRef)], [formRef]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    formRef.send({ type: 'commentator.submit' });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={isCreating} noValidate>
      <TextInput
        label={text['comments.commentatorName']}
        value={name}
        disabled={isCreating}
        onChange={(event) => formRef.send({ type: 'commentator.name', name: event.target.value })}
        error={nameError}
      />
      <FilePicker
        // The picker shows the file it was given until it starts over: Undo and Redo change it.
        key={fileName}
        label={text['comments.commentatorIcon']}
        accept={COMMENTATOR_ICON_TYPES.join(',')}
        hint={text['comments.commentatorIconHint']}
        fileName={fileName || undefined}
        disabled={isCreating}
        onChange={(file) => formRef.send({ type: 'commentator.icon', file, fileName: file?.name })}
        error={iconError}
      />
      <div className={styles.actions}>
        <FormHistory
          forms={historyForms}
          labels={{
            group: text['history.label'],
            undo: text['history.undo'],
            redo: text['history.redo'],
          }}
        />
        <Button type="submit" busy={isCreating || isChecking}>
          {text['comments.createCommentator']}
        </Button>
      </div>
    </form>
  );
}
