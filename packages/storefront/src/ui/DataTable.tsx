import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One column of a `DataTable`. */
export interface DataColumn<Row> {
  /** The column's heading; unique in its table. */
  header: string;
  /** What a row shows in it. */
  cell: (row: Row) => ReactNode;
  /** Lines the column up at its end, for figures. Defaults to `false`. */
  end?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table is of, its accessible name. */
  label: string;
  /** The columns, in the order shown. */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** A row's key, unique in the table. */
  rowKey: (row: Row) => string;
}

/** A small outlined table of records (bookings, choices, point accounts), described column by column. */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign={column.end ? 'end' : undefined}>
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.header} textAlign={column.end ? 'end' : undefined}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
