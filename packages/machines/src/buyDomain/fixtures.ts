import type { AvailableDomains, Domain } from '@landing/api';

/** A registrar answer with a Duration 1 offer, one without, and one with only longer terms. */
export const searchAnswer: AvailableDomains = {
  Domains: [
    {
      Name: 'lucky.com',
      Info: [
        { Duration: 1, Price: 12.99, Fee: 0.5 },
        { Duration: 2, Price: 25.98, Fee: 0.5 },
      ],
    },
    { Name: 'lucky.io', Info: [{ Duration: 1, Price: 39, Fee: 1 }] },
    { Name: 'lucky.net', Info: [{ Duration: 2, Price: 28.98, Fee: 0.5 }] },
    { Name: 'lucky.org', Info: null },
  ],
};

/** What `POST /api/domain` answers for lucky.io: the new domain, pending. */
export const purchasedDomain: Domain = {
  id: 9,
  name: 'lucky.io',
  status: 'pending',
  expireAt: '2027-01-02T03:04:05.000Z',
  records: [],
};

/** `@landing/api`'s buy failures carry a code (shape of ApiError, without its class). */
export const insufficientFundsError = {
  kind: 'http',
  status: 402,
  code: 'INSUFFICIENT_FUNDS',
  message: 'Insufficient funds on registrar account. Please top up the balance and try again.',
};
export const unknownPurchaseError = {
  kind: 'http',
  status: 409,
  code: 'UNKNOWN',
  message: 'Domain purchase failed. Please try again later.',
};
/** No answer at all (the network failed): no code, no server text. */
export const networkError = new TypeError('Failed to fetch');
