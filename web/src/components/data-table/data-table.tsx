import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  header: ReactNode;
  /** Tooltip of the header (what the figure means). */
  headerTitle?: string;
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
}

/** A list as a table: the columns say what each cell shows, so every list reads and looks the same. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  className = 'ac-table',
  testId,
  empty,
}: DataTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} title={c.headerTitle}>
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
                className={typeof c.className === 'function' ? c.className(row) : c.className}
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
}
