import { Flex, Text } from '@chakra-ui/react';
import type { BenefitOrderSummary } from '@mall/schemas';
import { formatDateTime } from '../shell/format-date-time.ts';
import { OrderCardFrame } from '../trade/orders/OrderCardFrame.tsx';
import { OrderGoodsRow } from '../trade/orders/OrderGoodsRow.tsx';
import { BenefitOrderActionBar } from './BenefitOrderActionBar.tsx';
import { BenefitOrderStatusBadge } from './BenefitOrderStatusBadge.tsx';
import { benefitGoodsPath, benefitOrderDetailPath } from './flexible-benefit-paths.ts';
import { useBenefitWording } from './useBenefitWording.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

export interface BenefitOrderCardProps {
  order: BenefitOrderSummary;
  /** After an action changed the order. */
  onChanged: () => unknown;
}

/**
 * One benefit order of the list (an `<li>`): number, time, status, the plan case and its period, for
 * whom, its goods (each opening its goods detail) and its buttons.
 */
export function BenefitOrderCard({ order, onChanged }: BenefitOrderCardProps) {
  const { t } = useFlexibleBenefitStrings();
  const wording = useBenefitWording();
  return (
    <OrderCardFrame
      detailTo={benefitOrderDetailPath(order.sn)}
      snText={t('flexBenefit.orders.sn', { sn: order.sn })}
      timeText={t('flexBenefit.orders.time', { time: formatDateTime(order.createTime) })}
      status={<BenefitOrderStatusBadge status={order.status} />}
      summary={
        <Flex px="4" pt="3" gap="4" fontSize="sm" wrap="wrap">
          <Text fontWeight="medium">{order.planCase.name}</Text>
          <Text color="fg.muted">{wording.period(order.planCase)}</Text>
          <Text color="fg.muted">
            {t('flexBenefit.orders.for', { recipient: wording.recipient(order.recipient) })}
          </Text>
        </Flex>
      }
      goodsLabel={t('flexBenefit.orders.goods', { sn: order.sn })}
      goods={order.items.map((item) => (
        <OrderGoodsRow
          key={item.optionId}
          name={item.name}
          image={item.image}
          to={benefitGoodsPath(item.optionId)}
          unitsText={t('flexBenefit.orders.quantity', { quantity: item.quantity })}
        />
      ))}
      aside={
        <>
          <Text fontSize="sm" color="fg.muted" textAlign="end">
            {t('flexBenefit.orders.paidByCompany')}
          </Text>
          <BenefitOrderActionBar sn={order.sn} actions={order.actions} onChanged={onChanged} />
        </>
      }
    />
  );
}
