import { Button, Group } from '@chakra-ui/react';
import type { GoodsListSort } from './goods-list-query.ts';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

export interface SortTabsProps {
  sort: GoodsListSort;
  onSort: (sort: GoodsListSort) => void;
}

/**
 * Comprehensive, sales, new and price; price toggles between low-to-high and high-to-low, its
 * arrow saying which, and its accessible name too.
 */
export function SortTabs({ sort, onSort }: SortTabsProps) {
  const { t } = useCatalogueStrings();
  const plain = (['comprehensive', 'sales', 'new'] as const).map((each) => (
    <Button
      key={each}
      size="sm"
      variant={sort === each ? 'solid' : 'outline'}
      aria-pressed={sort === each}
      onClick={() => onSort(each)}
    >
      {t(`catalogue.sort.${each}`)}
    </Button>
  ));
  const byPrice = sort === 'priceAsc' || sort === 'priceDesc';
  const next: GoodsListSort = sort === 'priceAsc' ? 'priceDesc' : 'priceAsc';
  return (
    <Group attached role="group" aria-label={t('catalogue.sortBy')}>
      {plain}
      <Button
        size="sm"
        variant={byPrice ? 'solid' : 'outline'}
        aria-pressed={byPrice}
        aria-label={byPrice ? t(`catalogue.sort.${sort}`) : t('catalogue.sort.price')}
        onClick={() => onSort(next)}
      >
        {t('catalogue.sort.price')}
        <span aria-hidden="true">{sort === 'priceAsc' ? '↑' : sort === 'priceDesc' ? '↓' : '↕'}</span>
      </Button>
    </Group>
  );
}
