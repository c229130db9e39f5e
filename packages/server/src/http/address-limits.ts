import type { FastifyInstance } from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/db.ts';
import { postgresPoolOf } from '../db/postgres-db.ts';
import { CredentialRefusal } from '../services/login-locks.ts';
import {
  ADDRESS_ACCOUNT_LOOKUPS,
  ADDRESS_CODE_SENDS,
  ADDRESS_LOGIN_FAILURES,
  ADDRESS_WINDOW_MINUTES,
  RATE_LIMIT_MESSAGES,
} from '../services/rate-limits.ts';
import { ApiError } from './api-error.ts';

// The limits per client address (request.ip): failed logins, codes sent and login names looked up,
// counted by rate-limiter-flexible. On PGlite, one process's embedded database, in that process's
// memory (a restart forgets them, which costs an attacker nothing worth keeping them for). On
// PostgreSQL, where several processes serve one mall (WORKERS, or servers behind a balancer), in the
// database's `address_limits` table (migration 029), so that every process counts the same address
// alike: otherwise each would grant it its own 50. A refused request answers 429 before its service
// runs, so it writes nothing, not even the image code it brought; only the count itself is written.

/** The address limits of one app. */
export interface AddressLimits {
  /**
   * Runs a login attempt from `address`, unless the address has had its failed logins (429). The
   * attempt's {@link CredentialRefusal} counts as a failure; a success or any other refusal does not.
   */
  guardLogin<T>(address: string, attempt: () => Promise<T>): Promise<T>;
  /** Sends a code asked for from `address`, unless the address has had its codes (429). Only a code sent counts. */
  guardCodeSend<T>(address: string, send: () => Promise<T>): Promise<T>;
  /**
   * Runs a look-up of a login name from `address`, unless the address has had its look-ups (429).
   * Every look-up that answers counts, a known name's as much as an unknown one's (a
   * {@link CredentialRefusal}): counting only unknown names would let a list of likely names be
   * confirmed without end. A look-up refused before any name was looked at (a wrong picture code)
   * does not count.
   */
  guardLookup<T>(address: string, lookUp: () => Promise<T>): Promise<T>;
}

const WINDOW_SECONDS = ADDRESS_WINDOW_MINUTES * 60;

/** The 429 of an address over a limit, with the minutes until its window ends. */
function addressTooBusy(refused: RateLimiterRes): ApiError {
  return new ApiError(
    429,
    RATE_LIMIT_MESSAGES.addressTooBusy(Math.max(1, Math.ceil(refused.msBeforeNext / 60_000))),
  );
}

/** Takes one point of `limiter` for `address`, or throws the 429 when there is none left. */
async function take(limiter: RateLimiterAbstract, address: string): Promise<void> {
  try {
    await limiter.consume(address);
  } catch (refused) {
    if (refused instanceof RateLimiterRes) throw addressTooBusy(refused);
    throw refused;
  }
}

/** One limit: `points` events of an address per window, counted where `db` says ({@link createAddressLimits}). */
function addressLimiter(db: Db, keyPrefix: string, points: number): RateLimiterAbstract {
  const pool = postgresPoolOf(db);
  if (!pool) return new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    // Every limit in one table, told apart by the prefix of its keys; created by migration 029.
    tableName: 'address_limits',
    tableCreated: true,
    // Each limiter deletes the table's rows an hour past their window every five minutes.
    clearExpiredByTimeout: true,
    keyPrefix,
    points,
    duration: WINDOW_SECONDS,
  });
}

/**
 * Limits with fresh counts: in memory on PGlite (one set per app: each test file's app starts
 * clear), in the database on PostgreSQL (shared by every process on it).
 */
export function createAddressLimits(db: Db): AddressLimits {
  // For codes and look-ups, the point is taken before the attempt runs, so that attempts at once
  // cannot all slip under the limit, and given back when the attempt turns out not to count.
  const loginFailures = addressLimiter(db, 'login-failures', ADDRESS_LOGIN_FAILURES);
  const codeSends = addressLimiter(db, 'code-sends', ADDRESS_CODE_SENDS);
  const lookups = addressLimiter(db, 'account-lookups', ADDRESS_ACCOUNT_LOOKUPS);
  return {
    // Only failures count, so a login is refused for the failures already counted, and counted when
    // it fails. Taking a point first, as the other limits do, refused an office arriving at once
    // behind one address while 50 right passwords were still being checked (issue 24's rush). Wrong
    // passwords sent together may pass the limit by how many are in flight when it is reached; each
    // needs its own picture code, and every account's own lock (in the database) still holds at five.
    async guardLogin(address, attempt) {
      const counted = await loginFailures.get(address);
      // A window past its end may still be read back (the memory store forgets it on a timer).
      const open = counted !== null && counted.msBeforeNext > 0;
      if (open && counted.consumedPoints >= ADDRESS_LOGIN_FAILURES) throw addressTooBusy(counted);
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof CredentialRefusal) await loginFailures.penalty(address, 1);
        throw error;
      }
    },
    async guardCodeSend(address, send) {
      await take(codeSends, address);
      try {
        return await send();
      } catch (error) {
        await codeSends.reward(address);
        throw error;
      }
    },
    async guardLookup(address, lookUp) {
      await take(lookups, address);
      try {
        return await lookUp();
      } catch (error) {
        if (!(error instanceof CredentialRefusal)) await lookups.reward(address);
        throw error;
      }
    },
  };
}

const limitsByApp = new WeakMap<FastifyInstance, AddressLimits>();

/** The address limits of `app` on `db`, made on first use; every route of the app shares them. */
export function addressLimitsOf(app: FastifyInstance, db: Db): AddressLimits {
  let limits = limitsByApp.get(app);
  if (!limits) {
    limits = createAddressLimits(db);
    limitsByApp.set(app, limits);
  }
  return limits;
}
