import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { flashBuyGoodsPath, useCountdownEnded } from '@mall/blocks';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchPlanGoods } from '../../api/goods.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { GoodsGrid } from '../GoodsGrid.tsx';
import { GoodsTile } from '../GoodsTile.tsx';
import { FlashBuyClock } from './FlashBuyClock.tsx';
import { useFlashBuyStrings } from './useFlashBuyStrings.ts';
import { LoadStatus, loadWordsOf } from '../../ui/LoadStatus.tsx';
import { serverMessageOf } from '../../api/request.ts';

/**
 * Every goods of one flash sale (`/flashBuyGoodsList?planId|marketId&dateStart&dateEnd`): the sale's
 * name, its period and a countdown to its start or end, and its goods at the sale price, each opening
 * the flash-buy variant of the goods detail. Once the sale ends the goods stay, without the go-buy.
 */
export function FlashBuyGoodsListPage() {
  const { t } = useFlashBuyStrings();
  const [params] = useSearchParams();
  const planId = params.get('planId') || undefined;
  const marketId = params.get('marketId') || undefined;
  const ref = marketId ? { marketId } : planId ? { planId } : null;
  const sale = useSWR(ref ? ['flash-buy', ref] : null, () => fetchPlanGoods(ref!));
  // The sale's own dates win; the link's stand in until it answers.
  const dateStart = sale.data?.dateStart ?? params.get('dateStart');
  const dateEnd = sale.data?.dateEnd ?? params.get('dateEnd');
  // The page re-renders when the sale starts and when it ends; only its clock ticks each second.
  const started = useCountdownEnded(dateStart);
  const ended = useCountdownEnded(dateEnd);

  const body = () => {
    if (!ref) return <StatusMessage title={t('flashBuy.noSale')} />;
    if (!sale.data)
      return (
        <LoadStatus
          load={sale}
          words={{
            ...loadWordsOf(t, 'flashBuy'),
            loadFailed: serverMessageOf(sale.error) ?? t('flashBuy.loadFailed'),
          }}
        />
      );
    if (sale.data.goodsList.length === 0) return <StatusMessage title={t('flashBuy.empty')} />;
    const { data } = sale;
    return (
      <GoodsGrid label={t('flashBuy.list')}>
        {data.goodsList.map((goods) => {
          const to = flashBuyGoodsPath({
            skuId: goods.skuId,
            planId: data.planId ?? planId,
            marketId: data.marketId ?? marketId,
            dateEnd,
          });
          return (
            <GoodsTile
              key={goods.skuId}
              goods={goods}
              to={to}
              actions={
                started && !ended ? (
                  <Button asChild size="xs" colorPalette="red">
                    <ShellLink
                      to={to}
                      color="white"
                      aria-label={t('flashBuy.goBuyItem', { name: goods.productName })}
                    >
                      {t('flashBuy.goBuy')}
                    </ShellLink>
                  </Button>
                ) : null
              }
            />
          );
        })}
      </GoodsGrid>
    );
  };

  return (
    <PageFrame categoryNav="menu">
      <Box px="4" pb="8">
        <Flex
          align="center"
          justify="space-between"
          gap="4"
          wrap="wrap"
          mb="4"
          px="5"
          py="3"
          borderRadius="md"
          bg={ended && dateEnd ? 'gray.500' : 'brand.solid'}
          color="white"
        >
          <Box>
            <Heading as="h1" size="lg">
              {sale.data?.name ?? t('flashBuy.title')}
            </Heading>
            {dateStart && dateEnd ? (
              <Text fontSize="sm" opacity={0.9}>
                {t('flashBuy.period', { start: formatDateTime(dateStart), end: formatDateTime(dateEnd) })}
              </Text>
            ) : null}
          </Box>
          {dateEnd ? (
            <FlashBuyClock to={started ? dateEnd : dateStart} until={started ? 'end' : 'start'} />
          ) : null}
        </Flex>
        {body()}
      </Box>
    </PageFrame>
  );
}
