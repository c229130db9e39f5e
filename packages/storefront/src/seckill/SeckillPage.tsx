import { Box, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { SeckillSession, SeckillSessionState } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { formatDateTime } from '../shell/format-date-time.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { platformAtom } from '../state/platform.ts';
import { oneIdAtom } from '../state/session.ts';
import { fetchSeckillSessions } from '../api/seckill.ts';
import { SeckillClock } from './SeckillClock.tsx';
import { SeckillGoodsList } from './SeckillGoodsList.tsx';
import { defaultSession, sessionStateAt } from './session-state.ts';
import { useNow } from './useNow.ts';
import { useSeckillStrings } from './useSeckillStrings.ts';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { serverMessageOf } from '../api/request.ts';

/** The countdowns tick, and sessions change state, once a second. */
const TICK_MS = 1000;

const STATE_COLOR: Record<SeckillSessionState, string> = {
  running: 'brand.solid',
  upcoming: 'fg',
  ended: 'fg.muted',
};

/** `2026-11-23 10:00:00` -> `11-23 10:00`: a session's start as its tab shows it. */
const shortStart = (iso: string) => formatDateTime(iso).slice(5, 16);

/**
 * /seckill: the flash-sale sessions the member may see as a row of tabs by start time (the session is
 * kept in the address, `?marketId=`; the first running one by default), and under the chosen one its
 * countdown and goods. Sessions change state as the clock passes their start or end, without a reload.
 */
export function SeckillPage() {
  const { t } = useSeckillStrings();
  const navigate = useNavigate();
  const [params, setParams] = useInPageSearchParams();
  const platform = useAtomValue(platformAtom) === 'DZPT' ? '2' : '1';
  const oneId = useAtomValue(oneIdAtom);
  const sessions = useSWR(['seckill-sessions', platform, oneId], () => fetchSeckillSessions(platform));
  const now = useNow(TICK_MS);

  const list = sessions.data ?? [];
  const chosen = list.find((s) => s.marketId === params.get('marketId')) ?? defaultSession(list);

  const choose = (marketId: string) => {
    const changed = new URLSearchParams(params);
    changed.set('marketId', marketId);
    setParams(changed, { replace: true });
  };

  const body = () => {
    if (!sessions.data)
      return (
        <LoadStatus
          load={sessions}
          words={{
            ...loadWordsOf(t, 'seckill'),
            loadFailed: serverMessageOf(sessions.error) ?? t('seckill.loadFailed'),
          }}
        />
      );
    if (!chosen)
      return (
        <StatusMessage
          title={t('seckill.noSessions')}
          description={t('seckill.noSessionsHint')}
          action={{ label: t('seckill.goShopping'), onClick: () => void navigate('/') }}
        />
      );
    return (
      <Tabs.Root
        value={chosen.marketId}
        onValueChange={(details) => choose(details.value)}
        lazyMount
        unmountOnExit
        variant="plain"
        colorPalette="red"
      >
        <Tabs.List aria-label={t('seckill.sessions')} gap="2" overflowX="auto" pb="2" mb="4">
          {list.map((session) => (
            <SessionTab key={session.marketId} session={session} state={sessionStateAt(session, now)} />
          ))}
        </Tabs.List>
        {list.map((session) => (
          <Tabs.Content key={session.marketId} value={session.marketId}>
            <SessionPanel session={session} state={sessionStateAt(session, now)} now={now} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  };

  return (
    <PageFrame categoryNav="menu">
      <Box px="4" pb="8">
        <Flex align="baseline" gap="3" mb="4">
          <Heading as="h1" size="xl" color="brand.solid">
            {t('seckill.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('seckill.subtitle')}
          </Text>
        </Flex>
        {body()}
      </Box>
    </PageFrame>
  );
}

/** A session's tab: its start time, its state now and its name. */
function SessionTab({ session, state }: { session: SeckillSession; state: SeckillSessionState }) {
  const { t } = useSeckillStrings();
  return (
    <Tabs.Trigger
      value={session.marketId}
      flexDirection="column"
      alignItems="center"
      gap="0"
      minW="36"
      h="auto"
      py="2"
      px="4"
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.muted"
      color={STATE_COLOR[state]}
      _selected={{
        bg: state === 'ended' ? 'gray.500' : 'brand.solid',
        color: 'white',
        borderColor: 'transparent',
      }}
    >
      <Text as="span" fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {shortStart(session.startTime)}
      </Text>
      <Text as="span" fontSize="sm">
        {t(`seckill.state.${state}`)}
      </Text>
      <Text as="span" fontSize="xs" opacity={0.85} lineClamp={1}>
        {session.name}
      </Text>
    </Tabs.Trigger>
  );
}

/** Under the chosen tab: the session's name, period and countdown, then its goods. */
function SessionPanel({
  session,
  state,
  now,
}: {
  session: SeckillSession;
  state: SeckillSessionState;
  now: number;
}) {
  const { t } = useSeckillStrings();
  return (
    <Stack gap="4">
      <Flex
        align="center"
        justify="space-between"
        gap="4"
        wrap="wrap"
        px="5"
        py="3"
        borderRadius="md"
        bg={state === 'ended' ? 'gray.500' : state === 'upcoming' ? 'orange.500' : 'brand.solid'}
        color="white"
      >
        <Box>
          <Heading as="h2" size="md">
            {session.name}
          </Heading>
          <Text fontSize="sm" opacity={0.9}>
            {t('seckill.period', {
              start: formatDateTime(session.startTime),
              end: formatDateTime(session.endTime),
            })}
          </Text>
        </Box>
        <SeckillClock session={session} state={state} now={now} />
      </Flex>
      <SeckillGoodsList session={session} state={state} />
    </Stack>
  );
}
