import type { PointClassType } from '@mall/schemas';

// Every point type once: the compiler fails here when points.schema.json gains or loses one.
const KNOWN = {
  MALL: true,
  REWARDS: true,
  UNION: true,
  WELFARE_VOUCHER: true,
  EPIDEMIC: true,
  FARMER: true,
  COOL: true,
  CHOCOLATE: true,
  IAP: true,
  COMMON: true,
} as const satisfies Record<PointClassType, true>;

/** The point type named by a query value, or undefined for anything else. */
export function pointClassTypeOf(value: string | null): PointClassType | undefined {
  return value !== null && Object.hasOwn(KNOWN, value) ? (value as PointClassType) : undefined;
}
