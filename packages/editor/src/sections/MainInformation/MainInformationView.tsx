import { mainInformationSelectors } from '@landing/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { IconNameForm } from './IconNameForm.tsx';
import * as styles from './MainInformation.css.ts';
import type { MainInformationLogic } from './mainInformationSection.ts';
import { StaticContentForm } from './StaticContentForm.tsx';

/** Main Information: the Icon, Name and Short Name form, then Static Content on built-in templates. */
export function MainInformationView({
  actorRef,
}: {
  actorRef: ActorRefFrom<MainInformationLogic>;
}) {
  const iconName = useSelector(actorRef, mainInformationSelectors.selectIconNameForm);
  const staticContent = useSelector(actorRef, mainInformationSelectors.selectStaticContentForm);
  return (
    <div className={styles.page}>
      <IconNameForm actorRef={iconName} />
      {staticContent && <StaticContentForm actorRef={staticContent} />}
    </div>
  );
}
