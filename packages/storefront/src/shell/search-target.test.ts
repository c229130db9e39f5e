import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target.ts';

describe('searchTarget', () => {
  it('goes to the goods list with the keyword', () => {
    expect(searchTarget('大米', '', null)).toBe('/goodsList?keyword=%E5%A4%A7%E7%B1%B3');
  });

  it('goes to the special goods list when the stored marker says so', () => {
    expect(searchTarget('tea', '', 'specialGoodsList')).toBe('/specialGoodsList?keyword=tea');
    expect(searchTarget('tea', '', '/specialGoodsList')).toBe('/specialGoodsList?keyword=tea');
  });

  it('keeps pageType=custom and the rest of the current query', () => {
    expect(searchTarget('tea', '?pageType=custom&categoryId=1,2', null)).toBe(
      '/goodsList?pageType=custom&categoryId=1%2C2&keyword=tea',
    );
  });

  it("leaves a preview link's token on the previewed page", () => {
    expect(searchTarget('tea', '?id=page-x&isPreview=1&previewToken=signed.jwt', null)).toBe(
      '/goodsList?id=page-x&isPreview=1&keyword=tea',
    );
  });

  it('replaces an earlier keyword instead of repeating it', () => {
    expect(searchTarget(' milk ', '?keyword=tea', null)).toBe('/goodsList?keyword=milk');
  });

  it('lists all goods for an empty keyword', () => {
    expect(searchTarget('   ', '?keyword=tea', null)).toBe('/goodsList');
  });
});
