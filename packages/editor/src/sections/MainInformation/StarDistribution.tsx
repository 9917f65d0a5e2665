import { STAR_SLIDER_MAX, STAR_SLIDER_MIN, STAR_SLIDER_STEP } from '@landing/api';
import { STARS, staticContentSelectors, type staticContentMachine } from '@landing/machines';
import { Card, Slider } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { fill, useMessages } from '../../messages/messages.tsx';
import * as styles from './MainInformation.css.ts';

type StaticContentActor = ActorRefFrom<typeof staticContentMachine>;

const percent = (value: number) => `${value.toFixed(1)}%`;
const rowSelectors = STARS.map((_, index) => staticContentSelectors.selectStarPercent(index));

function StarRow({ actorRef, index }: { actorRef: StaticContentActor; index: number }) {
  const value = useSelector(actorRef, rowSelectors[index]!);
  const isSaving = useSelector(actorRef, staticContentSelectors.selectIsSaving);
  const star = STARS[index]!;
  const text = useMessages();
  return (
    <Slider
      label={
        star === 1
          ? text['staticContent.oneStar']
          : fill(text, 'staticContent.stars', { count: star })
      }
      min={STAR_SLIDER_MIN}
      max={STAR_SLIDER_MAX}
      step={STAR_SLIDER_STEP}
      value={value}
      formatValue={percent}
      disabled={isSaving}
      onValueChange={(next) => actorRef.send({ type: 'star.change', index, value: next })}
    />
  );
}

/** Five star rows, 5 to 1; together they never pass 100 %. */
export function StarDistribution({ actorRef }: { actorRef: StaticContentActor }) {
  const total = useSelector(actorRef, staticContentSelectors.selectStarTotal);
  const text = useMessages();
  return (
    <Card title={text['staticContent.distribution']} headingLevel={3} className={styles.wide}>
      <div className={styles.stars}>
        {STARS.map((star, index) => (
          <StarRow key={star} actorRef={actorRef} index={index} />
        ))}
        <p className={styles.total}>
          {text['staticContent.total']} {percent(total)}
        </p>
      </div>
    </Card>
  );
}
