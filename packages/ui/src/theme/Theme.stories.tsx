import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { CopyText } from '../CopyText/CopyText.tsx';
import { ErrorText } from '../ErrorText/ErrorText.tsx';
import { Pill } from '../Pill/Pill.tsx';
import { Select } from '../Select/Select.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { Slider } from '../Slider/Slider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';

type Scheme = 'light' | 'dark';

function Showcase({ scheme }: { scheme: Scheme }) {
  return (
    <section
      data-theme={scheme}
      aria-label={`${scheme} theme`}
      style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, flex: 1 }}
    >
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="ghost">More</Button>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Badge>neutral</Badge>
        <Badge tone="accent">accent</Badge>
        <Badge tone="success">active</Badge>
        <Badge tone="warning">pending</Badge>
        <Badge tone="danger">failed</Badge>
        <Pill>firebase</Pill>
        <Pill active>100%</Pill>
      </div>
      <Card title={`Card in ${scheme}`} headingLevel={3}>
        <TextInput label={`Name (${scheme})`} defaultValue="a" error="Minimum 2 characters" />
        <Select
          label={`Language (${scheme})`}
          placeholder="Select language"
          options={[{ value: 'de', label: 'German' }]}
        />
        <Slider label={`Rating (${scheme})`} defaultValue={40} />
        <CopyText text="https://shop.example.com" copyLabel={`Copy URL (${scheme})`} />
        <ErrorText>Failed to load PWA</ErrorText>
        <Spinner label={`Loading (${scheme})`} showLabel />
      </Card>
      <Tabs
        label={`Tabs (${scheme})`}
        tabs={[
          { value: 'a', label: 'Design', content: 'Design panel' },
          { value: 'b', label: 'Content', content: 'Content panel' },
        ]}
      />
      <SideNav
        label={`Navigation (${scheme})`}
        items={[
          { id: 'apps', label: 'Apps', href: '#apps', current: true },
          { id: 'domains', label: 'Domains', href: '#domains' },
          { id: 'off', label: 'Disabled', disabled: true },
        ]}
      />
    </section>
  );
}

const meta = {
  title: 'UI/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const paint = (element: Element) => {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, color: style.color };
};

/** Every widget in both themes, side by side; the a11y check covers contrast in each. */
export const LightAndDark: Story = {
  render: () => (
    <div style={{ display: 'flex' }}>
      <Showcase scheme="light" />
      <Showcase scheme="dark" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const light = canvas.getByRole('region', { name: 'light theme' });
    const dark = canvas.getByRole('region', { name: 'dark theme' });

    await step('one contract, two palettes', async () => {
      await expect(paint(light)).not.toEqual(paint(dark));
      const save = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'Save' });
      await expect(paint(save(light))).not.toEqual(paint(save(dark)));
      await expect(getComputedStyle(light).colorScheme).toBe('light');
      await expect(getComputedStyle(dark).colorScheme).toBe('dark');
    });

    await step('the page follows prefers-color-scheme', async () => {
      const body = canvasElement.ownerDocument.body;
      const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
      await expect(paint(body)).toEqual(paint(prefersDark ? dark : light));
      const mediaRules = [...canvasElement.ownerDocument.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.conditionText.includes('prefers-color-scheme: dark'));
      const darkRoot = mediaRules
        .flatMap((rule) => [...rule.cssRules])
        .find((rule) => rule instanceof CSSStyleRule && rule.selectorText === ':root');
      await expect(darkRoot).toBeDefined();
    });
  },
};
