import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  Image,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { RedPacketBatch, RedPacketReceipt } from '@mall/schemas';
import { motion, useReducedMotion } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RequestError } from '../api/request.ts';
import { receiveRedPacket } from '../api/red-packet.ts';
import { RED_PACKET_IMAGE } from './red-packet-image.ts';
import { useRedPacketStrings } from './useRedPacketStrings.ts';

/** How long the packets fall before the game ends by itself (spec 03 section 9). Defaults to `60`. */
export const RED_PACKET_SECONDS = 60;
/** Shortest wait before the next packet falls (spec 03 section 4). */
export const FALL_INTERVAL_MIN_MS = 250;
/** Longest wait before the next packet falls. */
export const FALL_INTERVAL_MAX_MS = 500;
/** How long one packet takes to cross the screen; it is gone after. */
export const FALL_DURATION_MS = 4000;

/** The wait before the next packet: 250 to 500 ms, from a random number in [0, 1). */
export function nextFallDelay(random: () => number): number {
  return FALL_INTERVAL_MIN_MS + Math.floor(random() * (FALL_INTERVAL_MAX_MS - FALL_INTERVAL_MIN_MS + 1));
}

/** How the game ended: a packet clicked, or the countdown ran out. */
type Ending = 'click' | 'timeout';

type Phase =
  | { kind: 'playing' }
  | { kind: 'receiving'; ending: Ending }
  | { kind: 'received'; ending: Ending; receipt: RedPacketReceipt }
  | { kind: 'failed'; message: string };

interface FallingPacket {
  id: number;
  /** Across the field, in percent of its width. */
  left: number;
  /** Where it rests when motion is reduced, in percent of the field's height. */
  restTop: number;
}

export interface RedPacketGameProps {
  /** The batch of packetQuery. */
  batch: RedPacketBatch;
  /** Who is receiving: the session's enterprise and member (the server checks they are its own). */
  member: { oneId: string; userId: string };
  /** Closed by the member: the close button or Escape. */
  onClose: () => void;
  /** Told once the packet is received (the tip goes away). */
  onReceived: (receipt: RedPacketReceipt) => void;
  /** Random numbers in [0, 1) for the packets' timing and places. Defaults to `Math.random`. */
  random?: () => number;
}

/**
 * The red-packet game (spec 03 section 4): a full-screen overlay where packets fall, a new one
 * every 250-500 ms, for 60 seconds. Clicking one, or the end of the countdown, receives the batch's
 * packet once and shows its amount and unit with 'congratulations' (a click) or 'you were hit by a
 * red packet' (the timeout), and where to see it. With reduced motion the packets stand still.
 */
