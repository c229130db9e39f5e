import { Badge, Button, Text } from '@chakra-ui/react';
import type { OrderItemSummary, OrderSummary } from '@mall/schemas';
import { useState } from 'react';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { goodsDetailPath } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { orderDetailPath } from '../../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ReviewDialog } from '../reviews/ReviewDialog.tsx';
import { useReviewStrings } from '../reviews/useReviewStrings.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderCardFrame } from './OrderCardFrame.tsx';
import { OrderGoodsRow } from './OrderGoodsRow.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useOrderStrings } from './useOrderStrings.ts';

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
    <OrderCardFrame
      detailTo={orderDetailPath(order.sn)}
      snText={t('orders.sn', { sn: order.sn })}
      timeText={t('orders.createTime', { time: formatDateTime(order.createTime) })}
      status={<OrderStatusBadge status={order.orderStatus} />}
      goodsLabel={t('orders.goods', { sn: order.sn })}
      goods={order.orderItems.map((item) => (
        <OrderGoodsRow
          key={item.skuId}
          name={item.name}
          image={item.image}
          to={goodsDetailPath(item.skuId, item.goodsId)}
          unitsText={t('orders.units', { num: item.num })}
        >
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
        </OrderGoodsRow>
      ))}
      aside={
        <>
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
        </>
      }
    >
      <ReviewDialog
        item={reviewing}
        onClose={(reviewed) => {
          setReviewing(null);
          if (reviewed) void onChanged();
        }}
      />
    </OrderCardFrame>
  );
}
