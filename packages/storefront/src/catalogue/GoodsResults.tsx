import type { GoodsSearchPage } from '@mall/schemas';
import { Flex } from '@chakra-ui/react';
import type { SWRResponse } from 'swr';
import { ListPagination } from '../shell/ListPagination.tsx';
import { GoodsGrid } from './GoodsGrid.tsx';
import { GoodsTile } from './GoodsTile.tsx';
import type { GoodsListSort } from './goods-list-query.ts';
import { LoadedList } from './LoadedList.tsx';
import { SortTabs } from './SortTabs.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

/** Tiles on a first screen (two rows on a phone, one on a PC): their pictures load at once. */
const FIRST_SCREEN_TILES = 4;

export interface GoodsResultsProps {
  results: SWRResponse<GoodsSearchPage>;
  sort: GoodsListSort;
  /** Changes the address: a new sort (`sortFilter`), or a page (`pageNumber`). */
  go: (changes: Record<string, string | null>) => void;
}

/**
 * The sort tabs over a page of search results in their four states, with the pages under it. A new
 * page starts at the top of the window.
 */
export function GoodsResults({ results, sort, go }: GoodsResultsProps) {
  const { t } = useCatalogueStrings();
  const onPage = (page: number) => {
    go({ pageNumber: String(page) });
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <Flex my="4">
        <SortTabs sort={sort} onSort={(next) => go({ sortFilter: next === 'comprehensive' ? null : next })} />
      </Flex>
      <LoadedList
        state={results}
        isEmpty={(data) => data.records.length === 0}
        emptyTitle={t('catalogue.empty')}
        emptyHint={t('catalogue.emptyHint')}
      >
        {(data) => (
          <>
            <GoodsGrid label={t('catalogue.goodsList')}>
              {data.records.map((goods, index) => (
                <GoodsTile
                  key={goods.goodsId ?? goods.skuId}
                  goods={goods}
                  eager={index < FIRST_SCREEN_TILES}
                />
              ))}
            </GoodsGrid>
            <ListPagination page={data} onPageChange={onPage} label={t('catalogue.pagination')} />
          </>
        )}
      </LoadedList>
    </>
  );
}
