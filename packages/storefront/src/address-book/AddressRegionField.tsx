import { Box, Fieldset, HStack } from '@chakra-ui/react';
import type { Region } from '@mall/schemas';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { fetchRegions } from '../api/catalogue.ts';
import { RegionSelect } from '../catalogue/RegionSelect.tsx';
import { regionRules, type AddressFields } from './address-fields.ts';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

/** Regions change rarely: each list is asked for once per visit (the goods detail's picker shares them). */
const REGIONS_CACHE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export interface AddressRegionFieldProps {
  /**
   * The names of the stored path (`regionNames` split), shown while the lists load so an edited
   * address never flashes empty selects.
   */
  storedNames?: readonly string[];
}

/**
 * The address's region (inside the form's FormProvider): province, city and, where the city has
 * them, district, each list loaded once the level above is chosen. Choosing at one level drops the
 * levels below.
 */
export function AddressRegionField({ storedNames = [] }: AddressRegionFieldProps) {
  const { t } = useAddressBookStrings();
  const { control } = useFormContext<AddressFields>();
  const [provinceId, cityId, districtId] = useWatch({ control, name: 'regionIds' });
  const provinces = useSWR(['regions', '0'], () => fetchRegions('0'), REGIONS_CACHE);
  const cities = useSWR(
    provinceId ? ['regions', provinceId] : null,
    () => fetchRegions(provinceId!),
    REGIONS_CACHE,
  );
  const districts = useSWR(cityId ? ['regions', cityId] : null, () => fetchRegions(cityId!), REGIONS_CACHE);
  const hasDistricts = () => (districts.data?.length ?? 0) > 0;

  // While a level's list loads, the stored choice stands in for it.
  const listOf = (list: Region[] | undefined, id: string | undefined, level: number) =>
    list ?? (id ? [{ id, name: storedNames[level] ?? '' }] : []);

  return (
    <Controller
      control={control}
      name="regionIds"
      rules={regionRules(hasDistricts, t)}
      render={({ field, fieldState }) => {
        const choose = (level: number, id: string) =>
          field.onChange(id ? [...field.value.slice(0, level), id] : field.value.slice(0, level));
        return (
          <Fieldset.Root invalid={Boolean(fieldState.error)}>
            <Fieldset.Legend>
              {t('address.region')}
              {/* As Field.RequiredIndicator marks the text fields; the selects say it to assistive technology. */}
              <Box as="span" aria-hidden color="fg.error" ms="1">
                *
              </Box>
            </Fieldset.Legend>
            <Fieldset.Content>
              <HStack gap="2" wrap="wrap">
                <RegionSelect
                  label={t('address.province')}
                  anyLabel={t('address.anyProvince')}
                  regions={listOf(provinces.data, provinceId, 0)}
                  value={provinceId ?? ''}
                  required
                  onChange={(id) => choose(0, id)}
                />
                {provinceId ? (
                  <RegionSelect
                    label={t('address.city')}
                    anyLabel={t('address.anyCity')}
                    regions={listOf(cities.data, cityId, 1)}
                    value={cityId ?? ''}
                    required
                    onChange={(id) => choose(1, id)}
                  />
                ) : null}
                {cityId && (districtId || hasDistricts()) ? (
                  <RegionSelect
                    label={t('address.district')}
                    anyLabel={t('address.anyDistrict')}
                    regions={listOf(districts.data, districtId, 2)}
                    value={districtId ?? ''}
                    required
                    onChange={(id) => choose(2, id)}
                  />
                ) : null}
              </HStack>
            </Fieldset.Content>
            {fieldState.error?.message ? (
              <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>
            ) : null}
          </Fieldset.Root>
        );
      }}
    />
  );
}
