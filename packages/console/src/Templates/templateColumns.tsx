import type { Template } from '@landing/api';
import type { Column } from '@landing/ui';
import { withListFields } from '../ListScreen/listView.ts';
import { TEMPLATE_LIST_FIELDS } from '../listFields/listFields.ts';
import * as styles from './Templates.css.ts';

export const NO_DESCRIPTION = 'No description';
const MISSING = '—';

/** How a template is named in buttons and confirmations: its code, else its id. */
export const templateLabel = (template: Template) =>
  template.code?.trim() || `Template #${template.id}`;

/** Full name, else email, else a dash. */
export const templateUserOf = (template: Template) => {
  const author = template.createdBy;
  if (author?.fullName?.trim()) return author.fullName;
  if (author?.email?.trim()) return author.email;
  return MISSING;
};

function ArchiveCell({ template }: { template: Template }) {
  if (!template.archiveUrl) return <span className={styles.missing}>{MISSING}</span>;
  return (
    <a
      className={styles.download}
      href={template.archiveUrl}
      download={`${templateLabel(template)}.zip`}
      aria-label={`Download ${templateLabel(template)} archive`}
    >
      Download
    </a>
  );
}

/** The 'Templates Table' columns, in the spec's order. */
export const templateColumns: readonly Column<Template>[] = withListFields<Template>(
  [
    { field: 'code', header: 'Code' },
    {
      field: 'archiveUrl',
      header: 'Archive',
      render: (template) => <ArchiveCell template={template} />,
    },
    {
      field: 'description',
      header: 'Description',
      transform: (description) => (description?.trim() ? description : NO_DESCRIPTION),
    },
    { field: 'createdBy', header: 'User', transform: (_, template) => templateUserOf(template) },
  ],
  TEMPLATE_LIST_FIELDS,
);
