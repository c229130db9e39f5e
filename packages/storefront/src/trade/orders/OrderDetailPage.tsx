import { Badge, Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatAddress, type OrderDetail, type OrderDetailItem } from '@mall/schemas';
import { useNavigate } from 'react-router';
import { fetchOrderDetail } from '../../api/orders.ts';
import { useDiscountLabel, usePointsLabel } from '../../shell/usePointsLabel.ts';
import { GoodsThumbnail, goodsDetailPath } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { afterSaleStatusWord } from '../after-sale/after-sale-status.ts';
import { OrderInvoicePanel } from '../invoice/OrderInvoicePanel.tsx';
import { OrderVisitorPanel } from '../visitor/OrderVisitorPanel.tsx';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderLogistics } from './OrderLogistics.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { OrderSteps } from './OrderSteps.tsx';
import { afterSaleApplyPath, MY_ORDERS_PATH } from './order-paths.ts';
import { useOrderStrings } from './useOrderStrings.ts';
import { DetailFacts, DetailSection, TradeFrame } from '../DetailParts.tsx';
import { useRecordPage } from '../../shell/useRecordPage.ts';
import { loadWordsOf } from '../../ui/LoadStatus.tsx';
import { aroundContent, CONTENT_SLOT, useContentLang } from '../../shell/content-lang.ts';

/** Size of a goods picture in the order detail. */
const ITEM_PICTURE_PX = 80;

/**
 * One of the member's orders (`?sn=`): the status with the time of each step, the consignee, the
 * goods (each with its after-sale link or state), the price detail, remark and coupon, the parcel,
 * and the order's buttons. An unknown order, or another member's, is "not found".
 */
export function OrderDetailPage() {
  const { t } = useOrderStrings();
  const navigate = useNavigate();
  const { load: detail, state } = useRecordPage({
    param: 'sn',
    cacheName: 'order-detail',
    fetchRecord: fetchOrderDetail,
    words: {
      ...loadWordsOf(t, 'orders.detail'),
      noKey: t('orders.detail.noSn'),
      notFound: t('orders.detail.notFound'),
      notFoundHint: t('orders.detail.notFoundHint'),
    },
    back: { label: t('orders.detail.backToList'), to: MY_ORDERS_PATH },
  });
  if ('message' in state) return <TradeFrame>{state.message}</TradeFrame>;

  const order = state.record;
  return (
    <TradeFrame>
      <Stack gap="6">
        <Heading as="h1" size="lg">
          {t('orders.detail.title')}
        </Heading>
        <OrderStatusPanel
          snText={t('orders.sn', { sn: order.sn })}
          status={<OrderStatusBadge status={order.orderStatus} size="lg" />}
          actions={
            <OrderActionBar
              sn={order.sn}
              status={order.orderStatus}
              actions={order.actions}
              items={order.items}
              onChanged={() => detail.mutate()}
              onDeleted={() => navigate(MY_ORDERS_PATH, { replace: true })}
              inList={false}
            />
          }
        >
          <OrderSteps order={order} />
          {order.orderStatus === 'CANCELLED' && order.cancelReason ? (
            <Text fontSize="sm" color="fg.muted">
              {t('orders.detail.cancelReason', { reason: order.cancelReason })}
            </Text>
          ) : null}
        </OrderStatusPanel>
        <ConsigneeSection order={order} />
        <ItemsSection order={order} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
          <PriceSection order={order} />
          <OtherSection order={order} />
        </Grid>
        <OrderVisitorPanel visitor={order.visitor} />
        <OrderInvoicePanel
          order={order}
          onRequested={(invoice) => void detail.mutate({ ...order, invoice }, { revalidate: false })}
        />
        {order.actions.logistics || order.logisticsNo ? (
          <DetailSection title={t('orders.logistics.title')}>
            <OrderLogistics sn={order.sn} />
          </DetailSection>
        ) : null}
      </Stack>
    </TradeFrame>
  );
}

