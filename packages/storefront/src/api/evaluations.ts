import {
  API_PATHS,
  type EvaluationRequest,
  type GoodsDetail,
  type GoodsEvaluationPage,
  type MemberEvaluation,
} from '@mall/schemas';
import { jsonBody, request } from './request.ts';

/**
 * Reviews an item of one of the member's completed orders and answers the review. A refusal (the
 * order not completed, reviewed before, bad input) is the server's message in the caller's language,
 * shown by the request layer.
 */
export function createEvaluation(review: EvaluationRequest): Promise<MemberEvaluation> {
  return request<MemberEvaluation>(API_PATHS.evaluations, jsonBody(review));
}

/** A page of a goods' reviews, newest first, with their count and average stars. */
export function fetchGoodsEvaluations(
  goodsId: string,
  page: { pageNumber: number; pageSize: number },
): Promise<GoodsEvaluationPage> {
  return request<GoodsEvaluationPage>(API_PATHS.goodsEvaluations(goodsId), {
    query: { pageNumber: String(page.pageNumber), pageSize: String(page.pageSize) },
    quiet: true,
  });
}

/**
 * The catalogue pictures of a SKU's goods, which a review may show (the server takes no other).
 * Quiet: the form then offers no pictures.
 */
export async function fetchReviewPictures(skuId: string): Promise<string[]> {
  const detail = await request<GoodsDetail>(API_PATHS.skuDetail(skuId), { quiet: true });
  return detail.productImages;
}
