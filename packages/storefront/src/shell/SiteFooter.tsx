import { Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenceDialog, type Licence } from './LicenceDialog.tsx';
import { PAGE_WIDTH_PX } from './page-width.ts';
import type { SiteContact } from './site-branding.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import styles from './SiteFooter.module.css';
import { SubFooter } from './SubFooter.tsx';
import { TextButton } from './TextButton.tsx';
import { useContentLang } from './content-lang.ts';

/** The national ICP record lookup the record number links to. */
export const ICP_RECORD_URL = 'https://beian.miit.gov.cn/';
/** Where the parcel-tracking link goes. */
export const PARCEL_TRACKING_URL = 'https://www.kuaidi100.com/';

/** How customers reach the mall (the site settings' `hotline`, `serviceEmail`, `icpRecord`). */
export type FooterContact = SiteContact;

/** Shown while the site settings are out, or when they carry no contact details. */
export const DEFAULT_FOOTER_CONTACT: FooterContact = {
  hotline: '400-800-0000',
  serviceEmail: 'service@mall.example',
  icpRecord: '沪ICP备00000000号-1',
};

/** Pictures of the certificates; `/img/logo.svg` until the real scans are in fixtures/images. */
export interface LicenceImages {
  businessLicence: string;
  icpLicence: string;
}

/** Defaults to the logo for both certificates. */
export const DEFAULT_LICENCE_IMAGES: LicenceImages = {
  businessLicence: '/img/logo.svg',
  icpLicence: '/img/logo.svg',
};

const SERVICE_LINKS = [
  { to: '/accountCenter/shoppingGuide', key: 'footer.shoppingGuide' },
  { to: '/accountCenter/contactUs', key: 'footer.contactUs' },
  { to: '/accountCenter/subAfterService', key: 'footer.afterService' },
  { to: '/accountCenter/delivery', key: 'footer.delivery' },
  { to: '/accountCenter/businessCooperation', key: 'footer.businessCooperation' },
] as const;

export interface SiteFooterProps {
  /** The site's name; the catalogue's default name when unknown. */
  siteName?: string;
  /** The copyright year. Defaults to the current year. */
  year?: number;
  /** The variant: the mall (`HSHSC`) or the exclusive homepage (`DZPT`). Defaults to `HSHSC`. */
  platform?: 'HSHSC' | 'DZPT';
  /** Hotline, mailbox and ICP record. Defaults to `DEFAULT_FOOTER_CONTACT`. */
  contact?: FooterContact;
  /** Certificate pictures for the licence pop-ups. Defaults to `DEFAULT_LICENCE_IMAGES`. */
  licenceImages?: LicenceImages;
}

/**
 * The footer in its two variants (spec 01 section 2.4): service links to the /accountCenter pages,
 * hotline, service hours and mailbox, licence pop-ups, the ICP record and parcel-tracking links,
 * then the sub-footer. HSHSC lays the service links out in a wide band; DZPT keeps to one line.
 */
export function SiteFooter({
  siteName,
  year,
  platform = 'HSHSC',
  contact = DEFAULT_FOOTER_CONTACT,
  licenceImages = DEFAULT_LICENCE_IMAGES,
}: SiteFooterProps) {
  const { t } = useTranslation('storefront');
  const langOf = useContentLang();
  const [shownLicence, setShownLicence] = useState<Licence | null>(null);
  const licences: Licence[] = [
    { title: t('footer.businessLicence'), img: licenceImages.businessLicence },
    { title: t('footer.icpLicence'), img: licenceImages.icpLicence },
  ];
  const dzpt = platform === 'DZPT';

  const serviceLinks = (
    <ul className={`${styles.row} ${styles.serviceLinks}`}>
      {SERVICE_LINKS.map((link) => (
        <li key={link.to}>
          <ShellLink to={link.to} color="inherit">
            {t(link.key)}
          </ShellLink>
        </li>
      ))}
    </ul>
  );

  const service = (
    <div className={`${styles.row} ${styles.contact}`}>
      <p>{t('footer.hotline', { hotline: contact.hotline })}</p>
      <p>{t('shell.serviceHours')}</p>
      <p>
        {t('footer.mailbox')}
        <Link href={`mailto:${contact.serviceEmail}`} color="inherit">
          {contact.serviceEmail}
        </Link>
      </p>
      {dzpt ? null : <p>{t('footer.holidayNote')}</p>}
    </div>
  );

  const licenceRow = (
    <ul aria-label={t('footer.licences')} className={styles.row}>
      {licences.map((licence) => (
        <li key={licence.title}>
          <TextButton onClick={() => setShownLicence(licence)}>{licence.title}</TextButton>
        </li>
      ))}
      <li>
        <Link
          href={ICP_RECORD_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          aria-label={t('footer.externalLink', { label: contact.icpRecord })}
          // The record number is the registry's, in Chinese whatever the interface.
          lang={langOf(contact.icpRecord)}
        >
          {contact.icpRecord}
        </Link>
      </li>
      <li>
        <Link
          href={PARCEL_TRACKING_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          aria-label={t('footer.externalLink', { label: t('footer.parcelTracking') })}
        >
          {t('footer.parcelTracking')}
        </Link>
      </li>
    </ul>
  );

  return (
    <footer aria-label={t('footer.label')} className={styles.footer} data-site-footer="">
      <div className={styles.band}>
        <div
          className={styles.inner}
          data-compact={dzpt ? '' : undefined}
          style={{ maxWidth: PAGE_WIDTH_PX }}
        >
          <nav aria-label={t('footer.serviceLinks')}>
            {dzpt ? null : <h2 className={styles.heading}>{t('footer.serviceLinks')}</h2>}
            {serviceLinks}
          </nav>
          {service}
          {licenceRow}
        </div>
      </div>
      <SubFooter siteName={siteName} year={year} />
      <LicenceDialog licence={shownLicence} onClose={() => setShownLicence(null)} />
    </footer>
  );
}
