import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePage } from './parse-page.ts';

const pageText = (n: number) => JSON.stringify({ list: [{ key: `k${n}`, type: 'carousel', options: {} }] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parsePage', () => {
  it('reads a page text once, however many read it: the same text answers the same blocks', () => {
    const text = pageText(1);
    const parse = vi.spyOn(JSON, 'parse');
    const first = parsePage(text, 'zh-CN');
    const second = parsePage(text, 'en-US');
    expect(parse).toHaveBeenCalledOnce();
    expect(first.ok && second.ok && second.list === first.list).toBe(true);
  });

  it('keeps only the last few texts, so an editor’s revisions are not all held', () => {
    const first = pageText(2);
    parsePage(first, 'zh-CN');
    for (let n = 3; n < 9; n++) parsePage(pageText(n), 'zh-CN');
    const parse = vi.spyOn(JSON, 'parse');
    parsePage(first, 'zh-CN');
    expect(parse).toHaveBeenCalledOnce();
  });

  it('says again, in the reader’s language, why text that is not JSON cannot be read', () => {
    const zh = parsePage('{"list": [', 'zh-CN');
    const en = parsePage('{"list": [', 'en-US');
    expect(zh.ok || en.ok).toBe(false);
    if (zh.ok || en.ok) return;
    expect(zh.pageError.reason).toBe('not-json');
    expect(en.pageError.message).not.toBe(zh.pageError.message);
  });

  it('reads a page handed in as an object without keeping it', () => {
    const page = { list: [] };
    const read = parsePage(page, 'zh-CN');
    expect(read.ok && read.list).toBe(page.list);
    expect(parsePage({ blocks: [] }, 'en-US')).toMatchObject({ ok: false, pageError: { reason: 'no-list' } });
  });
});
