import type { Domain } from '@landing/api';
import { formatDate } from '@landing/machines';
import type { Column } from '@landing/ui';
import { withListFields } from '../ListScreen/listView.ts';
import { DOMAIN_LIST_FIELDS } from '../listFields/listFields.ts';
import { CheckStatusCell, StatusCell } from './DomainStatusCells.tsx';
import type { DomainsListActor } from './useDomainsList.ts';

/** The 'All Domains' columns, in the spec's order; status cells read each row's own actor. */
export const domainColumns = (list: DomainsListActor): readonly Column<Domain>[] =>
  withListFields<Domain>(
    [
      { field: 'id', header: 'ID', width: '64px' },
      { field: 'name', header: 'Domain' },
      {
        field: 'status',
        header: 'Status',
        width: '120px',
        render: (domain) => <StatusCell list={list} domain={domain} />,
      },
      {
        field: 'expireAt',
        header: 'Expires at',
        width: '140px',
        transform: (value) => formatDate(value),
      },
      {
        field: 'records',
        header: 'Records',
        width: '96px',
        transform: (records) => records?.length ?? 0,
      },
      {
        field: 'id',
        header: 'Actions',
        width: '160px',
        sortable: false,
        filterable: false,
        render: (domain) => <CheckStatusCell list={list} domain={domain} />,
      },
    ],
    DOMAIN_LIST_FIELDS,
  );
