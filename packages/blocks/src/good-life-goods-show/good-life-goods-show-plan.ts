import type { PlanRef } from '@mall/runtime';
import type { GoodLifeGoodsShowOptions } from '@mall/schemas';

type GoodLifeGoodsShowTab = GoodLifeGoodsShowOptions['navList'][number];

/** The tabs worth showing: a tab whose own list is empty has nothing to show and is left out. */
export function goodLifeTabs(options: GoodLifeGoodsShowOptions): GoodLifeGoodsShowTab[] {
  return options.navList.filter((tab) => !tab.list || tab.list.length > 0);
}

/** The plan or market a tab takes its goods from; none when the operator listed its goods. */
export function goodLifeTabPlan(tab: GoodLifeGoodsShowTab | undefined): PlanRef | undefined {
  if (!tab || tab.list) return undefined;
  return { planId: tab.planId, marketId: tab.marketId };
}

/** The plan or market of the tab open at first, fetched as soon as the page arrives. */
export function goodLifeGoodsShowPlan(options: GoodLifeGoodsShowOptions): PlanRef | undefined {
  return goodLifeTabPlan(goodLifeTabs(options)[0]);
}
