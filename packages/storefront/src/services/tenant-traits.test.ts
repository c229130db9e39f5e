import { describe, expect, it } from 'vitest';
import { tenantTraits } from './tenant-traits.ts';

describe('tenantTraits', () => {
  it('gives Blue Ocean its own points name, in the current language, and no points button', () => {
    expect(tenantTraits('ent-blue', 'zh-CN')).toMatchObject({ pointsName: '蓝海币', hidePointsButton: true });
    expect(tenantTraits('ent-blue', 'en-US')).toMatchObject({ pointsName: 'Blue coins' });
  });

  it('gives Acme a title on the points search bar and keeps the default points wording', () => {
    expect(tenantTraits('ent-acme', 'zh-CN')).toEqual({ pointSearchTitle: '艾克米员工福利专区' });
  });

  it('changes nothing for a guest or an enterprise without settings', () => {
    expect(tenantTraits(null, 'zh-CN')).toEqual({});
    expect(tenantTraits('ent-other', 'en-US')).toEqual({});
  });
});
