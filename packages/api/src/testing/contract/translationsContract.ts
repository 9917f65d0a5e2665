import { describe, expect, it } from 'vitest';
import type { StrictClient as ApiClient } from './strictClient.ts';
import type { Launcher } from '../../schemas/launcher.ts';
import { LauncherContent, LauncherContentList } from '../../schemas/launcherContent.ts';
import { pngFile } from '../images.ts';
import { dataOf, failureOf } from './answers.ts';

/** What the contract suite hands the translation cases. */
export interface TranslationContractContext {
  client: () => ApiClient;
  raw: (path: string, init?: RequestInit) => Promise<Response>;
  /** A fresh app-store launcher leading a fresh landing. */
  newLauncher: () => Promise<Launcher>;
}

const missing = 999_999_999;

/**
 * Adding a translation as the editor does (spec: "Creating a translation"): a launcher content in
 * another language holding a copy of the base's translatable content and the base's design.
 */
export const describeTranslationContract = ({
  client,
  raw,
  newLauncher,
}: TranslationContractContext) => {
  describe('adding a translation', () => {
    it('copies the base content and design into a second language (201), which is not the base', async () => {
      const api = client();
      const launcher = await newLauncher();
      const [first, second] = await api.locales.list();
      if (!first || !second) throw new Error('the backend has fewer than two locales');
      const design = await api.design.create({
        icon: pngFile('icon.png', 512, 512),
        screens: [pngFile('one.png', 360, 640)],
      });
      const translatableContent = {
        description: 'The base description, long enough',
        additionalInfo: ['One line'],
        tags: ['base'],
      };
      const base = await api.launcherContent.create({
        launcherId: launcher.id,
        localeId: first.id,
        isDefault: true,
        designId: design.id,
        translatableContent,
      });
      const answer = await raw('/api/launcher-content', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          launcherId: launcher.id,
          localeId: second.id,
          isDefault: false,
          designId: base.designId,
          translatableContent: base.translatableContent,
        }),
      });
      expect(answer.status).toBe(201);
      const added = LauncherContent.assert(await dataOf(answer));
      expect(added).toMatchObject({
        launcherId: launcher.id,
        localeId: second.id,
        isDefault: false,
        designId: design.id,
        translatableContent,
      });
      expect(added.locale).toMatchObject({
        id: second.id,
        google_lang_code: second.google_lang_code,
      });
      expect((await api.launcherContent.get(base.id)).isDefault).toBe(true);

      const byLauncher = await raw(`/api/launcher-content/launcher/${launcher.id}`);
      expect(byLauncher.status).toBe(200);
      const listed = LauncherContentList.assert(await dataOf(byLauncher));
      expect(listed.map((c) => [c.id, c.isDefault])).toEqual([
        [base.id, true],
        [added.id, false],
      ]);
      expect(await api.launcher.contents(launcher.id)).toEqual(listed);
      expect((await api.launcherContent.comments(added.id)).items).toEqual([]);

      // The design goes; the translations using it stay, with no design.
      await api.design.remove(design.id);
      expect((await api.launcherContent.get(added.id)).designId ?? null).toBeNull();
      expect((await api.launcherContent.get(base.id)).designId ?? null).toBeNull();
      await api.launcher.remove(launcher.id);
    });

    it('refuses a taken language (409), an unknown launcher, locale or design (404), creating nothing', async () => {
      const api = client();
      const launcher = await newLauncher();
      const [locale, other] = await api.locales.list();
      if (!locale || !other) throw new Error('the backend has fewer than two locales');
      const input = {
        launcherId: launcher.id,
        localeId: locale.id,
        isDefault: false,
        designId: null,
      };
      await api.launcherContent.create(input);
      expect(await failureOf(api.launcherContent.create(input))).toEqual({
        status: 409,
        message: `The launcher already has a ${locale.displayName} translation`,
      });
      expect(
        await failureOf(api.launcherContent.create({ ...input, launcherId: missing })),
      ).toEqual({ status: 404, message: 'Launcher not found' });
      expect(await failureOf(api.launcherContent.create({ ...input, localeId: missing }))).toEqual({
        status: 404,
        message: 'Locale not found',
      });
      expect(
        await failureOf(
          api.launcherContent.create({ ...input, localeId: other.id, designId: missing }),
        ),
      ).toEqual({ status: 404, message: 'Design not found' });
      expect((await api.launcher.contents(launcher.id)).map((c) => c.localeId)).toEqual([
        locale.id,
      ]);
      expect(await failureOf(api.launcherContent.byLauncher(missing))).toEqual({
        status: 404,
        message: 'Launcher not found',
      });
      expect(await failureOf(api.launcherContent.comments(missing))).toEqual({
        status: 404,
        message: 'Launcher content not found',
      });
      await api.launcher.remove(launcher.id);
    });

    it('refuses an edit the shared schema refuses with 400 before looking the translation up', async () => {
      const answer = await raw(`/api/launcher-content/${missing}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ isDefault: 'yes' }),
      });
      expect(answer.status).toBe(400);
      const anyText: unknown = expect.any(String);
      expect((await answer.json()) as unknown).toEqual({ message: anyText });
      expect(
        await failureOf(client().launcherContent.update(missing, { isDefault: true })),
      ).toEqual({ status: 404, message: 'Launcher content not found' });
    });
  });
};
