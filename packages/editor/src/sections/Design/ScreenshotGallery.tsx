import { designSelectors, type ScreenItem } from '@landing/machines';
import { Button } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { fill, useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { FileImage } from './BlobImage.tsx';
import * as styles from './DesignSection.css.ts';
import { FileButton } from './FileButton.tsx';
import * as gallery from './Gallery.css.ts';
import type { DesignActorRef } from './types.ts';

const selectScreensError = designSelectors.selectFieldError('screens');

type Move = 'left' | 'right';

/** The screenshot gallery: add several at once, move left or right, remove; with a count. */
export function ScreenshotGallery({ actorRef }: { actorRef: DesignActorRef }) {
  const screens = useSelector(actorRef, designSelectors.selectScreens);
  const error = useFieldMessage('design')(useSelector(actorRef, selectScreensError));
  const isEditable = useSelector(actorRef, designSelectors.selectIsEditable);
  const text = useMessages();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Moving a focused element in the DOM drops its focus: put it back on the moved screenshot.
  const refocus = useRef<{ key: string; move: Move } | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    const same = buttons.current.get(`${target.key}:${target.move}`);
    const other = buttons.current.get(`${target.key}:${target.move === 'left' ? 'right' : 'left'}`);
    if (same && !same.disabled) same.focus();
    else other?.focus();
    refocus.current = null;
  });

  const move = (screen: ScreenItem, direction: Move) => {
    refocus.current = { key: screen.key, move: direction };
    actorRef.send({
      type: direction === 'left' ? 'screen.moveLeft' : 'screen.moveRight',
      key: screen.key,
    });
  };

  const register = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  return (
    <div className={styles.group}>
      <div className={styles.row}>
        <h3 className={styles.groupTitle}>{text['design.screenshots']}</h3>
        <span className={styles.muted} aria-live="polite">
          {screens.length === 1
            ? text['design.screenshotCountOne']
            : fill(text, 'design.screenshotCount', { count: screens.length })}
        </span>
      </div>
      {screens.length > 0 && (
        <ul className={gallery.list} aria-label={text['design.screenshots']}>
          {screens.map((screen, index) => {
            const position = index + 1;
            const canLeft = isEditable && index > 0;
            const canRight = isEditable && index < screens.length - 1;
            return (
              <li key={screen.key} className={gallery.item}>
                <FileImage
                  value={screen}
                  alt={fill(text, 'design.screenshotAlt', { position })}
                  className={gallery.thumb}
                />
                <div className={gallery.controls}>
                  <Button
                    size="sm"
                    variant="secondary"
                    ref={register(`${screen.key}:left`)}
                    aria-label={fill(text, 'design.moveLeft', { position })}
                    disabled={!canLeft}
                    onClick={() => move(screen, 'left')}
                  >
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={fill(text, 'design.removeScreenshot', { position })}
                    disabled={!isEditable}
                    onClick={() => actorRef.send({ type: 'screen.remove', key: screen.key })}
                  >
                    ×
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    ref={register(`${screen.key}:right`)}
                    aria-label={fill(text, 'design.moveRight', { position })}
                    disabled={!canRight}
                    onClick={() => move(screen, 'right')}
                  >
                    →
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.row}>
        <FileButton
          accept="image/*"
          multiple
          inputName="screens"
          disabled={!isEditable}
          onFiles={(files) => actorRef.send({ type: 'screens.add', files })}
          onBlur={() => actorRef.send({ type: 'field.blur', field: 'screens' })}
        >
          {text['design.addScreenshot']}
        </FileButton>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
