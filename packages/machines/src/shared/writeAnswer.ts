import { CREATED_WITHOUT_ID, type Created, type CreatedMany } from '@landing/api';
import { MissingIdError, requireId } from './requireId.ts';

/**
 * A create the server made but whose answer does not name it (DECISIONS.md "Write answers"):
 * the flow says so with a warning (CREATED_WITHOUT_ID), reloads what it shows, and never
 * guesses the id.
 */
export { CREATED_WITHOUT_ID };
export type { Created, CreatedMany };

/** Guard of an invoke's onDone: the create's answer named the new id. */
export const answeredId = ({ event }: { event: { output: Created } }) =>
  event.output.kind === 'created';

/** Guard of an invoke's onDone: the answer named every new id. */
export const answeredIds = ({ event }: { event: { output: CreatedMany } }) =>
  event.output.kind === 'created';

/** The new id, behind an `answeredId` guard: a `MissingIdError` if that guard was skipped. */
export const createdIdOf = (created: Created, what: string): number =>
  requireId(created.kind === 'created' ? created.id : null, what);

/** The new ids in order, behind an `answeredIds` guard. */
export const createdIdsOf = (created: CreatedMany, what: string): number[] => {
  if (created.kind !== 'created') throw new MissingIdError(what);
  return created.ids;
};
