import type { RedPacketBatch } from '@mall/schemas';

/** The spring batch of welfare-point red packets, open until the end of March (the red packet's tests). */
export const SPRING_BATCH: RedPacketBatch = {
  batchNo: 'RP-2026-SPRING',
  name: '春季福利红包',
  unit: '福利积分',
  endTime: '2026-03-31T08:00:00.000Z',
};
