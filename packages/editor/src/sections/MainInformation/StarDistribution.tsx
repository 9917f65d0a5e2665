import { STAR_SLIDER_MAX, STAR_SLIDER_MIN, STAR_SLIDER_STEP } from '@landing/api';
import { STARS, staticContentSelectors, type staticContentMachine } from '@landing/machines';
import { Card, Slider } from '@landing/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './MainInformation.css.ts';

type StaticContentActor = ActorRefFrom<typeof staticContentMachine>;

const percent = (value: number) => `${value.toFixed(1)}%`;
const rowSelectors = STARS.map((_, index) => staticContentSelectors.selectStarPercent(index));

function StarRow({ actorRef, index }: { actorRef: StaticContentActor; index: number }) {
  const value = useSelector(actorRef, rowSelectors[index]!);
  const isSaving = useSelector(actorRef, staticContentSelectors.selectIsSaving);
  const star = STARS[index]!;
  return (
    <Slider
      label={star === 1 ? '1 star' : `${star} stars`}
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
  return (
    <Card title="Rating Distribution" headingLevel={3} className={styles.wide}>
      <div className={styles.stars}>
        {STARS.map((star, index) => (
          <StarRow key={star} actorRef={actorRef} index={index} />
        ))}
        <p className={styles.total}>Total: {percent(total)}</p>
      </div>
    </Card>
  );
}
