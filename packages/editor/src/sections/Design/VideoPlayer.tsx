import { Button, Slider } from '@landing/ui';
import { useCallback, useRef, useState, type RefObject } from 'react';
import * as styles from './Video.css.ts';

export type VideoPlayerProps = {
  /** The video's bytes (object URL, so frames can be drawn), else its URL. */
  source: Blob | string;
  /** Receives the element, for frame capture. */
  videoRef: RefObject<HTMLVideoElement | null>;
};

const formatTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The video with play or pause and a time slider (the element's own controls stay off). */
export function VideoPlayer({ source, videoRef }: VideoPlayerProps) {
  const [paused, setPaused] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Recorded WebM files often carry no duration until the end is sought once.
  const seekingEnd = useRef(false);

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
    <>
      <video
        ref={attach}
        className={styles.video}
        aria-label="Video"
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
      <Button
        variant="secondary"
        onClick={() => {
          const video = videoRef.current;
          if (!video) return;
          if (video.paused) void video.play().catch(() => setPaused(true));
          else video.pause();
        }}
      >
        {paused ? 'Play' : 'Pause'}
      </Button>
      <Slider
        label="Video time"
        min={0}
        max={duration > 0 ? duration : 1}
        step={0.01}
        value={Math.min(time, duration)}
        disabled={duration === 0}
        formatValue={formatTime}
        onValueChange={(next) => {
          setTime(next);
          if (videoRef.current) videoRef.current.currentTime = next;
        }}
      />
    </>
  );
}
