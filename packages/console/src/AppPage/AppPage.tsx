import { appPageMachine, appPageSelectors } from '@landing/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { appPath } from '../Apps/Apps.tsx';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { AppForm } from './AppForm.tsx';
import type { AppFormLogic } from './appFormLogic.ts';
import * as styles from './AppPage.css.ts';
import { useAppPageState } from './useAppForm.ts';

export type AppPageProps = {
  /** The route's app id; null for /apps/new. */
  appId: number | null;
  /** The app form machine with its network effects provided (`createAppFormLogic(client)`). */
  logic: AppFormLogic;
  /** Goes to a console path: /apps/{id} after a save, /apps from the breadcrumb. */
  onNavigate: (to: string) => void;
};

/**
 * /apps/{id} and /apps/new. Which form instance shows is `appPageMachine`'s: a new app, once
 * saved, goes to /apps/{id} and keeps its form (it already holds the saved app); any other
 * change of the route's id starts a fresh form.
 */
export function AppPage({ appId, logic, onNavigate }: AppPageProps) {
  const page = useActorRef(appPageMachine, { input: { appId } });
  // Before paint, so a replaced form never shows for a frame at the new address.
  useLayoutEffect(() => {
    page.send({ type: 'page.routeChanged', appId });
  }, [page, appId]);
  const formKey = useSelector(page, appPageSelectors.selectFormKey);
  return (
    <AppPageScreen
      key={formKey}
      appId={appId}
      logic={logic}
      onNavigate={onNavigate}
      onCreated={(createdId) => page.send({ type: 'page.appCreated', appId: createdId })}
    />
  );
}

type AppPageScreenProps = AppPageProps & { onCreated: (appId: number) => void };

function AppPageScreen({ appId, logic, onNavigate, onCreated }: AppPageScreenProps) {
  const actor = useActorRef(
    logic.provide({
      actions: {
        navigateToApp: (_, { appId: savedId }) => {
          if (appId === null) onCreated(savedId);
          onNavigate(appPath(savedId));
        },
        reportPushokFailure: (_, { appId: failedId, error }) => {
          console.error(`Pushok app request for app ${failedId} failed`, error);
        },
      },
    }),
    { input: { appId } },
  );
  const state = useAppPageState(actor);

  return (
    <main className={styles.page} data-state={state}>
      <AppBreadcrumb actor={actor} />
      <AppForm actor={actor} />
    </main>
  );
}
