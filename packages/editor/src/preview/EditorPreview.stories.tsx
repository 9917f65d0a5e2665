import { createApiClient, createMemoryStorage, type ApiClient } from '@landing/api';
import { PREVIEW_EXPIRED_MESSAGE } from '@landing/api';
import { createMockBackend, type MockBackend, type MockBackendOptions } from '@landing/api/testing';
import { http, HttpResponse } from 'msw';
import { Button } from '@landing/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditorRoot } from '../root/EditorRoot.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorPreview, type EditorPreviewProps } from './EditorPreview.tsx';

/** Fixtures: landing 1 with main launcher 1 'Lucky Spin' and its base translation 1. */
let backend: MockBackend;
let options: MockBackendOptions;

/** Stands in for a section's save: a real launcher update through the editor's client. */
function SaveLauncher() {
  const { client } = useEditorServices();
  return (
    <Button
      variant="secondary"
      onClick={() => void client.launcher.update({ id: 1, name: 'Lucky Spin Deluxe' })}
    >
      Save launcher
    </Button>
  );
}

function PreviewStory(props: EditorPreviewProps) {
  const [client] = useState<ApiClient>(() =>
    createApiClient({ storage: createMemoryStorage({ accessToken: 'access-1' }) }),
  );
  return (
    <EditorRoot client={client}>
      <div style={{ display: 'grid', gap: 12, width: 420, padding: 12 }}>
        <SaveLauncher />
        <EditorPreview {...props} />
      </div>
    </EditorRoot>
  );
}

const meta = {
  title: 'Editor/EditorPreview',
  component: PreviewStory,
  args: { landingId: 1, launcherId: 1, contentId: 1 },
  beforeEach: ({ msw }) => {
    options = {};
    backend = createMockBackend(options);
    msw.use(...backend.handlers);
  },
} satisfies Meta<typeof PreviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTitle<HTMLIFrameElement>('Landing preview');
const deviceOf = (canvasElement: HTMLElement) => {
  const device = canvasElement.querySelector<HTMLElement>('[data-device]');
  if (!device) throw new Error('no device frame');
  return device;
};
const pick = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
};

export const Nexus5: Story = {
  play: async ({ canvasElement, step }) => {
    const frame = await frameOf(canvasElement);
    await step('the page is laid out at the Nexus 5 width in a sandbox', async () => {
      await expect(frame).toHaveAttribute('width', '320');
      await expect(frame).toHaveAttribute('height', '586');
      await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
      await expect(frame.src).toMatch(/^data:text\/html/);
      await expect(decodeURIComponent(frame.src)).toContain('Content 1');
    });
    await step('the preview reloads with a new address after a save', async () => {
      const before = frame.src;
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save launcher' }));
      await waitFor(() => expect(frame.src).toMatch(/[?&]previewReload=1$/));
      // Preview links expire: a reload asks for a new one, which shows the saved name.
      await expect(frame.src).not.toBe(before);
      await expect(decodeURIComponent(frame.src)).toContain('Lucky Spin Deluxe');
      await expect(backend.calls.filter((c) => c.key === 'landing.webServerUrl')).toHaveLength(2);
    });
  },
};

export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    await frameOf(canvasElement);
    const device = deviceOf(canvasElement);
    const fullWidth = device.getBoundingClientRect().width;
    const zoom = within(canvasElement).getByRole('combobox', { name: 'Zoom' });
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.click(zoom);
    const steps = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    const options = steps.getAllByRole('option');
    const names = ['50%', '75%', '100%', '125%', '150%'];
    await expect(options).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      await expect(options[index]).toHaveAccessibleName(name);
    }
    await userEvent.click(steps.getByRole('option', { name: '50%' }));
    await waitFor(() =>
      expect(device.getBoundingClientRect().width).toBeCloseTo(fullWidth / 2, -1),
    );
    const half = device.getBoundingClientRect().width;
    await expect(Number.isInteger(half)).toBe(true);
    await pick(canvasElement, 'Zoom', '150%');
    await waitFor(() => expect(device.getBoundingClientRect().width).toBeGreaterThan(fullWidth));
    await expect(zoom).toHaveTextContent('150%');
  },
};

export const DevicePresets: Story = {
  play: async ({ canvasElement, step }) => {
    const frame = await frameOf(canvasElement);
    await step('rotating turns the page sideways', async () => {
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Rotate to landscape' }),
      );
      await expect(frame).toHaveAttribute('width', '586');
      await expect(frame).toHaveAttribute('height', '320');
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Rotate to portrait' }),
      );
      await expect(frame).toHaveAttribute('width', '320');
    });
    await step('another preset lays the page out at its own width', async () => {
      await pick(canvasElement, 'Device', 'iPhone SE');
      await expect(frame).toHaveAttribute('width', '375');
      await expect(deviceOf(canvasElement)).toHaveAttribute('data-device', 'iphone-se');
    });
    await step('a device that does not turn offers no rotate control', async () => {
      await pick(canvasElement, 'Device', 'Galaxy Z Fold (cover screen)');
      await expect(frame).toHaveAttribute('width', '280');
      await expect(
        within(canvasElement).queryByRole('button', { name: /Rotate/ }),
      ).not.toBeInTheDocument();
    });
  },
};

export const ErrorAndRetry: Story = {
  beforeEach: () => {
    options.fail = {
      'landing.webServerUrl': { status: 500, body: { message: 'Preview server is down' } },
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Preview server is down');
    await expect(canvas.queryByTitle('Landing preview')).not.toBeInTheDocument();
    options.fail = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await frameOf(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const HiddenWithoutContent: Story = {
  args: { contentId: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save launcher' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Preview' })).toBeNull();
    await expect(backend.calls).toEqual([]);
  },
};

/** The server's page for an expired link tells the parent so; this stand-in does the same. */
const expiredPage = `<!doctype html><title>Expired</title><p>This preview link has expired.</p><script>parent.postMessage({ type: ${JSON.stringify(PREVIEW_EXPIRED_MESSAGE)} }, '*');</script>`;

export const ExpiredLinkRenews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(
        '*/landing/:id/web-server-url',
        () =>
          HttpResponse.json({
            data: { url: `data:text/html;charset=utf-8,${encodeURIComponent(expiredPage)}` },
          }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    // The first address has expired: its page says so and the editor asks for a new one.
    await waitFor(() => expect(decodeURIComponent(frame.src)).toContain('Content 1'));
    await expect(frame.src).toMatch(/[?&]previewReload=1$/);
    await expect(decodeURIComponent(frame.src)).not.toContain('expired');
    // The mock saw only the renewal: the expired address came from the one-off handler above.
    await expect(backend.calls.filter((c) => c.key === 'landing.webServerUrl')).toHaveLength(1);
  },
};
