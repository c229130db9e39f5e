import {
  API_PATHS,
  type RedPacketBatch,
  type RedPacketPermission,
  type RedPacketReceipt,
  type RedPacketReceiveRequest,
} from '@mall/schemas';
import { jsonBody, request } from './request.ts';

// The red-packet calls (spec 03 section 7). The widget is background to the home page, so its
// checks are quiet; receiving is quiet too: the game shows a refusal in its own result panel.

/** Whether a red packet waits for the member (the home page's tip). */
export function fetchRedPacketPermission(): Promise<RedPacketPermission> {
  return request<RedPacketPermission>(API_PATHS.packetPermissions, { method: 'POST', quiet: true });
}

/** The batch the game is played for, or null when none is open for the member. */
export function fetchRedPacketBatch(): Promise<RedPacketBatch | null> {
  return request<RedPacketBatch | null>(API_PATHS.packetQuery, { method: 'POST', quiet: true });
}

/** Receives the batch's packet; the server decides the amount and pays it once. */
export function receiveRedPacket(body: RedPacketReceiveRequest): Promise<RedPacketReceipt> {
  return request<RedPacketReceipt>(API_PATHS.packetReceive, jsonBody(body, { quiet: true }));
}
