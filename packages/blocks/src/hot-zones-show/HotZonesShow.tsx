import { chakra } from '@chakra-ui/react';
import { useOpenLink, type BlockProps } from '@mall/runtime';
import type { HotZone, HotZonesShowOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { hotZonesShowMessages } from './hot-zones-show-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { HOT_ZONE_FOCUS_RING, HotZonesPicture, hotZoneBox } from '../parts/HotZonesPicture.tsx';
import { linkParam } from '../parts/link-href.ts';
import { DaysCounter } from '../parts/DaysCounter.tsx';

/** Picture size when the block does not say: 1200x400. */
export const HOT_ZONES_DEFAULT_SIZE = { width: 1200, height: 400 } as const;

/** Where OK leads for a family-benefit zone (`familyInfo=1`). */
export const FAMILY_INFO_PATH = '/familyInfo';

/** Whether a zone asks for confirmation first: a `planCaseUseTo=2` link with a content text. */
function needsConfirm(zone: HotZone): boolean {
  return linkParam(zone.url, 'planCaseUseTo') === '2' && Boolean(zone.content?.trim());
}

/**
 * A picture with clickable areas, scaled to the page width. A zone whose link contains `countdown`
 * shows a 3-digit days counter; a `planCaseUseTo=2` zone with a text asks first ('prompt').
 */
export function HotZonesShow({ name, options }: BlockProps<HotZonesShowOptions>) {
  const { t } = useBlockTranslation(hotZonesShowMessages);
  const openLink = useOpenLink();
  const [confirmZone, setConfirmZone] = useState<HotZone | null>(null);
  const width = options.imgWidth ?? HOT_ZONES_DEFAULT_SIZE.width;
  const height = options.imgHeight ?? HOT_ZONES_DEFAULT_SIZE.height;
  const label = name?.trim() || t('hotZonesShow.label');
  const now = new Date();

  const confirmFamily = linkParam(confirmZone?.url, 'familyInfo') === '1';
  const close = () => setConfirmZone(null);

  return (
    <BlockFrame head={options.head} label={label}>
      <HotZonesPicture src={options.img} alt={options.alt?.trim() || label} width={width} height={height}>
        {options.list.map((zone, i) => {
          const zoneName = zone.title?.trim() || label;
          const counter = zone.url?.includes('countdown') ? <DaysCounter url={zone.url} now={now} /> : null;
          if (needsConfirm(zone)) {
            return (
              <chakra.button
                key={i}
                type="button"
                aria-label={zoneName}
                aria-haspopup="dialog"
                onClick={() => setConfirmZone(zone)}
                cursor="pointer"
                _focusVisible={HOT_ZONE_FOCUS_RING}
                {...hotZoneBox(zone)}
              >
                {counter}
              </chakra.button>
            );
          }
          return (
            <BlockLink
              key={i}
              url={zone.url}
              aria-label={zone.url ? zoneName : undefined}
              _focusVisible={HOT_ZONE_FOCUS_RING}
              {...hotZoneBox(zone)}
            >
              {counter}
            </BlockLink>
          );
        })}
      </HotZonesPicture>
      <ConfirmDialog
        open={confirmZone !== null}
        content={confirmZone?.content ?? ''}
        onConfirm={() => {
          const url = confirmZone?.url;
          close();
          void openLink(confirmFamily ? FAMILY_INFO_PATH : url);
        }}
        onCancel={() => {
          const url = confirmZone?.url;
          close();
          if (confirmFamily) void openLink(url);
        }}
        onDismiss={close}
      />
    </BlockFrame>
  );
}
