import { templateFormSelectors } from '@landing/machines';
import { ConflictDialog, conflictAnswersTo } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { TemplateFormActor } from './TemplateForm.tsx';
import type { TemplateFormWords } from './templateFormWords.ts';

/** The template form's conflict dialog (issue 29): another operator saved this template. */
export function TemplateConflictDialog({
  actor,
  words,
}: {
  actor: TemplateFormActor;
  words: TemplateFormWords;
}) {
  const conflict = useSelector(actor, templateFormSelectors.selectConflict);
  const mine = useSelector(actor, templateFormSelectors.selectMine);
  if (!conflict) return null;
  // An edited template keeps its archive: only the code and the description can conflict.
  const text = (values: { code: string; description: string }) => ({
    code: values.code,
    description: values.description,
    archive: '',
  });
  return (
    <ConflictDialog
      title={words.conflictTitle}
      saveLabel={words.conflictSave}
      words={words.conflict}
      fields={conflict.fields}
      labels={{
        code: words.code,
        description: words.description,
        archive: words.conflictArchive,
      }}
      original={text(conflict.original)}
      theirs={text(conflict.theirs)}
      mine={text(mine)}
      picks={conflict.picks}
      {...conflictAnswersTo(actor.send)}
    />
  );
}
