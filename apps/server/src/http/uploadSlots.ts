import type { MiddlewareHandler } from 'hono';
import { createLimiter, LimiterFull } from '../auth/limiter.ts';
import { HttpError } from './errors.ts';

/**
 * Uploads (designs, template archives, commentator icons) handled at once per server, and how
 * many more may wait (holding only their socket, their bodies unread). A body is spooled to disk
 * as it arrives (`uploadBody`), so the slots bound the disk bandwidth and the time one upload
 * waits, and the memory its checks take. Past the queue the answer is 503 with Retry-After.
 */
export const uploadLimits = { concurrent: 1, waiting: 4 };

export type UploadSlots = ReturnType<typeof createUploadSlots>;

export function createUploadSlots(limits = uploadLimits) {
  return createLimiter(limits.concurrent, limits.waiting);
}

/** Holds one of the server's upload slots while the call runs (its body is read after this). */
export function uploadSlot(slots: UploadSlots): MiddlewareHandler {
  return async (c, next) => {
    let release: () => void;
    try {
      release = await slots.acquire();
    } catch (error) {
      if (!(error instanceof LimiterFull)) throw error;
      c.header('Retry-After', '5');
      throw new HttpError(503, 'Too many uploads at once. Try again in a moment.');
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
