// A server-driven table: the parent owns rows, paging, sorting and selection (usually in the URL);
// the table only renders them and reports what the user asked for.
import { formatNumber } from '@atrium/core/format';
import {
  Checkbox,
  Group,
  Pagination,
  Select,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
  type MantineBreakpoint,
} from '@mantine/core';
import { Fragment, memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export type DataTableAlign = 'start' | 'center' | 'end';

/**
 * `primary` columns answer the list's question and always stay; `secondary` ones fold into an
 * expandable details row when the table is narrower than `foldBelow` (a phone).
 */
export type DataTableColumnPriority = 'primary' | 'secondary';

export interface DataTableColumn<T> {
  /** identifies the column; also the sort key reported to `onSortChange` */
  key: string;
  header: ReactNode;
  /** renders the cell; defaults to `row[key]` as text */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  /** logical alignment, so it mirrors in right-to-left languages @default 'start' */
  align?: DataTableAlign;
  /** hides the column below this breakpoint; prefer `priority: 'secondary'`, which folds it instead of losing it */
  visibleFrom?: MantineBreakpoint;
  /** @default 'primary' */
  priority?: DataTableColumnPriority;
}

export interface DataTableSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface DataTableSelection {
  selected: ReadonlyArray<string | number>;
  onChange: (next: Array<string | number>) => void;
}

/** Every text the table shows itself; the kit has no translations, so callers pass their own. */
export interface DataTableLabels {
  rowsPerPage: string;
  /** "1–10 of 42"; the numbers arrive already formatted for `locale` */
  range: (from: string, to: string, total: string) => string;
  selectAll: string;
  selectRow: string;
  /** announced after a header sorted ascending */
  sortAscending: string;
  /** announced after a header sorted descending */
  sortDescending: string;
  loading: string;
  previousPage: string;
  nextPage: string;
  /** accessible name of a page button, e.g. "Page 3" */
  page: (page: string) => string;
  /** accessible name of the pagination navigation */
  pagination: string;
  /** shown when there are no rows and no `empty` prop */
  empty: string;
  /** the button that shows a folded row's secondary columns (with `rowLabel`, "Details: #42") */
  details: string;
}

export const defaultDataTableLabels: DataTableLabels = {
  rowsPerPage: 'Rows per page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  selectAll: 'Select all rows on this page',
  selectRow: 'Select row',
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
  loading: 'Loading…',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  pagination: 'Pagination',
  empty: 'No records to show',
  details: 'Details',
};

export interface DataTableProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => string | number;
  /** number of rows across all pages, as reported by the server */
  total: number;
  /** 1-based */
  page: number;
  pageSize: number;
  /** @default [5, 10, 20, 25, 50, 100] */
  pageSizeOptions?: ReadonlyArray<number>;
  onPageChange: (page: number) => void;
  /** the parent usually also goes back to page 1 */
  onPageSizeChange: (size: number) => void;
  sort?: DataTableSort | null;
  /** a sortable header cycles ascending → descending → unsorted (`null`) */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** shows skeleton rows and marks the table busy */
  loading?: boolean;
  /** rendered in place of the rows, e.g. an `ErrorState` with retry */
  error?: ReactNode;
  /** rendered when there are no rows, e.g. an `EmptyState` */
  empty?: ReactNode;
  /** adds a checkbox column; the select-all box covers the current page only */
  selection?: DataTableSelection;
  /** gives each row checkbox and details button a distinct name, e.g. the product's title */
  rowLabel?: (row: T) => string;
  /** makes rows clickable and focusable (Enter activates) */
  onRowClick?: (row: T) => void;
  /** the table's accessible name */
  caption: string;
  /** shows the caption above the table instead of only to screen readers */
  showCaption?: boolean;
  labels?: Partial<DataTableLabels>;
  /** BCP 47 locale for the numbers in the footer; defaults to the document's language */
  locale?: string;
  /** keeps the header visible while scrolling; set `maxHeight` for it to stick inside the table */
  stickyHeader?: boolean;
  stickyHeaderOffset?: number | string;
  /** scroll height of the table body (a fixed-height page) */
  maxHeight?: number | string;
  /** below this width the table scrolls horizontally (after folding its secondary columns) @default 640 */
  minWidth?: number;
  /** below this width of its container the `secondary` columns fold into each row's details @default minWidth */
  foldBelow?: number;
  /** rendered above the table: bulk actions, export, filters */
  toolbar?: ReactNode;
}

const DEFAULT_PAGE_SIZES: ReadonlyArray<number> = [5, 10, 20, 25, 50, 100];
// More skeleton rows than this only pushes the footer off screen without telling more.
const MAX_SKELETON_ROWS = 10;

