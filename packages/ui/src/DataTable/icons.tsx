const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const EditIcon = () => (
  <svg {...common}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);

export const DeleteIcon = () => (
  <svg {...common}>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
  </svg>
);

export const DuplicateIcon = () => (
  <svg {...common}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...common} width={12} height={12} strokeWidth={3}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const DashIcon = () => (
  <svg {...common} width={12} height={12} strokeWidth={3}>
    <path d="M5 12h14" />
  </svg>
);

/** A header's sort mark: an arrow up (ascending, or not sorted yet) or down. Drawn, not text, so
 * the header's text stays its name alone. */
export const SortIcon = ({ direction }: { direction: 'ascending' | 'descending' | 'none' }) => (
  <svg {...common} width={12} height={12} fill="currentColor" stroke="none">
    <path d={direction === 'descending' ? 'M4 8h16L12 19Z' : 'M4 16h16L12 5Z'} />
  </svg>
);
