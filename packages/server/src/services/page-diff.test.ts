import { describe, expect, it } from 'vitest';
import { summarizePageChange } from './page-diff.ts';

const page = (...blocks: object[]) => JSON.stringify({ list: blocks });
const block = (key: string, options: object = {}) => ({ key, type: 'carousel', name: key, options });

describe('summarizePageChange', () => {
  it('counts every block of a first version as added', () => {
    expect(summarizePageChange(null, page(block('a'), block('b')))).toEqual({
      added: ['a', 'b'],
      removed: [],
      moved: [],
      changed: [],
    });
  });

  it('tells added and removed blocks apart by key', () => {
    const summary = summarizePageChange(page(block('a'), block('b')), page(block('b'), block('c')));
    expect(summary).toMatchObject({ added: ['c'], removed: ['a'], moved: [] });
  });

  it('names only the block that moved, not the ones it stepped over', () => {
    const before = page(block('a'), block('b'), block('c'), block('d'));
    const after = page(block('b'), block('c'), block('d'), block('a'));
    expect(summarizePageChange(before, after).moved).toEqual(['a']);
  });

  it('lists the paths of the fields that changed inside a kept block', () => {
    const before = page(block('a', { list: [{ img: '/x.jpg', url: '/' }], autoplay: true }));
    const after = page(
      block('a', { list: [{ img: '/y.jpg', url: '/' }], autoplay: true, head: { title: 'T' } }),
    );
    expect(summarizePageChange(before, after).changed).toEqual([
      { key: 'a', fields: ['options.list[0].img', 'options.head'] },
    ]);
  });

  it('reads a draft that is not page JSON as a page without blocks', () => {
    expect(summarizePageChange('{not json', page(block('a'))).added).toEqual(['a']);
  });
});
