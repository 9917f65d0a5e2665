import { CREATED_WITHOUT_ID } from '@landing/api';
import {
  createFixtures,
  createMockBackend,
  pngFile,
  STORY_WRITE_ANSWER_SHAPES,
  type MockBackend,
  type MockBackendOptions,
} from '@landing/api/testing';
import {
  createDraftStore,
  designDraftFormat,
  DRAFT_KEY_PREFIX,
  draftOwnerOf,
  type DraftPlace,
} from '@landing/machines';
import {
  DESIGN_SCREEN_PATHS,
  screenStepsOf,
  type DesignScreenStart,
} from '@landing/machines/testing';
import { Button } from '@landing/ui';
import { onDesktop, onPhone } from '@landing/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { SectionStory } from '../../testing/SectionStory.tsx';
import type { SectionContext } from '../types.ts';
import { USING_BASE_DESIGN_TEXT } from './BaseDesignCard.tsx';
import { designSection } from './designSection.ts';
import { fakeFile, webmFile } from './storyFiles.ts';

/**
 * The running story's back office. Fixtures, launcher 1 'Lucky Spin': content 1 (English, the
 * base) and content 2 (German) both on design 1 (screen-1.png, screen-2.png); content 3
 * (Spanish) without a design. Launcher 3: content 5, its base, without a design.
 */
let backend: MockBackend;
let options: MockBackendOptions;
/** Every design PATCH body the back office received, in order. */
let patches: FormData[];
let posts: FormData[];
/** A design POST waits for this before the back office answers it (a story may hold it). */
let postsAnswered: Promise<void>;

/** Holds every design POST until the returned release is called. */
function holdDesignPosts(): () => void {
  let release = () => {};
  postsAnswered = new Promise((resolve) => (release = resolve));
  return release;
}

function contextOf(launcherId: number, contentId: number): SectionContext {
  const { store } = backend;
  const launcher = store.views.launcher(store.data.launchers.find((l) => l.id === launcherId)!);
  const contents = launcher.contents ?? [];
  return {
    landingId: 1,
    landing: null,
    launcher,
    activeContent: contents.find((c) => c.id === contentId) ?? null,
    baseContent: contents.find((c) => c.isDefault) ?? null,
  };
}

function DesignStory({
  launcherId,
  contentId,
  onLog,
  withDrafts,
  withHistory,
}: {
  launcherId: number;
  contentId: number;
  onLog: (message: string, error?: unknown) => void;
  withDrafts?: boolean;
  withHistory?: boolean;
}) {
  return (
    <SectionStory
      section={designSection}
      context={contextOf(launcherId, contentId)}
      onLog={onLog}
      withDrafts={withDrafts}
      withHistory={withHistory}
    />
  );
}

const meta = {
  title: 'Editor/Sections/Design',
  component: DesignStory,
  args: { launcherId: 1, contentId: 1, onLog: fn() },
  beforeEach: async ({ msw }) => {
    options = {};
    patches = [];
    posts = [];
    postsAnswered = Promise.resolve();
    backend = createMockBackend(options);
    const stored = await pngFile('stored.png', 90, 160, { colour: '#22c55e' }).arrayBuffer();
    msw.use(
      // Seen first, then passed on to the back office.
      http.patch('/api/design/:id', async ({ request }) => {
        patches.push(await request.clone().formData());
      }),
      http.post('/api/design', async ({ request }) => {
        posts.push(await request.clone().formData());
        await postsAnswered;
      }),
      // The fixtures' stored files.
      http.get('/files/*', () =>
        HttpResponse.arrayBuffer(stored, { headers: { 'content-type': 'image/png' } }),
      ),
      ...backend.handlers,
    );
  },
} satisfies Meta<typeof DesignStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A toast of this section, found in its notifications region. */
const findToast = async (canvasElement: HTMLElement, text: string) => {
  const region = await body(canvasElement).findByRole('region', { name: /^Notifications/ });
  return within(region).findByText(text, {}, { timeout: 5000 });
};

const inputNamed = (canvasElement: HTMLElement, name: string) => {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  return input;
};

const iconInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLInputElement>('Icon');

const contentOf = (id: number) => backend.store.data.contents.find((c) => c.id === id)!;

const thumbnailSources = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('img', { name: /^Screenshot \d+$/ })
    .map((img) => img.getAttribute('src') ?? '');

/** Editing controls are off while a chosen file is checked: wait for each check. */
const editable = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: 'Add Screenshot' })).toBeEnabled(),
  );

async function chooseValidIconAndScreenshot(canvasElement: HTMLElement) {
  await userEvent.upload(iconInput(canvasElement), pngFile('icon.png', 512, 512));
  await editable(canvasElement);
  await userEvent.upload(inputNamed(canvasElement, 'screens'), pngFile('one.png', 90, 160));
  await within(canvasElement).findByText('1 screenshot');
  await editable(canvasElement);
}

