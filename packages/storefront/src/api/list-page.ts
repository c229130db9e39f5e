/** Which page of a member list (coupons, favourites, footprints), from 1, and how many per page. */
export interface ListPageRequest {
  pageNumber: number;
  pageSize: number;
}
