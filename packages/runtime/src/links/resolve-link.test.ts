// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkPlanRefs, resolveLink } from './resolve-link.ts';

const plain = { customPage: false };
const custom = { customPage: true };

describe('resolveLink', () => {
  it.each([undefined, '', '   ', '\t\n'])(
    'denies an empty jump address (%j) with "no access permission"',
    (value) => {
      expect(resolveLink(value, plain)).toEqual({ kind: 'denied', messageKey: 'noAccessPermission' });
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)',
    'jav\u200bascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,<script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'mailto:a@b.c',
    'file:///etc/passwd',
    'ftp://example.com/x',
  ])('refuses %j', (value) => {
    expect(resolveLink(value, plain)).toEqual({ kind: 'refused' });
  });

  it('switches platform for PC-HSH and PC-DZPT', () => {
    expect(resolveLink('PC-HSH', plain)).toEqual({ kind: 'platform', platform: 'HSHSC' });
    expect(resolveLink('PC-DZPT', plain)).toEqual({ kind: 'platform', platform: 'DZPT' });
  });

  it.each([
    ['CDF', 'dutyFree', undefined],
    ['MT', 'meituan', undefined],
    ['MTDD', 'meiTuanDD', undefined],
    ['WPH', 'WPH', undefined],
    ['JL', 'JL', undefined],
    ['TJPT', 'TJPT', undefined],
    ['KuDui_KDJD', 'KuDui', 'KDJD'],
    ['KuDui_KDMT', 'KuDui', 'KDMT'],
    ['DFFL', 'DFFL', undefined],
    ['DFFL_JD', 'DFFL', 'JD'],
    ['DFFLJD', 'DFFL', 'JD'],
  ])(
    'maps partner code %s to business model %s (business type %s)',
    (code, publicityBusModel, businessType) => {
      expect(resolveLink(code, plain)).toEqual({
        kind: 'partner',
        code,
        publicityBusModel,
        ...(businessType ? { businessType } : {}),
      });
    },
  );

  it('tells the user YYB is for the mobile app only', () => {
    expect(resolveLink('YYB', plain)).toEqual({ kind: 'message', messageKey: 'mobileOnly' });
  });

  it('opens the family information page for FAMILYINFO', () => {
    expect(resolveLink('FAMILYINFO', plain)).toEqual({ kind: 'internal', path: '/familyInfo' });
  });

  it.each([
    ['benefitYear', '/benefitYear'],
    ['/benefitYear', '/benefitYear'],
    ['benefitQuarter', '/benefitQuarter'],
    ['/benefitQuarter?planCaseId=3', '/benefitQuarter?planCaseId=3'],
  ])('opens the benefit page %s at %s', (value, path) => {
    expect(resolveLink(value, plain)).toEqual({ kind: 'internal', path });
  });

  it('opens http(s) URLs as external links', () => {
    expect(resolveLink('https://example.com/a?b=1', plain)).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
    expect(resolveLink('HTTP://example.com', plain)).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    });
  });

  it('reads protocol-relative links as https external links', () => {
    expect(resolveLink('//cdn.example.com/x', plain)).toEqual({
      kind: 'external',
      href: 'https://cdn.example.com/x',
    });
    expect(resolveLink('/\\evil.example.com', plain)).toEqual({
      kind: 'external',
      href: 'https://evil.example.com/',
    });
  });

  it('keeps paths starting with / inside the storefront, untouched', () => {
    expect(resolveLink('/goodsList?categoryId=1,2,3', plain)).toEqual({
      kind: 'internal',
      path: '/goodsList?categoryId=1,2,3',
    });
    expect(resolveLink('goodsList?categoryId=1', plain)).toEqual({
      kind: 'internal',
      path: '/goodsList?categoryId=1',
    });
  });

  it('adds pageType=custom to internal paths in custom-page mode, keeping the query and not duplicating it', () => {
    expect(resolveLink('/goodsList?categoryId=1,2,3', custom)).toEqual({
      kind: 'internal',
      path: '/goodsList?categoryId=1,2,3&pageType=custom',
    });
    expect(resolveLink('/goodsList', custom)).toEqual({
      kind: 'internal',
      path: '/goodsList?pageType=custom',
    });
    expect(resolveLink('/goodsList?pageType=custom&a=1', custom)).toEqual({
      kind: 'internal',
      path: '/goodsList?a=1&pageType=custom',
    });
    expect(resolveLink('/notice#top', custom)).toEqual({
      kind: 'internal',
      path: '/notice?pageType=custom#top',
    });
    expect(resolveLink('FAMILYINFO', custom)).toEqual({
      kind: 'internal',
      path: '/familyInfo?pageType=custom',
    });
    expect(resolveLink('https://example.com/', custom)).toEqual({
      kind: 'external',
      href: 'https://example.com/',
    });
  });

  it('does not choke on a megabyte-long value', () => {
    expect(resolveLink(`/${'a'.repeat(1_000_000)}`, plain).kind).toBe('internal');
    expect(resolveLink(`${' '.repeat(100_000)}javascript:alert(1)`, plain)).toEqual({ kind: 'refused' });
  });
});

describe('linkPlanRefs', () => {
  it('finds the planId and marketId in an internal link query', () => {
    expect(linkPlanRefs('/flashBuyGoodsList?planId=p1&dateStart=1')).toEqual({ planId: 'p1' });
    expect(linkPlanRefs('/goodsDetail?skuId=1&marketId=m%201&planId=p2')).toEqual({
      planId: 'p2',
      marketId: 'm 1',
    });
  });

  it('finds nothing in links without them, external links or special codes', () => {
    expect(linkPlanRefs('/goodsList?categoryId=1')).toBeUndefined();
    expect(linkPlanRefs('https://example.com/?planId=p1')).toBeUndefined();
    expect(linkPlanRefs('CDF')).toBeUndefined();
    expect(linkPlanRefs(undefined)).toBeUndefined();
  });
});
