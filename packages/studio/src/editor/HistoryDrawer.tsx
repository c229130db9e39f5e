import { Badge, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageVersion } from '../api/studio-types.ts';
import { useStudioSession } from '../session/StudioSession.tsx';

/** Props of {@link HistoryDrawer}. */
export interface HistoryDrawerProps {
  pageId: string;
  open: boolean;
  /** The version visitors see now; null when none (never published, or another page holds its slot). */
  current: number | null;
  onClose: () => void;
  /** Republishes an old version as a new one. */
  onRollback: (version: number) => void;
}

function summaryText(t: TFunction, version: PageVersion): string {
  const { added, removed, moved, changed } = version.summary;
  const parts = [
    added.length ? t('history.added', { count: added.length }) : '',
    removed.length ? t('history.removed', { count: removed.length }) : '',
    moved.length ? t('history.moved', { count: moved.length }) : '',
    changed.length ? t('history.changed', { count: changed.length }) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(t('history.separator')) : t('history.same');
}

/** The published versions, newest first: who, when, what changed; any but the current can come back. */
export function HistoryDrawer({ pageId, open, current, onClose, onRollback }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation('studio');
  const { api } = useStudioSession();
  const { data, error } = useSWR(open ? ['history', pageId, current] : null, () => api.history(pageId));
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('history.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {error ? (
                <Text color="fg.error">{error instanceof Error ? error.message : String(error)}</Text>
              ) : null}
              {data && data.length === 0 ? <Text>{t('history.none')}</Text> : null}
              <Stack as="ol" gap="3" listStyleType="none">
                {data?.map((version) => (
                  <Stack as="li" key={version.version} borderWidth="1px" borderRadius="md" p="3" gap="1">
                    <Text fontWeight="bold">
                      {t('history.version', { version: version.version })}{' '}
                      {version.version === current ? (
                        <Badge colorPalette="green">{t('history.current')}</Badge>
                      ) : null}
                    </Text>
                    <Text fontSize="sm">
                      {new Date(version.publishedAt).toLocaleString(i18n.language)} ·{' '}
                      {version.operator?.nickName ?? t('history.seed')}
                      {version.rollbackOf !== null
                        ? ` · ${t('history.rollbackOf', { version: version.rollbackOf })}`
                        : ''}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {summaryText(t, version)}
                    </Text>
                    {version.version !== current ? (
                      <Button
                        size="xs"
                        variant="outline"
                        alignSelf="start"
                        onClick={() => onRollback(version.version)}
                      >
                        {t('history.rollback', { version: version.version })}
                      </Button>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('action.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
