import {
  enqueueActions,
  type ActionFunction,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';

/**
 * `enqueueActions` for an action that uses no actor, action, guard, delay or emitted event of
 * its machine (`never` there), so it fits any machine.
 */
export const enqueueForAnyMachine = <
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  collect: Parameters<
    typeof enqueueActions<
      TContext,
      TExpressionEvent,
      TParams,
      TEvent,
      never,
      never,
      never,
      never,
      never
    >
  >[0],
): ActionFunction<TContext, TExpressionEvent, TEvent, TParams, never, never, never, never, never> =>
  enqueueActions(collect);
