import { randomUUID } from 'node:crypto';
import type { MemberAddress, MemberAddressInput } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { memberListReader } from './list-page.ts';

// The member's address book (/home/myAddress, /home/addAddress): up to 20 addresses, one of them the
// default. Every query names the member, so another member's address is as unknown as a made-up id.
// Every write runs in one transaction under a lock of the member's row, so two at once never make a
// 21st address or a second default; every refusal writes nothing.

/** Refusals of the address book's rules, in the words the storefront shows. */
export const ADDRESS_MESSAGES = {
  /** An id that is not one of the member's addresses (another member's included). */
  notFound: '地址不存在',
  /** A region id that does not exist, or a city not under its province, a district not under its city. */
  unknownRegion: '地区不存在',
  /** Adding a 21st address. */
  tooMany: '最多保存20个收货地址',
} as const;

/** How many addresses a member may keep. */
export const ADDRESS_BOOK_CAP = 20;

// ---------------------------------------------------------------------------------------------
// Reading

interface AddressRow {
  id: string;
  consigneeName: string;
  mobile: string;
  provinceId: string;
  cityId: string;
  districtId: string | null;
  regionNames: string;
  detail: string;
  postalCode: string;
  email: string;
  landline: string | null;
  remark: string | null;
  alias: string | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const ADDRESS_COLUMNS = `id, consignee_name AS "consigneeName", mobile, province_id AS "provinceId",
  city_id AS "cityId", district_id AS "districtId", region_names AS "regionNames", detail,
  postal_code AS "postalCode", email, landline, remark, alias, is_default AS "isDefault",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The list's order: the default first, then the newest. */
const ADDRESS_ORDER = 'is_default DESC, created_at DESC, id DESC';

function toAddress(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    consigneeName: row.consigneeName,
    mobile: row.mobile,
    regionIds: [row.provinceId, row.cityId, ...(row.districtId === null ? [] : [row.districtId])],
    regionNames: row.regionNames,
    detail: row.detail,
    postalCode: row.postalCode,
    email: row.email,
    landline: row.landline,
    remark: row.remark,
    alias: row.alias,
    isDefault: row.isDefault,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A page of the member's addresses, the default first, then the newest. */
export const listAddresses = memberListReader(
  {
    rows: `SELECT ${ADDRESS_COLUMNS} FROM member_addresses WHERE member_id = $1 ORDER BY ${ADDRESS_ORDER}`,
    countIn: 'member_addresses',
  },
  toAddress,
);

/** One of the member's addresses; another member's or an unknown id: ApiError 404 (地址不存在). */
export async function getAddress(db: DbExecutor, memberId: string, id: string): Promise<MemberAddress> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM member_addresses WHERE member_id = $1 AND id = $2`,
    [memberId, id],
  );
  if (!row) throw new ApiError(404, ADDRESS_MESSAGES.notFound);
  return toAddress(row);
}