export function RedPacketGame({
  batch,
  member,
  onClose,
  onReceived,
  random = Math.random,
}: RedPacketGameProps) {
  const { t } = useRedPacketStrings();
  const [phase, setPhase] = useState<Phase>({ kind: 'playing' });
  const [secondsLeft, setSecondsLeft] = useState(RED_PACKET_SECONDS);
  const [packets, setPackets] = useState<FallingPacket[]>([]);
  const ended = useRef(false);
  const playing = phase.kind === 'playing';

  // Receives once, however the game ends (a click racing the last second included).
  const finish = (ending: Ending) => {
    if (ended.current) return;
    ended.current = true;
    setPackets([]);
    setPhase({ kind: 'receiving', ending });
    receiveRedPacket({ batchNo: batch.batchNo, oneId: member.oneId, userId: member.userId }).then(
      (receipt) => {
        setPhase({ kind: 'received', ending, receipt });
        onReceived(receipt);
      },
      (caught: unknown) => {
        if (!(caught instanceof RequestError)) throw caught;
        setPhase({ kind: 'failed', message: caught.message || t('redPacket.failedRetry') });
      },
    );
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // The countdown, one second at a time; at zero the packet is received as a hit.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setSecondsLeft((seconds) => Math.max(0, seconds - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [playing]);
  useEffect(() => {
    if (playing && secondsLeft === 0) finishRef.current('timeout');
  }, [playing, secondsLeft]);

  // A new packet after each wait of 250-500 ms; each is gone once it has crossed the screen.
  const randomRef = useRef(random);
  randomRef.current = random;
  useEffect(() => {
    if (!playing) return;
    let nextId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const drop = () => {
      const id = (nextId += 1);
      const left = 5 + randomRef.current() * 85;
      const restTop = 5 + randomRef.current() * 75;
      setPackets((shown) => [...shown, { id, left, restTop }]);
      later(FALL_DURATION_MS, () => setPackets((shown) => shown.filter((packet) => packet.id !== id)));
      later(nextFallDelay(randomRef.current), drop);
    };
    later(nextFallDelay(randomRef.current), drop);
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [playing]);

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="full"
      role="dialog"
      closeOnInteractOutside={false}
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="red.700" color="white">
            {/* The end padding keeps the countdown clear of the close button in the corner (issue 22). */}
            <Dialog.Header justifyContent="space-between" alignItems="center" pe="16">
              <Dialog.Title>{batch.name}</Dialog.Title>
              {playing ? (
                <Text role="timer" fontSize="xl" fontWeight="bold">
                  {t('redPacket.countdown', { seconds: secondsLeft })}
                </Text>
              ) : null}
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" p="0">
              {playing ? (
                <>
                  <Text textAlign="center" px="6">
                    {t('redPacket.hint')}
                  </Text>
                  <PacketField packets={packets} onGrab={() => finish('click')} />
                </>
              ) : (
                <Outcome phase={phase} onClose={onClose} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t('redPacket.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Where the packets fall: each a button that receives the packet. */
function PacketField({ packets, onGrab }: { packets: FallingPacket[]; onGrab: () => void }) {
  const { t } = useRedPacketStrings();
  const reduceMotion = useReducedMotion();
  return (
    <Box as="ul" aria-label={t('redPacket.field')} position="relative" flex="1" overflow="hidden" m="0" p="0">
      {packets.map((packet) => (
        <Box
          as="li"
          key={packet.id}
          listStyleType="none"
          position="absolute"
          left={`${packet.left}%`}
          top={reduceMotion ? `${packet.restTop}%` : '-96px'}
        >
          <motion.div
            initial={{ y: 0 }}
            animate={reduceMotion ? { y: 0 } : { y: '110vh' }}
            transition={{ duration: reduceMotion ? 0 : FALL_DURATION_MS / 1000, ease: 'linear' }}
          >
            <Button
              variant="plain"
              p="0"
              h="auto"
              minW="0"
              aria-label={t('redPacket.grab')}
              onClick={onGrab}
              _focusVisible={{ outline: '3px solid', outlineColor: 'yellow.300' }}
            >
              <Image src={RED_PACKET_IMAGE} htmlWidth="64" htmlHeight="80" alt={t('redPacket.image')} />
            </Button>
          </motion.div>
        </Box>
      ))}
    </Box>
  );
}

/** The end of the game: receiving, the packet received, or why it was not. */
function Outcome({ phase, onClose }: { phase: Phase; onClose: () => void }) {
  const { t } = useRedPacketStrings();
  return (
    <Stack flex="1" align="center" justify="center" gap="4" textAlign="center" px="6" role="status">
      {phase.kind === 'receiving' ? (
        <>
          <Spinner size="lg" />
          <Text>{t('redPacket.receiving')}</Text>
        </>
      ) : null}
      {phase.kind === 'received' ? (
        <>
          <Heading as="h2" size="2xl">
            {phase.ending === 'click' ? t('redPacket.congratulations') : t('redPacket.hitByPacket')}
          </Heading>
          <Text fontSize="4xl" fontWeight="bold" color="yellow.200">
            {t('redPacket.amount', { amount: phase.receipt.balance, unit: phase.receipt.unit })}
          </Text>
          <Text>{t('redPacket.viewHint')}</Text>
          <Stack direction="row" gap="3">
            <Button asChild colorPalette="yellow">
              <RouterLink to="/home/myAccount">{t('redPacket.viewAccount')}</RouterLink>
            </Button>
            <Button variant="outline" color="white" onClick={onClose}>
              {t('redPacket.close')}
            </Button>
          </Stack>
        </>
      ) : null}
      {phase.kind === 'failed' ? (
        <>
          <Heading as="h2" size="xl">
            {t('redPacket.failed')}
          </Heading>
          <Text>{phase.message}</Text>
          <Button variant="outline" color="white" onClick={onClose}>
            {t('redPacket.close')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
