import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { GoodsSearchQuery } from '@mall/schemas';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import { useMemo } from 'react';
import useSWR from 'swr';
import {
  fetchCategoryTree,
  fetchSearchBrands,
  fetchSearchCategories,
  searchGoods,
} from '../api/catalogue.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { BrandFilter } from './BrandFilter.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';
import { categoryPath } from './category-path.ts';
import {
  brandRowOf,
  GOODS_LIST_PAGE_SIZE,
  searchQueryOf,
  withParams,
  type GoodsListSort,
} from './goods-list-query.ts';
import { DeliveryCityFilter } from './DeliveryCityFilter.tsx';
import { GoodsResults } from './GoodsResults.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';
import { useFocusAfterSearch } from './useFocusAfterSearch.ts';

/** The category tree changes rarely: asked for once an hour at most. */
const TREE_CACHE_MS = 3_600_000;

export interface GoodsListPageProps {
  /** Title when the address has no keyword or category: `catalogue.title` or `catalogue.specialTitle`. */
  titleKey: 'catalogue.title' | 'catalogue.specialTitle';
  /** Replaces the `titleKey` title with the caller's own (the points mall's). */
  title?: string;
  /** Shown under the title when the address has no keyword or category. */
  intro?: string;
}

/**
 * The goods list (spec 02 section 2): the search its address asks for, with category, brand,
 * points and "my points pay for" filters (and the delivery city for city goods), the four sort tabs
 * and paging, under the category navigation (open with `showAllNav=1`); `showBrand` shapes the brand
 * row (see `brandRowOf`). Everything lives in the address, and answers stay cached, so coming back
 * from a goods detail shows the same page at once.
 */
export function GoodsListPage({ titleKey, title: ownTitle, intro }: GoodsListPageProps) {
  const { t } = useCatalogueStrings();
  const [params, setParams] = useInPageSearchParams();
  const query = searchQueryOf(params);
  const go = (changes: Record<string, string | null>) => setParams(withParams(params, changes));

  const search: GoodsSearchQuery = { ...query, pageSize: String(GOODS_LIST_PAGE_SIZE) };
  const results = useSWR(['goods-search', search], () => searchGoods(search), { keepPreviousData: true });
  const tree = useSWR(
    ['category-tree', query.cateModelId ?? ''],
    () => fetchCategoryTree(query.cateModelId),
    {
      dedupingInterval: TREE_CACHE_MS,
      revalidateOnFocus: false,
    },
  );
  const brandRow = brandRowOf(params);
  const { brandId: _chosen, sortFilter: _sort, pageNumber: _page, ...brandQuery } = query;
  // Without a brand row its brands are not asked for.
  const brands = useSWR(
    brandRow === 'hidden' ? null : ['goods-brands', brandQuery],
    () => fetchSearchBrands(brandQuery),
    { keepPreviousData: true },
  );
  const { categoryId: _category, ...categoryQuery } = brandQuery;
  const categoryCounts = useSWR(
    ['goods-categories', { ...categoryQuery, brandId: query.brandId }],
    () => fetchSearchCategories({ ...categoryQuery, brandId: query.brandId }),
    { keepPreviousData: true },
  );
  const counts = useMemo(
    () =>
      categoryCounts.data
        ? new Map(categoryCounts.data.map(({ categoryId, count }) => [categoryId, count]))
        : undefined,
    [categoryCounts.data],
  );
  const heading = useFocusAfterSearch();

  const path = categoryPath(tree.data ?? [], query.categoryId?.split(',').at(-1));
  const title = query.keyword
    ? t('catalogue.resultsFor', { keyword: query.keyword })
    : (path.at(-1)?.name ?? ownTitle ?? t(titleKey));
  const sort: GoodsListSort = query.sortFilter ?? 'comprehensive';
  const showAllNav = ['1', 'true'].includes(params.get('showAllNav') ?? '');
  // City goods (spec 02 section 3, `cityFlag`) are delivered only to some regions: offer the picker.
  const cityGoods = ['1', 'true'].includes(params.get('cityFlag') ?? '') || path.at(-1)?.cityFlag === true;
  // The filter rows' number and height are known only once the tree and the brands have come; until
  // then the filters and results wait together, so rows arriving never push the goods down (issue 8,
  // CLS). Later changes keep the previous answers on screen (keepPreviousData), so this is the first load.
  const settled = (state: { data?: unknown; error?: unknown }) =>
    state.data !== undefined || state.error !== undefined;
  const filtersSettled =
    settled(tree) && (brandRow === 'hidden' || settled(brands)) && settled(categoryCounts);

  return (
    <PageFrame categoryNav={showAllNav ? 'open' : 'menu'}>
      <Box px="4" pb="8">
        <Flex align="baseline" gap="4" mb="3">
          <Heading as="h1" size="lg" ref={heading} tabIndex={-1} outline="none">
            {title}
          </Heading>
          {results.data ? (
            <Text color="fg.muted">{t('catalogue.total', { count: results.data.total })}</Text>
          ) : null}
        </Flex>
        {intro && !query.keyword && path.length === 0 ? (
          <Text color="fg.muted" mb="3">
            {intro}
          </Text>
        ) : null}
        {filtersSettled ? null : <StatusMessage loading title={t('catalogue.loading')} />}
        <Box
          as="section"
          hidden={!filtersSettled}
          aria-label={t('catalogue.filters')}
          bg="bg"
          px="4"
          borderRadius="md"
          borderWidth="1px"
          borderColor="border.muted"
        >
          <CategoryFilter
            tree={tree.data ?? []}
            categoryId={query.categoryId}
            counts={counts}
            onChoose={(categoryId) => go({ categoryId })}
          />
          {cityGoods ? (
            <DeliveryCityFilter regionId={query.regionId} onChoose={(regionId) => go({ regionId })} />
          ) : null}
          {brandRow === 'hidden' ? null : (
            <BrandFilter
              brands={brands.data ?? []}
              brandId={query.brandId}
              all={brandRow === 'all'}
              onChoose={(brandId) => go({ brandId })}
            />
          )}
          <PriceFilter
            lower={query.productLowerPrice}
            higher={query.productHigherPrice}
            pointFilter={query.pointFilter === '1'}
            onApply={({ lower, higher }) => go({ productLowerPrice: lower, productHigherPrice: higher })}
            onPointFilter={(on) => go({ pointFilter: on ? '1' : null })}
          />
        </Box>
        {filtersSettled ? <GoodsResults results={results} sort={sort} go={go} /> : null}
      </Box>
    </PageFrame>
  );
}
