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

function mallValidate(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

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

describe('mall-validate', () => {
  it('exits 0 and prints a summary when every page is clean', () => {
    const { code, stdout } = mallValidate(clean);
    expect(code).toBe(0);
    expect(stdout).toContain('1 file(s) checked: 1 block(s) fine, 0 problem(s), 0 unreadable page(s)');
  });

  it('exits 1 and prints one line per field problem naming file, key, type, reason, path and message', () => {
    const { code, stdout } = mallValidate(clean, broken);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual(
      expect.arrayContaining([
        `${broken}: c1 carousel invalid: options.list[0].img is required`,
        `${broken}: c1 carousel invalid: options.list[0].url is not an allowed link`,
        `${broken}: x1 magicCarpet unknown-type: type is not a known block type`,
      ]),
    );
  });

  it('exits 1 for a page that is not JSON, saying so on a page line', () => {
    const { code, stdout } = mallValidate(notJson);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(
        `^${notJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: page: the page data is not valid JSON`,
        'm',
      ),
    );
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
  });
});
