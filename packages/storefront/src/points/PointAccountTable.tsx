import { Badge, Text } from '@chakra-ui/react';
import type { PointAccount } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
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
  const columns: DataColumn<PointAccount>[] = [
    {
      header: t('points.column.type'),
      cell: (account) => (
        <>
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
        </>
      ),
    },
    {
      header: t('points.column.usage'),
      cell: (account) => (
        <Text fontSize="xs" color="fg.muted">
          {account.usage}
        </Text>
      ),
    },
    {
      header: t('points.column.status'),
      cell: (account) => <PointStatusBadge status={account.accountStatus} />,
    },
    { header: t('points.column.balance'), end: true, cell: (account) => points(account.validBalance) },
    { header: t('points.column.createTime'), cell: (account) => formatDay(account.createTime) },
    {
      header: t('points.column.expireTime'),
      cell: (account) => (account.expireTime ? formatDay(account.expireTime) : t('points.neverExpires')),
    },
  ];
  return (
    <DataTable label={label} columns={columns} rows={accounts} rowKey={(account) => account.classType} />
  );
}
