import { Box, Button, Heading } from '@chakra-ui/react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchFavorites } from '../api/favorites.ts';
import { GoodsGrid } from '../catalogue/GoodsGrid.tsx';
import { GoodsTile } from '../catalogue/GoodsTile.tsx';
import { LoadedList } from '../catalogue/LoadedList.tsx';
import { useCatalogueStrings } from '../catalogue/useCatalogueStrings.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { useCancelFavorite } from '../shell/drawers/use-cancel-favorite.ts';

/** Favourites per page. Defaults to `20` (four rows of five). */
export const FAVORITES_PAGE_SIZE = 20;

/** `/home/favorites` (also `/home/Favorites`): the member's favourite goods, newest first, each cancellable. */
export function FavoritesRoute() {
  const { t } = useCatalogueStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  const favorites = useSWR(['my-favorites', page], () =>
    fetchFavorites({ pageNumber: page, pageSize: FAVORITES_PAGE_SIZE }),
  );
  const [cancel, cancelling] = useCancelFavorite(() => favorites.mutate());

  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="4">
          {t('favorites.title')}
        </Heading>
        <LoadedList
          state={favorites}
          isEmpty={(data) => data.records.length === 0}
          emptyTitle={t('favorites.empty')}
        >
          {(data) => (
            <>
              <GoodsGrid label={t('favorites.list')}>
                {data.records.map((favorite) => (
                  <GoodsTile
                    key={favorite.skuId}
                    goods={{
                      skuId: favorite.skuId,
                      goodsId: favorite.goodsId,
                      productName: favorite.goodsName,
                      productImages: favorite.image ? [favorite.image] : [],
                      specProductPrice: favorite.price,
                    }}
                    actions={
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('drawer.favorites.cancelItem', { name: favorite.goodsName })}
                        loading={cancelling === favorite.skuId}
                        onClick={() => void cancel(favorite.skuId)}
                      >
                        {t('drawer.favorites.cancel')}
                      </Button>
                    }
                  />
                ))}
              </GoodsGrid>
              <ListPagination
                count={data.total}
                pageSize={data.size}
                page={data.current}
                onPageChange={(next) => setParams({ pageNumber: String(next) })}
                label={t('favorites.pagination')}
              />
            </>
          )}
        </LoadedList>
      </Box>
    </PageFrame>
  );
}
