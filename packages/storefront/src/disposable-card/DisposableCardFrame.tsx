import { Alert, Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardSession } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionFrame } from '../shell/SectionFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { pageIdAtom } from '../state/session.ts';
import { cardLoginPath } from './card-login-path.ts';
import { useCardSession } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { CardLoadStatus } from './CardLoadStatus.tsx';

/** The pages a card holder moves between, in the header's order. */
const CARD_PAGES = [
  { path: '/disposableCard/GoodsList', label: 'ycxk.nav.goods' },
  { path: '/disposableCard/Cart', label: 'ycxk.nav.cart' },
  { path: '/disposableCard/OrderDetail', label: 'ycxk.nav.orders' },
  { path: '/disposableCard/Address', label: 'ycxk.nav.address' },
  { path: '/disposableCard/Explanation', label: 'ycxk.nav.explanation' },
] as const;

export interface DisposableCardFrameProps {
  /** The page's heading, shown whoever opens the page. */
  title: string;
  /** The page for the card's holder, given the card; anyone else is asked to log in with a card. */
  children: (card: DisposableCardSession) => ReactNode;
  /** Shown instead of the login request to a visitor without a card session (the explanation). */
  openContent?: ReactNode;
}

/** The card's name, number, balance, status and validity, at the top of every card page. */
function CardHeader({ card }: { card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const active = card.status === 'ACTIVE';
  return (
    <Box
      as="section"
      aria-label={t('ycxk.card.label')}
      borderWidth="1px"
      borderColor={active ? 'red.200' : 'border'}
      bg={active ? 'red.50' : 'bg.muted'}
      rounded="md"
      px="5"
      py="4"
      mb="4"
    >
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{card.cardName}</Text>
            <Badge colorPalette={active ? 'green' : 'gray'} variant="solid">
              {t(`ycxk.status.${card.status}`)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {card.enterpriseName} · {t('ycxk.card.number', { cardNo: card.cardNo })} ·{' '}
            {card.validUntil
              ? t('ycxk.card.validUntil', { date: card.validUntil.slice(0, 10) })
              : t('ycxk.card.noEnd')}
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end">
          <Text fontSize="sm" color="fg.muted">
            {t('ycxk.card.balance')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="red.600">
            {t('ycxk.points', { points: card.balance })}
          </Text>
        </Stack>
      </Flex>
      {active ? null : (
        <Alert.Root status="warning" mt="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t(`ycxk.unusable.${card.status}`)}{' '}
              {card.usedOrderSn ? (
                <ShellLink to={`/disposableCard/OrderDetail?sn=${encodeURIComponent(card.usedOrderSn)}`}>
                  {t('ycxk.unusable.usedOrder')}
                </ShellLink>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}

/** What a guest or an ordinary member sees: the page's heading, why, and the card login. */
function CardLoginRequest() {
  const { t } = useDisposableCardStrings();
  const pageId = useAtomValue(pageIdAtom);
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <Text fontSize="lg" fontWeight="semibold">
        {t('ycxk.gate.title')}
      </Text>
      <Text color="fg.muted" maxW="xl">
        {t('ycxk.gate.text')}
      </Text>
      <Button asChild colorPalette="red">
        <RouterLink to={cardLoginPath(pageId)}>{t('ycxk.gate.login')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The frame of the disposable-card pages: the section's frame (links between the pages for a card's
 * holder) and the card's header. The page itself renders only for a card's holder; a guest or an
 * ordinary member is asked to log in with a card instead, before any call the server would refuse.
 */
export function DisposableCardFrame({ title, children, openContent }: DisposableCardFrameProps) {
  const { t } = useDisposableCardStrings();
  const card = useCardSession();
  const isCard = Boolean(card.data);

  const content = () => {
    if (card.data) return children(card.data);
    // A guest (nothing asked) or an ordinary member (no card).
    if (!card.isLoading && (card.data === null || !card.error)) return openContent ?? <CardLoginRequest />;
    return <CardLoadStatus load={card} />;
  };

  const pages = CARD_PAGES.map(({ path, label }) => ({ path, label: t(label) }));
  return (
    <SectionFrame title={title} nav={isCard ? { label: t('ycxk.nav'), pages } : undefined}>
      {card.data ? <CardHeader card={card.data} /> : null}
      {content()}
    </SectionFrame>
  );
}
