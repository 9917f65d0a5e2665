import { appFormSelectors, type AppFormSnapshot } from '@landing/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AppFormLogic } from './appFormLogic.ts';

export type AppFormActor = ActorRefFrom<AppFormLogic>;

export type AppPageState = 'loading' | 'loadFailed' | 'saving' | 'editing';

const selectPageState = (snapshot: AppFormSnapshot): AppPageState => {
  if (appFormSelectors.selectIsLoading(snapshot)) return 'loading';
  if (appFormSelectors.selectIsLoadFailed(snapshot)) return 'loadFailed';
  if (appFormSelectors.selectIsSaving(snapshot)) return 'saving';
  return 'editing';
};

/** The page's finite state, for `data-state` and what the form shows. */
export const useAppPageState = (actor: AppFormActor) => useSelector(actor, selectPageState);

/** The breadcrumb's current item: the live name, else 'New App' or 'App #{id}'. */
const selectTitle = (snapshot: AppFormSnapshot) => {
  const name = appFormSelectors.selectAppName(snapshot);
  if (name !== '') return name;
  const id = appFormSelectors.selectAppId(snapshot);
  return appFormSelectors.selectMode(snapshot) === 'create' || id === null
    ? 'New App'
    : `App #${id}`;
};

export const useAppTitle = (actor: AppFormActor) => useSelector(actor, selectTitle);

/**
 * 'Saving…' while an app is created (also while its Pushok app is requested, after the mode
 * already became edit), 'Updating…' while an existing one is updated, else 'Save'.
 */
const selectSaveLabel = (snapshot: AppFormSnapshot) => {
  if (!appFormSelectors.selectIsSaving(snapshot)) return 'Save';
  const creating =
    appFormSelectors.selectMode(snapshot) === 'create' ||
    snapshot.matches({ saving: 'requestingPushok' });
  return creating ? 'Saving…' : 'Updating…';
};

export const useSaveLabel = (actor: AppFormActor) => useSelector(actor, selectSaveLabel);
