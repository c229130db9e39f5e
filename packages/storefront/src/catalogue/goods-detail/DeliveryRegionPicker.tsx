import { HStack } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';
import type { DeliveryRegion } from '../../state/delivery-region.ts';
import { RegionSelect } from '../RegionSelect.tsx';
import { useRegionLevels } from '../useRegionList.ts';
import { useCatalogueStrings } from '../useCatalogueStrings.ts';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

export interface DeliveryRegionPickerProps {
  value: DeliveryRegion | null;
  onChange: (region: DeliveryRegion | null) => void;
}

/** Province, city and district, each list loaded once the level above is chosen. */
export function DeliveryRegionPicker({ value, onChange }: DeliveryRegionPickerProps) {
  const { t } = useGoodsDetailStrings();
  const { t: tc } = useCatalogueStrings();
  const [provinceId, cityId] = value?.ids ?? [];
  const { provinces, cities, districts } = useRegionLevels(provinceId, cityId);

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

  // Province, city and district: each shown once the level above is chosen, a district only where
  // the city has them.
  const levels = [
    [tc('catalogue.province'), tc('catalogue.anyProvince'), provinces.data, true],
    [tc('catalogue.city'), tc('catalogue.anyCity'), cities.data, (cities.data?.length ?? 1) > 0],
    [t('detail.district'), t('detail.anyDistrict'), districts.data, (districts.data?.length ?? 0) > 0],
  ] as const;

  return (
    <HStack gap="2" wrap="wrap">
      {levels.map(([label, anyLabel, list, hasRegions], level) =>
        (level === 0 || value?.ids[level - 1]) && hasRegions ? (
          <RegionSelect
            key={label}
            label={label}
            anyLabel={anyLabel}
            regions={listOf(list, level)}
            value={value?.ids[level] ?? ''}
            onChange={(id) => choose(level, list, id)}
          />
        ) : null,
      )}
    </HStack>
  );
}
