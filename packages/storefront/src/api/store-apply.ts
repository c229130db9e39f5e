import {
  API_PATHS,
  type StoreApplication,
  type StoreApplyCompany,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import { jsonBody, request } from './request.ts';

// The member's store-settlement application (/shopEntry). The three steps are quiet: a refusal
// (a taken store name, a step out of order) rejects with the server's message for the form to
// show beside its buttons, instead of a toast that vanishes.

/** The member's application, or null before they save its company step. */
export function fetchStoreApplication(): Promise<StoreApplication | null> {
  return request<StoreApplication | null>(API_PATHS.storeApply);
}

const putStep = (path: string, body: object) =>
  request<StoreApplication>(path, jsonBody(body, { method: 'PUT', quiet: true }));

/** Saves the company step (starting the application as a draft); answers the application. */
export function saveStoreApplyCompany(company: StoreApplyCompany): Promise<StoreApplication> {
  return putStep(API_PATHS.storeApplyCompany, company);
}

/** Saves the finance step; answers the application. */
export function saveStoreApplyFinance(finance: StoreApplyFinance): Promise<StoreApplication> {
  return putStep(API_PATHS.storeApplyFinance, finance);
}

/** Saves the store step, submitting the application for review; answers the application. */
export function submitStoreApplyStore(store: StoreApplyStore): Promise<StoreApplication> {
  return putStep(API_PATHS.storeApplyStore, store);
}
