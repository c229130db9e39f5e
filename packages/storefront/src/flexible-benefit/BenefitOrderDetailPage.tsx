import { Stack, Text } from '@chakra-ui/react';
import { formatAddress, type BenefitOrderDetail } from '@mall/schemas';
import { formatDateTime } from '../shell/format-date-time.ts';
import { DetailFacts, DetailSection } from '../trade/DetailParts.tsx';
import { OrderGoodsRow } from '../trade/orders/OrderGoodsRow.tsx';
import { OrderStatusPanel } from '../trade/orders/OrderStatusPanel.tsx';
import { useRecordPage } from '../shell/useRecordPage.ts';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { BenefitOrderActionBar } from './BenefitOrderActionBar.tsx';
import { BenefitOrderStatusBadge } from './BenefitOrderStatusBadge.tsx';
import { BenefitOrderSteps } from './BenefitOrderSteps.tsx';
import { fetchBenefitOrder } from '../api/benefit-orders.ts';
import { FlexibleBenefitFrame } from './FlexibleBenefitFrame.tsx';
import { BENEFIT_ORDERS_PATH, benefitGoodsPath } from './flexible-benefit-paths.ts';
import { useBenefitWording } from './useBenefitWording.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/**
 * /flexibleBenefitDetail?sn=: one of the member's benefit orders: the status with the time of each
 * step and the buttons, the plan case, the goods (each opening its goods detail), the consignee and
 * the waybill. No sn, an unknown one or another member's: "not found", with the way back.
 */
export function BenefitOrderDetailPage() {
  const { t } = useFlexibleBenefitStrings();
  const { load: detail, state } = useRecordPage({
    param: 'sn',
    cacheName: 'benefit-order',
    fetchRecord: fetchBenefitOrder,
    words: {
      ...loadWordsOf(t, 'flexBenefit'),
      noKey: t('flexBenefit.detail.noSn'),
      notFound: t('flexBenefit.detail.notFound'),
      notFoundHint: t('flexBenefit.detail.notFoundHint'),
    },
    back: { label: t('flexBenefit.detail.backToList'), to: BENEFIT_ORDERS_PATH },
  });
  if ('message' in state)
    return <FlexibleBenefitFrame title={t('flexBenefit.detail.title')}>{state.message}</FlexibleBenefitFrame>;

  const order = state.record;
  return (
    <FlexibleBenefitFrame title={t('flexBenefit.detail.title')}>
      <Stack gap="6">
        <OrderStatusPanel
          snText={t('flexBenefit.orders.sn', { sn: order.sn })}
          status={<BenefitOrderStatusBadge status={order.status} size="lg" />}
          actions={
            <BenefitOrderActionBar
              sn={order.sn}
              actions={order.actions}
              onChanged={() => detail.mutate()}
              inList={false}
            />
          }
        >
          <BenefitOrderSteps steps={order.steps} />
        </OrderStatusPanel>
        <PlanCaseSection order={order} />
        <GoodsSection order={order} />
        <ConsigneeSection order={order} />
        <DetailSection title={t('flexBenefit.detail.logistics')}>
          {order.logisticsNo ? (
            <DetailFacts rows={[[t('flexBenefit.detail.logisticsNo'), order.logisticsNo]]} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('flexBenefit.detail.notShipped')}
            </Text>
          )}
        </DetailSection>
      </Stack>
    </FlexibleBenefitFrame>
  );
}

function PlanCaseSection({ order }: { order: BenefitOrderDetail }) {
  const { t } = useFlexibleBenefitStrings();
  const wording = useBenefitWording();
  const { planCase } = order;
  return (
    <DetailSection title={t('flexBenefit.detail.planCase')}>
      <DetailFacts
        rows={[
          [t('flexBenefit.detail.planCaseName'), planCase.name],
          [t('flexBenefit.detail.period'), wording.period(planCase)],
          [
            t('flexBenefit.detail.window'),
            t('flexBenefit.detail.windowRange', {
              start: formatDateTime(planCase.chooseStart),
              end: formatDateTime(planCase.chooseEnd),
            }),
          ],
          [t('flexBenefit.detail.recipient'), wording.recipient(order.recipient)],
        ]}
      />
    </DetailSection>
  );
}

function GoodsSection({ order }: { order: BenefitOrderDetail }) {
  const { t } = useFlexibleBenefitStrings();
  return (
    <DetailSection title={t('flexBenefit.detail.goods')}>
      <Stack as="ul" gap="4" m="0" p="0" listStyleType="none">
        {order.items.map((item) => (
          <OrderGoodsRow
            key={item.optionId}
            variant="detail"
            name={item.name}
            image={item.image}
            to={benefitGoodsPath(item.optionId)}
            linkLabel={t('flexBenefit.detail.goodsOf', { name: item.name })}
            unitsText={t('flexBenefit.orders.quantity', { quantity: item.quantity })}
          />
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="3">
        {t('flexBenefit.orders.paidByCompany')}
      </Text>
    </DetailSection>
  );
}

function ConsigneeSection({ order }: { order: BenefitOrderDetail }) {
  const { t } = useFlexibleBenefitStrings();
  const { consignee } = order;
  return (
    <DetailSection title={t('flexBenefit.detail.consignee')}>
      <DetailFacts
        rows={[
          [t('flexBenefit.detail.consigneeName'), consignee.name],
          [t('flexBenefit.detail.consigneeMobile'), consignee.mobile],
          [
            t('flexBenefit.detail.consigneeAddress'),
            `${formatAddress(consignee.regionNames)} ${consignee.detail}`,
          ],
        ]}
      />
    </DetailSection>
  );
}
