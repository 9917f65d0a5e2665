import { createApiClient, createMemoryStorage } from '@landing/api';
import {
  createFixtures,
  createMockBackend,
  type Fixtures,
  type MockBackend,
  type MockBackendOptions,
} from '@landing/api/testing';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LandingEditor, type LandingEditorProps } from '../LandingEditor/LandingEditor.tsx';
import { preloadAllParts } from '../shell/shellParts.ts';

export type EditorStoryProps = Pick<
  LandingEditorProps,
  | 'landingId'
  | 'relatedLauncherId'
  | 'onLocationChange'
  | 'onLandingCreated'
  | 'onNavigate'
  | 'onDirtyChange'
  | 'onStateChange'
  | 'onSaved'
  | 'messages'
>;

/**
 * The whole editor over the story's mock back office (its parts need the editor's machine,
 * catalog and services around them). Fixtures: landing 1 with main launcher 1 'Lucky Spin'
 * (English base, German, Spanish) and related launcher 2 'Golden Slots'; launchers 3 'Fortune
 * Wheel' and 4 'Mega Bonus' are free to link. Templates: built-in 'playstore', 'appstore';
 * custom 'slots7', 'fortune'.
 */
export function EditorStory(props: EditorStoryProps) {
  const [client] = useState(() =>
    createApiClient({
      storage: createMemoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    }),
  );
  return <LandingEditor client={client} {...props} />;
}

/**
 * One story file's mock back office, made again before each story: `install` is the meta's
 * (or a story's) `beforeEach`, optionally changing the fixtures first, with the kit's other
 * options (the answers' shapes, failures).
 */
export function storyBackend() {
  const state: { backend: MockBackend | null; options: MockBackendOptions } = {
    backend: null,
    options: {},
  };
  const install =
    (change?: (fixtures: Fixtures) => void, options: Omit<MockBackendOptions, 'fixtures'> = {}) =>
    async ({ msw }: { msw: { use: (...handlers: MockBackend['handlers']) => void } }) => {
      const fixtures = createFixtures();
      change?.(fixtures);
      state.options = { ...options, fixtures };
      state.backend = createMockBackend(state.options);
      msw.use(...state.backend.handlers);
      // The editor's parts are lazy chunks: a story asserts behaviour, not the dev server's speed.
      await preloadAllParts();
    };
  return {
    install,
    get backend(): MockBackend {
      if (state.backend === null) throw new Error('The story backend is not installed');
      return state.backend;
    },
    get options(): MockBackendOptions {
      return state.options;
    },
  };
}

/** Modals, menus and select lists render in the editor's portal, outside the story's canvas. */
export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const findToast = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByText(text);

/** Picks `option` in the select `label` once it can be opened (a list still loading disables it). */
export async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const select = await within(canvasElement).findByRole('combobox', { name: label });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
}

/** Opens a section from the side navigation once the editor is ready. */
export async function openSection(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: 'Editor sections' });
  // The navigation draws while the landing loads; its entries become buttons once it has.
  await userEvent.click(await within(nav).findByRole('button', { name }));
}
