import { Flex, Skeleton, Tabs, Text } from '@chakra-ui/react';
import { usePlanGoods, useShownPlans, type BlockProps } from '@mall/runtime';
import type { Goods, GoodLifeGoodsShowOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { GoodsGrid } from '../parts/GoodsGrid.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import {
  GOOD_LIFE_GOODS_SHOW_HEIGHT,
  GOOD_LIFE_GOODS_SHOW_MAX,
  GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT,
  GOOD_LIFE_GOODS_SHOW_PER_ROW,
} from './good-life-goods-show-layout.ts';
import { goodLifeGoodsShowMessages } from './good-life-goods-show-messages.ts';
import { goodLifeTabPlan, goodLifeTabs } from './good-life-goods-show-plan.ts';

export { GOOD_LIFE_GOODS_SHOW_MAX } from './good-life-goods-show-layout.ts';

type GoodLifeGoodsShowTab = GoodLifeGoodsShowOptions['navList'][number];

/** The first 8 goods of a tab: its own list, else its plan's or market's (nothing while they load or after a failure). */
function useTabGoods(tab: GoodLifeGoodsShowTab): { goods: Goods[]; isLoading: boolean } {
  const { planGoods, isLoading } = usePlanGoods(goodLifeTabPlan(tab));
  const goods = tab.list ?? planGoods?.goodsList ?? [];
  return { goods: goods.slice(0, GOOD_LIFE_GOODS_SHOW_MAX), isLoading: !tab.list && isLoading };
}

/** A tab's goods, two rows of four cards; the runtime checks the goods' plan or market, else the tab's, before opening one. */
function TabGoods({ tab, goods }: { tab: GoodLifeGoodsShowTab; goods: Goods[] }) {
  return (
    <GoodsGrid
      goods={goods}
      linkOptions={(item) => ({ planId: item.planId ?? tab.planId, marketId: item.marketId ?? tab.marketId })}
      columns={GOOD_LIFE_GOODS_SHOW_PER_ROW}
    />
  );
}

/** One tab's goods; a skeleton while its plan loads and a short note when it has none. */
function TabPanel({ tab }: { tab: GoodLifeGoodsShowTab }) {
  const { t } = useBlockTranslation(goodLifeGoodsShowMessages);
  const { goods, isLoading } = useTabGoods(tab);
  if (isLoading) {
    return (
      <Skeleton
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
        h={`${GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT - 2 * GOODS_GAP}px`}
        m={`${GOODS_GAP}px`}
        borderRadius="md"
      />
    );
  }
  if (goods.length === 0) {
    return (
      <Flex h={`${GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT}px`} align="center" justify="center">
        <Text color="fg.muted">{t('goodLifeGoodsShow.noGoods')}</Text>
      </Flex>
    );
  }
  return <TabGoods tab={tab} goods={goods} />;
}

/** A showcase of a single tab: no tab bar, and nothing at all when the tab has no goods. */
function SingleTabShow({
  tab,
  options,
  label,
}: {
  tab: GoodLifeGoodsShowTab;
  options: GoodLifeGoodsShowOptions;
  label: string;
}) {
  const { goods, isLoading } = useTabGoods(tab);
  if (isLoading) return <BlockLoading height={GOOD_LIFE_GOODS_SHOW_HEIGHT} />;
  if (goods.length === 0) return null;
  return (
    <BlockFrame head={options.head} label={label} moreUrl={options.moreUrl?.trim() || undefined} bg="bg">
      <TabGoods tab={tab} goods={goods} />
    </BlockFrame>
  );
}

/**
 * The good-life mall's goods showcase: tabs in the title row, each showing at most 8 goods (two rows of
 * four goods cards) from its own list or from its plan or market, loaded when the tab first opens.
 * One tab shows no tab bar; tabs with an empty list, and tabs of plans the member is not shown, are
 * left out, and with none left nothing renders.
 */
export function GoodLifeGoodsShow({ name, options }: BlockProps<GoodLifeGoodsShowOptions>) {
  const { t } = useBlockTranslation(goodLifeGoodsShowMessages);
  const [selected, setSelected] = useState('0');
  const listed = goodLifeTabs(options);
  // A tab of a plan the member is not shown (another enterprise's, offline) is left out, and no
  // tab's goods are asked for before the answer (issue 22: the server refused them with a 400).
  const { isLoading, shown } = useShownPlans(listed.map(goodLifeTabPlan));
  const tabs = listed.filter((_, index) => shown[index]);
  const label = name?.trim() || t('goodLifeGoodsShow.label');
  if (isLoading) return <BlockLoading height={GOOD_LIFE_GOODS_SHOW_HEIGHT} />;
  const [firstTab] = tabs;
  if (!firstTab) return null;
  if (tabs.length === 1) return <SingleTabShow tab={firstTab} options={options} label={label} />;
  // Tabs that went away (an edited page) leave the first one open.
  const open = Number(selected) < tabs.length ? selected : '0';

  return (
    <Tabs.Root
      value={open}
      onValueChange={(details) => setSelected(details.value)}
      variant="subtle"
      size="sm"
      colorPalette="brand"
      lazyMount
    >
      <BlockFrame
        head={options.head}
        label={label}
        moreUrl={options.moreUrl?.trim() || undefined}
        headExtra={
          <Tabs.List gap="1" minW="0" overflowX="auto">
            {tabs.map((tab, i) => (
              <Tabs.Trigger key={i} value={String(i)} flexShrink={0}>
                {tab.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
        bg="bg"
      >
        {tabs.map((tab, i) => (
          <Tabs.Content key={i} value={String(i)} p="0" minH={`${GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT}px`}>
            <TabPanel tab={tab} />
          </Tabs.Content>
        ))}
      </BlockFrame>
    </Tabs.Root>
  );
}
