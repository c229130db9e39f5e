import { Box, Flex, Text } from '@chakra-ui/react';
import { NoticeIcon, useOffScreen, usePrefersReducedMotion } from '@mall/blocks';
import type { Notice, NoticeRange } from '@mall/schemas';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeDetailPath, NOTICE_LIST_PATH } from './notice-path.ts';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useMarqueeNotices } from './useMarqueeNotices.ts';
import { useContentLang } from './content-lang.ts';

/** Time between two rotations, in ms, by variant (spec 01 section 9). */
export const MARQUEE_INTERVAL_MS = { page: 4000, header: 2000 } as const;

/** Duration of the slide-up that moves the first notice away, in ms. Defaults to `800`. */
export const MARQUEE_SLIDE_MS = 800;

/** Height of one notice line, in px, by variant. */
const LINE_HEIGHT_PX = { page: 40, header: 32 } as const;

export interface NoticeMarqueeProps {
  /** The notices in the order they come round; nothing renders without any. */
  notices: readonly Notice[];
  /** `page` turns every 4 s, `header` (the slimmer line in the site header) every 2 s. Defaults to `page`. */
  variant?: 'page' | 'header';
}

/**
 * A one-line notice marquee (spec 01 sections 2.4 and 4): the first notice slides up (800 ms) and
 * moves to the end every 4 s, or every 2 s in the header. Each notice links to its detail page,
 * 'More' to the notice list. It holds still under the pointer or keyboard focus so a notice can be
 * read and clicked; with reduced motion asked for, notices change in place without sliding. Off
 * screen it waits: on a long page scrolled down, its turns would only cost the page work (issue 28).
 */
export function NoticeMarquee({ notices, variant = 'page' }: NoticeMarqueeProps) {
  const { t } = useTranslation('storefront');
  const langOf = useContentLang();
  const reducedMotion = usePrefersReducedMotion();
  const [offScreen, watchScreen] = useOffScreen();
  // How many times the first notice has moved to the end; the list may change under it.
  const [turns, setTurns] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = notices.length;
  const running = count > 1 && !hovered && !focused && !offScreen;
  const interval = MARQUEE_INTERVAL_MS[variant];
  const lineHeight = LINE_HEIGHT_PX[variant];

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (reducedMotion) setTurns((n) => n + 1);
      else setSliding(true);
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, reducedMotion]);

  // When the slide-up ends, the first notice moves to the end and the line snaps back unanimated.
  useEffect(() => {
    if (!sliding) return;
    const timer = setTimeout(() => {
      setTurns((n) => n + 1);
      setSliding(false);
    }, MARQUEE_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [sliding]);

  if (count === 0) return null;
  const first = turns % count;
  const ordered = [...notices.slice(first), ...notices.slice(0, first)];
  const header = variant === 'header';

  return (
    <Flex
      ref={watchScreen}
      as="section"
      aria-label={t('notice.marqueeLabel')}
      align="center"
      gap="3"
      h={`${lineHeight}px`}
      px={header ? '0' : '4'}
      fontSize={header ? 'xs' : 'sm'}
      bg={header ? 'transparent' : 'bg'}
      borderWidth={header ? '0' : '1px'}
      borderColor="border.muted"
      borderRadius="md"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Text
        as="span"
        color="brand.solid"
        fontWeight="bold"
        flexShrink={0}
        display="inline-flex"
        alignItems="center"
      >
        <NoticeIcon me="1" />
        {t('notice.marqueeLabel')}
      </Text>
      <Box flex="1" minW="0" h="100%" overflow="hidden">
        <Box
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          transform={sliding ? `translateY(-${lineHeight}px)` : 'none'}
          transition={sliding ? `transform ${MARQUEE_SLIDE_MS}ms ease-in-out` : 'none'}
        >
          {ordered.map((notice, position) => (
            <Box as="li" key={notice.id} h={`${lineHeight}px`} display="flex" alignItems="center">
              <ShellLink
                to={noticeDetailPath(notice)}
                // Only the notice in view takes keyboard focus; the others are out of sight.
                tabIndex={position === 0 ? 0 : -1}
                color="fg"
                lineClamp={1}
                _hover={{ color: 'brand.solid', textDecoration: 'underline' }}
                lang={langOf(notice.noticeTitle)}
              >
                {notice.noticeTitle}
              </ShellLink>
            </Box>
          ))}
        </Box>
      </Box>
      <ShellLink
        to={NOTICE_LIST_PATH}
        aria-label={t('notice.moreLabel')}
        color="fg.muted"
        flexShrink={0}
        _hover={{ color: 'brand.solid' }}
      >
        {t('notice.more')}
        <Box as="span" aria-hidden="true" ms="1">
          ›
        </Box>
      </ShellLink>
    </Flex>
  );
}

export interface HeaderNoticeMarqueeProps {
  /** The platform whose platform notices show. */
  platform: NoticeRange;
}

/**
 * The site header's notice line: the member's enterprise notices and the platform's, rotating
 * every 2 s. Keeps its height while the notices load, so the page does not jump; renders nothing
 * when there are none. Memoised: it depends on none of the header's calls that render the header again.
 */
export const HeaderNoticeMarquee = memo(function HeaderNoticeMarquee({ platform }: HeaderNoticeMarqueeProps) {
  const notices = useMarqueeNotices(platform);
  if (notices?.length === 0) return null;
  return (
    <Box maxW={`${PAGE_WIDTH_PX}px`} mx="auto" px="4" minH={`${LINE_HEIGHT_PX.header}px`}>
      {notices ? <NoticeMarquee notices={notices} variant="header" /> : null}
    </Box>
  );
});
