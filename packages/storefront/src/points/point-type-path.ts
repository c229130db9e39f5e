import type { PointClassType } from '@mall/schemas';

/** `/home/pointTypeDetail` of one point type. */
export function pointTypeDetailPath(classType: PointClassType): string {
  return `/home/pointTypeDetail?${new URLSearchParams({ classType })}`;
}