export const EmptyDesign: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Design' });

    await step('an empty form: icon placeholder, no screenshots, no video', async () => {
      await expect(canvas.getByText('App Icon 512x512px')).toBeVisible();
      await expect(canvas.getByText('0 screenshots')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Select Video' })).toBeEnabled();
      await expect(canvas.queryByRole('button', { name: 'Use Base Design' })).toBeNull();
      await expect(canvas.queryByText('Using Base Design')).toBeNull();
    });

    await step('saving the empty form toasts each error', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      await expect(await findToast(canvasElement, 'Icon is required')).toBeVisible();
      await expect(
        await findToast(canvasElement, 'At least one screenshot is required'),
      ).toBeVisible();
      await expect(backend.count('design.create')).toBe(0);
    });

    await step(
      'icon and two screenshots, saved as a new design linked to the translation',
      async () => {
        await userEvent.upload(iconInput(canvasElement), pngFile('icon.png', 512, 512));
        await editable(canvasElement);
        await userEvent.upload(inputNamed(canvasElement, 'screens'), [
          pngFile('one.png', 90, 160),
          pngFile('two.png', 90, 160, { colour: '#ef4444' }),
        ]);
        await expect(await canvas.findByText('2 screenshots')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
        await expect(await findToast(canvasElement, 'Design created successfully')).toBeVisible();
        const form = posts[0]!;
        await expect(form.get('name')).toMatch(/^Design \d{4}-\d\d-\d\dT/);
        await expect(form.getAll('screens').map((f) => (f as File).name)).toEqual([
          'one.png',
          'two.png',
        ]);
        await waitFor(() => expect(backend.count('launcherContent.linkDesign')).toBe(1));
        await expect(contentOf(5).designId).not.toBeNull();
      },
    );
  },
};

export const SavedDesign: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the stored icon and screenshots show, editable', async () => {
      await expect(await canvas.findByText('2 screenshots')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'App icon' })).toHaveAttribute(
        'src',
        '/files/designs/1/icon.png',
      );
      await expect(thumbnailSources(canvasElement)).toEqual([
        '/files/designs/1/screen-1.png',
        '/files/designs/1/screen-2.png',
      ]);
      await expect(canvas.getByRole('button', { name: 'Add Screenshot' })).toBeEnabled();
      await expect(canvas.queryByText('Preview Only')).toBeNull();
      // The base translation is never offered its own design.
      await expect(canvas.queryByRole('button', { name: 'Use Base Design' })).toBeNull();
    });

    await step('reorder and add a screenshot: the PATCH names the new file $new:0', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 2 left' }));
      await userEvent.upload(inputNamed(canvasElement, 'screens'), pngFile('three.png', 90, 160));
      await expect(await canvas.findByText('3 screenshots')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      await expect(await findToast(canvasElement, 'Design updated successfully')).toBeVisible();
      const form = patches[0]!;
      await expect(JSON.parse(form.get('finalOrder') as string)).toEqual([
        'screen-2.png',
        'screen-1.png',
        '$new:0',
      ]);
      await expect(form.get('icon')).toBeNull();
      await expect(form.get('video')).toBeNull();
      await expect(backend.store.data.designs[0]!.screensData.map((s) => s.name)).toEqual([
        'screen-2.png',
        'screen-1.png',
        'three.png',
      ]);
    });
  },
};

export const ReadOnlyBaseDesign: Story = {
  args: { contentId: 2 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("'Using Base Design' with its text, 'Preview Only', nothing editable", async () => {
      await expect(await canvas.findByRole('heading', { name: 'Using Base Design' })).toBeVisible();
      await expect(canvas.getByText(USING_BASE_DESIGN_TEXT)).toBeVisible();
      await expect(canvas.getByText('Preview Only')).toBeVisible();
      await expect(canvas.getByText('2 screenshots')).toBeVisible();
      for (const name of ['Add Screenshot', 'Select Video', 'Save Design']) {
        await expect(canvas.getByRole('button', { name })).toBeDisabled();
      }
      for (const button of canvas.getAllByRole('button', { name: /screenshot \d/ })) {
        await expect(button).toBeDisabled();
      }
      await expect(iconInput(canvasElement)).toBeDisabled();
    });

    await step("'Unlink Design' asks first; Cancel keeps the link", async () => {
      const unlink = canvas.getByRole('button', { name: 'Unlink Design' });
      unlink.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body(canvasElement).findByRole('alertdialog', {
        name: 'Unlink Design?',
      });
      await expect(dialog).toHaveTextContent('This action cannot be undone.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
      // Opened from the machine's state, not a Radix trigger: focus still comes back.
      await waitFor(() => expect(unlink).toHaveFocus());
      await expect(contentOf(2).designId).toBe(1);
    });

    await step('confirming clears the translation design', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Unlink Design' }));
      const dialog = await body(canvasElement).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
      await expect(await canvas.findByText('0 screenshots')).toBeVisible();
      await expect(canvas.queryByText('Preview Only')).toBeNull();
      // 'Unlink Design' went with its card: focus moves on, never to the page body.
      const active = canvasElement.ownerDocument.activeElement;
      await expect(active).not.toBe(canvasElement.ownerDocument.body);
      await expect(canvasElement).toContainElement(active as HTMLElement);
      await expect(contentOf(2).designId).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Add Screenshot' })).toBeEnabled();
    });

    await step("'Use Base Design' links it back, read-only again", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Use Base Design' }));
      await expect(await canvas.findByText('Preview Only')).toBeVisible();
      await expect(contentOf(2).designId).toBe(1);
      await expect(canvas.getByText('2 screenshots')).toBeVisible();
    });
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 screenshots');

    await step('Enter on a move button moves the screenshot and keeps focus on it', async () => {
      canvas.getByRole('button', { name: 'Move screenshot 1 right' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(thumbnailSources(canvasElement)).toEqual([
        '/files/designs/1/screen-2.png',
        '/files/designs/1/screen-1.png',
      ]);
      // The moved screenshot is now second: its 'right' is disabled, so focus goes left.
      await expect(canvas.getByRole('button', { name: 'Move screenshot 2 left' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(thumbnailSources(canvasElement)).toEqual([
        '/files/designs/1/screen-1.png',
        '/files/designs/1/screen-2.png',
      ]);
      await expect(canvas.getByRole('button', { name: 'Move screenshot 1 right' })).toHaveFocus();
    });

    await step('Tab reaches Remove; the order saved is the one shown', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Move screenshot 2 left' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Remove screenshot 2' })).toHaveFocus();
      canvas.getByRole('button', { name: 'Save Design' }).focus();
      await userEvent.keyboard('{Enter}');
      await findToast(canvasElement, 'Design updated successfully');
      await expect(JSON.parse(patches[0]!.get('finalOrder') as string)).toEqual([
        'screen-2.png',
        'screen-1.png',
      ]);
    });
  },
};

