import { expect } from 'vitest';

/** What {@link expectPicture} checks of a picture; a field left out is not checked. */
export interface PictureExpectation {
  /** Intrinsic width, in px (the `width` attribute that reserves its space). */
  width?: number;
  /** Intrinsic height, in px. */
  height?: number;
  /** `eager` for a first-screen picture, `lazy` for the rest. */
  loading?: 'eager' | 'lazy';
}

/** Checks the fixed size a picture reserves before it loads, and when it loads. */
export function expectPicture(picture: HTMLElement, { width, height, loading }: PictureExpectation): void {
  if (width !== undefined) expect(picture).toHaveAttribute('width', String(width));
  if (height !== undefined) expect(picture).toHaveAttribute('height', String(height));
  if (loading !== undefined) expect(picture).toHaveAttribute('loading', loading);
}
