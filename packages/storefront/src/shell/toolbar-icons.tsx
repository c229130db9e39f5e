import { Icon, type IconProps } from '@chakra-ui/react';

// Line icons of the side toolbar and toolkit (24 x 24, stroked in the current colour). Drawn here:
// the storefront has no icon library, and eight small paths do not justify one.

function LineIcon({ path, ...props }: IconProps & { path: string }) {
  // Chakra's Icon styles its one child, so the child is the whole <svg>.
  return (
    <Icon boxSize="5" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Icon>
  );
}

export const MemberIcon = (props: IconProps) => (
  <LineIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" {...props} />
);
export const CartIcon = (props: IconProps) => (
  <LineIcon
    path="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9 20h.01M17 20h.01"
    {...props}
  />
);
export const OrdersIcon = (props: IconProps) => (
  <LineIcon
    path="M8 4h8M7 4H6a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1M8 10h8M8 14h8M8 18h5"
    {...props}
  />
);
export const CouponIcon = (props: IconProps) => (
  <LineIcon
    path="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7Zm11-2v14"
    {...props}
  />
);
export const AssetsIcon = (props: IconProps) => (
  <LineIcon path="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7Zm0 0 11-3v3m1 7h.01" {...props} />
);
export const FootprintsIcon = (props: IconProps) => (
  <LineIcon path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2" {...props} />
);
export const FavoritesIcon = (props: IconProps) => (
  <LineIcon path="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" {...props} />
);
export const QrIcon = (props: IconProps) => (
  <LineIcon path="M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2m-6 4h6v2" {...props} />
);
export const TopIcon = (props: IconProps) => <LineIcon path="M5 4h14M12 20V9m-5 5 5-5 5 5" {...props} />;
