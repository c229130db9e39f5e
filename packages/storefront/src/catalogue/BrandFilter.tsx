import type { BrandCount } from '@mall/schemas';
import { FilterRow } from './FilterRow.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

/** Brands shown in the row; the rest are a search away. Defaults to `16`. */
export const BRAND_FILTER_MAX = 16;

export interface BrandFilterProps {
  brands: readonly BrandCount[];
  brandId: string | undefined;
  onChoose: (brandId: string | null) => void;
}

/** The brands of the goods the other filters find, most goods first; one is chosen at a time. */
export function BrandFilter({ brands, brandId, onChoose }: BrandFilterProps) {
  const { t } = useCatalogueStrings();
  if (brands.length === 0) return null;
  return (
    <FilterRow
      title={t('catalogue.brand')}
      showTitle
      allLabel={t('catalogue.allBrands')}
      onAll={() => onChoose(null)}
      options={brands.slice(0, BRAND_FILTER_MAX).map((brand) => ({
        id: brand.brandId,
        label: brand.brandName,
        chosen: brand.brandId === brandId,
        onChoose: () => onChoose(brand.brandId),
      }))}
    />
  );
}
