import { templateFormSelectors } from '@landing/machines';
import { ConflictDialog } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { TemplateFormActor } from './TemplateForm.tsx';

const LABELS = { code: 'Code', description: 'Description', archive: 'Archive' } as const;

/** The template form's conflict dialog (issue 29): another operator saved this template. */
export function TemplateConflictDialog({ actor }: { actor: TemplateFormActor }) {
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
      title="Someone else saved this template"
      saveLabel="Save Merged Template"
      fields={conflict.fields}
      labels={LABELS}
      original={text(conflict.original)}
      theirs={text(conflict.theirs)}
      mine={text(mine)}
      picks={conflict.picks}
      onPick={(field, side) => actor.send({ type: 'conflict.pick', field, side })}
      onPickAll={(side) => actor.send({ type: 'conflict.pickAll', side })}
      onSave={() => actor.send({ type: 'conflict.save' })}
      onCancel={() => actor.send({ type: 'conflict.cancel' })}
    />
  );
}
