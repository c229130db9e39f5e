import { Box, Flex, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { NoticeShowOptions } from '@mall/schemas';
import { useEffect, useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { noticeShowMessages } from './notice-show-messages.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { NoticeLink } from '../parts/NoticeLink.tsx';
import { useOffScreen } from '../parts/useOffScreen.ts';
import { usePrefersReducedMotion } from '../parts/usePrefersReducedMotion.ts';
import { NOTICE_SHOW_HEIGHT } from './notice-show-layout.ts';
import { NoticeIcon } from '../parts/NoticeIcon.tsx';

/** Time between two rotations of the marquee, in ms. Defaults to `4000`. */
export const NOTICE_ROTATE_INTERVAL = 4000;

/** Duration of the slide-up animation, in ms. Defaults to `800`. */
export const NOTICE_SLIDE_DURATION = 800;

/** Where 'More' goes when the block does not say. Defaults to `/notice`. */
export const NOTICE_MORE_URL = '/notice';

/**
 * A one-line notice marquee: every 4 s the first notice slides up (800 ms) and moves to the end.
 * It holds still while the pointer or keyboard focus is on it, so a notice can be read and clicked;
 * while it is off screen, where its turns only cost the page work (issue 28); and for a user who
 * asked for reduced motion.
 */
export function NoticeShow({ name, options }: BlockProps<NoticeShowOptions>) {
  const { t } = useBlockTranslation(noticeShowMessages);
  const count = options.list.length;
  const [order, setOrder] = useState<number[]>(() => options.list.map((_, i) => i));
  const [sliding, setSliding] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offScreen, sectionRef] = useOffScreen();
  const reducedMotion = usePrefersReducedMotion();
  const running = count > 1 && !hovered && !focused && !offScreen && !reducedMotion;

  // The list may change under us (Storybook controls): start over from its first notice.
  useEffect(() => {
    setOrder(Array.from({ length: count }, (_, i) => i));
    setSliding(false);
  }, [count]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSliding(true), NOTICE_ROTATE_INTERVAL);
    return () => clearInterval(timer);
  }, [running]);

  // When the slide-up ends, the first notice moves to the end and the track snaps back without animation.
  useEffect(() => {
    if (!sliding) return;
    const timer = setTimeout(() => {
      setOrder((current) => [...current.slice(1), ...current.slice(0, 1)]);
      setSliding(false);
    }, NOTICE_SLIDE_DURATION);
    return () => clearTimeout(timer);
  }, [sliding]);

  if (count === 0) return null;
  const title = options.head?.title?.trim() || name?.trim() || t('noticeShow.label');

  return (
    <Flex
      ref={sectionRef}
      as="section"
      aria-label={title}
      align="center"
      gap="4"
      maxW={`${PAGE_WIDTH}px`}
      w="100%"
      mx="auto"
      h={`${NOTICE_SHOW_HEIGHT}px`}
      px="4"
      bg={options.head?.bgColor ?? 'bg'}
      borderWidth="1px"
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
        as="h2"
        color="brand.solid"
        fontWeight="bold"
        fontSize="sm"
        flexShrink={0}
        display="inline-flex"
        alignItems="center"
      >
        <NoticeIcon me="1.5" />
        {title}
      </Text>
      <Box
        flex="1"
        minW="0"
        h="100%"
        overflow="hidden"
        onScroll={(event) => (event.currentTarget.scrollTop = 0)}
      >
        <Box
          as="ul"
          {...BARE_LIST}
          transform={sliding ? `translateY(-${NOTICE_SHOW_HEIGHT}px)` : 'none'}
          transition={sliding ? `transform ${NOTICE_SLIDE_DURATION}ms ease-in-out` : 'none'}
        >
          {order.map((i) => {
            const notice = options.list[i];
            if (!notice) return null;
            return (
              <Box as="li" key={i} h={`${NOTICE_SHOW_HEIGHT}px`} display="flex" alignItems="center">
                <NoticeLink notice={notice} />
              </Box>
            );
          })}
        </Box>
      </Box>
      <BlockLink
        url={options.moreUrl?.trim() || NOTICE_MORE_URL}
        aria-label={t('noticeShow.more')}
        fontSize="sm"
        color="fg.muted"
        flexShrink={0}
        _hover={{ color: 'brand.solid' }}
      >
        {t('common.more')} ›
      </BlockLink>
    </Flex>
  );
}
