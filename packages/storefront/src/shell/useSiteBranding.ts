import { useEffect } from 'react';
import useSWR from 'swr';
import { fetchSiteSetting } from '../api/site.ts';
import {
  applyBranding,
  cacheBranding,
  contactOf,
  readCachedBranding,
  type SiteBranding,
} from './site-branding.ts';

/**
 * The site's name and logo: from the 1 h localStorage cache when it is fresh, else from the site
 * call (then cached). Sets the favicon. `undefined` while the first call is out.
 */
export function useSiteBranding(): SiteBranding | undefined {
  const cached = readCachedBranding();
  const { data } = useSWR<SiteBranding>(cached ? null : 'site-branding', loadBranding, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const branding = cached ?? data;
  const icon = branding?.icon ?? branding?.logoImg;
  useEffect(() => {
    if (icon) applyBranding({ icon });
  }, [icon]);
  return branding;
}

async function loadBranding(): Promise<SiteBranding> {
  const setting = await fetchSiteSetting();
  if (setting.siteName) cacheBranding(setting);
  return {
    siteName: setting.siteName,
    logoImg: setting.logoImg,
    icon: setting.icon,
    contact: contactOf(setting),
  };
}
