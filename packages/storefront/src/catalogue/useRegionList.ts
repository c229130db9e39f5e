import type { Region } from '@mall/schemas';
import useSWR, { type SWRResponse } from 'swr';
import { fetchRegions } from '../api/catalogue.ts';

/** Regions change rarely: each list is asked for once per visit, and every region picker shares it. */
const REGIONS_CACHE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** The regions under `parentId` (`'0'`: the provinces); nothing is asked while there is no parent. */
export function useRegionList(parentId: string | undefined): SWRResponse<Region[]> {
  return useSWR(
    parentId ? ['regions', parentId] : null,
    ([, id]: [string, string]) => fetchRegions(id),
    REGIONS_CACHE,
  );
}

/** The provinces, the chosen province's cities and the chosen city's districts. */
export function useRegionLevels(provinceId: string | undefined, cityId: string | undefined) {
  return {
    provinces: useRegionList('0'),
    cities: useRegionList(provinceId),
    districts: useRegionList(cityId),
  };
}
