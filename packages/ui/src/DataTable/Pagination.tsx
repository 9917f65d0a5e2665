import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { pageSizeSelect, pager, pagerGroup } from './DataTable.css.ts';
import type { DataTableWords } from './dataTableWords.ts';

export const defaultPageSizes = [10, 25, 50, 100] as const;

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  words: DataTableWords;
}

/** 'Rows per page:' and 'Page X of Y' with first / previous / next / last. */
export function Pagination({
  page,
  pageCount,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  words,
}: PaginationProps) {
  const sizeId = useId();
  return (
    <nav className={pager} aria-label={words.pagination}>
      <div className={pagerGroup}>
        <label htmlFor={sizeId}>{words.rowsPerPage}</label>
        <select
          id={sizeId}
          className={pageSizeSelect}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span aria-live="polite">{words.page(page, pageCount)}</span>
      <div className={pagerGroup}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.firstPage}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        >
          «
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          ‹
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.nextPage}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          ›
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={words.lastPage}
          disabled={page >= pageCount}
          onClick={() => onPageChange(pageCount)}
        >
          »
        </Button>
      </div>
    </nav>
  );
}
