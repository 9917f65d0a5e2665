import { cellTextLimit, truncateText } from './fieldPath.ts';
import { cellText } from './DataTable.css.ts';
import { visuallyHidden } from '../theme/utilities.css.ts';

/**
 * Cell text cut at 30 characters with an ellipsis, wrapping over at most two lines. The full text
 * stays readable: as the tooltip (title) for the pointer, and as hidden text for screen readers
 * and copy.
 */
export function CellText({ text }: { text: string }) {
  if (text.length <= cellTextLimit) {
    return <span className={cellText}>{text}</span>;
  }
  return (
    <span className={cellText} title={text}>
      <span aria-hidden="true">{truncateText(text)}</span>
      <span className={visuallyHidden}>{text}</span>
    </span>
  );
}
