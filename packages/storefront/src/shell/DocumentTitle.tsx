import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentTitle, routeTitleKey } from './route-titles.ts';
import { useSiteBranding } from './useSiteBranding.ts';

/**
 * Keeps the tab's title: the route's title (for the routes that carry one) and the site's name,
 * in the page's language. The one owner of `document.title`; renders nothing.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation('storefront');
  const siteName = useSiteBranding()?.siteName || t('shell.defaultSiteName');
  const key = routeTitleKey(pathname);
  const title = documentTitle(key ? t(key) : null, siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
