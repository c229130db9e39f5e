import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EN_US_COUNTING_ONE,
  localizeMessage,
  placeholdersOf,
  SERVER_MESSAGES,
  type ServerMessageKey,
} from './server-messages.ts';

// The server's message catalogue: both languages of every key, and no Chinese sentence thrown or
// returned in the sources that the catalogue does not hold (so none reaches an English caller).

const HAN = /\p{Script=Han}/u;
const ZH = SERVER_MESSAGES['zh-CN'];
const EN = SERVER_MESSAGES['en-US'];
const KEYS = Object.keys(ZH) as ServerMessageKey[];

/** What a parametrised sentence is filled with: a field name for `{{label}}`, a number otherwise. */
const SAMPLE = { 'zh-CN': { label: '收货人', other: '7' }, 'en-US': { label: 'Recipient', other: '7' } };
const fillSample = (template: string, locale: 'zh-CN' | 'en-US') =>
  template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) =>
    name === 'label' ? SAMPLE[locale].label : SAMPLE[locale].other,
  );

describe('the server message catalogue', () => {
  it.each(KEYS)('has %s in both languages, the English without Chinese, the same placeholders', (key) => {
    expect(ZH[key].trim()).not.toBe('');
    expect(EN[key].trim()).not.toBe('');
    expect(ZH[key]).toMatch(HAN);
    expect(EN[key]).not.toMatch(HAN);
    expect(placeholdersOf(EN[key]).sort()).toEqual(placeholdersOf(ZH[key]).sort());
  });

  it('holds each Chinese sentence under one key, so an answer finds its English', () => {
    const keysBySentence = new Map<string, ServerMessageKey[]>();
    for (const key of KEYS) keysBySentence.set(ZH[key], [...(keysBySentence.get(ZH[key]) ?? []), key]);
    expect([...keysBySentence.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it.each(KEYS)('words %s in English when an en-US caller gets its Chinese', (key) => {
    expect(localizeMessage(fillSample(ZH[key], 'zh-CN'), 'en-US')).toBe(fillSample(EN[key], 'en-US'));
  });

  it('answers a zh-CN caller the Chinese as it was thrown', () => {
    expect(localizeMessage('请输入正确的支付密码', 'zh-CN')).toBe('请输入正确的支付密码');
    expect(localizeMessage('收货人不能超过20个字', 'zh-CN')).toBe('收货人不能超过20个字');
  });

  it('translates a field name inside a sentence and keeps a goods name it does not know', () => {
    expect(localizeMessage('公司名称不能超过50个字', 'en-US')).toBe(
      'Company name cannot exceed 50 characters',
    );
    expect(localizeMessage('五常大米：库存不足', 'en-US')).toBe('五常大米: insufficient stock');
  });

  it('counts one thing in the singular in English, and many in the plural', () => {
    expect(localizeMessage('原密码错误，还可尝试1次', 'en-US')).toBe(
      'Incorrect current password. 1 attempt left',
    );
    expect(localizeMessage('原密码错误，还可尝试2次', 'en-US')).toBe(
      'Incorrect current password. 2 attempts left',
    );
    expect(localizeMessage('申请数量不能超过1件', 'en-US')).toBe('You can request at most 1 item');
  });

  it.each(Object.entries(EN_US_COUNTING_ONE))(
    'words %s for a count of one as its plural does',
    (key, one) => {
      const zh = ZH[key as ServerMessageKey];
      expect(placeholdersOf(zh)).toHaveLength(1);
      expect(localizeMessage(zh.replace(/\{\{\w+\}\}/, '1'), 'en-US')).toBe(one);
      // The plural's sentence with the count 1, less the one "s" of its noun.
      const plural = EN[key as ServerMessageKey].replace(/\{\{\w+\}\}/, '1');
      const lessOneS = [...plural].map((_, at) => plural.slice(0, at) + plural.slice(at + 1));
      expect(lessOneS.filter((_, at) => plural[at] === 's')).toContain(one);
    },
  );
});

// ---- The source scan ----

/** Chinese string literals of the sources that are not messages the server answers. */
const NOT_MESSAGES: readonly { file: string; includes: string; why: string }[] = [
  { file: 'services/marketing.ts', includes: '进行中', why: 'statusCN of the API contract, Chinese by name' },
  { file: 'services/marketing.ts', includes: '未开始', why: 'statusCN of the API contract' },
  { file: 'services/marketing.ts', includes: '已结束', why: 'statusCN of the API contract' },
  { file: 'services/marketing.ts', includes: '已下线', why: 'statusCN of the API contract' },
  {
    file: 'services/site.ts',
    includes: '福利商城',
    why: 'the site name setting when none is stored: content',
  },
  {
    file: 'services/after-sale-service.ts',
    includes: '全额退款',
    why: 'SQL: the cancel reason stored with the order',
  },
];

/**
 * The Chinese string literals of a source file that are messages: comments, log calls and the
 * Chinese half of a bilingual pair (`zh:` / `'zh-CN':`, content that carries its own English) left
 * out. A template literal's `${...}` reads as `{}`.
 */
export function chineseLiteralsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals: string[] = [];
  for (const match of code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
    const literal = match[0];
    if (!HAN.test(literal)) continue;
    const before = code.slice(Math.max(0, match.index - 80), match.index);
    if (/(?:\bzh|'zh-CN')\s*:\s*(?:\([^)]*\)\s*=>\s*)?$/.test(before)) continue;
    const lineStart = code.lastIndexOf('\n', match.index) + 1;
    if (/\blog\.\w+\(/.test(code.slice(lineStart, match.index))) continue;
    literals.push(literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '{}'));
  }
  return literals;
}

const SOURCE_DIRS = ['services', 'routes', 'http'];
const CATALOGUE_FILE = 'http/server-messages.ts';
const SRC = join(import.meta.dirname, '..');
const CATALOGUE = new Set(KEYS.map((key) => ZH[key].replace(/\{\{\w+\}\}/g, '{}')));

describe('the sources against the catalogue', () => {
  it('finds a thrown Chinese sentence, not a comment, a log line or a bilingual pair', () => {
    const source = [
      '// 注释',
      "throw new ApiError(404, '没有这句话');",
      'throw formRefusal(`最多${n}件`);',
      "request.log.warn('日志');",
      "const text = { zh: '内容', en: 'Content' };",
    ].join('\n');
    expect(chineseLiteralsOf(source)).toEqual(['没有这句话', '最多{}件']);
  });

  it('holds every Chinese sentence the services, routes and http files throw or return', () => {
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const name of readdirSync(join(SRC, dir))) {
        const file = `${dir}/${name}`;
        if (!name.endsWith('.ts') || name.endsWith('.test.ts') || file === CATALOGUE_FILE) continue;
        for (const literal of chineseLiteralsOf(readFileSync(join(SRC, file), 'utf8'))) {
          const excused = NOT_MESSAGES.some(
            (entry) => entry.file === file && literal.includes(entry.includes),
          );
          if (!excused && !CATALOGUE.has(literal)) missing.push(`${file}: ${literal}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
