import { Box, Flex } from '@chakra-ui/react';
import { useBlockServices, useInBrowser, type BlockProps, type Locale } from '@mall/runtime';
import type { VideoBannerCaption, VideoBannerOptions } from '@mall/schemas';
import { useEffect, useRef } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { useOffScreen } from '../parts/useOffScreen.ts';
import { usePrefersReducedMotion } from '../parts/usePrefersReducedMotion.ts';
import {
  VIDEO_BANNER_HEIGHT,
  VIDEO_BANNER_LINK_ROW_HEIGHT,
  VIDEO_BANNER_WIDTH,
} from './video-banner-layout.ts';
import { videoBannerMessages } from './video-banner-messages.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';

/**
 * The caption track shown at once: the first one the operator marked default, else the first in the
 * page's language; -1 for none (the employee can still pick one in the player).
 */
function defaultTrackIndex(captions: readonly VideoBannerCaption[], locale: Locale): number {
  const marked = captions.findIndex((caption) => caption.default);
  return marked >= 0 ? marked : captions.findIndex((caption) => caption.srclang === locale);
}

/**
 * A full-width video banner: a 1200x450 video (narrower with the page, keeping its shape) over a band
 * of `bgColor`, showing its poster until the employee presses play, with the player's controls and
 * one caption track per entry of `captions`. With `autoplay` it plays by itself, muted and looped,
 * while on screen, except for an employee who asked for reduced motion. Whatever plays pauses when
 * scrolled out of view and goes on when back. A 'Learn more' link sits under it when `url` is set.
 */
export function VideoBanner({ name, options }: BlockProps<VideoBannerOptions>) {
  const { t } = useBlockTranslation(videoBannerMessages);
  const { locale } = useBlockServices();
  const reducedMotion = usePrefersReducedMotion();
  // The server cannot know whether the employee asked for reduced motion, so what it sends never
  // autoplays: the browser starts the video itself after hydration when it may.
  const inBrowser = useInBrowser();
  const [offScreen, watchScreen] = useOffScreen();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Whether to play again when the banner is back on screen: it played, or was to start, when it left.
  const playWhenBack = useRef(false);
  const wasAutoplaying = useRef(false);

  const autoplaying = Boolean(options.autoplay) && !reducedMotion && inBrowser;
  const captions = options.captions ?? [];
  const defaultTrack = defaultTrackIndex(captions, locale);
  // A caption file on another site loads only through CORS, which the video element must then ask for.
  const crossOrigin = captions.some((caption) => caption.src.startsWith('https://'))
    ? 'anonymous'
    : undefined;

  // What plays pauses when it leaves the screen and goes on when it comes back. Autoplay starts the
  // video when it is allowed (the autoPlay attribute does so only for a video rendered in the browser,
  // not for one the server rendered) and stops it when the employee asks for reduced motion.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const started = autoplaying && !wasAutoplaying.current;
    const stopped = !autoplaying && wasAutoplaying.current;
    wasAutoplaying.current = autoplaying;
    if (stopped) {
      playWhenBack.current = false;
      video.pause();
    } else if (offScreen) {
      if (started || !video.paused) playWhenBack.current = true;
      if (!video.paused) video.pause();
    } else if (started || playWhenBack.current) {
      playWhenBack.current = false;
      // A browser may refuse (a data saver, no media session yet): the employee can still press play.
      if (video.paused) video.play().catch(() => {});
    }
  }, [offScreen, autoplaying]);

  return (
    <Box as="section" aria-label={name?.trim() || t('videoBanner.label')} w="100%">
      <Box w="100%" bg={options.bgColor ?? 'transparent'}>
        <Box ref={watchScreen} maxW={`${VIDEO_BANNER_WIDTH}px`} mx="auto">
          <Box
            asChild
            display="block"
            w="100%"
            h="auto"
            // Another shape of video (16:9) fills the banner, cropped above and below, without bars.
            objectFit="cover"
            bg="black"
            style={{ aspectRatio: `${VIDEO_BANNER_WIDTH} / ${VIDEO_BANNER_HEIGHT}` }}
          >
            {/* A native element under Box: Chakra would take `width` and `height` as style props. */}
            <video
              ref={videoRef}
              src={options.video}
              poster={options.poster}
              aria-label={options.title}
              width={VIDEO_BANNER_WIDTH}
              height={VIDEO_BANNER_HEIGHT}
              controls
              playsInline
              preload="none"
              crossOrigin={crossOrigin}
              muted={autoplaying}
              autoPlay={autoplaying}
              loop={autoplaying}
            >
              {captions.map((caption, index) => (
                <track
                  key={`${index} ${caption.src}`}
                  kind="captions"
                  src={caption.src}
                  srcLang={caption.srclang}
                  label={caption.label}
                  default={index === defaultTrack}
                />
              ))}
              {t('videoBanner.unsupported', { title: options.title })}
            </video>
          </Box>
        </Box>
      </Box>
      {options.url ? (
        <Flex
          maxW={`${VIDEO_BANNER_WIDTH}px`}
          mx="auto"
          h={`${VIDEO_BANNER_LINK_ROW_HEIGHT}px`}
          px="4"
          align="center"
          justify="flex-end"
        >
          <BlockLink
            url={options.url}
            fontSize="sm"
            color="fg.muted"
            _hover={{ color: 'brand.solid' }}
            _focusVisible={FOCUS_RING}
          >
            {t('videoBanner.learnMore')} <span aria-hidden="true">›</span>
          </BlockLink>
        </Flex>
      ) : null}
    </Box>
  );
}
