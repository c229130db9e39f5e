import type { BlockServices, Locale } from '@mall/runtime';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { platformAtom } from '../state/platform.ts';
import { userInfoAtom } from '../state/session.ts';
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
  const userInfo = useAtomValue(userInfoAtom);
  // What blocks may know of the member: who they are, their enterprise and their points.
  const user = useMemo(
    () =>
      userInfo
        ? { id: userInfo.id, nickName: userInfo.nickName, oneId: userInfo.oneId, points: userInfo.point }
        : null,
    [userInfo],
  );
  const preview = searchParams.get('isPreview') === '1';
  const customPage = searchParams.get('pageType') === 'custom';

  return useMemo(
    () =>
      createStorefrontServices({
        locale,
        platform,
        user,
        customPage,
        mode: preview ? 'preview' : 'production',
        navigateInternal: (path) => void navigate(path),
        storePlatform: setPlatform,
        translate: (key) => t(key),
      }),
    [locale, platform, user, customPage, preview, navigate, setPlatform, t],
  );
}
