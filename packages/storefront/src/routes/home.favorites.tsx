import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchFavorites } from '../api/favorites.ts';
import { GoodsGrid } from '../catalogue/GoodsGrid.tsx';
import { SavedGoodsTile } from '../catalogue/SavedGoodsTile.tsx';
import { LoadedList } from '../catalogue/LoadedList.tsx';
import { useCatalogueStrings } from '../catalogue/useCatalogueStrings.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { useCancelFavorite } from '../shell/drawers/use-cancel-favorite.ts';
import { TitledPage } from '../shell/TitledPage.tsx';
import { pageNumberOf } from '../shell/page-number.ts';

/** Favourites per page. Defaults to `20` (four rows of five). */
export const FAVORITES_PAGE_SIZE = 20;

/** `/home/favorites` (also `/home/Favorites`): the member's favourite goods, newest first, each cancellable. */
export function FavoritesRoute() {
  const { t } = useCatalogueStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = pageNumberOf(params);
  const favorites = useSWR(['my-favorites', page], () =>
    fetchFavorites({ pageNumber: page, pageSize: FAVORITES_PAGE_SIZE }),
  );
  const [cancel, cancelling] = useCancelFavorite(() => favorites.mutate());

  return (
    <TitledPage title={t('favorites.title')}>
      <LoadedList
        state={favorites}
        isEmpty={(data) => data.records.length === 0}
        emptyTitle={t('favorites.empty')}
      >
        {(data) => (
          <>
            <GoodsGrid label={t('favorites.list')}>
              {data.records.map((favorite) => (
                <SavedGoodsTile
                  key={favorite.skuId}
                  goods={favorite}
                  image={favorite.image}
                  action={{
                    label: t('drawer.favorites.cancel'),
                    itemLabel: t('drawer.favorites.cancelItem', { name: favorite.goodsName }),
                    busy: cancelling === favorite.skuId,
                    onClick: () => void cancel(favorite.skuId),
                  }}
                />
              ))}
            </GoodsGrid>
            <ListPagination
              page={data}
              onPageChange={(next) => setParams({ pageNumber: String(next) })}
              label={t('favorites.pagination')}
            />
          </>
        )}
      </LoadedList>
    </TitledPage>
  );
}
