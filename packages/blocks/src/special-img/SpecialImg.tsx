import type { BlockProps } from '@mall/runtime';
import type { SpecialImgOptions } from '@mall/schemas';
import { PageBackdrop } from '../parts/PageBackdrop.tsx';

/**
 * The background of a special zone page, fixed behind the content and taking no room: with `isImg`,
 * the picture `background` at the top centre (over `fromColor`); otherwise a vertical gradient from
 * `fromColor` to `toColor` (one colour alone is a plain background). Nothing without picture or colour.
 */
export function SpecialImg({ options }: BlockProps<SpecialImgOptions>) {
  const top = options.fromColor || options.toColor || undefined;
  const bottom = options.toColor || options.fromColor || undefined;
  if (options.isImg && options.background) {
    return <PageBackdrop image={options.background} color={options.fromColor || undefined} />;
  }
  if (!top || !bottom) return null;
  if (top === bottom) return <PageBackdrop color={top} />;
  return <PageBackdrop gradient={{ from: top, to: bottom }} />;
}
