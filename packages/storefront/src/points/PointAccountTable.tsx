import { Badge, Table, Text } from '@chakra-ui/react';
import type { PointAccount } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { formatDay } from './point-dates.ts';
import { pointTypeDetailPath } from './point-type-path.ts';
import { PointStatusBadge } from './PointStatusBadge.tsx';
import { usePointsStrings } from './usePointsStrings.ts';

/**
 * The member's point accounts: type (linking to its details), what it can be used for, status,
 * valid balance, opening and expiry. The account the checkout spends is marked so.
 */
export function PointAccountTable({ accounts, label }: { accounts: readonly PointAccount[]; label: string }) {
  const { t } = usePointsStrings();
  const points = usePointsLabel();
  return (
    <Table.Root size="sm" variant="outline" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('points.column.type')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('points.column.usage')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('points.column.status')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('points.column.balance')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('points.column.createTime')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('points.column.expireTime')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {accounts.map((account) => (
          <Table.Row key={account.classType}>
            <Table.Cell>
              <ShellLink
                to={pointTypeDetailPath(account.classType)}
                aria-label={t('points.detailOf', { name: account.className })}
              >
                {account.className}
              </ShellLink>
              {account.spendableAtCheckout ? (
                <Badge ms="2" colorPalette="red" variant="outline">
                  {t('points.checkout')}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell>
              <Text fontSize="xs" color="fg.muted">
                {account.usage}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <PointStatusBadge status={account.accountStatus} />
            </Table.Cell>
            <Table.Cell textAlign="end">{points(account.validBalance)}</Table.Cell>
            <Table.Cell>{formatDay(account.createTime)}</Table.Cell>
            <Table.Cell>
              {account.expireTime ? formatDay(account.expireTime) : t('points.neverExpires')}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
