import { useBlockServices } from '@mall/runtime';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { footerMessages } from './footer-messages.ts';

/**
 * A footer's copyright line: the block's own, else the site's name and this year (issue 22: a stale
 * year and name typed into the block stood under a site of another name); none without either.
 */
export function useSiteCopyright(own: string | undefined): string | undefined {
  const { t } = useBlockTranslation(footerMessages);
  const { siteName } = useBlockServices();
  return (
    own?.trim() ||
    (siteName ? t('footer.siteCopyright', { year: new Date().getFullYear(), siteName }) : undefined)
  );
}
