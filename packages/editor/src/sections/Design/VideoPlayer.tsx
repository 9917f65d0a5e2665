import { Button, Slider } from '@landing/ui';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../messages/messages.tsx';
import * as styles from './Video.css.ts';

export type VideoPlayerProps = {
  /** The video's bytes (object URL, so frames can be drawn), else its URL. */
  source: Blob | string;
  /** Receives the element, for frame capture. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** More controls beside Play (the frame capture). */
  children?: ReactNode;
};

/** The time slider's keyboard step: ← and → move 0.1 s (Shift: 1 s, Radix's tenfold step). */
export const VIDEO_TIME_STEP = 0.1;

/** A time to the tenth of a second, as the slider steps: `1:05.3`. */
export const formatVideoTime = (seconds: number) => {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const whole = Math.floor(tenths / 10);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}.${tenths % 10}`;
};

/**
 * The video, a time slider as wide as its card and play or pause (the element's own controls
 * stay off).
 */
export function VideoPlayer({ source, videoRef, children }: VideoPlayerProps) {
  const [paused, setPaused] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Recorded WebM files often carry no duration until the end is sought once.
  const seekingEnd = useRef(false);
  const text = useMessages();

  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      if (!video) return;
      if (typeof source === 'string') {
        video.src = source;
        return;
      }
      const url = URL.createObjectURL(source);
      video.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [source, videoRef],
  );

  const readDuration = (video: HTMLVideoElement) => {
    if (Number.isFinite(video.duration)) {
      setDuration(video.duration);
      if (seekingEnd.current) {
        seekingEnd.current = false;
        video.currentTime = 0;
      }
    } else if (!seekingEnd.current) {
      seekingEnd.current = true;
      video.currentTime = Number.MAX_SAFE_INTEGER;
    }
  };

  return (
    <div className={styles.player}>
      <video
        ref={attach}
        className={styles.video}
        aria-label={text['design.player']}
        muted
        playsInline
        preload="auto"
        onLoadedMetadata={(event) => readDuration(event.currentTarget)}
        onDurationChange={(event) => readDuration(event.currentTarget)}
        onTimeUpdate={(event) => {
          if (!seekingEnd.current) setTime(event.currentTarget.currentTime);
        }}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onEnded={() => setPaused(true)}
      />
      <Slider
        label={text['design.playerTime']}
        min={0}
        max={duration > 0 ? duration : 1}
        step={VIDEO_TIME_STEP}
        value={Math.min(time, duration)}
        disabled={duration === 0}
        formatValue={formatVideoTime}
        onValueChange={(next) => {
          setTime(next);
          if (videoRef.current) videoRef.current.currentTime = next;
        }}
      />
      <div className={styles.controls}>
        <Button
          variant="secondary"
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (video.paused) void video.play().catch(() => setPaused(true));
            else video.pause();
          }}
        >
          {text[paused ? 'design.play' : 'design.pause']}
        </Button>
        {children}
      </div>
    </div>
  );
}
