/** The member's after-sale requests. */
export const AFTER_SALES_PATH = '/home/afterService';

/** Requests per page of the after-sale list. Defaults to `10`. */
export const AFTER_SALES_PAGE_SIZE = 10;

/** Most characters of a problem description (the server's limit). */
export const PROBLEM_DESC_MAX = 512;

/** Most characters of a contact name (the server's limit). */
export const CONTACT_NAME_MAX = 20;

/** Most characters of a message to customer service (the server's limit). */
export const AFTER_SALE_MESSAGE_MAX = 300;

/** One request in full. */
export function afterSaleDetailPath(sn: string): string {
  return `/afterServiceDetail?${new URLSearchParams({ sn })}`;
}

/** The order an item belongs to. */
export function orderDetailPath(sn: string): string {
  return `/home/OrderDetail?${new URLSearchParams({ sn })}`;
}

/** A return's tracking number: 4 to 40 letters, digits or dashes (the server's `afterSaleDeliveryBody`). */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
