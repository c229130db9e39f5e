import { describe, expect, it } from 'vitest';
import { editPage, newBlockKey, readPage, type EditorPage } from './editor-page.ts';

const page: EditorPage = {
  list: [
    { key: 'a', type: 'carousel', name: 'Banner', options: { list: [] } },
    { key: 'b', type: 'hotAdvert', options: {} },
    { key: 'c', type: 'notEnough', options: {} },
  ],
};
const keys = (p: EditorPage) => p.list.map((block) => block.key);

describe('editing a page', () => {
  it('moves a block to another place, keeping the others in order', () => {
    expect(keys(editPage(page, { kind: 'move', from: 0, to: 2 }))).toEqual(['b', 'c', 'a']);
    expect(keys(editPage(page, { kind: 'move', from: 2, to: 0 }))).toEqual(['c', 'a', 'b']);
    expect(editPage(page, { kind: 'move', from: 0, to: 3 })).toBe(page);
  });

  it('duplicates a block under a new key right after it, deep enough that editing one leaves the other', () => {
    const copied = editPage(page, { kind: 'duplicate', key: 'a', newKey: 'a2' });
    expect(keys(copied)).toEqual(['a', 'a2', 'b', 'c']);
    expect(copied.list[1]?.options).toEqual(page.list[0]?.options);
    expect(copied.list[1]?.options).not.toBe(page.list[0]?.options);
  });

  it('adds, removes, renames and sets options without changing the page it was given', () => {
    const before = structuredClone(page);
    const added = editPage(page, {
      kind: 'add',
      block: { key: 'd', type: 'bannerAdvert', options: {} },
      at: 1,
    });
    expect(keys(added)).toEqual(['a', 'd', 'b', 'c']);
    expect(keys(editPage(page, { kind: 'remove', key: 'b' }))).toEqual(['a', 'c']);
    expect(editPage(page, { kind: 'rename', key: 'b', name: 'Ads' }).list[1]?.name).toBe('Ads');
    expect(editPage(page, { kind: 'options', key: 'c', options: { x: 1 } }).list[2]?.options).toEqual({
      x: 1,
    });
    expect(page).toEqual(before);
  });

  it('makes block keys no block of the page has', () => {
    const key = newBlockKey({ list: [{ key: '1700000000000_1', type: 'x' }] }, 1_700_000_000_000);
    expect(key).toMatch(/^1700000000000_\d+$/);
    expect(key).not.toBe('1700000000000_1');
  });

  it('reads page text, giving blocks without a key their place, and an empty page for text that is not one', () => {
    expect(readPage('{"list":[{"type":"carousel"}]}').page.list[0]?.key).toBe('#1');
    expect(readPage('not json')).toEqual({ page: { list: [] }, readable: false });
    expect(readPage('{"list":{}}').readable).toBe(false);
  });
});
