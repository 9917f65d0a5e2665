import { designSelectors } from '@landing/machines';
import { Button } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fill, useFieldMessage, useMessages } from '../../messages/messages.tsx';
import { FileImage } from './BlobImage.tsx';
import * as styles from './DesignSection.css.ts';
import { FileButton } from './FileButton.tsx';
import type { DesignActorRef } from './types.ts';
import * as videoStyles from './Video.css.ts';
import { formatVideoTime, VideoPlayer } from './VideoPlayer.tsx';

const selectVideoError = designSelectors.selectFieldError('video');

/** The optional video: choose or replace it, play it, and capture a frame as its preview. */
export function VideoField({ actorRef }: { actorRef: DesignActorRef }) {
  const video = useSelector(actorRef, designSelectors.selectVideo);
  const preview = useSelector(actorRef, designSelectors.selectVideoPreview);
  const error = useFieldMessage('design')(useSelector(actorRef, selectVideoError));
  const isEditable = useSelector(actorRef, designSelectors.selectIsEditable);
  const isCapturing = useSelector(actorRef, designSelectors.selectIsCapturing);
  const text = useMessages();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // The time of the last capture, shown once the preview has changed to its frame.
  const [capture, setCapture] = useState<{ time: number; before: typeof preview } | null>(null);
  const source =
    video === null ? null : video.kind === 'chosen' ? video.file : (video.blob ?? video.url);

  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{text['design.video']}</h3>
      {source !== null && (
        <VideoPlayer source={source} videoRef={videoRef}>
          <Button
            variant="secondary"
            busy={isCapturing}
            disabled={!isEditable && !isCapturing}
            onClick={() => {
              const time = videoRef.current?.currentTime;
              setCapture(time === undefined ? null : { time, before: preview });
              actorRef.send({ type: 'frame.capture', source: videoRef.current });
            }}
          >
            {text['design.captureFrame']}
          </Button>
        </VideoPlayer>
      )}
      <div className={styles.row}>
        <FileButton
          accept="video/mp4,video/webm"
          inputName="video"
          disabled={!isEditable}
          onFiles={([file]) => {
            if (file) actorRef.send({ type: 'video.choose', file });
          }}
          onBlur={() => actorRef.send({ type: 'field.blur', field: 'video' })}
        >
          {video === null ? text['design.selectVideo'] : text['design.replaceVideo']}
        </FileButton>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {preview && (
        <div className={styles.row}>
          <FileImage
            value={preview}
            alt={text['design.videoPreview']}
            className={videoStyles.preview}
          />
          {capture !== null && preview !== capture.before && (
            <span className={videoStyles.capturedAt}>
              {fill(text, 'design.frameAt', { time: formatVideoTime(capture.time) })}
            </span>
          )}
          <Button
            variant="secondary"
            disabled={!isEditable}
            onClick={() => actorRef.send({ type: 'preview.remove' })}
          >
            {text['design.removePreview']}
          </Button>
        </div>
      )}
    </div>
  );
}
