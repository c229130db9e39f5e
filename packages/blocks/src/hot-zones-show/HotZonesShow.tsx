import type { BlockProps } from '@mall/runtime';
import type { HotZonesShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { hotZonesShowMessages } from './hot-zones-show-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { HotZoneConfirmButton, needsHotZoneConfirm, useHotZoneConfirm } from '../parts/HotZoneConfirm.tsx';
import { HOT_ZONE_FOCUS_RING, HotZonesPicture, hotZoneBox } from '../parts/HotZonesPicture.tsx';
import { DaysCounter } from '../parts/DaysCounter.tsx';

/** Picture size when the block does not say: 1200x400. */
export const HOT_ZONES_DEFAULT_SIZE = { width: 1200, height: 400 } as const;

/**
 * A picture with clickable areas, scaled to the page width. A zone whose link contains `countdown`
 * shows a 3-digit days counter; a `planCaseUseTo=2` zone with a text asks first ('prompt').
 */
export function HotZonesShow({ name, options }: BlockProps<HotZonesShowOptions>) {
  const { t } = useBlockTranslation(hotZonesShowMessages);
  const confirm = useHotZoneConfirm();
  const width = options.imgWidth ?? HOT_ZONES_DEFAULT_SIZE.width;
  const height = options.imgHeight ?? HOT_ZONES_DEFAULT_SIZE.height;
  const label = name?.trim() || t('hotZonesShow.label');
  const now = new Date();

  return (
    <BlockFrame head={options.head} label={label}>
      <HotZonesPicture src={options.img} alt={options.alt?.trim() || label} width={width} height={height}>
        {options.list.map((zone, i) => {
          const zoneName = zone.title?.trim() || label;
          const counter = zone.url?.includes('countdown') ? <DaysCounter url={zone.url} now={now} /> : null;
          if (needsHotZoneConfirm(zone)) {
            return (
              <HotZoneConfirmButton key={i} zone={zone} onAsk={confirm.ask} aria-label={zoneName}>
                {counter}
              </HotZoneConfirmButton>
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
      {confirm.dialog}
    </BlockFrame>
  );
}
