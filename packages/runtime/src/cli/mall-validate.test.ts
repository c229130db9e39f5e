// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/mall-validate.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mall-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs the command as an operator whose shell speaks `lang` (English unless said). */
function mallValidateIn(lang: string, ...args: string[]) {
  const env = { ...process.env, LANG: lang, LC_ALL: '', LC_MESSAGES: '' };
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000, env });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const mallValidate = (...args: string[]) => mallValidateIn('C.UTF-8', ...args);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const clean = file(
  'clean.json',
  JSON.stringify({ list: [{ key: 'n1', type: 'noticeShow', options: { list: [{ title: 'Hi' }] } }] }),
);
const broken = file(
  'broken.json',
  JSON.stringify({
    list: [
      { key: 'c1', type: 'carousel', version: 2, options: { list: [{ url: 'javascript:alert(1)' }] } },
      { key: 'x1', type: 'magicCarpet' },
    ],
  }),
);
const notJson = file('not-json.json', '{"list": [');
const misplaced = file('misplaced.json', '{\n  "list": [\n    {"key": "a", "type": "carousel",}\n  ]\n}');
const goodLifeHome = file(
  'good-life-home.json',
  JSON.stringify({
    list: [{ key: 'g1', type: 'goodLifeCarousel', name: '好生活轮播', options: { list: [] } }],
  }),
);
const named = file(
  'named.json',
  JSON.stringify({ list: [{ key: 'k1', type: 'carousal', name: '首页轮播', options: {} }] }),
);

describe('mall-validate', () => {
  it('exits 0 and prints a summary when every page is clean', () => {
    const { code, stdout } = mallValidate(clean);
    expect(code).toBe(0);
    expect(stdout).toContain(
      '1 file(s) checked: 1 block(s) fine, 0 problem(s) in 0 block(s), 0 unreadable file(s)',
    );
  });

  it('exits 1 and prints one line per field problem naming file, place, key, type, reason, path and message', () => {
    const { code, stdout } = mallValidate(clean, broken);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      `${broken}: #1 [c1 carousel] invalid settings: options.list[0].img is required`,
      `${broken}: #1 [c1 carousel] invalid settings: options.list[0].url is not an allowed link`,
      `${broken}: #2 [x1 magicCarpet] unknown block type: type is not a known block type`,
      // As many problems as lines above, in as many blocks as have them.
      '2 file(s) checked: 1 block(s) fine, 3 problem(s) in 2 block(s), 0 unreadable file(s)',
      '',
    ]);
  });

  it('names a block by the name the operator gave it, and suggests the type an unknown one is a slip of', () => {
    expect(mallValidate(named).stdout).toContain(
      `${named}: #1 "首页轮播" [k1 carousal] unknown block type: type is not a known block type; did you mean "carousel"?`,
    );
  });

  it('answers in the language of the operator’s shell unless --locale says otherwise', () => {
    const chinese = mallValidateIn('zh_CN.UTF-8', broken).stdout;
    expect(chinese).toContain(`${broken}: #1 [c1 carousel] 配置有误: options.list[0].img 为必填项`);
    expect(chinese).toContain('共检查 1 个文件：0 个区块正常，2 个区块共 3 处问题，0 个文件无法读取');
    expect(mallValidateIn('zh_CN.UTF-8', '--locale=en-US', broken).stdout).toContain(
      '3 problem(s) in 2 block(s)',
    );
  });

  it('reports a block of another page kind with --platform and --page-type, as the storefront and the publish gate do', () => {
    expect(mallValidate('--platform=HSHSC', '--page-type=INDEX', goodLifeHome).code).toBe(0);
    const exclusive = mallValidate('--platform', 'DZPT', '--page-type', 'INDEX', goodLifeHome);
    expect(exclusive.code).toBe(1);
    expect(exclusive.stdout).toContain(
      `${goodLifeHome}: #1 "好生活轮播" [g1 goodLifeCarousel] not a block of this kind of page: type belongs to`,
    );
    expect(mallValidate('--page-type=INDEX', goodLifeHome)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('a home page (--page-type=INDEX) needs --platform'),
    });
    expect(mallValidate('--platform=JD', goodLifeHome).code).toBe(2);
  });

  it('gives the line and column where a page stops being JSON', () => {
    const { code, stdout } = mallValidate(misplaced);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(`^${escape(misplaced)}:3:37: page: the page data is not valid JSON`, 'm'),
    );
  });

  it('exits 1 for a page that is not JSON, saying so on a page line', () => {
    const { code, stdout } = mallValidate(notJson);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(`^${escape(notJson)}:1:11: page: the page data is not valid JSON`, 'm'),
    );
    expect(stdout).toContain('1 problem(s) in 0 block(s)');
  });

  it('prints machine-readable results with --json', () => {
    const { code, stdout } = mallValidate('--json', clean, broken);
    expect(code).toBe(1);
    const reports = JSON.parse(stdout) as Array<{
      file: string;
      blocks: number;
      diagnostics: Array<{ reason: string }>;
    }>;
    expect(
      reports.map((report) => [report.file, report.blocks, report.diagnostics.map((d) => d.reason)]),
    ).toEqual([
      [clean, 1, []],
      [broken, 0, ['invalid', 'unknown-type']],
    ]);
  });

  it('writes messages in Chinese with --locale=zh-CN', () => {
    expect(mallValidate('--locale=zh-CN', broken).stdout).toContain('options.list[0].img 为必填项');
  });

  it('exits 2 with the usage when no file is given or an option is unknown', () => {
    expect(mallValidate()).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: mall-validate'),
    });
    expect(mallValidate('--strict', clean)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown option --strict'),
    });
  });

  it('exits 2 and says which file it cannot read', () => {
    const missing = join(dir, 'missing.json');
    const { code, stderr } = mallValidate(clean, missing);
    expect(code).toBe(2);
    expect(stderr).toContain(`${missing}: cannot read the file`);
    expect(mallValidate(clean, missing).stdout).toContain(
      '1 block(s) fine, 0 problem(s) in 0 block(s), 1 unreadable file(s)',
    );
  });
});
