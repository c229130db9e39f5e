import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemo } from './memo.ts';

// The memory under the page data, the sessions and the catalogue (issue 24): what it keeps, for how
// long, and that a burst of one question asks it once.

afterEach(() => {
  vi.useRealTimers();
});

/** A question that answers `answer` when told to, counting how often it was asked. */
function question<V>(answer: V) {
  const asked = { count: 0 };
  let release: () => void = () => undefined;
  const load = () => {
    asked.count++;
    return new Promise<V>((resolve) => {
      release = () => resolve(answer);
    });
  };
  return { asked, load, release: () => release() };
}

describe('a memo', () => {
  it('asks a burst of one question once, and answers every caller', async () => {
    const memo = createMemo<string>();
    const { asked, load, release } = question('rice');

    const answers = Array.from({ length: 50 }, () => memo.get('大米', load));
    release();

    expect(await Promise.all(answers)).toEqual(Array(50).fill('rice'));
    expect(asked.count).toBe(1);
  });

  it('asks again once an answer is older than its age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = createMemo<number>({ maxAgeMs: 1_000 });
    let stock = 5;
    const load = () => Promise.resolve(stock);

    expect(await memo.get('1001', load)).toBe(5);
    stock = 4;
    vi.setSystemTime(Date.now() + 999);
    expect(await memo.get('1001', load)).toBe(5);
    vi.setSystemTime(Date.now() + 1);
    expect(await memo.get('1001', load)).toBe(4);
  });

  it('keeps no failure: the next caller asks again', async () => {
    const memo = createMemo<string>();
    await expect(memo.get('1001', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );

    expect(await memo.get('1001', () => Promise.resolve('back'))).toBe('back');
  });

  it('forgets one answer or all of them when told', async () => {
    const memo = createMemo<string>();
    await memo.get('a', () => Promise.resolve('old a'));
    await memo.get('b', () => Promise.resolve('old b'));

    memo.drop('a');
    expect(await memo.get('a', () => Promise.resolve('new a'))).toBe('new a');
    expect(await memo.get('b', () => Promise.resolve('new b'))).toBe('old b');
    memo.drop();
    expect(await memo.get('b', () => Promise.resolve('new b'))).toBe('new b');
  });

  it('starts again when full, rather than growing without end', async () => {
    const memo = createMemo<string>({ maxEntries: 2 });
    await memo.get('a', () => Promise.resolve('old a'));
    await memo.get('b', () => Promise.resolve('old b'));
    await memo.get('c', () => Promise.resolve('c'));

    expect(await memo.get('a', () => Promise.resolve('new a'))).toBe('new a');
  });
});
