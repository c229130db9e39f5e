import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { clearFootprints, deleteFootprints, fetchFootprints } from '../api/footprints.ts';
import { GoodsGrid } from '../catalogue/GoodsGrid.tsx';
import { SavedGoodsTile } from '../catalogue/SavedGoodsTile.tsx';
import { LoadedList } from '../catalogue/LoadedList.tsx';
import { useCatalogueStrings } from '../catalogue/useCatalogueStrings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { TitledPage } from '../shell/TitledPage.tsx';
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
    <TitledPage
      title={t('tracks.title')}
      aside={
        tracks.data && tracks.data.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {t('tracks.clear')}
          </Button>
        ) : null
      }
    >
      <LoadedList state={tracks} isEmpty={(data) => data.length === 0} emptyTitle={t('tracks.empty')}>
        {(data) => (
          <GoodsGrid label={t('tracks.list')}>
            {data.map((footprint) => (
              <SavedGoodsTile
                key={footprint.id}
                goods={footprint}
                image={footprint.thumbnail}
                action={{
                  label: t('tracks.remove'),
                  itemLabel: t('tracks.removeItem', { name: footprint.goodsName }),
                  busy: removing === footprint.id,
                  onClick: () => {
                    setRemoving(footprint.id);
                    void run(() => deleteFootprints([footprint.id])).finally(() => setRemoving(null));
                  },
                }}
              />
            ))}
          </GoodsGrid>
        )}
      </LoadedList>
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
    </TitledPage>
  );
}
