// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';
import { runtimeMessages } from './runtime-messages.ts';

describe('runtimeMessages', () => {
  it('has every key in both languages, none of them empty', () => {
    const zh = runtimeMessages['zh-CN'];
    const en = runtimeMessages['en-US'];
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(zh), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(runtimeMessages['en-US'])) {
      expect(placeholders(runtimeMessages['zh-CN'][key] ?? ''), key).toEqual(placeholders(en));
    }
  });

  it('says the link warnings the way the spec words them', () => {
    expect(formatMessage('zh-CN', 'noAccessPermission')).toBe('您没有访问权限');
    expect(formatMessage('zh-CN', 'activityNotStarted')).toBe('活动未开始或已下线');
    expect(formatMessage('zh-CN', 'noPermission')).toBe('暂无访问权限');
    expect(formatMessage('zh-CN', 'activityOffline')).toBe('活动已下线');
    expect(formatMessage('zh-CN', 'mobileOnly')).toBe('请在手机端登录');
    expect(formatMessage('en-US', 'fieldMaxItems', { limit: 8 })).toBe('must have at most 8 items');
  });
});
