import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCountdownEnded } from '@mall/blocks';
import type { GoodsDetail } from '@mall/schemas';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchGoodsDetail, fetchSkuSpecs } from '../../api/goods-detail.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { deliveryRegionAtom } from '../../state/delivery-region.ts';
import { useMarketPriceLabel, usePointsLabel } from '../../shell/usePointsLabel.ts';
import { FlashBuyBanner } from './FlashBuyBanner.tsx';
import { GoodsBreadcrumb } from './GoodsBreadcrumb.tsx';
import { GoodsDetailTabs } from './GoodsDetailTabs.tsx';
import { GoodsGallery } from './GoodsGallery.tsx';
import { goodsDetailAddress } from './goods-detail-address.ts';
import { PurchasePanel } from './PurchasePanel.tsx';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';
import { useContentLang } from '../../shell/content-lang.ts';
import { serverMessageOf } from '../../api/request.ts';

/**
 * The goods detail (spec 02 section 2): pictures, prices, delivery, specs and buying for the SKU the
 * address names, at the plan's or flash sale's price when it names one. Viewing records a footprint:
 * the browser's call of the detail does, never the server's render.
 */
export function GoodsDetailPage() {
  const { t } = useGoodsDetailStrings();
  const langOf = useContentLang();
  const navigate = useNavigate();
  const [params, setParams] = useInPageSearchParams();
  const address = goodsDetailAddress(params);
  const [region, setRegion] = useAtom(deliveryRegionAtom);
  const regionId = region?.ids.at(-1);
  const skuId = address.skuId;

  const detail = useSWR(
    skuId ? ['goods-detail', skuId, regionId ?? '', address.activity] : null,
    () => fetchGoodsDetail(skuId!, { ...address.activity, ...(regionId ? { regionId } : {}) }),
    // A spec or region switch keeps the page in place while the new answer comes. Asked again on
    // mount though the server's render handed the detail over: that render records no footprint
    // (it writes nothing), this call records the member's visit.
    { keepPreviousData: true, revalidateOnFocus: false, revalidateOnMount: true },
  );
  const goodsId = detail.data?.goodsId;
  // The specs belong to the goods: one request serves every SKU of it.
  const specs = useSWR(goodsId && skuId ? ['sku-specs', goodsId] : null, () => fetchSkuSpecs(skuId!), {
    revalidateOnFocus: false,
  });
  const saleEnd = address.flashBuy ? (detail.data?.dateEnd ?? address.dateEnd) : null;
  // Only the banner's clock ticks each second; the page re-renders once, when the sale ends.
  const saleEnded = useCountdownEnded(saleEnd);

  const showSku = (next: string) => {
    const changed = new URLSearchParams(params);
    changed.set('skuId', next);
    // Switching specs is one stay on the page: Back still returns to where the member came from.
    setParams(changed, { replace: true });
  };

  if (!skuId)
    return (
      <Frame>
        <StatusMessage
          title={t('detail.noSku')}
          action={{ label: t('detail.backToList'), onClick: () => void navigate('/goodsList') }}
        />
      </Frame>
    );
  if (detail.data === undefined && detail.isLoading)
    return (
      <Frame>
        <StatusMessage loading title={t('detail.loading')} />
      </Frame>
    );
  if (detail.data === undefined)
    return (
      <Frame>
        <StatusMessage
          title={serverMessageOf(detail.error) ?? t('detail.loadFailed')}
          action={{ label: t('detail.retry'), onClick: () => void detail.mutate() }}
        />
      </Frame>
    );

  const goods = detail.data;
  return (
    <Frame>
      <GoodsBreadcrumb detail={goods} />
      <Flex gap="10" align="flex-start">
        <GoodsGallery name={goods.productName} pictures={goods.productImages} />
        <Stack flex="1" gap="5" minW="0">
          <Heading as="h1" size="xl" lineHeight="short" lang={langOf(goods.productName)}>
            {goods.productName}
          </Heading>
          <PriceBox goods={goods} flashBuy={address.flashBuy} saleEnd={saleEnd} />
          <PurchasePanel
            detail={goods}
            specs={specs.data}
            region={region}
            onRegionChange={setRegion}
            onSkuChange={showSku}
            closed={address.flashBuy && saleEnded}
          />
        </Stack>
      </Flex>
      <GoodsDetailTabs detail={goods} specs={specs.data} />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageFrame categoryNav="menu">
      <Box px="4" pb="8">
        {children}
      </Box>
    </PageFrame>
  );
}

interface PriceBoxProps {
  goods: GoodsDetail;
  flashBuy: boolean;
  /** The flash sale's end, for its banner. */
  saleEnd: string | null | undefined;
}

/** Welfare (or flash) price in points, the market price struck through, redeemed count; the sale's band on top. */
function PriceBox({ goods, flashBuy, saleEnd }: PriceBoxProps) {
  const { t } = useGoodsDetailStrings();
  const pointsLabel = usePointsLabel();
  const marketPrice = useMarketPriceLabel();
  return (
    <Box borderRadius="md" bg="bg.subtle">
      {flashBuy ? <FlashBuyBanner end={saleEnd} /> : null}
      <Stack gap="2" px="4" py="3">
        <HStack gap="4" align="baseline">
          <Text color="fg.muted" w="5rem" flexShrink={0}>
            {flashBuy ? t('detail.flashPrice') : t('detail.price')}
          </Text>
          <Text color="price" fontSize="2xl" fontWeight="bold">
            {pointsLabel(goods.specProductPrice, goods.priceUnit)}
          </Text>
          {goods.specMarketPrice ? (
            <Text color="fg.muted" fontSize="sm">
              {t('detail.marketPrice')} <Text as="s">{marketPrice(goods.specMarketPrice)}</Text>
            </Text>
          ) : null}
        </HStack>
        <HStack gap="6" fontSize="sm" color="fg.muted">
          <Text>{t('detail.sold', { count: goods.soldCount })}</Text>
          {goods.planName && !flashBuy ? <Text>{t('detail.plan', { name: goods.planName })}</Text> : null}
        </HStack>
      </Stack>
    </Box>
  );
}
