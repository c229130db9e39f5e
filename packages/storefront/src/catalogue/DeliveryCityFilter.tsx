import { Flex, Text } from '@chakra-ui/react';
import { RegionSelect } from './RegionSelect.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';
import { useRegionList } from './useRegionList.ts';

export interface DeliveryCityFilterProps {
  /** The region in the address: a province's or a city's id. */
  regionId: string | undefined;
  /** Chooses a region (the city, else its province), or none. */
  onChoose: (regionId: string | null) => void;
}

/**
 * The "delivery city" row of city goods: a province, then one of its cities. Choosing the province
 * alone already narrows the list to it; a city narrows it further.
 */
export function DeliveryCityFilter({ regionId, onChoose }: DeliveryCityFilterProps) {
  const { t } = useCatalogueStrings();
  const provinces = useRegionList('0');
  // Region ids are administrative codes: a city's begins with its province's.
  const province = regionId
    ? provinces.data?.find((each) => regionId === each.id || regionId.startsWith(each.id))
    : undefined;
  const cities = useRegionList(province?.id);
  const city = cities.data?.find((each) => each.id === regionId);

  return (
    <Flex
      role="group"
      aria-label={t('catalogue.deliveryCity')}
      gap="2"
      align="center"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Text w="20" flexShrink={0} color="fg.muted" fontSize="sm">
        {t('catalogue.deliveryCity')}
      </Text>
      <RegionSelect
        label={t('catalogue.province')}
        anyLabel={t('catalogue.anyProvince')}
        regions={provinces.data ?? []}
        value={province?.id ?? ''}
        onChange={(id) => onChoose(id || null)}
      />
      <RegionSelect
        label={t('catalogue.city')}
        anyLabel={t('catalogue.anyCity')}
        regions={cities.data ?? []}
        value={city?.id ?? ''}
        disabled={!province}
        onChange={(id) => onChoose(id || province?.id || null)}
      />
    </Flex>
  );
}
