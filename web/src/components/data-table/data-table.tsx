import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  header: ReactNode;
  /** Tooltip of the header (what the figure means). */
  headerTitle?: string;
  /** A figure: right-aligned header and cells. */
  num?: boolean;
  cell: (row: Row) => ReactNode;
  /** Class of the body cells: fixed, or from the row (a tone, a direction). */
  className?: string | ((row: Row) => string | undefined);
  style?: CSSProperties;
  /** Tooltip of a body cell. */
  title?: (row: Row) => string | undefined;
}

/** Attributes of a body row: a class or data-* attributes the tests read. */
export type RowProps = { className?: string | undefined } & {
  [attr: `data-${string}`]: string | boolean | undefined;
};

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (row: Row) => RowProps;
  className?: string;
  testId?: string;
  /** Shown instead of the table when there are no rows; without it the table shows its headers alone. */
  empty?: ReactNode;
  /** Wide tables scroll sideways inside their own box on a phone instead of widening the page. */
  scroll?: boolean;
}

const classOf = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/** A list as a table: the columns say what each cell shows, so every list reads and looks the same. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  className = 'ac-table',
  testId,
  empty,
  scroll = false,
}: DataTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  const table = (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" title={c.headerTitle} className={classOf(c.num && 'num')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c, i) => (
              <td
                key={i}
                className={classOf(
                  c.num && 'num',
                  typeof c.className === 'function' ? c.className(row) : c.className,
                )}
                style={c.style}
                title={c.title?.(row)}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}
