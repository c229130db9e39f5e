import type { BlockServices, Locale } from '@mall/runtime';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { platformAtom } from '../state/platform.ts';
import { createStorefrontServices } from './create-storefront-services.ts';

/** `isPreview=1` in the query switches any route to preview mode. */
export function usePreviewMode(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get('isPreview') === '1';
}

/** The block services of the current route, rebuilt only when what they expose changes. */
export function useStorefrontServices(): BlockServices {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t, i18n } = useTranslation('storefront');
  const locale: Locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const platform = useAtomValue(platformAtom);
  const setPlatform = useSetAtom(platformAtom);
  const preview = searchParams.get('isPreview') === '1';
  const customPage = searchParams.get('pageType') === 'custom';

  return useMemo(
    () =>
      createStorefrontServices({
        locale,
        platform,
        // The session lands with the login issue; until then everyone is a guest.
        user: null,
        customPage,
        mode: preview ? 'preview' : 'production',
        navigateInternal: (path) => void navigate(path),
        storePlatform: setPlatform,
        translate: (key) => t(key),
      }),
    [locale, platform, customPage, preview, navigate, setPlatform, t],
  );
}
