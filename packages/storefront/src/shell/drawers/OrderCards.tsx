import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { OrderStatus, OrderSummary } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format-date-time.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import { GoodsThumbnail } from './DrawerGoodsItem.tsx';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useDrawerFormat } from './use-drawer-format.ts';

/** Pictures an order card shows; the rest are counted. */
const ORDER_PICTURES = 4;

/** Badge colour of each status: what still needs the member stands out. */
export const STATUS_PALETTE: Record<OrderStatus, string> = {
  UNPAID: 'red',
  PAID: 'blue',
  UNDELIVERED: 'blue',
  DELIVERED: 'orange',
  COMPLETED: 'green',
  TAKE: 'purple',
  CANCELLED: 'gray',
  CLOSED: 'gray',
};

/** The order detail route of an order. */
export function orderDetailPath(sn: string): string {
  return `/home/OrderDetail?${new URLSearchParams({ sn })}`;
}

/** The orders drawer's body: the member's 10 newest orders, each linking to its detail. */
export function OrderCards() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const orders = useMemberList('orders', () =>
    services.fetchOrders({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.orders }),
  );
  return (
    <DrawerList
      list={orders}
      rowsOf={(page) => page.records}
      emptyText={t('drawer.orders.empty')}
      renderRow={(order) => <OrderCard key={order.sn} order={order} />}
    />
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('storefront');
  const format = useDrawerFormat();
  const units = order.orderItems.reduce((sum, item) => sum + item.num, 0);
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="md">
      <Flex justify="space-between" align="center" gap="2">
        <ShellLink to={orderDetailPath(order.sn)} fontSize="xs">
          {t('drawer.orders.sn', { sn: order.sn })}
        </ShellLink>
        <Badge colorPalette={STATUS_PALETTE[order.orderStatus]} size="sm">
          {t(`orderStatus.${order.orderStatus}`)}
        </Badge>
      </Flex>
      <Flex gap="2" align="center">
        {order.orderItems.slice(0, ORDER_PICTURES).map((item) => (
          <GoodsThumbnail key={item.skuId} src={item.image} alt={item.name} size={44} />
        ))}
        {order.orderItems.length > ORDER_PICTURES || units > 1 ? (
          <Text fontSize="xs" color="fg.muted">
            {t('drawer.orders.more', { count: units })}
          </Text>
        ) : null}
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {t('drawer.orders.createTime', { time: formatDateTime(order.createTime) })}
      </Text>
      <Text fontSize="sm">{t('drawer.orders.amount', { amount: format.amount(order.points, 0) })}</Text>
    </Stack>
  );
}
