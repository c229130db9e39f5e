import { Text } from '@chakra-ui/react';
import type { PointHistoryLine } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { orderDetailPath } from '../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { usePointsStrings } from './usePointsStrings.ts';

export interface PointHistoryTableProps {
  lines: readonly PointHistoryLine[];
  label: string;
  /** Show each line's point type (the history of all accounts). Defaults to `false`. */
  withType?: boolean;
}

/** History lines: time, (type,) what happened, the change, the balance it left, the order or remark. */
export function PointHistoryTable({ lines, label, withType = false }: PointHistoryTableProps) {
  const { t } = usePointsStrings();
  const points = usePointsLabel();
  const columns: DataColumn<PointHistoryLine>[] = [
    { header: t('points.column.time'), cell: (line) => formatDateTime(line.time) },
    ...(withType
      ? [{ header: t('points.column.type'), cell: (line: PointHistoryLine) => line.className }]
      : []),
    { header: t('points.column.kind'), cell: (line) => t(`points.kind.${line.kind}`) },
    {
      header: t('points.column.change'),
      end: true,
      cell: (line) => (
        <Text as="span" color={line.change > 0 ? 'fg.success' : 'fg.error'}>
          {line.change > 0 ? '+' : '−'}
          {points(Math.abs(line.change))}
        </Text>
      ),
    },
    { header: t('points.column.balanceAfter'), end: true, cell: (line) => points(line.balanceAfter) },
    { header: t('points.column.note'), cell: (line) => <LineNote line={line} /> },
  ];
  return <DataTable label={label} columns={columns} rows={lines} rowKey={(line) => line.id} />;
}

/** The order a line paid or refunded (a link to it), its after-sale request, or its remark. */
function LineNote({ line }: { line: PointHistoryLine }) {
  const { t } = usePointsStrings();
  if (line.afterSaleSn) return <>{t('points.afterSaleOf', { sn: line.afterSaleSn })}</>;
  if (line.orderSn)
    return (
      <ShellLink to={orderDetailPath(line.orderSn)}>{t('points.orderOf', { sn: line.orderSn })}</ShellLink>
    );
  return <>{line.remark ?? ''}</>;
}
