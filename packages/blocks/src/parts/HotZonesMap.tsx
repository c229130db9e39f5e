import { BlockLink } from './BlockLink.tsx';
import { DaysCounter } from './DaysCounter.tsx';
import {
  HotZoneConfirmButton,
  needsHotZoneConfirm,
  useHotZoneConfirm,
  type ConfirmableZone,
} from './HotZoneConfirm.tsx';
import { HOT_ZONE_FOCUS_RING, HotZonesPicture, hotZoneBox, type HotZoneRect } from './HotZonesPicture.tsx';
import { HOT_ZONES_DEFAULT_SIZE } from './layout.ts';

/** A zone as the hot-zone blocks store it: its rectangle, its link, its name and its prompt text. */
export interface MappedHotZone extends HotZoneRect, ConfirmableZone {
  /** Accessible name of the area. */
  title?: string;
}

/** What the hot-zone blocks store of their picture and its zones. */
export interface HotZonesOptions {
  img: string;
  /** Alternative text of the picture; the block's name when empty. */
  alt?: string;
  /** Intrinsic size of the picture, in px; the zones are laid on its aspect ratio. Defaults to 1200x400. */
  imgWidth?: number;
  imgHeight?: number;
  list: readonly MappedHotZone[];
}

/** Props of {@link HotZonesMap}. */
export interface HotZonesMapProps {
  options: HotZonesOptions;
  /** What the block is called: the picture's alt text when it has none of its own. */
  label: string;
  /** The accessible name of a zone (its title, else what the block calls it), from its place in the list. */
  zoneName: (zone: MappedHotZone, index: number) => string;
}

/**
 * A picture with clickable areas (spec 01 sections 4 and 5), shared by the home page's and the special
 * page's hot zones: each zone with a link is a named link over its rectangle; a `planCaseUseTo=2` zone
 * with a text asks first ('prompt'); a zone whose link contains `countdown` shows the days counter. A
 * zone without a link is left out: there is nothing to click or read in it.
 */
export function HotZonesMap({ options, label, zoneName }: HotZonesMapProps) {
  const confirm = useHotZoneConfirm();
  const now = new Date();

  return (
    <>
      <HotZonesPicture
        src={options.img}
        alt={options.alt?.trim() || label}
        width={options.imgWidth ?? HOT_ZONES_DEFAULT_SIZE.width}
        height={options.imgHeight ?? HOT_ZONES_DEFAULT_SIZE.height}
      >
        {options.list.map((zone, i) => {
          if (!zone.url?.trim()) return null;
          const name = zoneName(zone, i);
          const counter = zone.url.includes('countdown') ? <DaysCounter url={zone.url} now={now} /> : null;
          return needsHotZoneConfirm(zone) ? (
            <HotZoneConfirmButton key={i} zone={zone} onAsk={confirm.ask} aria-label={name}>
              {counter}
            </HotZoneConfirmButton>
          ) : (
            <BlockLink
              key={i}
              url={zone.url}
              aria-label={name}
              _focusVisible={HOT_ZONE_FOCUS_RING}
              {...hotZoneBox(zone)}
            >
              {counter}
            </BlockLink>
          );
        })}
      </HotZonesPicture>
      {confirm.dialog}
    </>
  );
}
