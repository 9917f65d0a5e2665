import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { usePortalContainer } from '../PortalContainer/PortalContainer.tsx';
import { control } from '../FieldFrame/FieldFrame.css.ts';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './Select.css.ts';
import { createTypeaheadBuffer, findTypeaheadMatch } from './typeahead.ts';
import { cspNonce } from '../cspNonce/cspNonce.ts';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
  /** Shown before the label, in the list and in the closed select (e.g. an avatar). */
  icon?: ReactNode;
};

export type SelectProps = {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Controlled value; '' shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: a hidden input carries the value in form submissions. */
  name?: string;
  id?: string;
};

const isTypeaheadKey = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;

/**
 * A single-select dropdown. Typing letters jumps to the matching option, open or closed; the
 * typed letters are forgotten after 500 ms (Radix's own buffer keeps them for a second).
 */
export function Select({
  label,
  hideLabel,
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  placeholder,
  hint,
  error,
  disabled,
  required,
  name,
  id,
}: SelectProps) {
  const portalContainer = usePortalContainer();
  const ids = useFieldIds(id);
  const [valueState, setValueState] = useState(defaultValue);
  const value = valueProp ?? valueState;
  const [buffer] = useState(createTypeaheadBuffer);
  const contentRef = useRef<HTMLDivElement>(null);
  // The list is mounted only while open. Closed, Radix would render every option into a
  // detached fragment after a layout effect: a second, synchronous render of each select as a
  // form first draws. The closed select shows the chosen option itself (below).
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);

  const choose = (next: string) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };

  /** Handles a letter itself (and stops Radix's handler); returns the search or null. */
  const takeTypeahead = (event: KeyboardEvent): string | null => {
    if (event.defaultPrevented || !isTypeaheadKey(event)) return null;
    // Space opens (closed) or picks (open) unless it is part of a search.
    if (event.key === ' ' && buffer.current === '') return null;
    event.preventDefault();
    return buffer.push(event.key);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const search = takeTypeahead(event);
    if (search === null) return;
    const match = findTypeaheadMatch(options, search, value);
    if (match) choose(match.value);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const search = takeTypeahead(event);
    if (search === null) return;
    const nodes = [...(contentRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const focusedIndex = nodes.findIndex((node) => node === document.activeElement);
    const match = findTypeaheadMatch(options, search, options[focusedIndex]?.value);
    if (match) nodes[options.indexOf(match)]?.focus();
  };

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      labelElement="span"
    >
      <RadixSelect.Root
        value={value}
        onValueChange={choose}
        disabled={disabled}
        required={required}
        open={open}
        onOpenChange={(next) => {
          buffer.reset();
          setOpen(next);
        }}
      >
        <RadixSelect.Trigger
          id={ids.controlId}
          className={`${control} ${styles.trigger}`}
          aria-labelledby={ids.labelId}
          {...describedBy(ids, hint, error)}
          onKeyDown={onTriggerKeyDown}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder}>
              {chosen && <OptionLabel option={chosen} />}
            </RadixSelect.Value>
          </span>
          <RadixSelect.Icon className={styles.chevron}>▼</RadixSelect.Icon>
        </RadixSelect.Trigger>
        {open && (
          <RadixSelect.Portal container={portalContainer}>
            <RadixSelect.Content
              ref={contentRef}
              className={styles.content}
              position="popper"
              sideOffset={4}
              onKeyDown={onListKeyDown}
            >
              {/* Radix adds a <style> here; the console's CSP only lets it in with the page's nonce. */}
              <RadixSelect.Viewport className={styles.viewport} nonce={cspNonce()}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                    onKeyDown={onListKeyDown}
                  >
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      ✓
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>
                      <OptionLabel option={option} />
                    </RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        )}
      </RadixSelect.Root>
      {/* Radix's own hidden select lists only mounted options, and the list is closed. */}
      {name !== undefined && <input type="hidden" name={name} value={value} />}
    </FieldFrame>
  );
}

function OptionLabel({ option }: { option: SelectOption }) {
  if (option.icon === undefined) return option.label;
  return (
    <span className={styles.itemWithIcon}>
      {option.icon}
      {option.label}
    </span>
  );
}
