import type { Domain } from '@landing/api';
import {
  domainStatusSelectors,
  domainsListSelectors,
  isActiveStatus,
  type DomainStatusActorRef,
} from '@landing/machines';
import { Button, ErrorText, Pill } from '@landing/ui';
import { useSelector } from '@xstate/react';
import * as styles from './Domains.css.ts';
import type { DomainsListActor } from './useDomainsList.ts';

type CellProps = { list: DomainsListActor; domain: Domain };

const useRowActor = (list: DomainsListActor, domainId: number) =>
  useSelector(list, domainsListSelectors.selectStatusActor(domainId));

/** The row's status as a pill, highlighted when active (whatever the case of the word). */
export function StatusCell({ list, domain }: CellProps) {
  const row = useRowActor(list, domain.id);
  if (row === undefined) return <StatusPill status={domain.status} />;
  return <LiveStatusPill row={row} />;
}

function LiveStatusPill({ row }: { row: DomainStatusActorRef }) {
  const status = useSelector(row, domainStatusSelectors.selectStatus);
  return <StatusPill status={status} />;
}

function StatusPill({ status }: { status: string }) {
  return <Pill active={isActiveStatus(status)}>{status}</Pill>;
}

/** 'Check Status' ('Checking...' while it runs) and, under it, why the last check failed. */
export function CheckStatusCell({ list, domain }: CellProps) {
  const row = useRowActor(list, domain.id);
  if (row === undefined) return null;
  return <CheckStatus row={row} />;
}

function CheckStatus({ row }: { row: DomainStatusActorRef }) {
  const checking = useSelector(row, domainStatusSelectors.selectIsChecking);
  const error = useSelector(row, domainStatusSelectors.selectError);
  return (
    <div className={styles.statusCheck}>
      <Button
        variant="secondary"
        size="sm"
        disabled={checking}
        onClick={() => row.send({ type: 'status.check' })}
      >
        {checking ? 'Checking...' : 'Check Status'}
      </Button>
      {error !== null && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