/** Issue 28: a move, a removal, chosen screenshots and a chosen icon are steps of History. */
export const UndoRedoFilesAndGallery: Story = {
  args: { withHistory: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const button = (name: string) => history.getByRole('button', { name });
    const keys = async (keys: string) => {
      canvas.getByRole('button', { name: 'Save Design' }).focus();
      await userEvent.keyboard(keys);
    };
    const stored = (...names: string[]) => names.map((name) => `/files/designs/1/${name}`);
    await canvas.findByText('2 screenshots');
    await expect(button('Undo')).toBeDisabled();

    await step('move, remove, add a screenshot and choose an icon: four steps', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 2 left' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Remove screenshot 2' }));
      await userEvent.upload(inputNamed(canvasElement, 'screens'), pngFile('three.png', 90, 160));
      await canvas.findByText('2 screenshots');
      await editable(canvasElement);
      await userEvent.upload(iconInput(canvasElement), pngFile('icon.png', 512, 512));
      await editable(canvasElement);
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: 'App icon' })).not.toHaveAttribute(
          'src',
          '/files/designs/1/icon.png',
        ),
      );
    });

    await step('Ctrl+Z and Undo walk back to the stored design', async () => {
      await keys('{Control>}z{/Control}');
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: 'App icon' })).toHaveAttribute(
          'src',
          '/files/designs/1/icon.png',
        ),
      );
      await userEvent.click(button('Undo'));
      await expect(await canvas.findByText('1 screenshot')).toBeVisible();
      await keys('{Control>}z{/Control}');
      await waitFor(() =>
        expect(thumbnailSources(canvasElement)).toEqual(stored('screen-2.png', 'screen-1.png')),
      );
      await userEvent.click(button('Undo'));
      await waitFor(() =>
        expect(thumbnailSources(canvasElement)).toEqual(stored('screen-1.png', 'screen-2.png')),
      );
      await expect(button('Undo')).toBeDisabled();
    });

    await step('Shift+Ctrl+Z, Redo and Ctrl+Y walk forward again', async () => {
      await keys('{Control>}{Shift>}z{/Shift}{/Control}');
      await waitFor(() =>
        expect(thumbnailSources(canvasElement)).toEqual(stored('screen-2.png', 'screen-1.png')),
      );
      await userEvent.click(button('Redo'));
      await waitFor(() => expect(thumbnailSources(canvasElement)).toEqual(stored('screen-2.png')));
      await keys('{Control>}y{/Control}');
      await expect(await canvas.findByText('2 screenshots')).toBeVisible();
      await expect(button('Redo')).toBeEnabled();
    });

    await step('the design saved is the one shown: the icon step stays undone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      await findToast(canvasElement, 'Design updated successfully');
      const form = patches[0]!;
      await expect(JSON.parse(form.get('finalOrder') as string)).toEqual([
        'screen-2.png',
        '$new:0',
      ]);
      await expect(form.get('icon')).toBeNull();
      await expect(backend.store.data.designs[0]!.screensData.map((s) => s.name)).toEqual([
        'screen-2.png',
        'three.png',
      ]);
    });
  },
};

/**
 * Issue 28: a file Undo took back can be chosen again at once: the picker starts over on the
 * file put back, so the same file chosen again is a new step.
 */
