import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { OrderItemSummary, OrderSummary } from '@mall/schemas';
import { useState } from 'react';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { GoodsThumbnail, goodsDetailPath } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { orderDetailPath } from '../../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { ReviewDialog } from '../reviews/ReviewDialog.tsx';
import { useReviewStrings } from '../reviews/useReviewStrings.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useOrderStrings } from './useOrderStrings.ts';

/** Size of a goods picture in the order list. */
const ORDER_PICTURE_PX = 72;

export interface OrderCardProps {
  order: OrderSummary;
  /** After an action changed or removed the order. */
  onChanged: () => unknown;
}

/**
 * One order of the list (an `<li>`): number, time, status, its goods, the total and its buttons; a
 * completed order's goods not yet reviewed each have a 评价 button opening the review form.
 */
export function OrderCard({ order, onChanged }: OrderCardProps) {
  const { t } = useOrderStrings();
  const reviewStrings = useReviewStrings();
  const pointsLabel = usePointsLabel();
  const [reviewing, setReviewing] = useState<(OrderItemSummary & { sn: string }) | null>(null);
  const reviewable = order.orderStatus === 'COMPLETED';
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="md" overflow="hidden">
      <Flex bg="bg.subtle" px="4" py="2" gap="6" align="center" fontSize="sm" wrap="wrap">
        <ShellLink to={orderDetailPath(order.sn)} fontWeight="medium">
          {t('orders.sn', { sn: order.sn })}
        </ShellLink>
        <Text color="fg.muted">{t('orders.createTime', { time: formatDateTime(order.createTime) })}</Text>
        <Box ms="auto">
          <OrderStatusBadge status={order.orderStatus} />
        </Box>
      </Flex>
      <Flex px="4" py="3" gap="6" align="flex-start">
        <Stack as="ul" aria-label={t('orders.goods', { sn: order.sn })} gap="3" flex="1" minW="0" m="0" p="0">
          {order.orderItems.map((item) => (
            <Flex as="li" key={item.skuId} gap="3" align="center" listStyleType="none">
              <GoodsThumbnail src={item.image} alt={item.name} size={ORDER_PICTURE_PX} />
              <ShellLink to={goodsDetailPath(item.skuId, item.goodsId)} fontSize="sm" lineClamp={2} flex="1">
                {item.name}
              </ShellLink>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {t('orders.units', { num: item.num })}
              </Text>
              {reviewable && item.sn !== undefined ? (
                item.reviewed ? (
                  <Badge flexShrink={0}>{reviewStrings.t('reviews.done')}</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="orange"
                    flexShrink={0}
                    aria-label={reviewStrings.t('reviews.actionOf', { name: item.name })}
                    onClick={() => setReviewing({ ...item, sn: item.sn ?? '' })}
                  >
                    {reviewStrings.t('reviews.action')}
                  </Button>
                )
              ) : null}
            </Flex>
          ))}
        </Stack>
        <Stack gap="3" align="flex-end" flexShrink={0} w="16rem">
          <Text fontSize="sm" color="fg.muted" textAlign="end">
            {t('orders.total', { count: order.goodsNum })}{' '}
            <Text as="span" color="price" fontSize="lg" fontWeight="bold">
              {pointsLabel(order.points)}
            </Text>
          </Text>
          <OrderActionBar
            sn={order.sn}
            status={order.orderStatus}
            actions={order.actions}
            items={order.orderItems}
            onChanged={onChanged}
          />
        </Stack>
      </Flex>
      <ReviewDialog
        item={reviewing}
        onClose={(reviewed) => {
          setReviewing(null);
          if (reviewed) void onChanged();
        }}
      />
    </Box>
  );
}
