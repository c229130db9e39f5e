import { Table } from '@chakra-ui/react';
import useSWR from 'swr';
import { BindCardForm } from '../member-profile/BindCardForm.tsx';
import { fetchMemberCards } from '../api/member-profile.ts';
import { useMemberProfileStrings } from '../member-profile/useMemberProfileStrings.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { TitledPage } from '../shell/TitledPage.tsx';

/** SWR key of the member's cards. */
const MEMBER_CARDS_KEY = 'memberCards';

/**
 * `/home/bindingCard` (members): the welfare cards bound to the member, and a form binding another
 * unbound card of the member's enterprise (bundOrderCard).
 */
export function BindingCardRoute() {
  const { t } = useMemberProfileStrings();
  const cards = useSWR(MEMBER_CARDS_KEY, fetchMemberCards);

  return (
    <TitledPage title={t('cards.title')}>
      {cards.data === undefined ? (
        <LoadStatus load={cards} words={loadWordsOf(t, 'cards')} />
      ) : cards.data.length === 0 ? (
        <StatusMessage title={t('cards.empty')} />
      ) : (
        <Table.Root size="sm" aria-label={t('cards.list')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('cards.cardNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cards.cardName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cards.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cards.validUntil')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cards.boundAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cards.data.map((card) => (
              <Table.Row key={card.cardNo}>
                <Table.Cell>{card.cardNo}</Table.Cell>
                <Table.Cell>{card.cardName}</Table.Cell>
                <Table.Cell>{t(`cards.status.${card.status}`)}</Table.Cell>
                <Table.Cell>
                  {card.validUntil ? formatDateTime(card.validUntil) : t('cards.forever')}
                </Table.Cell>
                <Table.Cell>{card.boundAt ? formatDateTime(card.boundAt) : ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <BindCardForm onBound={(next) => void cards.mutate(next, { revalidate: false })} />
    </TitledPage>
  );
}