export const UndoThenChooseTheSameIconAgain: Story = {
  args: { withHistory: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('group', { name: 'History' }));
    const first = pngFile('first.png', 512, 512);
    const second = pngFile('second.png', 512, 512);
    await canvas.findByText('2 screenshots');
    await userEvent.upload(iconInput(canvasElement), first);
    await editable(canvasElement);
    await userEvent.upload(iconInput(canvasElement), second);
    await editable(canvasElement);
    await expect(iconInput(canvasElement)).toHaveAccessibleDescription('second.png');

    await userEvent.click(history.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(iconInput(canvasElement)).toHaveAccessibleDescription('first.png'));
    await expect(history.getByRole('button', { name: 'Redo' })).toBeEnabled();
    // The icon put back is checked again first.
    await editable(canvasElement);

    await userEvent.upload(iconInput(canvasElement), second);
    await editable(canvasElement);
    await expect(iconInput(canvasElement)).toHaveAccessibleDescription('second.png');
    // A new step: what was undone is gone from Redo.
    await expect(history.getByRole('button', { name: 'Redo' })).toBeDisabled();
  },
};

export const ThumbnailsRevoked: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const revoke = spyOn(URL, 'revokeObjectURL');
    await canvas.findByText('0 screenshots');
    await step('chosen files show at once from object URLs, revoked once removed', async () => {
      await userEvent.upload(inputNamed(canvasElement, 'screens'), [
        pngFile('one.png', 90, 160),
        pngFile('two.png', 90, 160, { colour: '#ef4444' }),
      ]);
      await canvas.findByText('2 screenshots');
      const [first, second] = thumbnailSources(canvasElement);
      await expect(first).toMatch(/^blob:/);
      await userEvent.click(canvas.getByRole('button', { name: 'Remove screenshot 1' }));
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
      await expect(revoke).not.toHaveBeenCalledWith(second);
      await expect(thumbnailSources(canvasElement)).toEqual([second]);
    });
    revoke.mockRestore();
  },
};

export const ValidationErrors: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 screenshots');
    const icon = () => iconInput(canvasElement);

    await step("leaving the icon empty: 'Icon is required'", async () => {
      icon().focus();
      await userEvent.tab();
      await expect(await canvas.findByText('Icon is required')).toBeVisible();
    });

    await step('the icon is checked from its real pixels', async () => {
      await userEvent.upload(icon(), pngFile('small.png', 256, 256));
      await expect(await canvas.findByText('Icon must be 512x512px')).toBeVisible();
      await userEvent.upload(icon(), pngFile('wide.png', 512, 256));
      await expect(await canvas.findByText('Aspect ratio must be 1:1')).toBeVisible();
      await userEvent.upload(icon(), fakeFile('icon.png', 'image/png'));
      await expect(await canvas.findByText('Icon must be an image')).toBeVisible();
      await userEvent.upload(
        icon(),
        pngFile('big.png', 512, 512, { minBytes: 5 * 1024 * 1024 + 1 }),
      );
      await expect(await canvas.findByText('Icon must be ≤ 5MB')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
      await expect(canvas.queryByText('Icon must be ≤ 5MB')).toBeNull();
    });

    await step('an empty or non-image screenshot is refused', async () => {
      await userEvent.upload(inputNamed(canvasElement, 'screens'), [
        new File([], 'empty.png', { type: 'image/png' }),
        pngFile('ok.png', 90, 160),
      ]);
      await expect(
        await canvas.findByText('Invalid screenshot format. Please upload valid image files.'),
      ).toBeVisible();
      await expect(canvas.getByText('1 screenshot')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove screenshot 1' }));
      await expect(await canvas.findByText('At least one screenshot is required')).toBeVisible();
    });

    await step('a video must be MP4 or WebM by its bytes, and at most 15 MB', async () => {
      await userEvent.upload(inputNamed(canvasElement, 'video'), fakeFile('clip.mp4', 'video/mp4'));
      await expect(await canvas.findByText('Video must be in MP4 or WebM format')).toBeVisible();
      const webmMagic = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]);
      await userEvent.upload(
        inputNamed(canvasElement, 'video'),
        new File([webmMagic, new Uint8Array(15 * 1024 * 1024)], 'big.webm', {
          type: 'video/webm',
        }),
      );
      await expect(await canvas.findByText('Video must be ≤ 15MB')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Select Video' })).toBeVisible();
    });
  },
};

