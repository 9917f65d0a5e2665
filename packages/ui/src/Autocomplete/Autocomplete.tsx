import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame.tsx';
import * as styles from './Autocomplete.css.ts';
import {
  addEntry,
  customEntry,
  matchingOptions,
  removeEntry,
  splitOnCommas,
  type AutocompleteOption,
} from './entries.ts';

export interface AutocompleteProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  name?: string;
  options: readonly AutocompleteOption[];
  /** The selected items (custom entries have value = label = the trimmed text). */
  value: readonly AutocompleteOption[];
  onChange: (value: AutocompleteOption[]) => void;
  onBlur?: () => void;
  /** Typed entries added with Enter or comma. Default true. */
  allowCustom?: boolean;
  /** At most this many items; a cap of one replaces the selection. */
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  emptyText?: string;
}

/**
 * Multi-select combobox: options filtered as you type, chips for the selection (each removable
 * with its button, the last one with Backspace), custom entries with Enter or comma.
 */
export function Autocomplete({
  label,
  hideLabel,
  hint,
  error,
  id,
  name,
  options,
  value,
  onChange,
  onBlur,
  allowCustom = true,
  max,
  placeholder,
  disabled = false,
  emptyText = 'Нет данных для отображения',
}: AutocompleteProps) {
  const ids = useFieldIds(id);
  const listId = `${ids.controlId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const matches = matchingOptions(options, text);
  const selectedValues = new Set(value.map((item) => item.value));
  const full = max !== undefined && max !== 1 && value.length >= max;
  // Free entry with no options at all (tags) needs no popup.
  const hasPopup = options.length > 0 || !allowCustom;
  const showPopup = open && hasPopup && !disabled;
  const showList = showPopup && matches.length > 0;
  const activeOption = showList && active >= 0 ? matches[active] : undefined;

  const commit = (next: readonly AutocompleteOption[]) => {
    if (next !== value) onChange([...next]);
  };

  /** Adds the typed entries that are new; tells whether any was taken. */
  const addTyped = (typed: string[]) => {
    let next = value;
    for (const piece of typed) {
      const entry = customEntry(piece, options, next);
      if (entry) next = addEntry(next, entry, max);
    }
    commit(next);
    return next !== value;
  };

  const toggle = (option: AutocompleteOption) => {
    if (selectedValues.has(option.value)) commit(removeEntry(value, option.value));
    else if (!full) commit(addEntry(value, option, max));
    setText('');
    setActive(-1);
  };

  const remove = (option: AutocompleteOption) => {
    commit(removeEntry(value, option.value));
    inputRef.current?.focus();
  };

  const onInput = (typed: string) => {
    if (allowCustom) {
      const { parts, rest } = splitOnCommas(typed);
      if (parts.length > 0) addTyped(parts);
      setText(rest);
    } else {
      setText(typed);
    }
    setActive(-1);
    setOpen(true);
  };

  const moveActive = (step: number) => {
    setOpen(true);
    if (matches.length === 0) return;
    setActive((current) => (current + step + matches.length) % matches.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          toggle(activeOption);
        } else if (allowCustom && text.trim()) {
          event.preventDefault();
          if (addTyped([text])) setText('');
        }
        break;
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Backspace': {
        const last = value.at(-1);
        if (text === '' && last) commit(removeEntry(value, last.value));
        break;
      }
    }
  };

  const { 'aria-describedby': describedById, 'aria-invalid': invalid } = describedBy(
    ids,
    hint,
    error,
  );

  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <div
        className={styles.root}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      >
        <div
          className={styles.box}
          data-state={showPopup ? 'open' : 'closed'}
          data-invalid={invalid ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onMouseDown={(event) => {
            if (event.target === event.currentTarget) {
              event.preventDefault();
              inputRef.current?.focus();
            }
          }}
        >
          {value.length > 0 && (
            <ul className={styles.chips}>
              {value.map((item) => (
                <li key={item.value} className={styles.chip}>
                  <span className={styles.chipLabel}>{item.label}</span>
                  {!disabled && (
                    <button
                      type="button"
                      className={styles.chipRemove}
                      aria-label={`Remove ${item.label}`}
                      onClick={() => remove(item)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <input
            ref={inputRef}
            id={ids.controlId}
            name={name}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
            aria-describedby={describedById}
            aria-invalid={invalid}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
          />
        </div>
        {showList && (
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={ids.labelId}
            aria-multiselectable="true"
            className={styles.popup}
          >
            {matches.map((option, index) => {
              const selected = selectedValues.has(option.value);
              return (
                <li
                  key={option.value}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={!selected && full ? true : undefined}
                  data-active={index === active ? '' : undefined}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(option)}
                >
                  {option.label}
                  {selected && <span aria-hidden="true">✓</span>}
                </li>
              );
            })}
          </ul>
        )}
        {showPopup && !showList && (
          <div className={`${styles.popup} ${styles.empty}`} role="status">
            {emptyText}
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