/** The member's default address, or null when they have none. */
export async function getDefaultAddress(db: DbExecutor, memberId: string): Promise<MemberAddress | null> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM member_addresses WHERE member_id = $1 AND is_default`,
    [memberId],
  );
  return row ? toAddress(row) : null;
}

/** Whether the member has at least one address. */
export async function hasAddress(db: DbExecutor, memberId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_addresses WHERE member_id = $1 LIMIT 1', [memberId]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The regions of an address, checked: province, city under it and district under the city. */
interface CheckedRegions {
  provinceId: string;
  cityId: string;
  districtId: string | null;
  names: string;
}

/** Checks the region path of an input against the regions table; a broken one: ApiError 400 (地区不存在). */
async function checkRegions(tx: DbExecutor, regionIds: readonly string[]): Promise<CheckedRegions> {
  const rows = await tx.query<{ id: string; parentId: string | null; level: number; name: string }>(
    'SELECT id, parent_id AS "parentId", level, name FROM regions WHERE id = ANY($1::text[])',
    [regionIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Each id must be a region of its level whose parent is the id before it.
  const path = regionIds.map((id, level) => {
    const region = byId.get(id);
    const parentId = level === 0 ? null : regionIds[level - 1];
    if (!region || region.level !== level || region.parentId !== parentId) {
      throw new ApiError(400, ADDRESS_MESSAGES.unknownRegion);
    }
    return region;
  });
  const [province, city, district] = path;
  if (!province || !city) throw new ApiError(400, ADDRESS_MESSAGES.unknownRegion);
  return {
    provinceId: province.id,
    cityId: city.id,
    districtId: district?.id ?? null,
    names: path.map((region) => region.name).join(' '),
  };
}

/** Locks the member's row until the transaction ends: their address writes go one at a time. */
async function lockMember(tx: DbExecutor, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

async function unsetDefault(tx: DbExecutor, memberId: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE member_addresses SET is_default = false, updated_at = $2 WHERE member_id = $1 AND is_default',
    [memberId, now],
  );
}

/** An optional text as stored: empty or left out is none. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The stored values of an address, in the column order both writes use: consignee, mobile, the
 * three region ids and their names, detail, postal code, e-mail, landline, remark, alias, default,
 * and the time of the write.
 */
function storedValues(input: MemberAddressInput, regions: CheckedRegions, isDefault: boolean, now: Date) {
  return [
    input.consigneeName,
    input.mobile,
    regions.provinceId,
    regions.cityId,
    regions.districtId,
    regions.names,
    input.detail,
    input.postalCode,
    input.email,
    orNull(input.landline),
    orNull(input.remark),
    orNull(input.alias),
    isDefault,
    now,
  ];
}

/**
 * Adds an address to the member's book and answers it. It becomes the default when asked to, or
 * when it is the member's first; the former default is unset in the same transaction. Refused for a
 * broken region path and for a 21st address.
 */
export async function addAddress(
  db: Db,
  memberId: string,
  input: MemberAddressInput,
  now: Date,
): Promise<MemberAddress> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_addresses WHERE member_id = $1',
      [memberId],
    );
    const kept = count?.n ?? 0;
    if (kept >= ADDRESS_BOOK_CAP) throw new ApiError(400, ADDRESS_MESSAGES.tooMany);
    const regions = await checkRegions(tx, input.regionIds);
    const isDefault = input.isDefault === true || kept === 0;
    if (isDefault) await unsetDefault(tx, memberId, now);
    const id = `addr-${randomUUID()}`;
    await tx.query(
      `INSERT INTO member_addresses (id, member_id, consignee_name, mobile, province_id, city_id, district_id,
         region_names, detail, postal_code, email, landline, remark, alias, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [id, memberId, ...storedValues(input, regions, isDefault, now)],
    );
    return getAddress(tx, memberId, id);
  });
}

/**
 * Replaces one of the member's addresses with `input` and answers it. `isDefault` true makes it the
 * default (the former one unset in the same transaction); false or left out leaves the default where
 * it is. Another member's or an unknown id: ApiError 404 (地址不存在).
 */
export async function editAddress(
  db: Db,
  memberId: string,
  id: string,
  input: MemberAddressInput,
  now: Date,
): Promise<MemberAddress> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await getAddress(tx, memberId, id);
    const regions = await checkRegions(tx, input.regionIds);
    const isDefault = input.isDefault === true || current.isDefault;
    if (isDefault && !current.isDefault) await unsetDefault(tx, memberId, now);
    await tx.query(
      `UPDATE member_addresses SET consignee_name = $3, mobile = $4, province_id = $5, city_id = $6,
         district_id = $7, region_names = $8, detail = $9, postal_code = $10, email = $11, landline = $12,
         remark = $13, alias = $14, is_default = $15, updated_at = $16
       WHERE member_id = $1 AND id = $2`,
      [memberId, id, ...storedValues(input, regions, isDefault, now)],
    );
    return getAddress(tx, memberId, id);
  });
}

/**
 * Removes one of the member's addresses. Removing the default makes the newest one left the
 * default. Another member's or an unknown id: ApiError 404 (地址不存在).
 */
export async function deleteAddress(db: Db, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [removed] = await tx.query<{ isDefault: boolean }>(
      'DELETE FROM member_addresses WHERE member_id = $1 AND id = $2 RETURNING is_default AS "isDefault"',
      [memberId, id],
    );
    if (!removed) throw new ApiError(404, ADDRESS_MESSAGES.notFound);
    if (!removed.isDefault) return;
    await tx.query(
      `UPDATE member_addresses SET is_default = true, updated_at = $2
       WHERE id = (SELECT id FROM member_addresses WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
      [memberId, now],
    );
  });
}
