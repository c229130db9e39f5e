import { Box, Button, Image, Text } from '@chakra-ui/react';
import type { RedPacketBatch } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { RED_PACKET_IMAGE } from './red-packet-image.ts';
import { fetchRedPacketBatch, fetchRedPacketPermission } from '../api/red-packet.ts';
import { useRedPacketStrings } from './useRedPacketStrings.ts';

// The game (its overlay, falling packets and framer-motion: 44 kB of a member's home page, compressed)
// comes when the member opens it, fetched along with the batch: most home pages have no packet to
// receive, and none needs the game before the tip is clicked (issue 26).
const loadGame = () => import('./RedPacketGame.tsx');
const RedPacketGame = lazy(() => loadGame().then((m) => ({ default: m.RedPacketGame })));

/** swr key of the member's red-packet permission. */
const PERMISSION_KEY = 'red-packet-permission';

/**
 * The home page's red-packet widget (spec 03 section 2): for a member with a packet waiting, a
 * small tip in the bottom-left corner (it covers nothing and blocks nothing); clicking it opens the
 * game overlay. Once the packet is received the tip is gone. Nothing for anyone else.
 */
export function RedPacketWidget() {
  const { t } = useRedPacketStrings();
  const token = useAtomValue(accessTokenAtom);
  const userInfo = useAtomValue(userInfoAtom);
  const permission = useSWR(token && userInfo ? [PERMISSION_KEY, token] : null, fetchRedPacketPermission, {
    revalidateOnFocus: false,
  });
  const [batch, setBatch] = useState<RedPacketBatch | null>(null);
  const [opening, setOpening] = useState(false);

  // The game stays open on its result after the permission has gone.
  if (!userInfo || (!permission.data?.hasPermission && !batch)) return null;

  const open = async () => {
    setOpening(true);
    try {
      const [playable] = await Promise.all([fetchRedPacketBatch(), loadGame()]);
      if (playable) setBatch(playable);
      else {
        // Ended or received elsewhere since the tip was drawn.
        toaster.create({ type: 'info', title: t('redPacket.gone') });
        void permission.mutate({ hasPermission: false }, { revalidate: false });
      }
    } catch {
      toaster.create({ type: 'error', title: t('redPacket.loadFailed') });
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      {batch || !permission.data?.hasPermission ? null : (
        <Box position="fixed" left="4" bottom="6" zIndex="sticky">
          <Button
            onClick={() => void open()}
            loading={opening}
            colorPalette="red"
            size="lg"
            h="auto"
            py="2"
            px="3"
            gap="2"
            borderRadius="full"
            boxShadow="lg"
            aria-label={t('redPacket.tip')}
          >
            <Image src={RED_PACKET_IMAGE} htmlWidth="32" htmlHeight="40" alt={t('redPacket.image')} />
            <Text as="span" fontSize="sm" maxW="10em" whiteSpace="normal" textAlign="left">
              {t('redPacket.tip')}
            </Text>
          </Button>
        </Box>
      )}
      {batch ? (
        // Its code came with the batch: the fallback lasts the moment lazy takes to read the module.
        <Suspense fallback={null}>
          <RedPacketGame
            batch={batch}
            member={{ oneId: userInfo.oneId, userId: userInfo.id }}
            onClose={() => setBatch(null)}
            onReceived={() => void permission.mutate({ hasPermission: false }, { revalidate: false })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
