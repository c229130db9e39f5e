import { Box, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { HotShowOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BARE_LIST } from '../parts/bare-list.ts';
import { goodsDetailPath } from '../parts/goods-detail-path.ts';
import { GoodsBlockFrame } from '../parts/GoodsBlockFrame.tsx';
import { GoodsCard } from '../parts/GoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import type { BlockGoods } from '../parts/useBlockGoods.ts';
import { HOT_SHOW_HEIGHT, HOT_SHOW_PER_VIEW } from './hot-show-layout.ts';
import { hotShowMessages } from './hot-show-messages.ts';

export { HOT_SHOW_PER_VIEW } from './hot-show-layout.ts';

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  variant: 'subtle',
  colorPalette: 'gray',
  bg: 'blackAlpha.400',
  color: 'white',
  _hover: { bg: 'blackAlpha.600' },
  _disabled: { opacity: 0.3, cursor: 'not-allowed' },
  size: 'md',
  fontSize: '2xl',
} as const;

/** The goods in one row, a view of 5 at a time, with rank badges and previous/next. */
function HotShowRow({
  goods,
  linkOptions,
  showRank,
}: Pick<BlockGoods, 'goods' | 'linkOptions'> & { showRank: boolean }) {
  const { t } = useBlockTranslation(hotShowMessages);
  const [group, setGroup] = useState(0);
  const groups = Math.ceil(goods.length / HOT_SHOW_PER_VIEW);
  // A list that shrank (a story's controls) keeps the view on its last group.
  const current = Math.min(group, groups - 1);

  return (
    <Box position="relative" overflow="hidden" p={`${GOODS_GAP}px`}>
      <Flex
        as="ul"
        {...BARE_LIST}
        gap={`${GOODS_GAP}px`}
        transition="transform 0.4s ease"
        // One view is the row's full width plus the gap before the next view's first card.
        style={{ transform: `translateX(calc(${-current} * (100% + ${GOODS_GAP}px)))` }}
      >
        {goods.map((item, i) => {
          const inView = Math.floor(i / HOT_SHOW_PER_VIEW) === current;
          return (
            <Box
              as="li"
              key={`${item.skuId}-${i}`}
              position="relative"
              flex={`0 0 calc((100% - ${(HOT_SHOW_PER_VIEW - 1) * GOODS_GAP}px) / ${HOT_SHOW_PER_VIEW})`}
              minW="0"
              // Goods of other views leave the tab order and the accessibility tree.
              aria-hidden={!inView}
              inert={!inView}
            >
              {showRank ? (
                <Text
                  position="absolute"
                  top="0"
                  left="0"
                  zIndex={1}
                  px="2"
                  py="0.5"
                  fontSize="xs"
                  fontWeight="bold"
                  color="white"
                  bg={i < 3 ? 'brand.solid' : 'gray.500'}
                  borderTopLeftRadius="md"
                  borderBottomRightRadius="md"
                >
                  {t('hotShow.rank', { rank: i + 1 })}
                </Text>
              ) : null}
              <GoodsCard goods={item} url={goodsDetailPath(item)} linkOptions={linkOptions(item, i)} />
            </Box>
          );
        })}
      </Flex>
      {groups > 1 ? (
        <>
          <IconButton
            aria-label={t('hotShow.previous')}
            disabled={current === 0}
            onClick={() => setGroup(current - 1)}
            left="0"
            {...arrowStyle}
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
          <IconButton
            aria-label={t('hotShow.next')}
            disabled={current === groups - 1}
            onClick={() => setGroup(current + 1)}
            right="0"
            {...arrowStyle}
          >
            <span aria-hidden="true">›</span>
          </IconButton>
          <VisuallyHidden aria-live="polite" aria-atomic="true">
            {t('hotShow.groupOf', { group: current + 1, groups })}
          </VisuallyHidden>
        </>
      ) : null}
    </Box>
  );
}

/**
 * A hot list: goods in one row, 5 per view, with TOP1, TOP2... badges; previous/next move by 5 (disabled at
 * either end). Goods are the operator's own list, else the goods of the plan or market.
 * A skeleton of the block's size while plan goods load; nothing when they fail or there are none.
 */
export function HotShow({ name, options }: BlockProps<HotShowOptions>) {
  const { t } = useBlockTranslation(hotShowMessages);
  return (
    <GoodsBlockFrame
      options={options}
      label={name?.trim() || t('hotShow.label')}
      skeletonHeight={HOT_SHOW_HEIGHT}
      h={`${HOT_SHOW_HEIGHT}px`}
      bg="bg"
      overflow="hidden"
    >
      {(shown) => <HotShowRow {...shown} showRank={options.showRank !== false} />}
    </GoodsBlockFrame>
  );
}
