import { HStack } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';
import useSWR from 'swr';
import { fetchRegions } from '../../api/catalogue.ts';
import type { DeliveryRegion } from '../../state/delivery-region.ts';
import { RegionSelect } from '../RegionSelect.tsx';
import { useCatalogueStrings } from '../useCatalogueStrings.ts';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

/** Regions change rarely: each list is asked for once per visit. */
const REGIONS_CACHE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export interface DeliveryRegionPickerProps {
  value: DeliveryRegion | null;
  onChange: (region: DeliveryRegion | null) => void;
}

/** Province, city and district, each list loaded once the level above is chosen. */
export function DeliveryRegionPicker({ value, onChange }: DeliveryRegionPickerProps) {
  const { t } = useGoodsDetailStrings();
  const { t: tc } = useCatalogueStrings();
  const [provinceId, cityId, districtId] = value?.ids ?? [];
  const provinces = useSWR(['regions', '0'], () => fetchRegions('0'), REGIONS_CACHE);
  const cities = useSWR(
    provinceId ? ['regions', provinceId] : null,
    () => fetchRegions(provinceId!),
    REGIONS_CACHE,
  );
  const districts = useSWR(cityId ? ['regions', cityId] : null, () => fetchRegions(cityId!), REGIONS_CACHE);

  // Choosing at one level keeps the levels above and drops those below.
  const choose = (level: number, list: Region[] | undefined, id: string) => {
    const kept = { ids: value?.ids.slice(0, level) ?? [], names: value?.names.slice(0, level) ?? [] };
    const region = list?.find((r) => r.id === id);
    if (!region) return onChange(kept.ids.length ? kept : null);
    onChange({ ids: [...kept.ids, region.id], names: [...kept.names, region.name] });
  };
  // While a level's list loads, the remembered choice stands in for it.
  const listOf = (list: Region[] | undefined, level: number) =>
    list ?? (value?.ids[level] ? [{ id: value.ids[level], name: value.names[level] ?? '' }] : []);

  return (
    <HStack gap="2" wrap="wrap">
      <RegionSelect
        label={tc('catalogue.province')}
        anyLabel={tc('catalogue.anyProvince')}
        regions={listOf(provinces.data, 0)}
        value={provinceId ?? ''}
        onChange={(id) => choose(0, provinces.data, id)}
      />
      {provinceId && (cities.data?.length ?? 1) > 0 ? (
        <RegionSelect
          label={tc('catalogue.city')}
          anyLabel={tc('catalogue.anyCity')}
          regions={listOf(cities.data, 1)}
          value={cityId ?? ''}
          onChange={(id) => choose(1, cities.data, id)}
        />
      ) : null}
      {cityId && (districts.data?.length ?? 0) > 0 ? (
        <RegionSelect
          label={t('detail.district')}
          anyLabel={t('detail.anyDistrict')}
          regions={listOf(districts.data, 2)}
          value={districtId ?? ''}
          onChange={(id) => choose(2, districts.data, id)}
        />
      ) : null}
    </HStack>
  );
}
