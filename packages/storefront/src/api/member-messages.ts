import {
  API_PATHS,
  type LeaveMessage,
  type LeaveMessagePage,
  type LeaveMessageRequest,
  type StationMessagePage,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request } from './request.ts';

// The calls of /home/message (spec 03 section 7). Leaving a message is quiet: a refusal (a text over
// 300 characters) rejects with the server's message for the form to show, keeping what was typed.

/** A page of the messages the member left, the newest first, with the service's replies. */
export function fetchLeftMessages({ pageNumber, pageSize }: ListPageRequest): Promise<LeaveMessagePage> {
  return request<LeaveMessagePage>(API_PATHS.userMessages, { query: { pageNumber, pageSize } });
}

/** Leaves a message or suggestion; answers it as stored. */
export function leaveMessage(input: LeaveMessageRequest): Promise<LeaveMessage> {
  return request<LeaveMessage>(API_PATHS.userLeaveMessage, jsonBody(input, { quiet: true }));
}

/** A page of the member's station messages, unread first, with the unread count. */
export function fetchStationMessages({ pageNumber, pageSize }: ListPageRequest): Promise<StationMessagePage> {
  return request<StationMessagePage>(API_PATHS.memberMessages, { query: { pageNumber, pageSize } });
}

/** Marks one of the member's station messages read. */
export function markStationMessageRead(id: string): Promise<null> {
  return request<null>(API_PATHS.memberMessage(id), { method: 'PUT' });
}

/** Deletes one of the member's station messages. */
export function deleteStationMessage(id: string): Promise<null> {
  return request<null>(API_PATHS.memberMessage(id), { method: 'DELETE' });
}
