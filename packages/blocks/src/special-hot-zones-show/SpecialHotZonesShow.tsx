import { VisuallyHidden } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { SpecialHotZonesShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { DaysCounter } from '../parts/DaysCounter.tsx';
import { HotZoneConfirmButton, needsHotZoneConfirm, useHotZoneConfirm } from '../parts/HotZoneConfirm.tsx';
import { HOT_ZONE_FOCUS_RING, HotZonesPicture, hotZoneBox } from '../parts/HotZonesPicture.tsx';
import { SPECIAL_HOT_ZONES_DEFAULT_SIZE } from './special-hot-zones-show-layout.ts';
import { specialHotZonesShowMessages } from './special-hot-zones-show-messages.ts';

/**
 * Hot zones of a special page: a picture scaled to the page column with rectangular links laid over
 * it in percent of the picture. Each area is a named link; an area without a link is left out. A
 * zone whose link contains `countdown` shows the days counter, and a `planCaseUseTo=2` zone with a text
 * asks first ('prompt'), as the home page's hot zones do.
 */
export function SpecialHotZonesShow({ name, options }: BlockProps<SpecialHotZonesShowOptions>) {
  const { t } = useBlockTranslation(specialHotZonesShowMessages);
  const width = options.imgWidth ?? SPECIAL_HOT_ZONES_DEFAULT_SIZE.width;
  const height = options.imgHeight ?? SPECIAL_HOT_ZONES_DEFAULT_SIZE.height;
  const confirm = useHotZoneConfirm();
  const label = name?.trim() || t('specialHotZonesShow.label');
  const now = new Date();

  return (
    <BlockFrame label={label}>
      <HotZonesPicture src={options.img} alt={options.alt?.trim() || label} width={width} height={height}>
        {options.list.map((zone, i) => {
          if (!zone.url?.trim()) return null;
          const content = (
            <>
              <VisuallyHidden>
                {zone.title?.trim() || t('specialHotZonesShow.zone', { name: label, index: i + 1 })}
              </VisuallyHidden>
              {zone.url.includes('countdown') ? <DaysCounter url={zone.url} now={now} /> : null}
            </>
          );
          return needsHotZoneConfirm(zone) ? (
            <HotZoneConfirmButton key={i} zone={zone} onAsk={confirm.ask}>
              {content}
            </HotZoneConfirmButton>
          ) : (
            <BlockLink key={i} url={zone.url} _focusVisible={HOT_ZONE_FOCUS_RING} {...hotZoneBox(zone)}>
              {content}
            </BlockLink>
          );
        })}
      </HotZonesPicture>
      {confirm.dialog}
    </BlockFrame>
  );
}
