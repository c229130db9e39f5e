import { atom } from 'jotai';

const DEVICE_ID_KEY = 'uuid';

/** Reads the device id from localStorage `uuid`, creating and storing one on the first visit. */
export function readOrCreateDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = createDeviceId();
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    // Without storage the id lasts for this visit only, which is all the server can expect then.
    return createDeviceId();
  }
}

function createDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http LAN hosts fall back to getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id sent as the `uuid` header; generated once per browser and kept in localStorage. */
export const deviceIdAtom = atom(() => readOrCreateDeviceId());