const justify: Record<DataTableAlign, CSSProperties['justifyContent']> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/** The table's sort from URL-style `sortBy` / `orderBy` values (no key → unsorted). */
export function toDataTableSort(sortBy: string | undefined, orderBy: 'asc' | 'desc' | undefined): DataTableSort | null {
  return sortBy ? { key: sortBy, order: orderBy ?? 'asc' } : null;
}

export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort | null {
  if (!current || current.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

function SortGlyph({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" style={{ flex: 'none', opacity: order ? 1 : 0.35 }}>
      <path d="M6 1.5 9.5 5h-7z" fill="currentColor" opacity={order === 'desc' ? 0.3 : 1} />
      <path d="M6 10.5 2.5 7h7z" fill="currentColor" opacity={order === 'asc' ? 0.3 : 1} />
    </svg>
  );
}

function cellValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = typeof row === 'object' && row !== null && Object.hasOwn(row, column.key) ? (row as Record<string, unknown>)[column.key] : undefined;
  if (value == null) return null;
  // a name or an email in a right-to-left page keeps its own direction (issue 21)
  if (typeof value === 'string') return <bdi>{value}</bdi>;
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

// Private-use characters stand for the numbers while the range label is split into its parts.
const SLOTS = { from: '\uE000', to: '\uE001', total: '\uE002' } as const;
const SLOT_PATTERN = /([\uE000-\uE002])/u;

/**
 * The footer's "1–10 of 42" with its numbers isolated: in a right-to-left language the bidi
 * algorithm otherwise turns "1–10" into "10–1" (issue 36). A from–to pair joined by a dash or
 * spaces only (no words) is one left-to-right unit; every other number is isolated on its own,
 * and the translation's words keep the page's direction.
 */
export function isolatedRange(range: DataTableLabels['range'], from: string, to: string, total: string): ReactNode {
  const values: Record<string, string> = { [SLOTS.from]: from, [SLOTS.to]: to, [SLOTS.total]: total };
  const parts = range(SLOTS.from, SLOTS.to, SLOTS.total).split(SLOT_PATTERN);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    const value = values[part];
    if (value === undefined) {
      if (part) out.push(part);
      continue;
    }
    const between = parts[i + 1] ?? '';
    if (part === SLOTS.from && parts[i + 2] === SLOTS.to && !/\p{L}/u.test(between)) {
      out.push(
        <bdi key={i} dir="ltr">
          {from}
          {between}
          {to}
        </bdi>,
      );
      i += 2;
      continue;
    }
    out.push(
      <bdi key={i} dir="ltr">
        {value}
      </bdi>,
    );
  }
  return out;
}

/** The element's width, measured before paint and on every resize; null where there is no layout (jsdom). */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = element.getBoundingClientRect().width;
      setWidth(next > 0 ? Math.round(next) : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function DetailsGlyph({ open }: { open: boolean }) {
  // down when closed, up when open: the same in both directions
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false" style={{ transform: open ? 'rotate(180deg)' : undefined }}>
      <path d="M2.5 5 7 9.5 11.5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function documentLocale(): string | undefined {
  return typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined;
}

interface RowProps<T> {
  row: T;
  rowId: string | number;
  index: number;
  shown: ReadonlyArray<DataTableColumn<T>>;
  secondary: ReadonlyArray<DataTableColumn<T>>;
  colCount: number;
  selectable: boolean;
  isSelected: boolean;
  folded: boolean;
  open: boolean;
  detailsId: string;
  selectRowLabel: string;
  detailsLabel: string;
  rowLabel: ((row: T) => string) | undefined;
  clickable: boolean;
  /** stable across renders: they read the table's latest props */
  onRowClick: (row: T) => void;
  onToggleRow: (key: string | number) => void;
  onToggleDetails: (key: string | number) => void;
}

/**
 * One row (and its details row when unfolded). Memoised: a table re-renders when its parent does
 * (a sort or page change re-renders it first with the rows still on screen, then with the new
 * ones), and a row whose data, columns and state are unchanged is not rendered again: its cells are
 * Mantine components (issue 34: the users list re-rendered every cell on each of those renders).
 */
const DataTableRow = memo(function DataTableRow<T>({ row, rowId, index, shown, secondary, colCount, selectable, isSelected, folded, open, detailsId, selectRowLabel, detailsLabel, rowLabel, clickable, onRowClick, onToggleRow, onToggleDetails }: RowProps<T>) {
  const rowDetailsId = `${detailsId}-${index}`;
  const activateRow = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: Enter on a link or button inside it belongs to that control.
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowClick(row);
    }
  };
  return (
    <>
      <Table.Tr
        bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
        aria-selected={selectable ? isSelected : undefined}
        tabIndex={clickable ? 0 : undefined}
        onClick={clickable ? () => onRowClick(row) : undefined}
        onKeyDown={clickable ? activateRow : undefined}
        style={clickable ? { cursor: 'pointer' } : undefined}
      >
        {selectable ? (
          // The checkbox cell never opens the row: a near miss must not navigate away.
          <Table.Td onClick={(event) => event.stopPropagation()}>
            <Checkbox
              aria-label={rowLabel ? `${selectRowLabel}: ${rowLabel(row)}` : selectRowLabel}
              checked={isSelected}
              onChange={() => onToggleRow(rowId)}
              onKeyDown={(event) => event.stopPropagation()}
            />
          </Table.Td>
        ) : null}
        {folded ? (
          // like the checkbox, the details button never opens the row
          <Table.Td p={0} onClick={(event) => event.stopPropagation()}>
            <UnstyledButton
              aria-expanded={open}
              aria-controls={open ? rowDetailsId : undefined}
              aria-label={rowLabel ? `${detailsLabel}: ${rowLabel(row)}` : detailsLabel}
              onClick={() => onToggleDetails(rowId)}
              onKeyDown={(event) => event.stopPropagation()}
              data-details-toggle
              style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', inlineSize: 28, blockSize: 32, borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <DetailsGlyph open={open} />
            </UnstyledButton>
          </Table.Td>
        ) : null}
        {shown.map((column) => (
          <Table.Td key={column.key} visibleFrom={column.visibleFrom} style={{ textAlign: column.align ?? 'start' }}>
            {cellValue(row, column)}
          </Table.Td>
        ))}
      </Table.Tr>
      {open ? (
        <Table.Tr id={rowDetailsId} data-details>
          <Table.Td colSpan={colCount} pt={0}>
            <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)', gap: '6px 12px', margin: 0, paddingInlineStart: 28 }}>
              {secondary.map((column) => (
                <Fragment key={column.key}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.header}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {cellValue(row, column)}
                  </Text>
                </Fragment>
              ))}
            </dl>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** A paged, sortable, selectable table whose state lives with its parent. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  sort = null,
  onSortChange,
  loading = false,
  error,
  empty,
  selection,
  rowLabel,
  onRowClick,
  caption,
  showCaption = false,
  labels: labelOverrides,
  locale,
  stickyHeader = false,
  stickyHeaderOffset,
  maxHeight,
  minWidth = 640,
  foldBelow,
  toolbar,
}: DataTableProps<T>) {
  const labels: DataTableLabels = { ...defaultDataTableLabels, ...labelOverrides };
  // through the one formatting module: Latin digits pinned whatever the regional tag (ar-EG wrote ١٢٬٣٤٥)
  const lang = locale ?? documentLocale() ?? 'en';
  const numbers = { format: (n: number) => formatNumber(n, lang) };
  const sizeId = useId();
  const detailsId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  // one array per `columns` (and fold): the memoised rows compare them by identity
  const secondary = useMemo(() => columns.filter((column) => column.priority === 'secondary'), [columns]);
  const folded = secondary.length > 0 && width !== null && width < (foldBelow ?? minWidth);
  const shown = useMemo(() => (folded ? columns.filter((column) => column.priority !== 'secondary') : columns), [columns, folded]);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
  const toggleDetails = useCallback(
    (key: string | number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  const pageKeys = rows.map(rowKey);
  const selected = new Set(selection?.selected ?? []);
  const selectedOnPage = pageKeys.filter((key) => selected.has(key)).length;
  const allOnPage = pageKeys.length > 0 && selectedOnPage === pageKeys.length;

  const toggleAll = () => {
    if (!selection) return;
    const onPage = new Set(pageKeys);
    // Selections on other pages survive: the page's box only adds or removes this page's rows.
    const others = selection.selected.filter((key) => !onPage.has(key));
    selection.onChange(allOnPage ? others : [...others, ...pageKeys]);
  };
  // the rows' callbacks stay the same function across renders and read the latest props
  const latest = useRef({ selection, onRowClick });
  useLayoutEffect(() => {
    latest.current = { selection, onRowClick };
  });
  const toggleRow = useCallback((key: string | number) => {
    const current = latest.current.selection;
    if (!current) return;
    current.onChange(current.selected.includes(key) ? current.selected.filter((k) => k !== key) : [...current.selected, key]);
  }, []);
  const clickRow = useCallback((row: T) => latest.current.onRowClick?.(row), []);

  const colCount = shown.length + (selection ? 1 : 0) + (folded ? 1 : 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const header = (
    <Table.Tr>
      {selection ? (
        <Table.Th w={40}>
          <Checkbox
            aria-label={labels.selectAll}
            checked={allOnPage}
            indeterminate={selectedOnPage > 0 && !allOnPage}
            disabled={loading || pageKeys.length === 0}
            onChange={toggleAll}
          />
        </Table.Th>
      ) : null}
      {folded ? (
        <Table.Th w={28} p={0}>
          <VisuallyHidden>{labels.details}</VisuallyHidden>
        </Table.Th>
      ) : null}
      {shown.map((column) => {
        const order = sort?.key === column.key ? sort.order : null;
        const align = column.align ?? 'start';
        const sortable = Boolean(column.sortable && onSortChange);
        return (
          <Table.Th
            key={column.key}
            w={column.width}
            visibleFrom={column.visibleFrom}
            style={{ textAlign: align, whiteSpace: 'nowrap' }}
            aria-sort={sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined}
          >
            {sortable ? (
              <UnstyledButton
                onClick={() => onSortChange?.(nextSort(sort, column.key))}
                fw={700}
                fz="inherit"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 6, justifyContent: justify[align], inlineSize: '100%' }}
              >
                <span>{column.header}</span>
                <SortGlyph order={order} />
                {order ? <VisuallyHidden>{order === 'asc' ? labels.sortAscending : labels.sortDescending}</VisuallyHidden> : null}
              </UnstyledButton>
            ) : (
              column.header
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  let body: ReactNode;
  if (error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount}>{error}</Table.Td>
      </Table.Tr>
    );
  } else if (loading) {
    body = Array.from({ length: Math.min(pageSize, MAX_SKELETON_ROWS) }, (_, index) => (
      <Table.Tr key={`skeleton-${index}`} aria-hidden="true" data-skeleton>
        {selection ? (
          <Table.Td>
            <Skeleton height={18} width={18} />
          </Table.Td>
        ) : null}
        {folded ? <Table.Td p={0} /> : null}
        {shown.map((column) => (
          <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount}>
          {empty ?? (
            <Text c="dimmed" ta="center" py="xl">
              {labels.empty}
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row, index) => {
      const key = pageKeys[index] ?? rowKey(row);
      return (
        <DataTableRow
          key={key}
          row={row}
          rowId={key}
          index={index}
          shown={shown}
          secondary={secondary}
          colCount={colCount}
          selectable={Boolean(selection)}
          isSelected={selected.has(key)}
          folded={folded}
          open={folded && expanded.has(key)}
          detailsId={detailsId}
          selectRowLabel={labels.selectRow}
          detailsLabel={labels.details}
          rowLabel={rowLabel}
          clickable={Boolean(onRowClick)}
          onRowClick={clickRow}
          onToggleRow={toggleRow}
          onToggleDetails={toggleDetails}
        />
      );
    });
  }

  return (
    <div ref={frame} data-folded={folded || undefined}>
      {toolbar ? <div style={{ marginBlockEnd: 'var(--mantine-spacing-sm)' }}>{toolbar}</div> : null}
      {/* folded, the table fits its container: whatever still overflows scrolls inside it, never the page */}
      <Table.ScrollContainer minWidth={folded ? 0 : minWidth} maxHeight={maxHeight} type="native">
        <Table
          aria-busy={loading || undefined}
          // folded on a phone, a smaller type and tighter cells keep four figures in 320 px
          horizontalSpacing={folded ? 4 : 'xs'}
          fz={folded ? 'xs' : undefined}
          highlightOnHover={Boolean(onRowClick)}
          stickyHeader={stickyHeader}
          stickyHeaderOffset={stickyHeaderOffset}
          verticalSpacing="sm"
          captionSide="top"
        >
          {showCaption ? (
            <Table.Caption>{caption}</Table.Caption>
          ) : (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          )}
          <Table.Thead>{header}</Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading ? (
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
      ) : null}
      <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {labels.rowsPerPage}
          </Text>
          <Select
            id={sizeId}
            w={88}
            size="xs"
            allowDeselect={false}
            data={sizes.map((size) => ({ value: String(size), label: numbers.format(size) }))}
            value={String(pageSize)}
            onChange={(value) => {
              const size = Number(value);
              if (value && Number.isFinite(size) && size !== pageSize) onPageSizeChange(size);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {/* dir="auto": an untranslated English label keeps its direction; the numbers are isolated inside */}
          <Text size="sm" c="dimmed" aria-live="polite" dir="auto" style={{ whiteSpace: 'nowrap' }}>
            {isolatedRange(labels.range, numbers.format(from), numbers.format(to), numbers.format(total))}
          </Text>
        </Group>
        <nav aria-label={labels.pagination}>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(Math.max(page, 1), pages)}
            onChange={onPageChange}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': labels.previousPage } : control === 'next' ? { 'aria-label': labels.nextPage } : {}
            }
            getItemProps={(item) => {
              const text = numbers.format(item);
              return { children: text, 'aria-label': labels.page(text) };
            }}
          />
        </nav>
      </Group>
    </div>
  );
}
