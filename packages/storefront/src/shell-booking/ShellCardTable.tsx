import { Badge, Button, Table } from '@chakra-ui/react';
import type { ShellCardForDate } from '@mall/schemas';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

export interface ShellCardTableProps {
  /** What the table is of ("2026-03-04 的卡券"), its accessible name. */
  label: string;
  cards: ShellCardForDate[];
  onBook: (card: ShellCardForDate) => void;
  onCancel: (card: ShellCardForDate) => void;
  /** The card whose cancel is under way, if any. */
  busyId: string | null;
}

/** How a card stands on the day (spec 03 section 4): booked, bookable, or not applicable. */
function statusOf(card: ShellCardForDate): 'booked' | 'bookable' | 'notApplicable' {
  if (card.cardStatus === 1) return 'booked';
  return card.canBook === 1 ? 'bookable' : 'notApplicable';
}

const STATUS_PALETTE = { booked: 'green', bookable: 'blue', notApplicable: 'gray' } as const;

/**
 * The member's cards on the chosen day: number, name, status, and for a booked card its slot and
 * who it is for; Book while `canBook`, cancel while `canCancel`.
 */
export function ShellCardTable({ label, cards, onBook, onCancel, busyId }: ShellCardTableProps) {
  const { t } = useShellBookingStrings();
  return (
    <Table.Root size="sm" variant="outline" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('shellBooking.column.cardNum')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.cardName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.bookTime')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.userName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.empNum')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('shellBooking.column.action')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {cards.map((card) => {
          const status = statusOf(card);
          const booked = status === 'booked';
          const name = `${card.cardName} ${card.cardNum}`;
          return (
            <Table.Row key={card.id}>
              <Table.Cell>{card.cardNum}</Table.Cell>
              <Table.Cell>{card.cardName}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[status]}>{t(`shellBooking.status.${status}`)}</Badge>
              </Table.Cell>
              <Table.Cell>{booked ? card.bookTime : '—'}</Table.Cell>
              <Table.Cell>{booked ? card.userName : '—'}</Table.Cell>
              <Table.Cell>{booked ? card.empNum : '—'}</Table.Cell>
              <Table.Cell>
                {booked && card.canCancel === 1 ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={busyId === card.id}
                    aria-label={t('shellBooking.cancelItem', { card: name })}
                    onClick={() => onCancel(card)}
                  >
                    {t('shellBooking.cancelAction')}
                  </Button>
                ) : status === 'bookable' ? (
                  <Button
                    size="xs"
                    colorPalette="red"
                    aria-label={t('shellBooking.bookItem', { card: name })}
                    onClick={() => onBook(card)}
                  >
                    {t('shellBooking.bookAction')}
                  </Button>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
