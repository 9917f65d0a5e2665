import { pngFile, zipFile } from '@landing/api/testing';
import { checkArchive } from '@landing/api/uploads';
import { describe, expect, it } from 'vitest';
import { archiveError, archiveLooksLikeZip, TEMPLATE_FORM_MESSAGES } from './validation.ts';

const MB = 1024 * 1024;
const accepts = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );
const renamed = (file: Blob, name: string) => new File([file], name);

const archives: Array<[string, File, string | undefined]> = [
  ['a real zip', zipFile('landing.zip'), undefined],
  ['a real zip named .ZIP', renamed(zipFile('a.zip'), 'LANDING.ZIP'), undefined],
  ['a 21 MB zip', zipFile('big.zip', { minBytes: 21 * MB }), TEMPLATE_FORM_MESSAGES.archiveSize],
  ['a PNG named .png', pngFile('landing.png', 4, 4), TEMPLATE_FORM_MESSAGES.archiveType],
  ['a PNG named .zip', pngFile('landing.zip', 4, 4), TEMPLATE_FORM_MESSAGES.archiveType],
  [
    'a zip signature alone',
    new File([Uint8Array.of(0x50, 0x4b, 0x03, 0x04)], 'a.zip'),
    TEMPLATE_FORM_MESSAGES.archiveType,
  ],
  ['text named .txt', new File(['hello'], 'landing.txt'), TEMPLATE_FORM_MESSAGES.archiveType],
];

describe('template archive rule agrees with the shared upload rules', () => {
  it.each(archives)('%s', async (_, archive, message) => {
    const formMessage = archiveError(archive, 'create', await archiveLooksLikeZip(archive));
    expect(formMessage).toBe(message);
    expect(await accepts(checkArchive(archive))).toBe(formMessage === undefined);
  });

  it('refuses with the same words as the server', async () => {
    const big = zipFile('big.zip', { minBytes: 21 * MB });
    await expect(checkArchive(big)).rejects.toThrow(TEMPLATE_FORM_MESSAGES.archiveSize);
    const notZip = pngFile('landing.zip', 4, 4);
    await expect(checkArchive(notZip)).rejects.toThrow(TEMPLATE_FORM_MESSAGES.archiveType);
  });
});
