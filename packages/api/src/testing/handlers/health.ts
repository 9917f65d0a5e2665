import { data } from '../route.ts';
import { type ResourceContext } from './resource.ts';

/** The mock back office's the health check. */
export const createHealthHandlers = ({ route, base }: ResourceContext) => {
  return [route('health.check', 'get', `${base}/health`, () => data({ status: 'ok' }))];
};
