import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentLang } from './document-lang.ts';

/** The attribute writes on `<html>` while `write` runs. */
async function langWrites(write: () => void): Promise<number> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  write();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records.length;
}

describe('setDocumentLang', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('says the language on <html lang>', async () => {
    expect(await langWrites(() => setDocumentLang('en-US'))).toBe(1);
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('leaves a lang the server already wrote alone, as writing it again restyles the whole page', async () => {
    document.documentElement.lang = 'zh-CN';
    expect(await langWrites(() => setDocumentLang('zh-CN'))).toBe(0);
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
