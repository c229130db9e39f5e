import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath } from './login-path.ts';

describe('loginPath', () => {
  it('carries the return path and its query as JSON text', () => {
    const path = loginPath({ rePath: '/custom', search: '?id=page-custom&x=1' });
    const params = new URLSearchParams(path.split('?')[1]);

    expect(path.startsWith('/login?')).toBe(true);
    expect(params.get('rePath')).toBe('/custom');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ id: 'page-custom', x: '1' });
  });

  it('adds the stored enterprise and page and leaves out what is empty', () => {
    expect(loginPath({ oneId: 'ent-acme', pageId: 'p1' })).toBe('/login?oneId=ent-acme&pageId=p1');
    expect(loginPath({})).toBe('/login');
  });
});

describe('afterLoginPath', () => {
  it('restores the path with its query', () => {
    expect(afterLoginPath('/custom', '{"id":"page-custom"}')).toBe('/custom?id=page-custom');
  });

  it('goes home without a usable return path', () => {
    expect(afterLoginPath(null, null)).toBe('/');
    expect(afterLoginPath('https://evil.example.com', null)).toBe('/');
    expect(afterLoginPath('//evil.example.com', null)).toBe('/');
    expect(afterLoginPath('/custom', 'not json')).toBe('/custom');
  });
});
