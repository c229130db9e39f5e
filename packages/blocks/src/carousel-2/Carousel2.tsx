import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useBlockServices, type BlockProps } from '@mall/runtime';
import type { Carousel2Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BRAND_FILL } from '../parts/brand-fill.ts';
import { CarouselRow } from '../parts/CarouselRow.tsx';
import { CARD_FRAME } from '../parts/card-style.ts';
import { useMemberPoints } from '../parts/useMemberPoints.ts';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import { CAROUSEL2_HEIGHT, CAROUSEL2_PANEL_WIDTH, CAROUSEL2_SLIDE_WIDTH } from './carousel-2-layout.ts';
import { carousel2Messages } from './carousel-2-messages.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';

const AVATAR_SIZE = 56;

const linkButton = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '9',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  _focusVisible: FOCUS_RING,
} as const;

/** A round avatar: the nickname's first character, or a person outline for a guest. */
function Avatar({ initial }: { initial: string | undefined }) {
  return (
    <Flex
      aria-hidden="true"
      boxSize={`${AVATAR_SIZE}px`}
      borderRadius="full"
      align="center"
      justify="center"
      bg="brand.solid"
      color="white"
      fontSize="2xl"
      fontWeight="bold"
      borderWidth="3px"
      borderColor="bg"
      boxShadow="sm"
    >
      {initial ?? (
        <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 21c.8-4.6 4.2-7 8.5-7s7.7 2.4 8.5 7z" />
        </svg>
      )}
    </Flex>
  );
}

/** A pencil, for the nickname's edit button. */
function PencilIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />
    </svg>
  );
}

/**
 * The member's corner beside the carousel: greeting (with the nickname's edit button where the host
 * has an editor), points in the enterprise's wording, account links.
 */
function MemberPanel() {
  const { t } = useBlockTranslation(carousel2Messages);
  const { user, editNickName } = useBlockServices();
  // The balance and its label in the enterprise's points wording, as the points blocks say it.
  const { formattedPoints, balanceLabel } = useMemberPoints();
  const nickName = user?.nickName?.trim();

  return (
    <Flex
      as="section"
      aria-label={t('carousel2.memberPanel')}
      direction="column"
      align="center"
      flex={`0 0 ${CAROUSEL2_PANEL_WIDTH}px`}
      h={`${CAROUSEL2_HEIGHT}px`}
      px="4"
      pt="8"
      pb="6"
      gap="3"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientVia="bg"
      gradientTo="bg"
      textAlign="center"
    >
      <Avatar initial={nickName ? Array.from(nickName)[0] : undefined} />
      {user ? (
        <>
          <Box w="100%">
            <Flex align="center" justify="center" gap="1">
              <Text fontWeight="bold" lineClamp={1}>
                {t('carousel2.greeting', { name: nickName || t('carousel2.memberFallback') })}
              </Text>
              {editNickName ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  color="fg.muted"
                  aria-label={t('carousel2.editNickName')}
                  aria-haspopup="dialog"
                  onClick={() => editNickName()}
                >
                  <PencilIcon />
                </IconButton>
              ) : null}
            </Flex>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('carousel2.welcome')}
            </Text>
          </Box>
          {formattedPoints !== undefined ? (
            <Box w="100%" py="4" {...CARD_FRAME}>
              <Text fontSize="xs" color="fg.muted">
                {balanceLabel}
              </Text>
              <Text color="price" fontWeight="bold" fontSize="2xl" lineHeight="short" mt="1">
                {formattedPoints}
              </Text>
            </Box>
          ) : null}
          <Flex direction="column" gap="2" w="100%" mt="auto">
            <BlockLink url="/home/myAccount" {...linkButton} {...BRAND_FILL}>
              {t('carousel2.myAccount')}
            </BlockLink>
            <BlockLink
              url="/home/myOrder"
              {...linkButton}
              borderWidth="1px"
              borderColor="brand.solid"
              color="brand.solid"
              _hover={{ bg: 'brand.subtle' }}
            >
              {t('carousel2.myOrders')}
            </BlockLink>
          </Flex>
        </>
      ) : (
        <>
          <Box>
            <Text fontWeight="bold">{t('carousel2.guestGreeting')}</Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('carousel2.guestHint')}
            </Text>
          </Box>
          <BlockLink url="/login" {...linkButton} {...BRAND_FILL} w="100%" mt="auto">
            {t('carousel2.logIn')}
          </BlockLink>
        </>
      )}
    </Flex>
  );
}

/**
 * A 990x453 carousel (5 s, wraps, pauses on hover and focus) with the member's 200 px panel beside
 * it: greeting by nickname (which the member may change there, through the host's editor), points
 * balance in the enterprise's points wording, links to the points account and the orders; a guest
 * gets a log-in link instead.
 */
export function Carousel2({ name, options }: BlockProps<Carousel2Options>) {
  const { t } = useBlockTranslation(carousel2Messages);
  const slideshow = useBlockSlideshow(name, options, t('carousel2.label'));
  if (!slideshow) return null;

  return (
    <CarouselRow
      slideshow={slideshow}
      slideWidth={CAROUSEL2_SLIDE_WIDTH}
      height={CAROUSEL2_HEIGHT}
      side={<MemberPanel />}
      sideWidth={CAROUSEL2_PANEL_WIDTH}
    />
  );
}
