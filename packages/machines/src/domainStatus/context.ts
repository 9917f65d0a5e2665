export type DomainStatusInput = { domainId: number; status: string };

export type DomainStatusContext = {
  domainId: number;
  /** The status as last loaded or checked. */
  status: string;
  /** Why the last check failed; null after a good one. */
  error: string | null;
};

export const initialDomainStatusContext = ({
  domainId,
  status,
}: DomainStatusInput): DomainStatusContext => ({ domainId, status, error: null });