export const VideoWithCapturedFrame: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 screenshots');

    await step('a WebM made in the browser plays and pauses', async () => {
      await userEvent.upload(inputNamed(canvasElement, 'video'), await webmFile());
      await expect(await canvas.findByRole('button', { name: 'Replace Video' })).toBeVisible();
      const video = canvasElement.querySelector('video')!;
      await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
      await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
      await expect(canvas.getByRole('slider', { name: 'Video time' })).toBeVisible();
    });

    await step("'Capture Current Frame' makes a PNG preview locally", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Capture Current Frame' }));
      await expect(await findToast(canvasElement, 'Frame captured successfully')).toBeVisible();
      const preview = await canvas.findByRole('img', { name: 'Video preview' });
      await expect(preview.getAttribute('src')).toMatch(/^blob:/);
      await expect(backend.calls.filter((c) => c.key.startsWith('design.'))).toEqual([]);
    });

    await step('the preview is saved as a PNG with the video', async () => {
      await chooseValidIconAndScreenshot(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      await findToast(canvasElement, 'Design created successfully');
      const preview = posts[0]!.get('videoPreview') as File;
      await expect(preview.type).toBe('image/png');
      await expect((posts[0]!.get('video') as File).name).toBe('clip.webm');
    });

    await step("'Remove Preview' drops it", async () => {
      const remove = canvas.getByRole('button', { name: 'Remove Preview' });
      await waitFor(() => expect(remove).toBeEnabled());
      await userEvent.click(remove);
      await expect(canvas.queryByRole('img', { name: 'Video preview' })).toBeNull();
    });
  },
};

/**
 * The time slider has the video card's width (it was 20–28 px beside Play), steps 0.1 s per
 * arrow key and 1 s with Shift, and the captured frame's time shows beside its preview.
 */
const videoTimeIsUsable: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('0 screenshots');
  await userEvent.upload(inputNamed(canvasElement, 'video'), await webmFile('clip.webm', 1600));
  // The player shows once the chosen file is read: on a busy machine not yet right after upload.
  const video = await waitFor(() => {
    const element = canvasElement.querySelector('video');
    if (!element) throw new Error('No video player yet');
    return element;
  });
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
  const slider = canvas.getByRole('slider', { name: 'Video time' });
  await waitFor(() => expect(Number(slider.getAttribute('aria-valuemax'))).toBeGreaterThan(1.2));

  const card = canvas.getByRole('heading', { name: 'Video (optional)' }).parentElement!;
  const cardStyle = getComputedStyle(card);
  const cardContent =
    card.clientWidth - parseFloat(cardStyle.paddingLeft) - parseFloat(cardStyle.paddingRight);
  const track = slider.closest('[dir]') ?? slider.parentElement!.parentElement!;
  await expect(track.getBoundingClientRect().width).toBeGreaterThan(cardContent * 0.75);

  slider.focus();
  await userEvent.keyboard('{Home}');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await userEvent.keyboard('{ArrowRight}');
  await expect(slider).toHaveAttribute('aria-valuenow', '0.1');
  await expect(slider).toHaveAttribute('aria-valuetext', '0:00.1');
  await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
  await expect(slider).toHaveAttribute('aria-valuenow', '1.1');
  await waitFor(() => expect(video.currentTime).toBeCloseTo(1.1, 5));

  await userEvent.click(canvas.getByRole('button', { name: 'Capture Current Frame' }));
  await expect(await findToast(canvasElement, 'Frame captured successfully')).toBeVisible();
  await expect(await canvas.findByText('Frame at 0:01.1')).toBeVisible();
};

export const VideoTimeAtDesktopWidth: Story = {
  ...onDesktop,
  args: { launcherId: 3, contentId: 5 },
  play: videoTimeIsUsable,
};

export const VideoTimeOnAPhone: Story = {
  ...onPhone,
  args: { launcherId: 3, contentId: 5 },
  play: videoTimeIsUsable,
};

export const CaptureFails: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 screenshots');
    // WebM by its first bytes, but nothing a browser can play: there is no frame to draw.
    const broken = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], 'bad.webm', {
      type: 'video/webm',
    });
    await userEvent.upload(inputNamed(canvasElement, 'video'), broken);
    await userEvent.click(await canvas.findByRole('button', { name: 'Capture Current Frame' }));
    await expect(await findToast(canvasElement, 'Failed to capture frame')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Video preview' })).toBeNull();
  },
};

export const UploadProgress: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 screenshots');
    await chooseValidIconAndScreenshot(canvasElement);
    // The upload stays under way until its progress has been read.
    const answerUpload = holdDesignPosts();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading design' });
    await expect(canvas.getByRole('button', { name: 'Save Design' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The whole multipart request's progress (the XHR upload events; how far it got depends
    // on the browser, so only the shape is checked here).
    await expect(progress).toHaveAttribute('max', '100');
    await expect(canvas.getByText(/^Uploading… \d{1,3}%$/)).toBeVisible();
    answerUpload();
    await findToast(canvasElement, 'Design created successfully');
    // Gone once the design is also linked to the translation.
    await waitFor(
      () => expect(canvas.queryByRole('progressbar', { name: 'Uploading design' })).toBeNull(),
      { timeout: 5000 },
    );
  },
};

/**
 * A back office that meets the spec may answer a design PATCH with any 2xx body (DECISIONS.md
 * "Write answers"): under each form the reordered screenshots are saved and the design is shown
 * as the server holds it, never 'Failed to save design'.
 */
export const SaveOverEveryWriteAnswer: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 screenshots');
    const stored = () => backend.store.data.designs[0]!.screensData.map((screen) => screen.url);
    for (const shape of STORY_WRITE_ANSWER_SHAPES) {
      await step(shape, async () => {
        options.writeAnswers = shape;
        const [first, second] = stored();
        const loads = backend.count('design.get');
        const updates = patches.length;
        // The last save is over: the form is editable again.
        await editable(canvasElement);
        const save = canvas.getByRole('button', { name: 'Save Design' });
        await waitFor(() => expect(save).toBeEnabled());
        await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 2 left' }));
        await userEvent.click(save);
        await waitFor(() => expect(patches.length).toBeGreaterThan(updates));
        const region = await body(canvasElement).findByRole('region', { name: /^Notifications/ });
        await waitFor(() => expect(backend.count('design.get')).toBeGreaterThan(loads), {
          onTimeout: (error) => new Error(`${error.message} / toasts: ${region.textContent}`),
        });
        await expect(stored()).toEqual([second, first]);
        await waitFor(() => expect(thumbnailSources(canvasElement)).toEqual(stored()));
      });
    }
    await expect(body(canvasElement).queryByText('Failed to save design')).toBeNull();
  },
};

