import { describe, expect, it } from 'vitest';
import { lightOnly, mallSystem } from './system.ts';

describe("the mall's Chakra system", () => {
  it('has no dark-mode token and writes no dark-mode variable: the mall has no dark mode', () => {
    const system = mallSystem();
    expect(system.tokens.allTokens.filter((token) => token.extensions.condition === '_dark')).toEqual([]);
    expect(JSON.stringify(system.getTokenCss())).not.toContain('.dark');
  });

  it('keeps the light values, ours over Chakra’s', () => {
    const css = JSON.stringify(mallSystem().getTokenCss());
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(css).toContain('"--chakra-colors-fg-subtle":"var(--chakra-colors-gray-500)"');
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-600)"');
    expect(css).toContain('"--chakra-colors-brand-solid":"var(--chakra-colors-brand-500)"');
  });
});

describe('lightOnly', () => {
  it('gives a token of a light and a dark value its light one, however deep, and leaves a plain one', () => {
    expect(
      lightOnly({
        colors: {
          bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
          fg: { value: '{colors.gray.900}', description: 'text' },
        },
      }),
    ).toEqual({
      colors: {
        bg: { DEFAULT: { value: '{colors.white}' } },
        fg: { value: '{colors.gray.900}', description: 'text' },
      },
    });
  });
});
