import type { BlockProps } from '@mall/runtime';
import type { BackgroundOptions } from '@mall/schemas';
import { PageBackdrop } from '../parts/PageBackdrop.tsx';

/**
 * The background of a custom home page, fixed behind the content and taking no room: the colour
 * `bgColor`, under the picture `img` at the top centre (once, or repeated downwards with `repeatY`).
 * Nothing without colour or picture.
 */
export function Background({ options }: BlockProps<BackgroundOptions>) {
  return (
    <PageBackdrop
      color={options.bgColor || undefined}
      image={options.img || undefined}
      repeatY={options.repeatY}
    />
  );
}
