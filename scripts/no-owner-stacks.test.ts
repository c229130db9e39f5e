import { createElement, type ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { noOwnerStacks } from './no-owner-stacks.ts';

/** The stack React's development build keeps on an element to name its owner in a warning. */
const debugStackOf = (element: ReactElement): unknown =>
  (element as unknown as { _debugStack: unknown })._debugStack;

it('leaves owner stacks on when REACT_OWNER_STACKS=1 asks for them', () => {
  vi.stubEnv('REACT_OWNER_STACKS', '1');
  noOwnerStacks();
  const [first, second] = [createElement('p'), createElement('p')];
  expect(debugStackOf(first)).toBeInstanceOf(Error);
  expect(debugStackOf(first)).not.toBe(debugStackOf(second));
  vi.unstubAllEnvs();
});

it('makes React give every element the one shared stack instead of capturing its own', () => {
  noOwnerStacks();
  for (let count = 0; count < 3; count += 1) {
    expect(debugStackOf(createElement('p'))).toBe(debugStackOf(createElement('li')));
  }
});
