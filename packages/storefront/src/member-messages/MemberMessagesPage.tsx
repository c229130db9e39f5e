import { Box, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { TitledPage } from '../shell/TitledPage.tsx';
import { LeaveMessageForm } from './LeaveMessageForm.tsx';
import { LeftMessages } from './LeftMessages.tsx';
import { fetchLeftMessages, fetchStationMessages } from '../api/member-messages.ts';
import { StationMessages } from './StationMessages.tsx';
import { useMessagePageStrings } from './useMessagePageStrings.ts';

/** Messages per page in both lists. Defaults to `10`. */
export const MESSAGES_PAGE_SIZE = 10;

type MessageTab = 'leave' | 'station';

/**
 * /home/message (spec 01 section 2.4 "message suggestions"): leaving a message or suggestion and the
 * ones left with the service's replies; and the station messages, with the unread count in the
 * tab. The tab is kept in the address (`?tab=station`).
 */
export function MemberMessagesPage() {
  const { t } = useMessagePageStrings();
  const [params, setParams] = useInPageSearchParams();
  const tab: MessageTab = params.get('tab') === 'station' ? 'station' : 'leave';
  const [leftPage, setLeftPage] = useState(1);
  const [stationPage, setStationPage] = useState(1);

  const left = useSWR(['left-messages', leftPage], () =>
    fetchLeftMessages({ pageNumber: leftPage, pageSize: MESSAGES_PAGE_SIZE }),
  );
  const station = useSWR(['station-messages', stationPage], () =>
    fetchStationMessages({ pageNumber: stationPage, pageSize: MESSAGES_PAGE_SIZE }),
  );
  const unread = station.data?.unread ?? 0;

  return (
    <TitledPage title={t('messagePage.title')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          const changed = new URLSearchParams(params);
          if (details.value === 'station') changed.set('tab', 'station');
          else changed.delete('tab');
          setParams(changed);
        }}
      >
        <Tabs.List aria-label={t('messagePage.tabs')}>
          <Tabs.Trigger value="leave">{t('messagePage.tab.leave')}</Tabs.Trigger>
          <Tabs.Trigger value="station">
            {unread > 0
              ? t('messagePage.tab.stationUnread', { count: unread })
              : t('messagePage.tab.station')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="leave">
          <Stack gap="8" maxW="3xl">
            <LeaveMessageForm
              onLeft={() => {
                // The new message is the newest: show the first page with it.
                setLeftPage(1);
                void left.mutate();
              }}
            />
            <Box as="section" aria-labelledby="my-messages">
              <Heading as="h2" size="md" mb="3" id="my-messages">
                {t('messagePage.mine')}
              </Heading>
              <LeftMessages state={left} onPageChange={setLeftPage} />
            </Box>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="station">
          <Box maxW="3xl">
            <StationMessages state={station} onPageChange={setStationPage} />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </TitledPage>
  );
}
