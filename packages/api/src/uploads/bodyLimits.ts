import { maxDesignScreens, uploadLimits } from './rules.ts';

const MB = 1024 * 1024;

/** A bound on a whole request body: its size and what the refusal calls the body. */
export interface BodyLimit {
  maxBytes: number;
  what: string;
}

/**
 * The whole-request bounds of both back offices (apps/server and the MSW kit), checked before
 * the body is parsed. Every request with a body meets `json` or `multipart` first (by its
 * Content-Type); the upload calls then meet their own, tighter one, after the token check.
 */
export const bodyLimits = {
  json: { maxBytes: MB, what: 'The request body' },
  /** The largest upload call, a design, fits. */
  multipart: { maxBytes: 130 * MB, what: 'The upload' },
  design: {
    maxBytes:
      uploadLimits.icon +
      uploadLimits.video +
      uploadLimits.videoPreview +
      maxDesignScreens * uploadLimits.screenshot +
      MB,
    what: 'The design',
  },
  templateArchive: { maxBytes: uploadLimits.archive + MB, what: 'The template archive' },
  commentatorIcon: {
    maxBytes: uploadLimits.commentatorIcon + 64 * 1024,
    what: 'The commentator icon',
  },
} satisfies Record<string, BodyLimit>;

/** The 413 message for a body over its limit. */
export const bodyTooLarge = ({ maxBytes, what }: BodyLimit): string =>
  `${what} is too large (at most ${Math.floor(maxBytes / MB)} MB)`;

/** Which outer limit a request with a body meets, by its Content-Type. */
export const outerBodyLimit = (contentType: string): BodyLimit =>
  contentType.startsWith('multipart/form-data') ? bodyLimits.multipart : bodyLimits.json;
