import { mainInformationSelectors } from '@landing/machines';
import { Spinner } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { IconNameForm } from './IconNameForm.tsx';
import * as styles from './MainInformation.css.ts';
import type { MainInformationLogic } from './mainInformationSection.ts';
import { useMessages } from '../../messages/messages.tsx';
import { StaticContentPart } from './staticContentPart.ts';

/** Main Information: the Icon, Name and Short Name form, then Static Content on built-in templates. */
export function MainInformationView({
  actorRef,
}: {
  actorRef: ActorRefFrom<MainInformationLogic>;
}) {
  const iconName = useSelector(actorRef, mainInformationSelectors.selectIconNameForm);
  const staticContent = useSelector(actorRef, mainInformationSelectors.selectStaticContentForm);
  const loading = useMessages()['status.loadingSection'];
  return (
    <div className={styles.page}>
      <IconNameForm actorRef={iconName} />
      {staticContent && (
        <Suspense fallback={<Spinner label={loading} />}>
          <StaticContentPart actorRef={staticContent} />
        </Suspense>
      )}
    </div>
  );
}
