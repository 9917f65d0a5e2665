import { PREVIEW_EXPIRED_MESSAGE } from '@landing/api';
import type { PreviewEvent } from '@landing/machines';
import { useEffect } from 'react';

const saysExpired = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === PREVIEW_EXPIRED_MESSAGE;

/**
 * Preview links expire; the server's "expired" page posts `PREVIEW_EXPIRED_MESSAGE` to its
 * parent. Only that frame's own messages count: anything else on the page is ignored.
 */
export function useFrameExpiry(
  frame: HTMLIFrameElement | null,
  actor: { send: (event: PreviewEvent) => void },
) {
  useEffect(() => {
    const view = frame?.ownerDocument.defaultView;
    if (!frame || !view) return;
    const listen = (event: MessageEvent) => {
      if (event.source === frame.contentWindow && saysExpired(event.data)) {
        actor.send({ type: 'preview.expired' });
      }
    };
    view.addEventListener('message', listen);
    return () => view.removeEventListener('message', listen);
  }, [frame, actor]);
}
