import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { clearFootprints, deleteFootprints, fetchFootprints } from '../api/footprints.ts';
import { GoodsGrid } from '../catalogue/GoodsGrid.tsx';
import { GoodsTile } from '../catalogue/GoodsTile.tsx';
import { LoadedList } from '../catalogue/LoadedList.tsx';
import { useCatalogueStrings } from '../catalogue/useCatalogueStrings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { toaster } from '../ui/toaster.ts';

/** Footprints shown: the newest this many (the server keeps one per viewed SKU). Defaults to `100`. */
export const TRACKS_SHOWN = 100;

/** `/home/MyTracks`: the goods the member viewed, newest first; remove one or clear them all. */
export function MyTracksRoute() {
  const { t } = useCatalogueStrings();
  const tracks = useSWR('my-footprints', () => fetchFootprints({ pageNumber: 1, pageSize: TRACKS_SHOWN }));
  const [removing, setRemoving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (work: () => Promise<void>, done?: string) => {
    try {
      await work();
      if (done) toaster.create({ type: 'success', description: done });
      await tracks.mutate();
    } catch {
      // The request layer has shown the server's message.
    }
  };

  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Flex justify="space-between" align="center" mb="4">
          <Heading as="h1" size="lg">
            {t('tracks.title')}
          </Heading>
          {tracks.data && tracks.data.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {t('tracks.clear')}
            </Button>
          ) : null}
        </Flex>
        <LoadedList state={tracks} isEmpty={(data) => data.length === 0} emptyTitle={t('tracks.empty')}>
          {(data) => (
            <GoodsGrid label={t('tracks.list')}>
              {data.map((footprint) => (
                <GoodsTile
                  key={footprint.id}
                  goods={{
                    skuId: footprint.skuId,
                    goodsId: footprint.goodsId,
                    productName: footprint.goodsName,
                    productImages: footprint.thumbnail ? [footprint.thumbnail] : [],
                    specProductPrice: footprint.price,
                  }}
                  actions={
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('tracks.removeItem', { name: footprint.goodsName })}
                      loading={removing === footprint.id}
                      onClick={() => {
                        setRemoving(footprint.id);
                        void run(() => deleteFootprints([footprint.id])).finally(() => setRemoving(null));
                      }}
                    >
                      {t('tracks.remove')}
                    </Button>
                  }
                />
              ))}
            </GoodsGrid>
          )}
        </LoadedList>
      </Box>
      <ConfirmDialog
        open={confirming}
        onDismiss={() => setConfirming(false)}
        title={t('tracks.clearTitle')}
        confirmLabel={t('tracks.clearConfirm')}
        cancelLabel={t('tracks.keep')}
        confirmPalette="red"
        onConfirm={() => {
          setConfirming(false);
          void run(clearFootprints, t('tracks.cleared'));
        }}
      >
        <Text>{t('tracks.clearText')}</Text>
      </ConfirmDialog>
    </PageFrame>
  );
}
