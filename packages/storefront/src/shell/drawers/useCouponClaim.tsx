import type { Coupon } from '@mall/schemas';
import { useState, type ReactNode } from 'react';
import { ClaimedDialog } from './ClaimedDialog.tsx';

/**
 * Claiming coupons from a list (the coupons drawer, the coupon center): which one is being claimed,
 * and the "claimed" dialog once one went through. `afterClaim` refreshes what the claim changed.
 */
export function useCouponClaim(
  claimCoupon: (id: string) => Promise<unknown>,
  afterClaim: () => void,
): { claiming: string | null; claim: (coupon: Coupon) => Promise<void>; claimedDialog: ReactNode } {
  const [claiming, setClaiming] = useState<string | null>(null);
  // The last claimed coupon stays while the dialog closes, so its buttons do not vanish mid-animation.
  const [claimed, setClaimed] = useState<Coupon | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const claim = async (coupon: Coupon) => {
    setClaiming(coupon.id);
    try {
      await claimCoupon(coupon.id);
      setClaimed(coupon);
      setDialogOpen(true);
      afterClaim();
    } catch {
      // The request layer has shown the server's message (already claimed, none left...).
    } finally {
      setClaiming(null);
    }
  };

  const claimedDialog = claimed ? (
    <ClaimedDialog open={dialogOpen} coupon={claimed} onClose={() => setDialogOpen(false)} />
  ) : null;
  return { claiming, claim, claimedDialog };
}
