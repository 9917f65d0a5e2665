import { ACTIVE_DOMAIN_STATUS } from '@landing/api';

/** A usable domain's status is 'active', whatever its case (spec §4). */
export const isActiveStatus = (status: string) =>
  status.trim().toLowerCase() === ACTIVE_DOMAIN_STATUS;
