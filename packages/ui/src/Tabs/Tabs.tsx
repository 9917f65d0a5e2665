import { Fragment, useRef, useState, type ReactNode } from 'react';
import { DropdownMenu, Tabs as RadixTabs } from 'radix-ui';
import { usePortalContainer } from '../PortalContainer/PortalContainer.tsx';
import * as styles from './Tabs.css.ts';
import { splitTabs } from './splitTabs.ts';

export type TabItem = {
  value: string;
  label: string;
  /** The panel shown while this tab is active. */
  content?: ReactNode;
  disabled?: boolean;
  /** Never moved to the 'More' menu (e.g. a trailing 'New Language' tab). */
  pinned?: boolean;
  /**
   * A control drawn right after the tab while it is in the strip (e.g. a delete button). It is
   * not inside the tablist: arrow keys move between tabs only, and Tab reaches the control.
   */
  action?: ReactNode;
  /**
   * The same action while the tab is in the 'More' menu: a menu item right after the tab's own
   * item, named `label` (e.g. 'Delete German'), drawn as `icon` when given. It runs once the menu
   * has closed and focus is back on 'More', so a dialog it opens returns focus there.
   */
  menuAction?: TabMenuAction;
};

export type TabMenuAction = {
  label: string;
  icon?: ReactNode;
  /** `delete` turns the icon red while highlighted, as IconButton's. */
  action?: string;
  onSelect: () => void;
};

export type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** At most this many tabs show; the rest are in a 'More' menu. Default: all show. */
  maxVisible?: number;
  moreLabel?: string;
  className?: string;
};

/**
 * Tabs whose strip holds at most `maxVisible` tabs; the others are picked from a 'More' menu,
 * and a tab picked there takes a place in the strip while it is active.
 */
export function Tabs({
  tabs,
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  maxVisible = Infinity,
  moreLabel = 'More',
  className,
}: TabsProps) {
  const portalContainer = usePortalContainer();
  const [valueState, setValueState] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const value = valueProp ?? valueState;
  const { visible, overflow } = splitTabs(tabs, maxVisible, value);
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const pickedFromMenu = useRef<string | null>(null);
  const pickedAction = useRef<TabMenuAction | null>(null);
  // With actions the tablist lends its tabs to the strip's row, and each action is placed
  // right after its tab by flex order (it cannot sit inside the tablist: only tabs may).
  const hasActions = visible.some((tab) => tab.action !== undefined);
  const placeAt = (slot: number) => (hasActions ? { order: slot } : undefined);

  const change = (next: string) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };

  return (
    <RadixTabs.Root
      value={value}
      onValueChange={change}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.strip}>
        <RadixTabs.List
          ref={listRef}
          aria-label={label}
          className={hasActions ? styles.listLendingTabs : styles.list}
        >
          {visible.map((tab, index) => (
            <RadixTabs.Trigger
              key={tab.value}
              value={tab.value}
              disabled={tab.disabled}
              className={styles.tab}
              style={placeAt(2 * index)}
              data-value={tab.value}
            >
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {visible.map(
          (tab, index) =>
            tab.action !== undefined && (
              <div key={tab.value} className={styles.action} style={placeAt(2 * index + 1)}>
                {tab.action}
              </div>
            ),
        )}
        {overflow.length > 0 && (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              ref={moreRef}
              className={styles.moreTrigger}
              style={placeAt(2 * visible.length)}
            >
              {moreLabel}
              <span aria-hidden="true">▾</span>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal container={portalContainer}>
              <DropdownMenu.Content
                className={styles.menu}
                align="end"
                sideOffset={4}
                onCloseAutoFocus={(event) => {
                  const action = pickedAction.current;
                  pickedAction.current = null;
                  if (action !== null) {
                    event.preventDefault();
                    moreRef.current?.focus();
                    action.onSelect();
                    return;
                  }
                  const picked = pickedFromMenu.current;
                  pickedFromMenu.current = null;
                  if (picked === null) return;
                  // Focus the tab just brought into the strip rather than the menu button.
                  event.preventDefault();
                  const tab = [
                    ...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
                  ].find((element) => element.dataset.value === picked);
                  tab?.focus();
                }}
              >
                {overflow.map((tab) => (
                  <Fragment key={tab.value}>
                    <DropdownMenu.Item
                      disabled={tab.disabled}
                      className={tab.menuAction ? styles.menuItem : styles.menuItemWide}
                      onSelect={() => {
                        pickedFromMenu.current = tab.value;
                        change(tab.value);
                      }}
                    >
                      {tab.label}
                    </DropdownMenu.Item>
                    {tab.menuAction && (
                      <MenuActionItem
                        action={tab.menuAction}
                        onPick={(action) => (pickedAction.current = action)}
                      />
                    )}
                  </Fragment>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
      </div>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

function MenuActionItem({
  action,
  onPick,
}: {
  action: TabMenuAction;
  onPick: (action: TabMenuAction) => void;
}) {
  return (
    <DropdownMenu.Item
      className={action.icon ? styles.menuActionIcon : styles.menuItem}
      textValue={action.label}
      data-action={action.action}
      aria-label={action.icon ? action.label : undefined}
      title={action.icon ? action.label : undefined}
      onSelect={() => onPick(action)}
    >
      {action.icon ?? action.label}
    </DropdownMenu.Item>
  );
}
