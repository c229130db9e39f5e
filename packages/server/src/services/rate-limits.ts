// The limits on guessing passwords and on sending SMS codes (issue 8), in one place, with the words
// the storefront shows when one is met. Per account (a member, a welfare card, a phone) they live in
// the database and run on the app's clock, so a restart does not reset them; per address (the
// client IP) they are counted by http/address-limits.ts: in the process on PGlite (one process), in
// the database on PostgreSQL, where every process of the mall must count an address alike.
//
// Chosen so that a real member never meets them and the test suites do not either: the e2e suite
// logs in about 40 times and sends about 10 codes from 127.0.0.1 in one run, with a handful of
// wrong passwords, and a server test file sends at most a few dozen codes from one app.

/**
 * Wrong passwords in a row that lock an account's password login: the pay password's five
 * ({@link PAY_PASSWORD_MAX_FAILURES}), so both passwords read the same. Defaults to `5`.
 */
export const LOGIN_MAX_FAILURES = 5;
/**
 * Minutes a wrong password keeps counting: five typos spread over a day are no attack, so the
 * count starts again after this. Defaults to `15`.
 */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Minutes a locked account waits, as long as a locked pay password. Defaults to `15`. */
export const LOGIN_LOCK_MINUTES = 15;

/**
 * Wrong pay passwords in a row that lock paying (services/pay-password.ts), so that six digits
 * cannot be guessed by trying. Defaults to `5`.
 */
export const PAY_PASSWORD_MAX_FAILURES = 5;
/** Minutes a locked pay password waits. Defaults to `15`. */
export const PAY_PASSWORD_LOCK_MINUTES = 15;

/**
 * Failed logins (wrong password, unknown name, wrong card or SMS code; also an unknown name asked
 * for a recovery code and a login name found taken at sign-up) one address may have in
 * {@link ADDRESS_WINDOW_MINUTES}: members of one enterprise often share an office address, so this
 * is ten times one account's lock; it stops one machine from trying names one after another.
 * Successful logins do not count. Defaults to `50`.
 */
export const ADDRESS_LOGIN_FAILURES = 50;
/**
 * Codes (SMS, and the verification dialog's mail) one address may ask to be sent in
 * {@link ADDRESS_WINDOW_MINUTES}: enough for a whole office signing up at once, too few to use the
 * mall to flood strangers' phones. Defaults to `50`.
 */
export const ADDRESS_CODE_SENDS = 50;
/**
 * Look-ups of a login name's recovery mobile one address may make in {@link ADDRESS_WINDOW_MINUTES},
 * known names and unknown ones alike: a member recovering a password looks their name up once or
 * twice, and ten an hour from an office address is plenty; ten names an hour, each behind a picture
 * code, lists nobody's members. Defaults to `10`.
 */
export const ADDRESS_ACCOUNT_LOOKUPS = 10;
/** The window of the address limits, fixed from the first event it counts. Defaults to `60`. */
export const ADDRESS_WINDOW_MINUTES = 60;

/**
 * Codes one phone may get in an hour, besides one a minute (services/sms-codes.ts): a member who
 * loses a code or two still gets through; a flood stops. Defaults to `10`.
 */
export const PHONE_CODES_PER_HOUR = 10;
/**
 * Codes one phone may get in 24 hours: twice the hour's, so a flood cannot simply wait an hour
 * and go on all day. Defaults to `20`.
 */
export const PHONE_CODES_PER_DAY = 20;

/** Refusals of these limits, in the words the storefront shows. */
export const RATE_LIMIT_MESSAGES = {
  /** A locked account: the lock and when to come back, like the pay password's. */
  loginLocked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
  /** A wrong old password of the login-password change, with the tries left before the lock. */
  wrongOldPassword: (triesLeft: number) => `原密码错误，还可尝试${triesLeft}次`,
  /** One address over a limit (429). */
  addressTooBusy: (minutes: number) => `操作过于频繁，请${minutes}分钟后再试`,
  /** One phone over its hourly or daily count (429). */
  phoneTooManyCodes: (minutes: number) => `该手机号短信发送次数过多，请${minutes}分钟后再试`,
} as const;

/** Whole minutes until `until`, at least one, as the messages say them. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
