import {
  classifyPurchaseError,
  ERRORS,
  purchaseErrorTextOf,
  type DomainPurchaseErrorCode,
} from '@landing/api';
import { serverMessageOf } from '../shared/serverMessage.ts';

export type PurchaseFailure = { code: DomainPurchaseErrorCode | null; message: string };

const CODE_MESSAGES: Record<DomainPurchaseErrorCode, string> = {
  INSUFFICIENT_FUNDS: ERRORS.insufficientFunds,
  UNKNOWN: ERRORS.domainPurchaseUnknown,
};

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCode = (value: unknown): value is DomainPurchaseErrorCode =>
  value === 'INSUFFICIENT_FUNDS' || value === 'UNKNOWN';

/**
 * A failed purchase as the modal shows it (spec §8): the purchase service's code and message
 * (INSUFFICIENT_FUNDS or UNKNOWN). A failure that carries no code but the registrar's text
 * (`message.error.error` of the body) is classified the same way. Anything else (no answer at
 * all) reads 'Domain purchase failed.'.
 */
export function purchaseFailureOf(error: unknown): PurchaseFailure {
  if (isBag(error) && isCode(error['code'])) {
    return { code: error['code'], message: CODE_MESSAGES[error['code']] };
  }
  const text = isBag(error)
    ? (purchaseErrorTextOf(error['body']) ??
      purchaseErrorTextOf(error['data']) ??
      serverMessageOf(error))
    : undefined;
  if (text !== undefined) return classifyPurchaseError(text);
  return { code: null, message: ERRORS.domainPurchaseFailed };
}
