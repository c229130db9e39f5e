import { API_PATHS } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/test-app.ts';

const api = setUpTestApp();

async function hotTerms(headers: Record<string, string> = {}): Promise<string[]> {
  const { status, body } = await api.call<string[]>('POST', API_PATHS.searchTerms, { headers });
  expect(status).toBe(200);
  return body.result;
}

describe('hot search terms', () => {
  it('answers the hot terms in the operators order, without the ones not marked hot', async () => {
    const terms = await hotTerms();
    expect(terms.slice(0, 3)).toEqual(['坚果礼盒', '有机大米', '电饭煲']);
    expect(terms).not.toContain('洗衣液');
  });

  it('answers the English terms for the en-US locale', async () => {
    expect((await hotTerms({ locale: 'en-US' }))[0]).toBe('nut gift box');
  });
});
