export interface AutocompleteOption {
  value: string;
  label: string;
}

const sameLabel = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Adds an item: already selected → unchanged; a cap of one → it replaces the selection; the cap
 * reached → unchanged.
 */
export function addEntry(
  selected: readonly AutocompleteOption[],
  entry: AutocompleteOption,
  max?: number,
): readonly AutocompleteOption[] {
  if (selected.some((item) => item.value === entry.value)) return selected;
  if (max === 1) return [entry];
  if (max !== undefined && selected.length >= max) return selected;
  return [...selected, entry];
}

export function removeEntry(
  selected: readonly AutocompleteOption[],
  value: string,
): readonly AutocompleteOption[] {
  return selected.filter((item) => item.value !== value);
}

/**
 * A typed entry, trimmed. Nothing for blank text or text equal (ignoring case) to the label of an
 * option or of an item already selected.
 */
export function customEntry(
  text: string,
  options: readonly AutocompleteOption[],
  selected: readonly AutocompleteOption[],
): AutocompleteOption | null {
  const label = text.trim();
  if (!label) return null;
  if ([...options, ...selected].some((item) => sameLabel(item.label, label))) return null;
  return { value: label, label };
}

/** Text typed or pasted with commas: the finished parts and what is still being typed. */
export function splitOnCommas(text: string): { parts: string[]; rest: string } {
  const pieces = text.split(',');
  const rest = pieces.pop() ?? '';
  return { parts: pieces, rest };
}

export function matchingOptions(
  options: readonly AutocompleteOption[],
  text: string,
): readonly AutocompleteOption[] {
  const query = text.trim().toLocaleLowerCase();
  if (!query) return options;
  return options.filter((option) => option.label.toLocaleLowerCase().includes(query));
}
