import { Box } from '@chakra-ui/react';
import { BlockProviders, loadBlockRegistry, PAGE_WIDTH } from '@mall/blocks';
import { PageRenderer, type BlockRegistry } from '@mall/runtime';
import type { BlockType } from '@mall/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPreviewServices } from '../preview/preview-services.ts';
import { useStudioSession } from '../session/StudioSession.tsx';
import { exampleOptions } from './block-examples.ts';

const PICTURE_WIDTH = 240;
const PICTURE_HEIGHT = 120;

/**
 * A block type's schema example, drawn by the block itself at a fifth of its size: what the
 * operator gets when adding it. Decorative beside the type's name and description.
 */
export function ExamplePicture({ type }: { type: BlockType }) {
  const { i18n } = useTranslation();
  const { uuid } = useStudioSession();
  const [page, setPage] = useState<object | null>(null);
  const [registry, setRegistry] = useState<BlockRegistry | null>(null);
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const services = useMemo(
    () => createPreviewServices({ locale, platform: 'DZPT', customPage: false }, uuid),
    [locale, uuid],
  );

  useEffect(() => {
    let live = true;
    void Promise.all([exampleOptions(type), loadBlockRegistry()]).then(([options, loaded]) => {
      if (!live) return;
      setPage({ list: [{ key: 'example', type, options }] });
      setRegistry(loaded);
    });
    return () => {
      live = false;
    };
  }, [type]);

  return (
    <Box
      aria-hidden="true"
      w={`${PICTURE_WIDTH}px`}
      h={`${PICTURE_HEIGHT}px`}
      overflow="hidden"
      bg="bg.muted"
      borderRadius="sm"
      pointerEvents="none"
      inert
    >
      {page && registry ? (
        <Box w={`${PAGE_WIDTH}px`} css={{ zoom: PICTURE_WIDTH / PAGE_WIDTH }}>
          <BlockProviders services={services}>
            <PageRenderer page={page} registry={registry} />
          </BlockProviders>
        </Box>
      ) : null}
    </Box>
  );
}
