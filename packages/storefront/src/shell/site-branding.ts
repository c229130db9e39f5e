import type { SiteSettingValue } from '@mall/schemas';

/** How long the site name and logo are trusted before the site call is made again (spec 01 section 9). */
export const SITE_BRANDING_TTL_MS = 60 * 60 * 1000;

const NAME_KEY = 'siteName';
const LOGO_KEY = 'logoImg';
const CONTACT_KEY = 'siteContact';
const EXPIRY_KEY = 'sitelogo_expiration_time';

/** How customers reach the mall, shown in the footer. */
export interface SiteContact {
  hotline: string;
  serviceEmail: string;
  /** The ICP record number the footer links to the record lookup. */
  icpRecord: string;
}

/** What the shell shows of the site. */
export interface SiteBranding {
  siteName: string;
  logoImg?: string;
  icon?: string;
  /** The footer's contact details; absent when the site settings have none. */
  contact?: SiteContact;
}

/** The contact details of the site settings, when all three are set. */
export function contactOf(setting: SiteSettingValue): SiteContact | undefined {
  const { hotline, serviceEmail, icpRecord } = setting;
  return hotline && serviceEmail && icpRecord ? { hotline, serviceEmail, icpRecord } : undefined;
}

function readCachedContact(): SiteContact | undefined {
  const text = window.localStorage.getItem(CONTACT_KEY);
  if (!text) return undefined;
  try {
    return contactOf(JSON.parse(text) as SiteSettingValue);
  } catch {
    return undefined;
  }
}

/** The cached branding when name, logo and expiry are all stored and the expiry lies ahead; else `null`. */
export function readCachedBranding(now = Date.now()): SiteBranding | null {
  try {
    const siteName = window.localStorage.getItem(NAME_KEY);
    const logoImg = window.localStorage.getItem(LOGO_KEY);
    const expiry = Number(window.localStorage.getItem(EXPIRY_KEY));
    if (!siteName || logoImg === null || !Number.isFinite(expiry) || expiry <= now) return null;
    // Only the logo is cached (spec 01 section 3), so it serves as the favicon until the next call.
    return { siteName, logoImg: logoImg || undefined, contact: readCachedContact() };
  } catch {
    return null;
  }
}

/** Caches the branding for `SITE_BRANDING_TTL_MS`. */
export function cacheBranding(setting: SiteSettingValue, now = Date.now()): void {
  try {
    window.localStorage.setItem(NAME_KEY, setting.siteName);
    window.localStorage.setItem(LOGO_KEY, setting.logoImg ?? '');
    const contact = contactOf(setting);
    if (contact) window.localStorage.setItem(CONTACT_KEY, JSON.stringify(contact));
    else window.localStorage.removeItem(CONTACT_KEY);
    window.localStorage.setItem(EXPIRY_KEY, String(now + SITE_BRANDING_TTL_MS));
  } catch {
    // Without storage the site call is simply made on every visit.
  }
}

/** Drops the cached branding, so the next page load asks the site call again (its name is per locale). */
export function forgetCachedBranding(): void {
  try {
    window.localStorage.removeItem(EXPIRY_KEY);
  } catch {
    // Without storage nothing was cached.
  }
}

/** Sets the favicon (the tab title is DocumentTitle's, which puts a route's title before the name). */
export function applyBranding(branding: Pick<SiteBranding, 'icon' | 'logoImg'>): void {
  const icon = branding.icon ?? branding.logoImg;
  if (!icon) return;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = icon;
}
