import { useState, type ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import * as styles from './Accordion.css.ts';

export type AccordionItem = {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** `single` keeps at most one section open; `multiple` lets any number open. */
  type?: 'single' | 'multiple';
  /** Open sections (controlled), in both modes a list of item values. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Level of the heading that wraps each trigger. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Collapsible sections; arrow keys move between headers, Enter or Space toggles one. */
export function Accordion({
  items,
  type = 'single',
  value: valueProp,
  defaultValue = [],
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [valueState, setValueState] = useState<readonly string[]>(defaultValue);
  const value = valueProp ?? valueState;
  const change = (next: string[]) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };
  const Heading = `h${headingLevel}` as const;
  const sections = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <span className={styles.chevron} aria-hidden="true">
              ▼
            </span>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.body}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  return type === 'single' ? (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={rootClass}
      value={value[0] ?? ''}
      onValueChange={(next) => change(next ? [next] : [])}
    >
      {sections}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      type="multiple"
      className={rootClass}
      value={[...value]}
      onValueChange={change}
    >
      {sections}
    </RadixAccordion.Root>
  );
}
