import type { BlockProps } from '@mall/runtime';
import type { HotZonesShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { hotZonesShowMessages } from './hot-zones-show-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { HotZonesMap } from '../parts/HotZonesMap.tsx';

/**
 * A picture with clickable areas, scaled to the page width, each named by its title, else after the
 * block. A zone whose link contains `countdown` shows a 3-digit days counter; a `planCaseUseTo=2` zone
 * with a text asks first ('prompt').
 */
export function HotZonesShow({ name, options }: BlockProps<HotZonesShowOptions>) {
  const { t } = useBlockTranslation(hotZonesShowMessages);
  const label = name?.trim() || t('hotZonesShow.label');

  return (
    <BlockFrame head={options.head} label={label}>
      <HotZonesMap options={options} label={label} zoneName={(zone) => zone.title?.trim() || label} />
    </BlockFrame>
  );
}
