import { describe, expect, it } from 'vitest';
import {
  SITE_BRANDING_TTL_MS,
  applyBranding,
  cacheBranding,
  forgetCachedBranding,
  readCachedBranding,
} from './site-branding.ts';

const NOW = 1_800_000_000_000;

describe('site branding cache', () => {
  it('keeps the site name and logo for one hour', () => {
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg', icon: '/img/favicon.svg' }, NOW);

    expect(window.localStorage.getItem('siteName')).toBe('好生活福利商城');
    expect(window.localStorage.getItem('logoImg')).toBe('/img/logo.svg');
    expect(window.localStorage.getItem('sitelogo_expiration_time')).toBe(String(NOW + SITE_BRANDING_TTL_MS));
    expect(readCachedBranding(NOW + SITE_BRANDING_TTL_MS - 1)).toEqual({
      siteName: '好生活福利商城',
      logoImg: '/img/logo.svg',
    });
  });

  it("keeps the footer's contact details with them when the settings carry all three", () => {
    const contact = {
      hotline: '400-820-8820',
      serviceEmail: 'service@mall.example',
      icpRecord: '沪ICP备1号',
    };
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg', ...contact }, NOW);
    expect(readCachedBranding(NOW)?.contact).toEqual(contact);

    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg', hotline: '400-820-8820' }, NOW);
    expect(readCachedBranding(NOW)?.contact).toBeUndefined();
  });

  it('ignores the cache once the hour is over, so the site call is made again', () => {
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' }, NOW);

    expect(readCachedBranding(NOW + SITE_BRANDING_TTL_MS)).toBeNull();
  });

  it('ignores a cache with a value missing', () => {
    window.localStorage.setItem('siteName', '好生活福利商城');
    window.localStorage.setItem('sitelogo_expiration_time', String(NOW + SITE_BRANDING_TTL_MS));

    expect(readCachedBranding(NOW)).toBeNull();
  });

  it('asks again after a language switch forgets the cache, the name being per language', () => {
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' }, NOW);
    forgetCachedBranding();

    expect(readCachedBranding(NOW)).toBeNull();
  });

  it('sets the favicon', () => {
    applyBranding({ icon: '/img/favicon.svg' });

    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
  });
});
