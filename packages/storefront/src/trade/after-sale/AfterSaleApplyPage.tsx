import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AfterSaleApplyInfo } from '@mall/schemas';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchAfterSaleApplyInfo } from '../../api/after-sales.ts';
import { AfterSaleGoods } from './AfterSaleGoods.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { MY_ORDERS_PATH } from '../orders/order-paths.ts';
import { afterSaleDetailPath, orderDetailPath } from './after-sale-paths.ts';
import { useAfterSaleStrings } from './useAfterSaleStrings.ts';
import { DetailPanel, TradeFrame } from '../DetailParts.tsx';
import { useRecordPage } from '../../shell/useRecordPage.ts';
import { useContentLang } from '../../shell/content-lang.ts';
import { AfterSaleApplyForm } from './AfterSaleApplyForm.tsx';

/** Size of the goods picture on the apply page. */
const ITEM_PICTURE_PX = 80;

/**
 * Applying for after-sale on one of the member's order items (`?orderItemSn=&sn=`): the item, then
 * the service type, units, reason, description, contact and (for a parcel going back) the pickup
 * address. Each field is checked before anything is sent; a refusal from the server shows above the
 * button and what was typed stays. A saved request opens its detail.
 */
export function AfterSaleApplyPage() {
  const { t } = useAfterSaleStrings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderSn = params.get('sn')?.trim() || null;
  const { state, backAction } = useRecordPage({
    param: 'orderItemSn',
    cacheName: 'after-sale-apply-info',
    fetchRecord: fetchAfterSaleApplyInfo,
    words: {
      noKey: t('afterSale.apply.noItem'),
      loading: t('afterSale.apply.loading'),
      notFound: t('afterSale.apply.notFound'),
      loadFailed: t('afterSale.apply.loadFailed'),
      retry: t('afterSale.retry'),
    },
    back: {
      label: orderSn ? t('afterSale.apply.backToOrder') : t('afterSale.back'),
      to: orderSn ? orderDetailPath(orderSn) : MY_ORDERS_PATH,
    },
  });
  if ('message' in state) return <TradeFrame>{state.message}</TradeFrame>;

  const item = state.record;
  return (
    <TradeFrame>
      <Stack gap="6">
        <Heading as="h1" size="lg">
          {t('afterSale.apply.title')}
        </Heading>
        <ItemSummary item={item} />
        {item.serviceTypes.length === 0 || item.applicableNum < 1 ? (
          <StatusMessage
            title={t('afterSale.apply.unavailable')}
            description={item.unavailableReason ?? undefined}
            action={backAction}
          />
        ) : (
          <AfterSaleApplyForm item={item} onApplied={(sn) => void navigate(afterSaleDetailPath(sn))} />
        )}
      </Stack>
    </TradeFrame>
  );
}

/** The order item asked about: picture, name, units bought. */
function ItemSummary({ item }: { item: AfterSaleApplyInfo }) {
  const { t } = useAfterSaleStrings();
  const langOf = useContentLang();
  return (
    <DetailPanel label={t('afterSale.apply.goods')}>
      <Flex gap="4" align="center">
        <AfterSaleGoods
          image={item.image}
          name={item.name}
          size={ITEM_PICTURE_PX}
          lang={langOf(item.name)}
          strong
        >
          <Text fontSize="sm" color="fg.muted">
            {t('afterSale.apply.bought', { num: item.num })}
          </Text>
        </AfterSaleGoods>
      </Flex>
    </DetailPanel>
  );
}
