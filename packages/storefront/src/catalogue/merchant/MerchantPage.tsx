import { Box, Button, Flex } from '@chakra-ui/react';
import type { GoodsSearchQuery } from '@mall/schemas';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { searchGoods } from '../../api/catalogue.ts';
import { RequestError } from '../../api/request.ts';
import { fetchStoreDetail } from '../../api/stores.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { GOODS_LIST_PAGE_SIZE, searchQueryOf, withParams, type GoodsListSort } from '../goods-list-query.ts';
import { GoodsResults } from '../GoodsResults.tsx';
import { StoreHeader } from './StoreHeader.tsx';
import { StoreSearch } from './StoreSearch.tsx';
import { useMerchantStrings } from './useMerchantStrings.ts';

/**
 * A store's page (`/merchant?id={storeId}`): its band, its first-level categories, a search of its
 * goods only, the sort tabs and its goods page by page. Category, keyword, sort and page live in
 * the address beside `id`, so Back and a shared link show the same.
 */
export function MerchantPage() {
  const { t } = useMerchantStrings();
  const [params, setParams] = useInPageSearchParams();
  const storeId = params.get('id')?.trim() || null;
  const query = searchQueryOf(params);
  const go = (changes: Record<string, string | null>) => setParams(withParams(params, changes));

  const store = useSWR(storeId ? ['store', storeId] : null, () => fetchStoreDetail(storeId!), {
    revalidateOnFocus: false,
  });
  const search: GoodsSearchQuery = {
    ...query,
    storeId: storeId ?? undefined,
    pageSize: String(GOODS_LIST_PAGE_SIZE),
  };
  const results = useSWR(store.data ? ['goods-search', search] : null, () => searchGoods(search), {
    keepPreviousData: true,
  });
  const sort: GoodsListSort = query.sortFilter ?? 'comprehensive';
  // The store's categories are first-level ones: the first id of the address's path is the chosen one.
  const chosenCategory = query.categoryId?.split(',')[0];

  const body = () => {
    if (!storeId) return <StatusMessage title={t('merchant.noStore')} />;
    if (!store.data && store.isLoading) return <StatusMessage loading title={t('merchant.loading')} />;
    if (!store.data)
      return (
        <StatusMessage
          title={
            store.error instanceof RequestError &&
            store.error.kind !== 'network' &&
            store.error.kind !== 'timeout'
              ? store.error.kind === 'not-found'
                ? t('merchant.notFound')
                : store.error.message
              : t('merchant.loadFailed')
          }
          action={{ label: t('merchant.retry'), onClick: () => void store.mutate() }}
        />
      );
    return (
      <>
        <StoreHeader store={store.data} />
        <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="4">
          <Flex as="nav" aria-label={t('merchant.categories')} gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={chosenCategory ? 'outline' : 'solid'}
              aria-pressed={!chosenCategory}
              onClick={() => go({ categoryId: null })}
            >
              {t('merchant.allGoods')}
            </Button>
            {store.data.categories.map((category) => (
              <Button
                key={category.id}
                size="sm"
                variant={chosenCategory === category.id ? 'solid' : 'outline'}
                aria-pressed={chosenCategory === category.id}
                onClick={() => go({ categoryId: category.id })}
              >
                {category.name}
              </Button>
            ))}
          </Flex>
          <StoreSearch
            key={query.keyword ?? ''}
            keyword={query.keyword}
            onSearch={(keyword) => go({ keyword })}
          />
        </Flex>
        <GoodsResults results={results} sort={sort} go={go} />
      </>
    );
  };

  return (
    <PageFrame categoryNav="menu">
      <Box px="4" pb="8">
        {body()}
      </Box>
    </PageFrame>
  );
}
