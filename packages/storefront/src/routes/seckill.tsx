import { SeckillPage } from '../seckill/SeckillPage.tsx';

/** `/seckill?marketId=`: the flash-sale sessions by start time and the chosen session's goods. */
export function SeckillRoute() {
  return <SeckillPage />;
}
