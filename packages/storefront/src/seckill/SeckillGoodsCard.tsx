import { Box, Button, Text } from '@chakra-ui/react';
import { flashBuyGoodsPath } from '@mall/blocks';
import type { SeckillGoods, SeckillSession, SeckillSessionState } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { goodsDetailPath } from '../shell/drawers/DrawerGoodsItem.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useSeckillStrings } from './useSeckillStrings.ts';
import { GoodsTileFrame } from '../ui/GoodsTileFrame.tsx';

/** Side of a goods picture on /seckill, px. */
export const SECKILL_PICTURE_PX = 200;

/** At or under this many units left, the card says how few are left ("仅剩 N 件"). */
export const SECKILL_FEW_LEFT = 10;

export interface SeckillGoodsCardProps {
  goods: SeckillGoods;
  session: Pick<SeckillSession, 'marketId' | 'endTime' | 'priceUnit'>;
  /** The session's state now: only a running session's goods in stock can be bought. */
  state: SeckillSessionState;
}

/**
 * One goods of a flash-sale session: picture and name, the flash price beside the struck everyday
 * price, how much is left, and "马上抢" to the goods detail at the flash price while the session runs
 * (disabled before it starts, after it ends and when sold out).
 */
export function SeckillGoodsCard({ goods, session, state }: SeckillGoodsCardProps) {
  const { t } = useSeckillStrings();
  const pointsLabel = usePointsLabel();
  const soldOut = goods.stock === 0;
  const buyable = state === 'running' && !soldOut;
  const flashPath = flashBuyGoodsPath({
    skuId: goods.skuId,
    marketId: session.marketId,
    dateEnd: session.endTime,
  });
  // Before and after the session the flash price does not apply: the picture and name open the
  // goods at its everyday price.
  const to = state === 'running' ? flashPath : goodsDetailPath(goods.skuId, goods.goodsId);

  return (
    <GoodsTileFrame
      to={to}
      name={goods.productName}
      picture={{ src: goods.productImage, size: SECKILL_PICTURE_PX, dimmed: soldOut, loading: 'lazy' }}
      faded={state === 'ended'}
    >
      <Box>
        <Text color="price" fontWeight="bold" fontSize="lg">
          {pointsLabel(goods.flashPrice, session.priceUnit)}
        </Text>
        {goods.catalogPrice > goods.flashPrice ? (
          <Text as="s" fontSize="xs" color="fg.muted">
            {t('seckill.catalogPrice', { price: pointsLabel(goods.catalogPrice, session.priceUnit) })}
          </Text>
        ) : null}
      </Box>
      <Text fontSize="xs" color={soldOut || goods.stock <= SECKILL_FEW_LEFT ? 'fg.warning' : 'fg.muted'}>
        {soldOut
          ? t('seckill.soldOut')
          : goods.stock <= SECKILL_FEW_LEFT
            ? t('seckill.fewLeft', { count: goods.stock })
            : t('seckill.inStock')}
      </Text>
      {buyable ? (
        <Button asChild size="sm" colorPalette="red">
          <ShellLink
            to={flashPath}
            color="white"
            aria-label={t('seckill.buyItem', { name: goods.productName })}
          >
            {t('seckill.buy')}
          </ShellLink>
        </Button>
      ) : (
        <Button size="sm" disabled variant="subtle">
          {soldOut
            ? t('seckill.soldOut')
            : state === 'upcoming'
              ? t('seckill.notStarted')
              : t('seckill.ended')}
        </Button>
      )}
    </GoodsTileFrame>
  );
}