/** A translation of launcher 3 without a design per round ('Next translation'), from id 70. */
function NewTranslationEachTime({ onLog }: { onLog: (message: string, error?: unknown) => void }) {
  const [round, setRound] = useState(0);
  // Once, before the first round renders: one more translation of launcher 3 per round.
  useState(() => {
    const { contents } = backend.store.data;
    const base = contents.find((content) => content.id === 5)!;
    for (const index of STORY_WRITE_ANSWER_SHAPES.keys()) {
      contents.push({ ...base, id: 70 + index, isDefault: false, localeId: 2 });
    }
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setRound((count) => count + 1)}>
        Next translation
      </Button>
      <DesignStory key={round} launcherId={3} contentId={70 + round} onLog={onLog} />
    </>
  );
}

/**
 * A back office that meets the spec may answer a design create with any 2xx body (DECISIONS.md
 * "Write answers"): under each of issue 24's forms a translation's first design is made once,
 * linked to it and shown; one answered without its id is found in the lists read before and
 * after (the one new design with the screenshots sent). Never a failure, never a warning here.
 */
export const CreateOverEveryWriteAnswer: Story = {
  render: (args) => <NewTranslationEachTime onLog={args.onLog} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const { designs } = backend.store.data;
    for (const [index, shape] of STORY_WRITE_ANSWER_SHAPES.entries()) {
      await step(shape, async () => {
        options.writeAnswers = shape;
        const before = designs.length;
        await canvas.findByText('0 screenshots');
        await chooseValidIconAndScreenshot(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
        await waitFor(() => expect(contentOf(70 + index).designId).toBe(designs.at(-1)?.id));
        await expect(designs).toHaveLength(before + 1);
        await expect(designs.at(-1)?.screensData).toHaveLength(1);
        await canvas.findByText('1 screenshot');
        await expect(body(canvasElement).queryByText(CREATED_WITHOUT_ID)).toBeNull();
        if (index < STORY_WRITE_ANSWER_SHAPES.length - 1) {
          await userEvent.click(canvas.getByRole('button', { name: 'Next translation' }));
        }
      });
    }
    await expect(body(canvasElement).queryByText('Failed to save design')).toBeNull();
    await expect(args.onLog).not.toHaveBeenCalled();
  },
};

export const FailedSave: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 screenshots');
    options.fail = { 'design.create': { status: 500, body: {} } };
    await userEvent.upload(iconInput(canvasElement), pngFile('icon.png', 512, 512));
    await editable(canvasElement);
    await userEvent.upload(inputNamed(canvasElement, 'screens'), [
      pngFile('one.png', 90, 160),
      pngFile('two.png', 90, 160, { colour: '#ef4444' }),
    ]);
    await canvas.findByText('2 screenshots');
    await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 2 left' }));
    const order = thumbnailSources(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
    await expect(await findToast(canvasElement, 'Failed to save design')).toBeVisible();
    await expect(canvas.getByText('icon.png')).toBeVisible();
    await expect(canvas.getByText('2 screenshots')).toBeVisible();
    await expect(thumbnailSources(canvasElement)).toEqual(order);
    await expect(canvas.getByRole('button', { name: 'Save Design' })).toBeEnabled();
    await expect(backend.count('launcherContent.linkDesign')).toBe(0);
    await expect(args.onLog).not.toHaveBeenCalled();
  },
};

/**
 * Drives one design model path (`DESIGN_SCREEN_PATHS`, checked against the model by its unit
 * test, per start) through the Design tab against the MSW kit. After every step it checks in the
 * UI what the model test checks on the machine: what was chosen stays in its order (also
 * through a failed save), a failed save says so, a save sends one create or update and links
 * the design once, and only a successful save changes what is stored.
 */
