import { isTaxNumber, type InvoiceRequest } from '@mall/schemas';

/** Most characters of an invoice title (the server's limit). Defaults to `100`. */
export const INVOICE_TITLE_MAX = 100;

/** An invoice request as the member types it. */
export interface InvoiceDraft {
  invoiceType: InvoiceRequest['invoiceType'];
  title: string;
  taxpayerId: string;
  purpose: InvoiceRequest['purpose'];
}

/** A fresh draft: a business invoice listing the goods, nothing typed. */
export const EMPTY_INVOICE: InvoiceDraft = {
  invoiceType: 'BUSINESS',
  title: '',
  taxpayerId: '',
  purpose: 'GOODS_DETAIL',
};

/** What is wrong with a draft, by field: catalogue keys of `invoice.*`. */
export type InvoiceProblems = Partial<
  Record<'title' | 'taxpayerId', 'titleRequired' | 'titleTooLong' | 'taxpayerRequired' | 'taxpayerPattern'>
>;

/**
 * The server's rules (services/invoices.ts), checked before sending so a slip shows beside its field:
 * a title of 1-100 characters; a business invoice needs a taxpayer ID of TAX_NUMBER_PATTERN (lower
 * case taken as upper). The server checks them again.
 */
export function invoiceProblems(draft: InvoiceDraft): InvoiceProblems {
  const problems: InvoiceProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if ([...title].length > INVOICE_TITLE_MAX) problems.title = 'titleTooLong';
  if (draft.invoiceType === 'BUSINESS') {
    const taxpayerId = draft.taxpayerId.trim().toUpperCase();
    if (!taxpayerId) problems.taxpayerId = 'taxpayerRequired';
    else if (!isTaxNumber(taxpayerId)) problems.taxpayerId = 'taxpayerPattern';
  }
  return problems;
}

/** The request sent for a draft: texts trimmed, the taxpayer ID in capitals and only for a business. */
export function invoiceRequestOf(draft: InvoiceDraft): InvoiceRequest {
  return {
    invoiceType: draft.invoiceType,
    title: draft.title.trim(),
    purpose: draft.purpose,
    ...(draft.invoiceType === 'BUSINESS' ? { taxpayerId: draft.taxpayerId.trim().toUpperCase() } : {}),
  };
}
