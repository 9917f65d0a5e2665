import { CREATED_WITHOUT_ID } from '@landing/api';
import { appPageMachine, appPageSelectors } from '@landing/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { FormHistory, hasHistory, ReadyFormDraft, useDraftOwner } from '@landing/drafts';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { onVisibility } from '../ListScreen/othersChanges.ts';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import { APPS_PATH, appPath } from '../Apps/appPaths.ts';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { AppForm } from './AppForm.tsx';
import { appFormDraft } from './appFormDraft.ts';
import { createAppFormLogic, type AppFormLogic } from './appFormLogic.ts';
import * as styles from './AppPage.css.ts';
import { useAppPageState } from './useAppForm.ts';

export type AppPageProps = {
  /** The route's app id; null for /apps/new. */
  appId: number | null;
};

/**
 * /apps/{id} and /apps/new. Which form instance shows is `appPageMachine`'s: a new app, once
 * saved, goes to /apps/{id} and keeps its form (it already holds the saved app); any other
 * change of the route's id starts a fresh form.
 */
export function AppPage({ appId }: AppPageProps) {
  const { client, navigate } = useConsoleServices();
  const [logic] = useState(() => createAppFormLogic(client));
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
      // The page only goes to the saved app itself: the new or unchanged URL replaces the
      // current entry, so Back still leads to the list.
      onNavigate={(to) => navigate(to, { replace: true })}
      onCreated={(createdId) => page.send({ type: 'page.appCreated', appId: createdId })}
    />
  );
}

type AppPageScreenProps = AppPageProps & {
  logic: AppFormLogic;
  onNavigate: (to: string) => void;
  onCreated: (appId: number) => void;
};

function AppPageScreen({ appId, logic, onNavigate, onCreated }: AppPageScreenProps) {
  const { client, notify } = useConsoleServices();
  const actor = useActorRef(
    logic.provide({
      actions: {
        navigateToApp: (_, { appId: savedId }) => {
          if (appId === null) onCreated(savedId);
          onNavigate(appPath(savedId));
        },
        // Made but not named nor found: said so; a new app shows in the apps list.
        createdWithoutRecord: (_, { what }) => {
          notify('warning', CREATED_WITHOUT_ID);
          if (what === 'app') onNavigate(APPS_PATH);
        },
        reportPushokFailure: (_, { appId: failedId, error }) => {
          console.error(`Pushok app request for app ${failedId} failed`, error);
        },
      },
    }),
    { input: { appId } },
  );
  const state = useAppPageState(actor);
  // The form polls its app while the page is shown (issue 29).
  useEffect(
    () => onVisibility((hidden) => actor.send({ type: hidden ? 'form.hidden' : 'form.shown' })),
    [actor],
  );
  const user = useDraftOwner(client);
  const draft = useMemo(() => appFormDraft(actor), [actor]);

  return (
    <main className={styles.page} data-state={state}>
      <AppBreadcrumb actor={actor} />
      <AppForm
        actor={actor}
        history={
          hasHistory(draft) && (
            <FormHistory
              forms={[draft]}
              labels={{ group: 'History', undo: 'Undo', redo: 'Redo' }}
            />
          )
        }
        draft={
          user !== null && (
            <ReadyFormDraft
              form={draft}
              place={{
                user,
                landingId: null,
                launcherId: null,
                translationId: null,
                form: `appForm:${appId ?? 'new'}`,
              }}
            />
          )
        }
      />
    </main>
  );
}
