import { appFormSelectors } from '@landing/machines';
import { Breadcrumb, copyToClipboard, type LinkComponentProps } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { APPS_PATH } from '../Apps/appPaths.ts';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { useConsoleServices } from '../services/ConsoleServices.tsx';
import * as styles from './AppPage.css.ts';
import { useAppTitle, type AppFormActor } from './useAppForm.ts';

export const WEB_SERVER_URL_COPIED = 'Web Server URL copied';

function BreadcrumbLink({ href, ...rest }: LinkComponentProps) {
  return <ConsoleLink to={href} {...rest} />;
}

/** Apps / {name}. In edit mode with a web server URL, the name copies that URL. */
export function AppBreadcrumb({ actor }: { actor: AppFormActor }) {
  const { notify } = useConsoleServices();
  const title = useAppTitle(actor);
  const isEditMode = useSelector(actor, appFormSelectors.selectIsEditMode);
  const webServerUrl = useSelector(actor, appFormSelectors.selectWebServerUrl);
  const copyUrl = isEditMode && webServerUrl !== null && webServerUrl !== '' ? webServerUrl : null;

  const copy = async (url: string) => {
    if (await copyToClipboard(url)) notify('success', WEB_SERVER_URL_COPIED);
  };

  const current =
    copyUrl === null ? (
      title
    ) : (
      <button
        type="button"
        className={styles.copyName}
        title={`Copy ${copyUrl}`}
        onClick={() => void copy(copyUrl)}
      >
        {title}
      </button>
    );

  return (
    <Breadcrumb
      className={styles.breadcrumb}
      linkComponent={BreadcrumbLink}
      items={[{ label: 'Apps', href: APPS_PATH }, { label: current }]}
    />
  );
}
