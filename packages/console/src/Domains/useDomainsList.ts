import { domainsListSelectors } from '@landing/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DomainsLogic } from './domainsLogic.ts';

export type DomainsListActor = ActorRefFrom<DomainsLogic['list']>;

export const useDomainsListStage = (list: DomainsListActor) =>
  useSelector(list, domainsListSelectors.selectStage);
export const useDomains = (list: DomainsListActor) =>
  useSelector(list, domainsListSelectors.selectDomains);
export const useDomainsLoading = (list: DomainsListActor) =>
  useSelector(list, domainsListSelectors.selectIsLoading);
export const useDomainsError = (list: DomainsListActor) =>
  useSelector(list, domainsListSelectors.selectError);
