import type { BlockServices, Locale } from '@mall/runtime';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { nicknameEditorOpenAtom } from '../state/nickname-editor.ts';
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
  const setNicknameEditorOpen = useSetAtom(nicknameEditorOpenAtom);
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
        // A member may change their nickname from a block (the carousel variant's greeting); not in
        // an operator's preview, where the page is looked at, not used.
        openNicknameEditor: user && !preview ? () => setNicknameEditorOpen(true) : undefined,
      }),
    [locale, platform, user, customPage, preview, navigate, setPlatform, t, setNicknameEditorOpen],
  );
}
