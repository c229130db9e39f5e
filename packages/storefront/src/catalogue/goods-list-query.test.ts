import { describe, expect, it } from 'vitest';
import { brandRowOf, searchQueryOf, withParams } from './goods-list-query.ts';

const query = (search: string) => searchQueryOf(new URLSearchParams(search));

describe('the search an address asks for', () => {
  it('keeps every search parameter the server accepts, and starts at page 1', () => {
    expect(
      query('keyword=大米&categoryId=1,11,111&sortFilter=priceAsc&productLowerPrice=40&pointFilter=1'),
    ).toEqual({
      keyword: '大米',
      categoryId: '1,11,111',
      sortFilter: 'priceAsc',
      productLowerPrice: '40',
      pointFilter: '1',
      pageNumber: '1',
    });
  });

  it("drops what the server's rules would refuse, keeping the rest", () => {
    expect(
      query(
        `keyword=${'米'.repeat(41)}&categoryId=1;DROP&sortFilter=cheapest&productHigherPrice=-5&regionId=11&pageNumber=0`,
      ),
    ).toEqual({ regionId: '11', pageNumber: '1' });
  });

  it('treats any pointFilter but 1 as off, and ignores what shapes the page rather than the search', () => {
    expect(query('pointFilter=0&showAllNav=1&cityFlag=1&pageType=custom&pageNumber=3')).toEqual({
      pageNumber: '3',
    });
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const params = new URLSearchParams('keyword=米&pageNumber=4');
    expect(withParams(params, { brandId: 'b101' }).toString()).toBe('keyword=%E7%B1%B3&brandId=b101');
    expect(withParams(params, { pageNumber: '5' }).toString()).toBe('keyword=%E7%B1%B3&pageNumber=5');
  });
});

describe('the brand row an address asks for (showBrand)', () => {
  const row = (search: string) => brandRowOf(new URLSearchParams(search));

  it('shows every brand with showBrand=1 or true, none with 0 or false, and the first ones otherwise', () => {
    expect(row('showBrand=1')).toBe('all');
    expect(row('showBrand=true')).toBe('all');
    expect(row('showBrand=0')).toBe('hidden');
    expect(row('showBrand=false')).toBe('hidden');
    expect(row('keyword=大米')).toBe('top');
    expect(row('showBrand=')).toBe('top');
  });
});
