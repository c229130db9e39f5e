import { API_PATHS, type LogisticsCompany, type LogisticsCompanyPage } from '@mall/schemas';
import { request } from './request.ts';

/** How many courier companies the list asks for at once (spec 02: pageSize 200). */
export const LOGISTICS_PAGE_SIZE = 200;

/**
 * The courier companies in service a return may be sent back with, in the mall's order
 * (GET /buyer/other/logistics: pageNumber 1, pageSize 200, disabled OPEN, as spec 02 asks).
 */
export async function fetchLogisticsCompanies(): Promise<LogisticsCompany[]> {
  const page = await request<LogisticsCompanyPage>(API_PATHS.logisticsCompanies, {
    query: { pageNumber: 1, pageSize: LOGISTICS_PAGE_SIZE, disabled: 'OPEN' },
    // The return form says it could not load them, beside its select.
    quiet: true,
  });
  return page.records;
}
