import type { SeckillSession, SeckillSessionState } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { GoodsGrid } from '../catalogue/GoodsGrid.tsx';
import { ListPagination } from '../shell/ListPagination.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { fetchSeckillGoodsPage } from '../api/seckill.ts';
import { SeckillGoodsCard } from './SeckillGoodsCard.tsx';
import { useSeckillStrings } from './useSeckillStrings.ts';
import { LoadStatus } from '../ui/LoadStatus.tsx';
import { serverMessageOf } from '../api/request.ts';

/** Goods of a session per page: two rows of the five-column grid. */
export const SECKILL_PAGE_SIZE = 10;

export interface SeckillGoodsListProps {
  session: SeckillSession;
  /** The session's state now. */
  state: SeckillSessionState;
}

/** A session's goods, a page at a time, with the page buttons under them when there are more. */
export function SeckillGoodsList({ session, state }: SeckillGoodsListProps) {
  const { t } = useSeckillStrings();
  const [pageNumber, setPageNumber] = useState(1);
  const goods = useSWR(['seckill-goods', session.marketId, pageNumber], () =>
    fetchSeckillGoodsPage({ marketId: session.marketId, pageNumber, pageSize: SECKILL_PAGE_SIZE }),
  );

  if (!goods.data)
    return (
      <LoadStatus
        load={goods}
        words={{
          loading: t('seckill.goodsLoading'),
          loadFailed: serverMessageOf(goods.error) ?? t('seckill.goodsLoadFailed'),
          retry: t('seckill.retry'),
        }}
      />
    );
  if (goods.data.total === 0) return <StatusMessage title={t('seckill.noGoods')} />;
  return (
    <>
      <GoodsGrid label={t('seckill.goodsList', { name: session.name })}>
        {goods.data.records.map((item) => (
          <SeckillGoodsCard key={item.skuId} goods={item} session={session} state={state} />
        ))}
      </GoodsGrid>
      <ListPagination
        page={{ total: goods.data.total, size: SECKILL_PAGE_SIZE, current: pageNumber }}
        onPageChange={setPageNumber}
        label={t('seckill.pages')}
      />
    </>
  );
}