const driveDesignPath =
  <S extends DesignScreenStart>(
    start: S,
    name: keyof (typeof DESIGN_SCREEN_PATHS)[S],
  ): Story['play'] =>
  async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    const paths: Record<string, readonly string[]> = DESIGN_SCREEN_PATHS[start];
    const { steps } = screenStepsOf(paths[name as string]!);
    const saveCall = start === 'newBase' ? 'design.create' : 'design.update';
    const savedText =
      start === 'newBase' ? 'Design created successfully' : 'Design updated successfully';
    const storedDesigns = () => JSON.stringify(backend.store.data.designs);
    if (start === 'newBase') await canvas.findByText('0 screenshots');
    else await canvas.findByText('2 screenshots', {}, { timeout: 5000 });
    await editable(canvasElement);
    /** The thumbnails in their order; none before the first screenshot is chosen. */
    const thumbnails = () =>
      canvas
        .queryAllByRole('img', { name: /^Screenshot \d+$/ })
        .map((img) => img.getAttribute('src') ?? '');
    let order = thumbnails();
    let stored = storedDesigns();

    for (const { event, answers } of steps) {
      const failed = answers.some((answer) => answer.failed);
      const answer = answers.map((a) => `${a.failed ? '✗' : '✓'} ${a.actor}`).join(', ');
      await step(`${event} → ${answer || 'no call'}`, async () => {
        options.fail = failed ? { [saveCall]: true } : {};
        const saves = backend.count(saveCall);
        const links = backend.count('launcherContent.linkDesign');
        if (event === 'icon.choose') {
          await userEvent.upload(iconInput(canvasElement), pngFile('icon.png', 512, 512));
          await expect(await canvas.findByText('icon.png')).toBeVisible();
          await editable(canvasElement);
        } else if (event === 'screens.add') {
          await userEvent.upload(inputNamed(canvasElement, 'screens'), [
            pngFile('one.png', 90, 160),
            pngFile('two.png', 90, 160, { colour: '#ef4444' }),
          ]);
          await expect(await canvas.findByText('2 screenshots')).toBeVisible();
          order = thumbnails();
        } else if (event === 'screen.moveRight') {
          await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 1 right' }));
          order = [order[1]!, order[0]!, ...order.slice(2)];
        } else if (event === 'design.save') {
          await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
          const toast = failed ? 'Failed to save design' : savedText;
          await expect(await findToast(canvasElement, toast)).toBeVisible();
          await editable(canvasElement);
          if (!failed) {
            await waitFor(() =>
              expect(backend.count('launcherContent.linkDesign')).toBe(links + 1),
            );
          }
        } else {
          throw new Error(`no screen action for ${event}`);
        }
        const saved = event === 'design.save' && !failed;
        if (!saved) await expect(thumbnails()).toEqual(order);
        await expect(backend.count(saveCall)).toBe(saves + (event === 'design.save' ? 1 : 0));
        await expect(backend.count('launcherContent.linkDesign')).toBe(links + (saved ? 1 : 0));
        if (saved) {
          await expect(storedDesigns()).not.toBe(stored);
          stored = storedDesigns();
          order = thumbnails();
        } else {
          await expect(storedDesigns()).toBe(stored);
        }
        await expect(args.onLog).not.toHaveBeenCalled();
      });
    }

    if (steps.at(-1)?.answers.some((answer) => answer.failed)) {
      // A failed save leaves the form as it was: Save Design sends what is kept once more.
      await step('what is kept can be saved again', async () => {
        options.fail = {};
        await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
        await expect(await findToast(canvasElement, savedText)).toBeVisible();
        await waitFor(() => expect(backend.count('launcherContent.linkDesign')).toBe(1));
      });
    }
  };

/** Content 3 (Spanish) gets a design of its own, the base keeping design 1. */
const withOwnDesign = () => {
  const { store } = backend;
  const own = {
    ...store.data.designs[0]!,
    id: store.nextId('designs'),
    screensData: store.data.designs[0]!.screensData.map((s) => ({ ...s })),
  };
  store.data.designs.push(own);
  store.data.contents.find((c) => c.id === 3)!.designId = own.id;
};

export const PathCreated: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: driveDesignPath('newBase', 'created'),
};
export const PathCreateFails: Story = {
  args: { launcherId: 3, contentId: 5 },
  play: driveDesignPath('newBase', 'createFails'),
};
export const PathUpdated: Story = {
  args: { launcherId: 1, contentId: 3 },
  beforeEach: withOwnDesign,
  play: driveDesignPath('ownDesign', 'updated'),
};
export const PathUpdateFails: Story = {
  args: { launcherId: 1, contentId: 3 },
  beforeEach: withOwnDesign,
  play: driveDesignPath('ownDesign', 'updateFails'),
};

/** Where the Design draft of content 1 (launcher 1, landing 1) is kept for the fixtures' user. */
const designDraftPlace = (): DraftPlace => ({
  user: draftOwnerOf(createFixtures().user),
  landingId: 1,
  launcherId: 1,
  translationId: 1,
  form: 'design:design',
});

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

/**
 * An earlier visit reversed the gallery and chose an icon and a screenshot, then the tab
 * closed: the order comes back, the files are named to be chosen again.
 */
