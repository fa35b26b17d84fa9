import type { ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  header: string;
  /** A figure: right-aligned header and cells. */
  num?: boolean;
  /** The cell's own class (on top of `num`), fixed or read from the row. */
  className?: string | ((row: Row) => string);
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  className: string;
  testId: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes of a row's <tr> (test ids, data-*). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
}

const classOf = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/** A scrollable table described by a list of columns: the header and every row come from the same list. */
export function DataTable<Row>({ className, testId, columns, rows, rowKey, rowProps }: DataTableProps<Row>) {
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={classOf(c.num && 'num')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={classOf(
                    c.num && 'num',
                    typeof c.className === 'function' ? c.className(row) : c.className,
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
