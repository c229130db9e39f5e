import type { SlideshowSlide } from './Slideshow.tsx';
import { useSlideshow, type SlideshowState } from './useSlideshow.ts';

/** What a carousel block hands its `<Slideshow>`: the slides, their state and the carousel's name. */
export interface BlockSlideshow<Slide extends SlideshowSlide> {
  show: SlideshowState;
  slides: readonly Slide[];
  label: string;
}

/**
 * The slideshow of a carousel block's options: its slides, turning by themselves unless `autoplay` is
 * false, named by the block's name, else `fallbackLabel`. `null` without slides: the block renders nothing.
 */
export function useBlockSlideshow<Slide extends SlideshowSlide>(
  name: string | undefined,
  options: { list: readonly Slide[]; autoplay?: boolean },
  fallbackLabel: string,
): BlockSlideshow<Slide> | null {
  const show = useSlideshow(options.list.length, options.autoplay ?? true);
  if (options.list.length === 0) return null;
  return { show, slides: options.list, label: name?.trim() || fallbackLabel };
}
