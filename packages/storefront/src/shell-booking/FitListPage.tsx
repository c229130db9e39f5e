import { Badge, Button, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { usePageParam } from '../points/usePageParam.ts';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { useShellCards } from './useShellBooking.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/** /fitList: the member's shell cards, what and where each fits, its validity, and a way to book. */
export function FitListPage() {
  const { t } = useShellBookingStrings();
  const [page, setPage] = usePageParam();
  const cards = useShellCards(page);

  return (
    <ShellBookingFrame title={t('shellBooking.fitList.title')}>
      <LoadedPages
        state={cards}
        words={loadWordsOf(t, 'shellBooking')}
        empty={{ title: t('shellBooking.cardsEmpty') }}
        pagesLabel={t('shellBooking.fitList.list')}
        onPageChange={setPage}
      >
        {(rows) => (
          <SimpleGrid
            as="ul"
            aria-label={t('shellBooking.fitList.list')}
            columns={{ base: 1, md: 2 }}
            gap="4"
          >
            {rows.map((card) => (
              <Card.Root as="li" key={card.id} size="sm" listStyleType="none">
                <Card.Header>
                  <Flex justify="space-between" align="center" gap="2">
                    <Card.Title>{card.cardName}</Card.Title>
                    <Badge colorPalette={card.valid ? 'green' : 'gray'}>
                      {card.valid ? t('shellBooking.fitList.valid') : t('shellBooking.fitList.expired')}
                    </Badge>
                  </Flex>
                </Card.Header>
                <Card.Body gap="1">
                  <Text fontSize="sm">{card.cardNum}</Text>
                  <Text fontSize="sm">{t('shellBooking.fitList.scope', { scope: card.fitScope })}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('shellBooking.fitList.validity', { from: card.validFrom, until: card.validUntil })}
                  </Text>
                </Card.Body>
                {card.valid ? (
                  <Card.Footer>
                    <Button asChild size="xs" colorPalette="red">
                      <RouterLink to="/Shelli">{t('shellBooking.fitList.book')}</RouterLink>
                    </Button>
                  </Card.Footer>
                ) : null}
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </LoadedPages>
    </ShellBookingFrame>
  );
}
