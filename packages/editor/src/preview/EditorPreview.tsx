import {
  DEVICE_PRESETS,
  PREVIEW_MESSAGES,
  ZOOM_STEPS,
  previewSelectors as select,
  type PreviewEvent,
} from '@landing/machines';
import { Button, Select, Spinner } from '@landing/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMessages } from '../messages/messages.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import * as styles from './EditorPreview.css.ts';
import { createPreviewLogic, type PreviewLogic } from './previewLogic.ts';
import { previewLayout, wantedPanelWidth } from './previewLayout.ts';
import { useElementWidth } from './useElementWidth.ts';
import { useFrameExpiry } from './useFrameExpiry.ts';

export type EditorPreviewProps = {
  landingId: number | null;
  launcherId: number | null;
  contentId: number | null;
  className?: string;
};

type PreviewActor = ActorRefFrom<PreviewLogic>;

const zoomOptions = ZOOM_STEPS.map((zoom) => ({ value: String(zoom), label: `${zoom}%` }));
const deviceOptions = DEVICE_PRESETS.map((device) => ({ value: device.id, label: device.name }));

/**
 * The live preview: the landing page of the active translation in a device frame. Shown only
 * when landing, launcher and content have ids; reloads 200 ms after a call that changed them.
 */
export function EditorPreview({ landingId, launcherId, contentId, className }: EditorPreviewProps) {
  const { client } = useEditorServices();
  const [logic] = useState(() => createPreviewLogic(client));
  const actor = useActorRef(logic, { input: { landingId, launcherId, contentId } });

  useEffect(() => {
    actor.send({ type: 'preview.target', landingId, launcherId, contentId });
  }, [actor, landingId, launcherId, contentId]);

  useEffect(
    () =>
      client.events.on('mutationSucceeded', ({ method, path }) => {
        actor.send({ type: 'preview.mutated', method, path });
      }),
    [actor, client],
  );

  const visible = useSelector(actor, select.selectIsVisible);
  const width = useSelector(actor, (snapshot) =>
    wantedPanelWidth(
      select.selectScreenSize(snapshot),
      select.selectZoom(snapshot),
      select.selectOrientation(snapshot) === 'landscape',
    ),
  );
  const text = useMessages();
  if (!visible) return null;
  return (
    <section
      aria-label={text['preview.label']}
      className={className ? `${styles.panel} ${className}` : styles.panel}
      // Asked for, not taken: a column sized to its content grows to it where there is room.
      style={{ width }}
    >
      <PreviewToolbar actor={actor} />
      <PreviewStage actor={actor} />
    </section>
  );
}

function PreviewToolbar({ actor }: { actor: PreviewActor }) {
  const zoom = useSelector(actor, select.selectZoom);
  const deviceId = useSelector(actor, select.selectDeviceId);
  const canRotate = useSelector(actor, select.selectCanRotate);
  const orientation = useSelector(actor, select.selectOrientation);
  const send = (event: PreviewEvent) => actor.send(event);
  const text = useMessages();
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarField}>
        <Select
          label={text['preview.device']}
          options={deviceOptions}
          value={deviceId}
          onValueChange={(value) => send({ type: 'preview.device', deviceId: value })}
        />
      </div>
      <div className={styles.toolbarField}>
        <Select
          label={text['preview.zoom']}
          options={zoomOptions}
          value={String(zoom)}
          onValueChange={(value) => send({ type: 'preview.zoom', zoom: Number(value) })}
        />
      </div>
      {canRotate && (
        <Button
          variant="secondary"
          aria-label={
            text[
              orientation === 'portrait' ? 'preview.rotateToLandscape' : 'preview.rotateToPortrait'
            ]
          }
          onClick={() => send({ type: 'preview.rotate' })}
        >
          <span aria-hidden="true">⟳</span> {text['preview.rotate']}
        </Button>
      )}
    </div>
  );
}

/** The machine's own error texts in the host's words; a server's message as it came. */
function previewErrorText(error: string | null, text: ReturnType<typeof useMessages>) {
  if (error === PREVIEW_MESSAGES.loadFailed) return text['preview.loadFailed'];
  if (error === PREVIEW_MESSAGES.frameTimedOut) return text['preview.timedOut'];
  return error;
}

function PreviewStage({ actor }: { actor: PreviewActor }) {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  useFrameExpiry(frame, actor);
  const width = useElementWidth(stage);
  const zoom = useSelector(actor, select.selectZoom);
  const device = useSelector(actor, select.selectDevice);
  const size = useSelector(actor, select.selectScreenSize);
  const status = useSelector(actor, select.selectStatus);
  const loading = useSelector(actor, select.selectIsLoading);
  const error = useSelector(actor, select.selectError);
  const src = useSelector(actor, select.selectFrameSrc);
  const orientation = useSelector(actor, select.selectOrientation);
  const layout = previewLayout(size, width, zoom, orientation === 'landscape');
  const text = useMessages();
  return (
    <div
      ref={setStage}
      className={styles.stage}
      data-state={status}
      role="group"
      aria-label={text['preview.screen']}
    >
      <div
        className={styles.device}
        data-device={device.id}
        style={{
          width: layout.frame.width,
          height: layout.frame.height,
          background: device.colors.frame,
        }}
      >
        <div
          className={styles.screen}
          style={{
            left: layout.screen.left,
            top: layout.screen.top,
            width: layout.screen.width,
            height: layout.screen.height,
            outline: `2px solid ${device.colors.bezel}`,
          }}
        >
          {src !== null && status !== 'failed' && (
            <iframe
              key="page"
              ref={setFrame}
              title={text['preview.frame']}
              src={src}
              className={styles.frame}
              // Scripts run, but never with this origin: no tokens, no storage, no DOM access.
              sandbox="allow-scripts allow-forms allow-popups"
              referrerPolicy="no-referrer"
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${layout.scaleX}, ${layout.scaleY})` }}
              onLoad={() => actor.send({ type: 'preview.frameLoaded' })}
            />
          )}
          {status === 'failed' && (
            <div className={styles.overlay} role="alert">
              <span>{previewErrorText(error, text)}</span>
              <Button size="sm" onClick={() => actor.send({ type: 'preview.retry' })}>
                {text['preview.retry']}
              </Button>
            </div>
          )}
          {loading && status !== 'failed' && (
            // Keyed: from the centred overlay to the corner veil is a new element, not one
            // that jumps (a layout shift).
            <span
              key={src === null ? 'overlay' : 'veil'}
              className={src === null ? styles.overlay : styles.loadingVeil}
            >
              <Spinner label={text['preview.loading']} />
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
