import { describe, expect, it } from 'vitest';

// Every strings catalogue of the storefront, wherever it lives (each route folder has its own).
const catalogueModules = import.meta.glob<Record<string, unknown>>(
  ['../**/*-messages.ts', '!../**/*.test.ts'],
  {
    eager: true,
  },
);

/** The zh-CN strings of every catalogue, as `file key` -> value. */
function zhCnStrings(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(catalogueModules)) {
    for (const catalogue of Object.values(exports)) {
      if (typeof catalogue !== 'object' || catalogue === null || !('zh-CN' in catalogue)) continue;
      const zh = (catalogue as { 'zh-CN': unknown })['zh-CN'];
      if (typeof zh !== 'object' || zh === null) continue;
      for (const [key, value] of Object.entries(zh))
        if (typeof value === 'string') found.set(`${file} ${key}`, value);
    }
  }
  return found;
}

describe('the zh-CN catalogues', () => {
  it('are found (the check below looks at something)', () => {
    expect(zhCnStrings().size).toBeGreaterThan(500);
  });

  it("end Chinese questions with the full-width '？', never the half-width '?'", () => {
    const halfWidth = [...zhCnStrings()].filter(([, value]) => /[\u4e00-\u9fff][^?]*\?/u.test(value));
    expect(halfWidth).toEqual([]);
  });
});
