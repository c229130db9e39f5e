import type { BrandCount } from '@mall/schemas';
import { FilterRow } from './FilterRow.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

/** Brands shown in the row, unless the address asks for all (`showBrand=1`). Defaults to `16`. */
export const BRAND_FILTER_MAX = 16;

export interface BrandFilterProps {
  brands: readonly BrandCount[];
  /** The chosen brands: a comma list of ids. */
  brandId: string | undefined;
  /** Chooses brands by their comma list, or none. */
  onChoose: (brandId: string | null) => void;
  /** Every brand rather than the first {@link BRAND_FILTER_MAX}. Defaults to `false`. */
  all?: boolean;
}

/**
 * The brands of the goods the other filters find, most goods first, each with its count. Several
 * may be chosen: a brand's button adds it to the choice or takes it out.
 */
export function BrandFilter({ brands, brandId, onChoose, all = false }: BrandFilterProps) {
  const { t } = useCatalogueStrings();
  if (brands.length === 0) return null;
  const chosen = new Set(brandId ? brandId.split(',') : []);
  const toggle = (id: string) => {
    const next = chosen.has(id) ? [...chosen].filter((other) => other !== id) : [...chosen, id];
    onChoose(next.length ? next.join(',') : null);
  };
  return (
    <FilterRow
      title={t('catalogue.brand')}
      showTitle
      allLabel={t('catalogue.allBrands')}
      onAll={() => onChoose(null)}
      options={(all ? brands : brands.slice(0, BRAND_FILTER_MAX)).map((brand) => ({
        id: brand.brandId,
        label: brand.brandName,
        count: brand.count,
        chosen: chosen.has(brand.brandId),
        onChoose: () => toggle(brand.brandId),
      }))}
    />
  );
}
