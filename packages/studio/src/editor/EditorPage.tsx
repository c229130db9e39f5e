import { Alert, Box, Button, Grid, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { blockSetOfPage, type BlockType } from '@mall/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StudioApiError } from '../api/studio-request.ts';
import type { CheckedPage, StudioPageDetail } from '../api/studio-types.ts';
import { PageStateBadge } from '../page-list/PageListPage.tsx';
import { PreviewPane } from '../preview/PreviewPane.tsx';
import { useStudioSession } from '../session/StudioSession.tsx';
import { BlockCatalogue } from './BlockCatalogue.tsx';
import { BlockList } from './BlockList.tsx';
import { BlockPanel, type FieldFocus } from './BlockPanel.tsx';
import { exampleOptions } from './block-examples.ts';
import { blockTypeName } from './block-type-name.ts';
import {
  editPage,
  newBlockKey,
  pageText,
  readPage,
  type EditorPage as Page,
  type PageEdit,
} from './editor-page.ts';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import { ImportButton } from './ImportButton.tsx';
import { downloadPage } from './page-file.ts';
import { findProblems, type PageProblemRow } from './page-problems.ts';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { useStableHandler } from './useStableHandler.ts';

/** A line under the toolbar: what the last action did. */
interface Outcome {
  status: 'success' | 'error' | 'warning';
  text: string;
}

/**
 * The editor of one page: its blocks (add, reorder, duplicate, remove), the selected block's form,
 * the live preview, the problems, and saving, publishing, history and rollback. Publishing waits
 * until the page has no problem, and says so.
 */
export function EditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('studio');
  const { api, locale } = useStudioSession();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<StudioPageDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [page, setPage] = useState<Page>({ list: [] });
  const [savedText, setSavedText] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [focus, setFocus] = useState<FieldFocus | null>(null);
  const [problems, setProblems] = useState<PageProblemRow[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'rollback' | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const focusCount = useRef(0);

  const show = useCallback((checked: CheckedPage) => {
    const { page: loaded, readable } = readPage(checked.page.pageData);
    setDetail(checked.page);
    setPage(loaded);
    setSavedText(pageText(loaded));
    if (!readable) setOutcome({ status: 'warning', text: 'unreadable' });
  }, []);

  useEffect(() => {
    let live = true;
    api.get(id).then(
      (checked) => live && show(checked),
      (failure: unknown) =>
        live && setLoadError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [api, id, show]);

  const kind = detail ? { platform: detail.platform, pageType: detail.pageType } : null;
  // The checks run on every change; the last change's answer wins.
  useEffect(() => {
    if (!kind) return;
    let live = true;
    void findProblems(page, kind, locale).then((found) => live && setProblems(found));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, kind?.platform, kind?.pageType, locale]);

  // Written once per change of the page, not on every render (a 100-block page is 100 blocks of JSON).
  const currentText = useMemo(() => pageText(page), [page]);
  const dirty = detail !== null && currentText !== savedText;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (change: PageEdit) => setPage((current) => editPage(current, change));
  const moveBlock = useStableHandler((from: number, to: number) => edit({ kind: 'move', from, to }));
  const duplicateBlock = useStableHandler((key: string) => {
    const newKey = newBlockKey(page);
    edit({ kind: 'duplicate', key, newKey });
    setSelectedKey(newKey);
  });
  const removeBlock = useStableHandler((key: string) => {
    edit({ kind: 'remove', key });
    if (selectedKey === key) setSelectedKey(null);
  });
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems ?? []) counts.set(problem.key, (counts.get(problem.key) ?? 0) + 1);
    return counts;
  }, [problems]);

  if (loadError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{loadError}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!detail || !kind) return <Spinner m="8" />;

  const failed = (failure: unknown) =>
    setOutcome({ status: 'error', text: failure instanceof Error ? failure.message : String(failure) });

  const save = async (): Promise<StudioPageDetail | null> => {
    try {
      const text = pageText(page);
      const checked = await api.save(detail.id, { revision: detail.draftRevision, pageData: text });
      setDetail(checked.page);
      setSavedText(text);
      return checked.page;
    } catch (failure) {
      if (failure instanceof StudioApiError && failure.status === 409) {
        setOutcome({ status: 'error', text: t('editor.stale') });
      } else failed(failure);
      return null;
    }
  };

  const saveDraft = async () => {
    setBusy('save');
    const saved = await save();
    if (saved) setOutcome({ status: 'success', text: t('editor.saved') });
    setBusy(null);
  };

  const publish = async () => {
    setBusy('publish');
    try {
      const saved = dirty ? await save() : detail;
      if (saved) {
        const checked = await api.release(saved.id, saved.draftRevision);
        show(checked);
        setOutcome({
          status: 'success',
          text: t('editor.published', { version: checked.page.publishedVersion }),
        });
      }
    } catch (failure) {
      if (failure instanceof StudioApiError && failure.status === 409) {
        setOutcome({ status: 'error', text: t('editor.stale') });
      } else failed(failure);
    } finally {
      setBusy(null);
    }
  };

  const rollback = async (version: number) => {
    if (dirty && !window.confirm(t('editor.rollbackLosesDraft'))) return;
    setBusy('rollback');
    try {
      const checked = await api.rollback(detail.id, version);
      show(checked);
      setHistoryOpen(false);
      setOutcome({
        status: 'success',
        text: t('editor.rolledBack', { version, current: checked.page.publishedVersion }),
      });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  };

  const addBlock = async (type: BlockType) => {
    setCatalogueOpen(false);
    const options = await exampleOptions(type);
    const key = newBlockKey(page);
    const at = selectedKey ? page.list.findIndex((block) => block.key === selectedKey) + 1 : page.list.length;
    edit({ kind: 'add', block: { key, type, name: blockTypeName(t, type), options }, at });
    setSelectedKey(key);
  };

  const openPreview = async () => {
    try {
      const link = await api.previewLink(detail.id);
      window.open(link.path, '_blank', 'noopener');
    } catch (failure) {
      failed(failure);
    }
  };

  const makeEnglish = async () => {
    try {
      const made = await api.add({
        name: `${detail.name} (English)`,
        platform: detail.platform,
        pageType: detail.pageType,
        oneId: detail.oneId,
        englishOf: detail.id,
        pageData: pageText(page),
      });
      void navigate(`/pages/${encodeURIComponent(made.page.id)}`);
    } catch (failure) {
      failed(failure);
    }
  };

  const problemCount = problems?.length ?? 0;
  // Live as drafted: nothing to publish, unless another page took its slot since (publishing takes it back).
  const upToDate = !dirty && detail.state === 'published' && (detail.inSlot || detail.englishOf !== null);
  const publishBlocked = problems === null || problemCount > 0;
  const selected = page.list.find((block) => block.key === selectedKey) ?? null;

  return (
    <Grid templateRows="auto auto 1fr" h="calc(100vh - 56px)" gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" minW="0">
          <Link to="/">{t('editor.back')}</Link>
          <Heading as="h1" size="md" truncate>
            {detail.name}
          </Heading>
          <PageStateBadge state={detail.state} />
          <Text fontSize="sm" color="fg.muted">
            {t(`platform.${detail.platform}`)} · {t(`pageType.${detail.pageType}`)} ·{' '}
            {detail.oneId ?? t('page.shared')}
            {detail.englishOf ? ` · ${t('page.englishVersion')}` : ''}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {detail.englishOf ? (
            <Button size="sm" variant="ghost" asChild>
              <Link to={`/pages/${encodeURIComponent(detail.englishOf)}`}>{t('editor.openChinese')}</Link>
            </Button>
          ) : detail.idEn && detail.idEn !== detail.id ? (
            <Button size="sm" variant="ghost" asChild>
              <Link to={`/pages/${encodeURIComponent(detail.idEn)}`}>{t('editor.openEnglish')}</Link>
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => void makeEnglish()}>
              {t('editor.makeEnglish')}
            </Button>
          )}
          <ImportButton
            blockSet={blockSetOfPage(kind)}
            onImported={(imported, note) => {
              if (imported) {
                setPage(imported);
                setSelectedKey(null);
              }
              setOutcome(note);
            }}
          />
          <Button size="sm" variant="outline" onClick={() => downloadPage(page, detail.name)}>
            {t('editor.export')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void openPreview()}>
            {t('editor.previewLink')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)}>
            {t('editor.history')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void saveDraft()}
            loading={busy === 'save'}
            disabled={!dirty}
          >
            {dirty ? t('editor.save') : t('editor.savedShort')}
          </Button>
          <Button
            size="sm"
            colorPalette="red"
            onClick={() => void publish()}
            loading={busy === 'publish'}
            disabled={publishBlocked || upToDate}
            aria-describedby="publish-status"
          >
            {t('editor.publish')}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="1">
        <Text
          id="publish-status"
          fontSize="sm"
          color={publishBlocked ? 'fg.error' : 'fg.muted'}
          role="status"
        >
          {problems === null
            ? t('editor.checking')
            : problemCount > 0
              ? t('editor.publishBlocked', { count: problemCount })
              : upToDate
                ? t('editor.nothingToPublish')
                : !detail.inSlot && detail.englishOf === null && detail.state !== 'draft'
                  ? t('editor.notInSlot')
                  : t('editor.readyToPublish')}
        </Text>
        {outcome ? (
          <Alert.Root status={outcome.status} size="sm">
            <Alert.Indicator />
            <Alert.Title>{outcome.text === 'unreadable' ? t('editor.unreadable') : outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
      <Grid templateColumns="280px 1fr 420px" gap="3" minH="0">
        <Stack minH="0" overflow="auto" gap="2">
          <Button size="sm" colorPalette="red" variant="subtle" onClick={() => setCatalogueOpen(true)}>
            {t('blocks.add')}
          </Button>
          {page.list.length === 0 ? <Text fontSize="sm">{t('blocks.none')}</Text> : null}
          <BlockList
            blocks={page.list}
            selectedKey={selectedKey}
            problemCounts={problemCounts}
            onSelect={setSelectedKey}
            onMove={moveBlock}
            onDuplicate={duplicateBlock}
            onRemove={removeBlock}
          />
        </Stack>
        <Grid templateRows="1fr auto" minH="0" gap="2">
          <Box minH="0" borderWidth="1px" borderRadius="md" overflow="hidden">
            <PreviewPane
              page={page}
              blockSet={blockSetOfPage(kind)}
              kind={{
                locale: detail.isEnglish ? 'en-US' : 'zh-CN',
                platform: detail.platform,
                customPage: detail.pageType === 'CUSTOM',
              }}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
            />
          </Box>
          <Box maxH="200px" overflow="auto">
            <ProblemsPanel
              problems={problems ?? []}
              onJump={(problem) => {
                setSelectedKey(problem.key);
                focusCount.current += 1;
                setFocus({ key: problem.key, field: problem.field, n: focusCount.current });
              }}
            />
          </Box>
        </Grid>
        <Box
          minH="0"
          overflow="auto"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          as="section"
          aria-label={t('block.panel')}
        >
          {selected ? (
            <BlockPanel
              key={selected.key}
              block={selected}
              problems={(problems ?? []).filter((problem) => problem.key === selected.key)}
              focus={focus}
              onOptions={(options) => edit({ kind: 'options', key: selected.key, options })}
              onRename={(name) => edit({ kind: 'rename', key: selected.key, name })}
            />
          ) : (
            <Text color="fg.muted">{t('block.noneSelected')}</Text>
          )}
        </Box>
      </Grid>
      <BlockCatalogue
        open={catalogueOpen}
        blockSet={blockSetOfPage(kind)}
        onClose={() => setCatalogueOpen(false)}
        onChoose={(type) => void addBlock(type)}
      />
      <HistoryDrawer
        pageId={detail.id}
        open={historyOpen}
        current={detail.inSlot || detail.englishOf !== null ? detail.publishedVersion : null}
        onClose={() => setHistoryOpen(false)}
        onRollback={(version) => void rollback(version)}
      />
    </Grid>
  );
}
