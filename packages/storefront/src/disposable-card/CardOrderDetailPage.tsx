import { Badge, Box, Button, DataList, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatAddress, type DisposableCardSession } from '@mall/schemas';
import { Link as RouterLink, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { formatDateTime } from '../shell/format-date-time.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { fetchCardOrder, fetchCardOrders } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { GoodsPicture } from '../ui/GoodsPicture.tsx';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { AlertLine } from '../ui/AlertLine.tsx';

/** Side of an item's picture, in CSS pixels. */
const PICTURE_PX = 64;

const orderPath = (sn: string) => `/disposableCard/OrderDetail?sn=${encodeURIComponent(sn)}`;
const payPath = (sn: string) => `/disposableCard/Pay?sn=${encodeURIComponent(sn)}`;

/** One of the card's orders: status, times, address, items, total and the card it used. */
function CardOrderDetail({ sn, card }: { sn: string; card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const detail = useSWR([YCXK_KEY, 'order', sn], () => fetchCardOrder(sn));

  if (detail.data === undefined)
    return <CardLoadStatus load={detail} notFound={{ title: t('ycxk.pay.notFound') }} />;
  const { order, paidByCard } = detail.data;
  const consignee = order.consignee;

  return (
    <Stack gap="5">
      <AlertLine
        status="info"
        title={
          paidByCard
            ? t('ycxk.orderDetail.cardUsed', { cardNo: card.cardNo, points: card.forfeitedPoints ?? 0 })
            : null
        }
      />
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('ycxk.orderDetail.status')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={order.orderStatus === 'UNPAID' ? 'orange' : 'green'}>
              {t(`ycxk.orderStatus.${order.orderStatus}`)}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('ycxk.orderDetail.sn')}</DataList.ItemLabel>
          <DataList.ItemValue>{order.sn}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('ycxk.orderDetail.createTime')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(order.createTime)}</DataList.ItemValue>
        </DataList.Item>
        {order.payTime ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('ycxk.orderDetail.payTime')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(order.payTime)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {consignee ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('ycxk.orderDetail.consignee')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {consignee.name} {consignee.mobile} {formatAddress(consignee.regionNames)} {consignee.detail}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>

      <Box as="section" aria-labelledby="ycxk-order-items">
        <Text as="h2" id="ycxk-order-items" fontSize="lg" fontWeight="semibold" mb="3">
          {t('ycxk.orderDetail.items')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {order.items.map((item) => (
            <Flex as="li" key={item.sn} gap="4" align="center" borderBottomWidth="1px" py="2">
              <GoodsPicture src={item.image} alt={item.name} size={PICTURE_PX} />
              <Text flex="1">
                {item.name} × {item.num}
              </Text>
              <Text>{t('ycxk.points', { points: item.subTotal })}</Text>
            </Flex>
          ))}
        </Stack>
        <HStack justify="end" gap="4" mt="4">
          <Text fontSize="lg" fontWeight="bold" color="red.600">
            {t('ycxk.orderDetail.total', { points: order.priceDetail.points })}
          </Text>
          {order.orderStatus === 'UNPAID' && card.status === 'ACTIVE' ? (
            <Button asChild colorPalette="red">
              <RouterLink to={payPath(order.sn)}>{t('ycxk.orderDetail.toPay')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Box>
    </Stack>
  );
}

/** The card's orders, newest first, each opening its detail. */
function CardOrderList() {
  const { t } = useDisposableCardStrings();
  const orders = useSWR([YCXK_KEY, 'orders'], fetchCardOrders);
  if (orders.data === undefined) return <CardLoadStatus load={orders} />;
  if (orders.data.length === 0) return <StatusMessage title={t('ycxk.orderDetail.noOrders')} />;
  return (
    <Box as="section" aria-labelledby="ycxk-orders">
      <Text as="h2" id="ycxk-orders" fontSize="lg" fontWeight="semibold" mb="3">
        {t('ycxk.orderDetail.listTitle')}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {orders.data.map((order) => (
          <Flex
            as="li"
            key={order.sn}
            borderWidth="1px"
            rounded="md"
            px="4"
            py="3"
            gap="4"
            align="center"
            wrap="wrap"
          >
            <Stack gap="0" flex="1" minW="60">
              <Text fontWeight="semibold">{order.firstItemName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {order.sn} · {formatDateTime(order.createTime)} ·{' '}
                {t('ycxk.orderDetail.units', { count: order.units })}
              </Text>
            </Stack>
            <Badge colorPalette={order.orderStatus === 'UNPAID' ? 'orange' : 'green'}>
              {t(`ycxk.orderStatus.${order.orderStatus}`)}
            </Badge>
            <Text minW="24" textAlign="end">
              {t('ycxk.points', { points: order.points })}
            </Text>
            <ShellLink to={orderPath(order.sn)} aria-label={`${t('ycxk.orderDetail.view')} ${order.sn}`}>
              {t('ycxk.orderDetail.view')}
            </ShellLink>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** `/disposableCard/OrderDetail?sn=`: one of the card's orders; without `sn`, the card's orders. */
export function CardOrderDetailPage() {
  const { t } = useDisposableCardStrings();
  const [params] = useSearchParams();
  const sn = params.get('sn');
  return (
    <DisposableCardFrame title={t(sn ? 'ycxk.orderDetail.title' : 'ycxk.orderDetail.listTitle')}>
      {(card) => (sn ? <CardOrderDetail key={sn} sn={sn} card={card} /> : <CardOrderList />)}
    </DisposableCardFrame>
  );
}
