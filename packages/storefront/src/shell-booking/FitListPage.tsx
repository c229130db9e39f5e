import { Badge, Button, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { SHELL_CARDS_PAGE_SIZE, useShellCards } from './useShellBooking.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/** /fitList: the member's shell cards, what and where each fits, its validity, and a way to book. */
export function FitListPage() {
  const { t } = useShellBookingStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  const cards = useShellCards(page);

  return (
    <ShellBookingFrame title={t('shellBooking.fitList.title')}>
      {cards.data === undefined && cards.isLoading ? (
        <StatusMessage loading title={t('shellBooking.loading')} />
      ) : cards.data === undefined ? (
        <StatusMessage
          title={t('shellBooking.loadFailed')}
          action={{ label: t('shellBooking.retry'), onClick: () => void cards.mutate() }}
        />
      ) : cards.data.records.length === 0 ? (
        <StatusMessage title={t('shellBooking.cardsEmpty')} />
      ) : (
        <>
          <SimpleGrid
            as="ul"
            aria-label={t('shellBooking.fitList.list')}
            columns={{ base: 1, md: 2 }}
            gap="4"
          >
            {cards.data.records.map((card) => (
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
          <ListPagination
            count={cards.data.total}
            pageSize={SHELL_CARDS_PAGE_SIZE}
            page={page}
            onPageChange={(next) => setParams({ pageNumber: String(next) })}
            label={t('shellBooking.fitList.list')}
          />
        </>
      )}
    </ShellBookingFrame>
  );
}
