import { HStack, NativeSelect } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';
import useSWR from 'swr';
import { fetchRegions } from '../../api/goods-detail.ts';
import type { DeliveryRegion } from '../../state/delivery-region.ts';
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

  return (
    <HStack gap="2" wrap="wrap">
      <RegionSelect
        label={t('detail.province')}
        placeholder={t('detail.anyProvince')}
        regions={provinces.data}
        value={provinceId}
        fallbackName={value?.names[0]}
        onChange={(id) => choose(0, provinces.data, id)}
      />
      {provinceId && (cities.data?.length ?? 1) > 0 ? (
        <RegionSelect
          label={t('detail.city')}
          placeholder={t('detail.anyCity')}
          regions={cities.data}
          value={cityId}
          fallbackName={value?.names[1]}
          onChange={(id) => choose(1, cities.data, id)}
        />
      ) : null}
      {cityId && (districts.data?.length ?? 0) > 0 ? (
        <RegionSelect
          label={t('detail.district')}
          placeholder={t('detail.anyDistrict')}
          regions={districts.data}
          value={districtId}
          fallbackName={value?.names[2]}
          onChange={(id) => choose(2, districts.data, id)}
        />
      ) : null}
    </HStack>
  );
}

interface RegionSelectProps {
  label: string;
  placeholder: string;
  regions: Region[] | undefined;
  value: string | undefined;
  /** Shown for the chosen region while its list loads. */
  fallbackName: string | undefined;
  onChange: (id: string) => void;
}

function RegionSelect({ label, placeholder, regions, value, fallbackName, onChange }: RegionSelectProps) {
  const options = regions ?? (value && fallbackName ? [{ id: value, name: fallbackName }] : []);
  return (
    <NativeSelect.Root size="sm" w="auto" minW="8rem">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