function ConsigneeSection({ order }: { order: OrderDetail }) {
  const { t } = useOrderStrings();
  const langOf = useContentLang();
  const consignee = order.consignee;
  return (
    <DetailSection title={t('orders.detail.consignee')}>
      {consignee ? (
        <DetailFacts
          rows={[
            [t('orders.detail.consigneeName'), <span lang={langOf(consignee.name)}>{consignee.name}</span>],
            [t('orders.detail.consigneeMobile'), consignee.mobile],
            [
              t('orders.detail.consigneeAddress'),
              <span lang={langOf(`${consignee.regionNames} ${consignee.detail}`)}>
                {`${formatAddress(consignee.regionNames)} ${consignee.detail}`}
              </span>,
            ],
            ...(consignee.postalCode
              ? [[t('orders.detail.postalCode'), consignee.postalCode] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('orders.detail.noConsignee')}
        </Text>
      )}
    </DetailSection>
  );
}

function ItemsSection({ order }: { order: OrderDetail }) {
  const { t } = useOrderStrings();
  return (
    <DetailSection title={t('orders.detail.goods')}>
      <Stack as="ul" gap="4" m="0" p="0" listStyleType="none">
        {order.items.map((item) => (
          <OrderItemRow key={item.sn} item={item} orderSn={order.sn} />
        ))}
      </Stack>
    </DetailSection>
  );
}

/** A goods of the order: picture, name, store, price and units, and its after-sale link or state. */
function OrderItemRow({ item, orderSn }: { item: OrderDetailItem; orderSn: string }) {
  const { t } = useOrderStrings();
  const langOf = useContentLang();
  const [storeBefore, storeAfter] = aroundContent(t('orders.detail.store', { name: CONTENT_SLOT }));
  const pointsLabel = usePointsLabel();
  return (
    <Flex as="li" gap="4" align="center">
      <GoodsThumbnail src={item.image} alt={item.name} size={ITEM_PICTURE_PX} />
      <Stack gap="1" flex="1" minW="0">
        <ShellLink to={goodsDetailPath(item.skuId, item.goodsId)} lineClamp={2} lang={langOf(item.name)}>
          {item.name}
        </ShellLink>
        <Flex gap="3" fontSize="xs" color="fg.muted" align="center">
          {item.flashSale ? (
            <Badge colorPalette="red" size="sm">
              {t('orders.detail.flashSale')}
            </Badge>
          ) : null}
          {item.storeName ? (
            <Text>
              {storeBefore}
              <span lang={langOf(item.storeName)}>{item.storeName}</span>
              {storeAfter}
            </Text>
          ) : null}
        </Flex>
      </Stack>
      <Stack gap="1" fontSize="sm" textAlign="end" flexShrink={0}>
        <Text color="fg.muted">
          {t('orders.detail.unitPrice', { price: pointsLabel(item.price) })}{' '}
          {t('orders.units', { num: item.num })}
        </Text>
        <Text fontWeight="medium">{t('orders.detail.subTotal', { points: pointsLabel(item.subTotal) })}</Text>
      </Stack>
      <Box w="9rem" flexShrink={0} textAlign="end" fontSize="sm">
        {item.canApplyAfterSale ? (
          <ShellLink
            to={afterSaleApplyPath(item.sn, orderSn)}
            color="brand.solid"
            aria-label={t('orders.detail.applyAfterSaleItem', { name: item.name })}
          >
            {t('orders.detail.applyAfterSale')}
          </ShellLink>
        ) : item.afterSaleStatus ? (
          <Text color="fg.muted">
            {t('orders.detail.afterSaleStatus', {
              status: t(`orders.afterSale.${afterSaleStatusWord(item.afterSaleStatus)}`),
            })}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}

function PriceSection({ order }: { order: OrderDetail }) {
  const { t } = useOrderStrings();
  const pointsLabel = usePointsLabel();
  const discountLabel = useDiscountLabel();
  const price = order.priceDetail;
  return (
    <DetailSection title={t('orders.detail.price')}>
      <DetailFacts
        rows={[
          [t('orders.detail.goodsPoints'), pointsLabel(price.goodsPoints)],
          [t('orders.detail.freight'), pointsLabel(price.freightPoints)],
          [t('orders.detail.discount'), discountLabel(price.discountPoints)],
          [
            t('orders.detail.total'),
            <Text as="span" color="price" fontWeight="bold" fontSize="lg">
              {pointsLabel(price.points)}
            </Text>,
          ],
        ]}
      />
    </DetailSection>
  );
}

function OtherSection({ order }: { order: OrderDetail }) {
  const { t } = useOrderStrings();
  return (
    <DetailSection title={t('orders.detail.other')}>
      <DetailFacts
        rows={[
          [t('orders.detail.remark'), order.remark || t('orders.detail.none')],
          [t('orders.detail.coupon'), order.coupon?.couponName ?? t('orders.detail.none')],
        ]}
      />
    </DetailSection>
  );
}
