/**
 * Writes text to the clipboard; true when it worked. A failure (no permission, no secure
 * context) is silent, as the spec says: the caller simply shows no confirmation.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // navigator.clipboard is missing outside secure contexts.
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