export const RestoresADraft: Story = {
  args: { withDrafts: true },
  beforeEach: () => {
    for (const key of draftKeys()) localStorage.removeItem(key);
    createDraftStore({ storage: localStorage, writer: 'an earlier tab' }).save(
      designDraftPlace(),
      designDraftFormat,
      {
        values: { screens: ['screen-2.png', 'screen-1.png'] },
        files: [
          { field: 'icon', name: 'icon.png' },
          { field: 'screens', name: 'three.png' },
        ],
        baseVersion: null,
      },
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const offer = within(await canvas.findByRole('group', { name: 'Unsaved changes: Design' }));

    await step('the offer names the files to choose again', async () => {
      await expect(offer.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
      await expect(offer.getByText('Files to re-attach: icon.png, three.png')).toBeVisible();
      await expect(thumbnailSources(canvasElement)).toEqual([
        '/files/designs/1/screen-1.png',
        '/files/designs/1/screen-2.png',
      ]);
    });

    await step('Restore puts the gallery back in the order typed', async () => {
      await userEvent.click(offer.getByRole('button', { name: 'Restore' }));
      await expect(thumbnailSources(canvasElement)).toEqual([
        '/files/designs/1/screen-2.png',
        '/files/designs/1/screen-1.png',
      ]);
      await expect(canvas.queryByRole('group', { name: 'Unsaved changes: Design' })).toBeNull();
    });

    await step('a screenshot chosen now is named in the draft kept', async () => {
      await userEvent.upload(inputNamed(canvasElement, 'screens'), pngFile('four.png', 90, 160));
      await canvas.findByText('3 screenshots');
      await waitFor(() =>
        expect(
          createDraftStore({ storage: localStorage, writer: 'a reader' }).latest(
            designDraftPlace(),
            designDraftFormat,
          ),
        ).toMatchObject({
          values: { screens: ['screen-2.png', 'screen-1.png'] },
          files: [{ field: 'screens', name: 'four.png' }],
        }),
      );
    });

    await step('a save sends that order and clears the draft', async () => {
      await editable(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      await findToast(canvasElement, 'Design updated successfully');
      await expect(JSON.parse(patches[0]!.get('finalOrder') as string)).toEqual([
        'screen-2.png',
        'screen-1.png',
        expect.anything(),
      ]);
      await waitFor(() => expect(draftKeys()).toEqual([]));
    });
  },
};

/**
 * Issue 29 over the kit, which keeps versions: another operator saves the design after this
 * form loaded (another icon, a screenshot added). This operator's save names the version it
 * loaded, is refused (409), reads the design: their screenshot joins the gallery under this
 * operator's move without asking; the icon both changed is asked about.
 */
export const ConflictWithAnotherOperator: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    let theirIcon: string | null | undefined;
    await canvas.findByText('2 screenshots');
    await step(
      'this operator chooses an icon and moves a screenshot; theirs is saved first',
      async () => {
        await userEvent.upload(iconInput(canvasElement), pngFile('my-icon.png', 512, 512));
        await editable(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: 'Move screenshot 2 left' }));
        // Another operator's save, through the same back office (the kit keeps versions).
        const theirs = new FormData();
        theirs.append('icon', pngFile('their-icon.png', 512, 512));
        theirs.append('screens', pngFile('their.png', 90, 160));
        theirs.set('finalOrder', JSON.stringify(['screen-1.png', 'screen-2.png', '$new:0']));
        const answer = await fetch('/api/design/1', {
          method: 'PATCH',
          headers: { Authorization: 'Bearer other-operator' },
          body: theirs,
        });
        await expect(answer.status).toBe(200);
        theirIcon = backend.store.data.designs[0]!.iconUrl;
        await userEvent.click(canvas.getByRole('button', { name: 'Save Design' }));
      },
    );
    const dialog = within(
      await page.findByRole('dialog', { name: 'Someone else saved this design' }),
    );
    await step(
      'the dialog asks about the icon only; the refused write changed nothing',
      async () => {
        const icon = dialog.getByRole('group', { name: 'Icon' });
        await expect(icon).toHaveTextContent('icon.png');
        await expect(icon).toHaveTextContent('my-icon.png');
        await expect(within(icon).getByRole('radio', { name: 'Yours' })).toBeChecked();
        await expect(dialog.queryByRole('group', { name: 'Screenshots' })).toBeNull();
        // Theirs was applied (the first PATCH), mine refused.
        await expect(patches).toHaveLength(2);
        await expect(backend.store.data.designs[0]!.iconUrl).toBe(theirIcon);
      },
    );
    await step(
      'keeping yours saves my icon and both galleries, against their version',
      async () => {
        await userEvent.click(dialog.getByRole('button', { name: 'Save Merged Design' }));
        await findToast(canvasElement, 'Design updated successfully');
        await expect(patches).toHaveLength(3);
        await expect(JSON.parse(patches[2]!.get('finalOrder') as string)).toEqual([
          'screen-2.png',
          'screen-1.png',
          'their.png',
        ]);
        await expect((patches[2]!.get('icon') as File).name).toBe('my-icon.png');
        await expect(backend.store.data.designs[0]!.iconUrl).not.toBe(theirIcon);
        await expect(await canvas.findByText('3 screenshots')).toBeVisible();
      },
    );
  },
};
