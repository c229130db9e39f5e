import { useTranslation } from 'react-i18next';
import { PAGE_WIDTH_PX } from './page-width.ts';
import styles from './SiteFooter.module.css';

export interface SubFooterProps {
  /** The site's name; the catalogue's default name when unknown. */
  siteName?: string;
  /** The copyright year. Defaults to the current year. */
  year?: number;
}

/** The sub-footer: the copyright line under either footer. */
export function SubFooter({ siteName, year = new Date().getFullYear() }: SubFooterProps) {
  const { t } = useTranslation('storefront');
  const name = siteName || t('shell.defaultSiteName');
  return (
    <div className={styles.subFooter}>
      <div className={styles.subFooterInner} style={{ maxWidth: PAGE_WIDTH_PX }}>
        <p>{t('shell.copyright', { year, siteName: name })}</p>
      </div>
    </div>
  );
}
