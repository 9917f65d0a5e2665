import { Button, DataTable, EmptyState, ErrorText } from '@landing/ui';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { LIST_NOT_LOADED, useListView, type ListViewProps } from '../ListScreen/listView.ts';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { BuyDomainModal } from './BuyDomainModal.tsx';
import { domainColumns } from './domainColumns.tsx';
import { createDomainsLogic } from './domainsLogic.ts';
import * as styles from './Domains.css.ts';
import {
  useDomains,
  useDomainsError,
  useDomainsListStage,
  useDomainsLoading,
  type DomainsListActor,
} from './useDomainsList.ts';

export const DOMAINS_PATH = '/domains';

/**
 * /domains: the 'All Domains' table, each row with its own Check Status, and 'Buy new domain'
 * opening the 'Buy a domain' modal. A purchase reloads the list. Its machines' effects come
 * from the services' client (`createDomainsLogic`). Its sort and filter are the route's
 * (`view`), else its own.
 */
export function Domains(props: ListViewProps) {
  const { client, notify } = useConsoleServices();
  const [logic] = useState(() => createDomainsLogic(client));
  const list = useActorRef(logic.list);
  const buyDomain = useActorRef(
    logic.buyDomain.provide({
      actions: {
        domainPurchased: () => list.send({ type: 'list.reload' }),
        reportPurchaseError: (_, { message }) => notify('error', message),
      },
    }),
  );
  const stage = useDomainsListStage(list);
  const columns = useMemo(() => domainColumns(list), [list]);

  return (
    <main className={styles.page} data-state={stage}>
      <DomainsTable
        list={list}
        columns={columns}
        onBuy={() => buyDomain.send({ type: 'modal.open' })}
        view={props}
      />
      <LoadFailure list={list} />
      <BuyDomainModal actor={buyDomain} />
    </main>
  );
}

type DomainsTableProps = {
  list: DomainsListActor;
  columns: ReturnType<typeof domainColumns>;
  onBuy: () => void;
  view: ListViewProps;
};

function DomainsTable({ list, columns, onBuy, view }: DomainsTableProps) {
  const domains = useDomains(list);
  const loading = useDomainsLoading(list);
  const failed = useDomainsError(list) !== null;
  const tableView = useListView(view);
  const buyButton = <Button onClick={onBuy}>Buy new domain</Button>;
  return (
    <DataTable
      title="All Domains"
      columns={columns}
      rows={domains}
      itemLabel={(domain) => domain.name}
      loading={loading}
      editable={false}
      {...tableView}
      filterLabel="Filter domains"
      noMatchText="No domains match the filter."
      empty={failed ? LIST_NOT_LOADED : <EmptyState title="No domains yet" action={buyButton} />}
      toolbar={buyButton}
    />
  );
}

function LoadFailure({ list }: { list: DomainsListActor }) {
  const error = useDomainsError(list);
  if (error === null) return null;
  return (
    <div className={styles.failure}>
      <ErrorText>{error}</ErrorText>
      <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
        Try again
      </Button>
    </div>
  );
}
