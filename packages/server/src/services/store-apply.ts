import {
  isCreditCodeValid,
  type StoreApplication,
  type StoreApplyCompany,
  type StoreApplyFinance,
  type StoreApplyStatus,
  type StoreApplyStore,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

// Store settlement (/shopEntry, "店铺入驻"): a member applies to open a store in three steps, each
// saved on its own (company, finance, store); the third submits the application for review. A
// reviewer (outside this API) passes it, opening a store, or refuses it with a reason, after which
// the member may change it and submit again. Every refusal below writes nothing.

/** Refusals of the application's rules, in the words the storefront shows. */
export const STORE_APPLY_MESSAGES = {
  /** The finance or store step before the company step. */
  companyFirst: '请先填写公司信息',
  /** The store step before the finance step. */
  financeFirst: '请先填写财务信息',
  /** Any step while the application is under review. */
  underReview: '申请审核中，不能修改',
  /** Any step once the store is open. */
  alreadyOpen: '店铺已开通',
  /** A store name an open store or another application under review or passed has. */
  storeNameTaken: '店铺名称已存在',
  /** A credit code whose pattern or check character is wrong. */
  badCreditCode: '请输入正确的统一社会信用代码',
  /** A business category that is no first-level category. */
  unknownCategory: '经营类目不存在',
} as const;

/** Serialises the claims of store names, so two applications submitted together never take one name. */
const STORE_NAME_LOCK_ID = 74_210_009;

// ---------------------------------------------------------------------------------------------
// Reading

/** Every column of a step is null until that step is saved. */
type Unsaved<T> = { [K in keyof T]-?: T[K] | null };

/** An application as it is stored: the company step always, the later ones once saved. */
type ApplicationRow = StoreApplyCompany &
  Unsaved<StoreApplyFinance> &
  Unsaved<StoreApplyStore> & {
    status: StoreApplyStatus;
    refusalReason: string | null;
    storeId: string | null;
    createdAt: Date;
    updatedAt: Date;
    submittedAt: Date | null;
  };

const APPLICATION_COLUMNS = `status,
  company_name AS "companyName", company_address AS "companyAddress", company_phone AS "companyPhone",
  company_email AS "companyEmail", employee_num AS "employeeNum", registered_capital AS "registeredCapital",
  link_name AS "linkName", link_phone AS "linkPhone", license_num AS "licenseNum", legal_name AS "legalName",
  settlement_bank_account_name AS "settlementBankAccountName",
  settlement_bank_account_num AS "settlementBankAccountNum",
  settlement_bank_branch_name AS "settlementBankBranchName",
  settlement_bank_joint_name AS "settlementBankJointName",
  store_name AS "storeName", store_desc AS "storeDesc", store_address_detail AS "storeAddressDetail",
  goods_management_category AS "goodsManagementCategory",
  refusal_reason AS "refusalReason", store_id AS "storeId",
  created_at AS "createdAt", updated_at AS "updatedAt", submitted_at AS "submittedAt"`;

function toApplication(row: ApplicationRow): StoreApplication {
  const finance: StoreApplyFinance | null =
    row.settlementBankAccountName !== null &&
    row.settlementBankAccountNum !== null &&
    row.settlementBankBranchName !== null &&
    row.settlementBankJointName !== null
      ? {
          settlementBankAccountName: row.settlementBankAccountName,
          settlementBankAccountNum: row.settlementBankAccountNum,
          settlementBankBranchName: row.settlementBankBranchName,
          settlementBankJointName: row.settlementBankJointName,
        }
      : null;
  const [firstCategory, ...otherCategories] = row.goodsManagementCategory ?? [];
  const store: StoreApplyStore | null =
    row.storeName !== null &&
    row.storeDesc !== null &&
    row.storeAddressDetail !== null &&
    firstCategory !== undefined
      ? {
          storeName: row.storeName,
          storeDesc: row.storeDesc,
          storeAddressDetail: row.storeAddressDetail,
          goodsManagementCategory: [firstCategory, ...otherCategories],
        }
      : null;
  return {
    status: row.status,
    company: {
      companyName: row.companyName,
      companyAddress: row.companyAddress,
      companyPhone: row.companyPhone,
      companyEmail: row.companyEmail,
      employeeNum: row.employeeNum,
      registeredCapital: row.registeredCapital,
      linkName: row.linkName,
      linkPhone: row.linkPhone,
      licenseNum: row.licenseNum,
      legalName: row.legalName,
    },
    finance,
    store,
    refusalReason: row.refusalReason,
    storeId: row.storeId,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    submitTime: row.submittedAt?.toISOString() ?? null,
  };
}

/** The member's application, or null before they save its company step. */
export async function getStoreApplication(
  db: DbExecutor,
  memberId: string,
): Promise<StoreApplication | null> {
  const [row] = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM store_applications WHERE member_id = $1`,
    [memberId],
  );
  return row ? toApplication(row) : null;
}

async function readSaved(tx: DbExecutor, memberId: string): Promise<StoreApplication> {
  const application = await getStoreApplication(tx, memberId);
  if (!application) throw new Error(`the application of ${memberId} vanished while it was saved`);
  return application;
}

// ---------------------------------------------------------------------------------------------
// Saving the steps

/** The refusal of changing an application in `status`, or null when the member may change it. */
function lockedRefusal(status: StoreApplyStatus): ApiError | null {
  if (status === 'APPLYING') return new ApiError(400, STORE_APPLY_MESSAGES.underReview);
  if (status === 'PASSED') return new ApiError(400, STORE_APPLY_MESSAGES.alreadyOpen);
  return null;
}

/** What saving a later step needs to know of the application, locked until the transaction ends. */
async function lockForChange(
  tx: DbExecutor,
  memberId: string,
): Promise<{ status: StoreApplyStatus; hasFinance: boolean }> {
  const [row] = await tx.query<{ status: StoreApplyStatus; hasFinance: boolean }>(
    `SELECT status, settlement_bank_account_num IS NOT NULL AS "hasFinance"
     FROM store_applications WHERE member_id = $1 FOR UPDATE`,
    [memberId],
  );
  // Every row has its company step (the table's checks say so): no row, no company step.
  if (!row) throw new ApiError(400, STORE_APPLY_MESSAGES.companyFirst);
  const refusal = lockedRefusal(row.status);
  if (refusal) throw refusal;
  return row;
}

/**
 * Saves the company step: starts the member's application as a draft, or changes a draft or a
 * refused one (which stays refused, its reason shown, until it is submitted again). Refused while
 * under review or once passed, and for a credit code whose check character is wrong.
 */
export async function saveCompanyStep(
  db: Db,
  memberId: string,
  company: StoreApplyCompany,
  now: Date,
): Promise<StoreApplication> {
  if (!isCreditCodeValid(company.licenseNum)) throw new ApiError(400, STORE_APPLY_MESSAGES.badCreditCode);
  return db.transaction(async (tx) => {
    // One statement decides, so two first saves at once still make one application.
    const saved = await tx.query(
      `INSERT INTO store_applications (member_id, company_name, company_address, company_phone, company_email,
         employee_num, registered_capital, link_name, link_phone, license_num, legal_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT (member_id) DO UPDATE SET
         company_name = EXCLUDED.company_name, company_address = EXCLUDED.company_address,
         company_phone = EXCLUDED.company_phone, company_email = EXCLUDED.company_email,
         employee_num = EXCLUDED.employee_num, registered_capital = EXCLUDED.registered_capital,
         link_name = EXCLUDED.link_name, link_phone = EXCLUDED.link_phone,
         license_num = EXCLUDED.license_num, legal_name = EXCLUDED.legal_name, updated_at = EXCLUDED.updated_at
       WHERE store_applications.status IN ('DRAFT', 'REFUSED')
       RETURNING id`,
      [
        memberId,
        company.companyName,
        company.companyAddress,
        company.companyPhone,
        company.companyEmail,
        company.employeeNum,
        company.registeredCapital,
        company.linkName,
        company.linkPhone,
        company.licenseNum,
        company.legalName,
        now,
      ],
    );
    if (saved.length === 0) {
      const [row] = await tx.query<{ status: StoreApplyStatus }>(
        'SELECT status FROM store_applications WHERE member_id = $1',
        [memberId],
      );
      throw (row && lockedRefusal(row.status)) ?? new Error('the company step was neither saved nor refused');
    }
    return readSaved(tx, memberId);
  });
}

/** Saves the finance step of a draft or refused application; refused before the company step. */
export async function saveFinanceStep(
  db: Db,
  memberId: string,
  finance: StoreApplyFinance,
  now: Date,
): Promise<StoreApplication> {
  return db.transaction(async (tx) => {
    await lockForChange(tx, memberId);
    await tx.query(
      `UPDATE store_applications SET settlement_bank_account_name = $2, settlement_bank_account_num = $3,
         settlement_bank_branch_name = $4, settlement_bank_joint_name = $5, updated_at = $6
       WHERE member_id = $1`,
      [
        memberId,
        finance.settlementBankAccountName,
        finance.settlementBankAccountNum,
        finance.settlementBankBranchName,
        finance.settlementBankJointName,
        now,
      ],
    );
    return readSaved(tx, memberId);
  });
}

/**
 * Saves the store step and submits the application for review (APPLYING, any refusal reason
 * cleared). Refused before the earlier steps, for a category that is no first-level category, and
 * for a store name an open store (in either language) or another member's application under
 * review or passed already has, letter case aside.
 */
export async function submitStoreStep(
  db: Db,
  memberId: string,
  store: StoreApplyStore,
  now: Date,
): Promise<StoreApplication> {
  return db.transaction(async (tx) => {
    const { hasFinance } = await lockForChange(tx, memberId);
    if (!hasFinance) throw new ApiError(400, STORE_APPLY_MESSAGES.financeFirst);

    const [categories] = await tx.query<{ known: number }>(
      'SELECT count(*)::int AS known FROM categories WHERE level = 0 AND id = ANY($1::text[])',
      [store.goodsManagementCategory],
    );
    // The schema makes the ids unique, so a count short of them means an unknown one.
    if ((categories?.known ?? 0) !== store.goodsManagementCategory.length) {
      throw new ApiError(400, STORE_APPLY_MESSAGES.unknownCategory);
    }

    await tx.query('SELECT pg_advisory_xact_lock($1)', [STORE_NAME_LOCK_ID]);
    const taken = await tx.query(
      `SELECT 1 FROM stores WHERE lower(name) = lower($1) OR lower(name_en) = lower($1)
       UNION ALL
       SELECT 1 FROM store_applications
       WHERE member_id <> $2 AND status IN ('APPLYING', 'PASSED') AND lower(store_name) = lower($1)
       LIMIT 1`,
      [store.storeName, memberId],
    );
    if (taken.length > 0) throw new ApiError(400, STORE_APPLY_MESSAGES.storeNameTaken);

    await tx.query(
      `UPDATE store_applications SET store_name = $2, store_desc = $3, store_address_detail = $4,
         goods_management_category = $5::text[], status = 'APPLYING', refusal_reason = NULL,
         submitted_at = $6, updated_at = $6
       WHERE member_id = $1`,
      [
        memberId,
        store.storeName,
        store.storeDesc,
        store.storeAddressDetail,
        store.goodsManagementCategory,
        now,
      ],
    );
    return readSaved(tx, memberId);
  });
}
