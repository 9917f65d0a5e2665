export type TypeaheadOption = { value: string; label: string; disabled?: boolean };

/**
 * The option a type-ahead search lands on, the way native selects behave: the next enabled
 * option whose label starts with the search, after the current one; repeating one letter
 * ("bbb") cycles through the options starting with it.
 */
export function findTypeaheadMatch<T extends TypeaheadOption>(
  options: readonly T[],
  search: string,
  currentValue: string | undefined,
): T | undefined {
  const enabled = options.filter((option) => !option.disabled);
  const first = search[0];
  if (first === undefined) return undefined;
  const isRepeated = search.length > 1 && [...search].every((char) => char === first);
  const needle = (isRepeated ? first : search).toLowerCase();
  const currentIndex = enabled.findIndex((option) => option.value === currentValue);
  const start = Math.max(currentIndex, 0);
  let candidates = enabled.map((_, index) => enabled[(start + index) % enabled.length] as T);
  // A single letter moves on from the current option; a longer search may stay on it.
  if (needle.length === 1)
    candidates = candidates.filter((option) => option.value !== currentValue);
  const match = candidates.find((option) => option.label.toLowerCase().startsWith(needle));
  return match?.value === currentValue ? undefined : match;
}

/** How long the typed letters are remembered. */
export const TYPEAHEAD_RESET_MS = 500;

/** A search buffer that forgets itself after `resetMs` of no typing. */
export function createTypeaheadBuffer(resetMs = TYPEAHEAD_RESET_MS) {
  let search = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    search = '';
    clearTimeout(timer);
  };
  return {
    /** Adds a typed character and returns the whole search so far. */
    push(char: string): string {
      search += char;
      clearTimeout(timer);
      timer = setTimeout(reset, resetMs);
      return search;
    },
    get current() {
      return search;
    },
    reset,
  };
}
