import { Table, Text } from '@chakra-ui/react';
import type { PointHistoryLine } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { orderDetailPath } from '../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
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
  return (
    <Table.Root size="sm" variant="outline" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('points.column.time')}</Table.ColumnHeader>
          {withType ? <Table.ColumnHeader>{t('points.column.type')}</Table.ColumnHeader> : null}
          <Table.ColumnHeader>{t('points.column.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('points.column.change')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('points.column.balanceAfter')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('points.column.note')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>{formatDateTime(line.time)}</Table.Cell>
            {withType ? <Table.Cell>{line.className}</Table.Cell> : null}
            <Table.Cell>{t(`points.kind.${line.kind}`)}</Table.Cell>
            <Table.Cell textAlign="end">
              <Text as="span" color={line.change > 0 ? 'fg.success' : 'fg.error'}>
                {line.change > 0 ? '+' : '−'}
                {points(Math.abs(line.change))}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{points(line.balanceAfter)}</Table.Cell>
            <Table.Cell>
              <LineNote line={line} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
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
