export interface UploadProgress {
  /** 0..1 */
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/**
 * A fetch over XMLHttpRequest, used for multipart uploads with a progress callback in browsers.
 * Why: fetch can only report upload progress by streaming the request body, and Chromium refuses
 * streamed bodies on HTTP/1.1 (ERR_H2_OR_QUIC_REQUIRED), which is what our server speaks.
 */
export const createXhrFetch =
  (onProgress: UploadProgressListener) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : body.byteLength;
        onProgress({
          percent: total === 0 ? 0 : Math.min(1, event.loaded / total),
          transferredBytes: event.loaded,
          totalBytes: total,
        });
      };
      xhr.onload = () => {
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };

export const canUseXhr = (): boolean => typeof globalThis.XMLHttpRequest === 'function';
