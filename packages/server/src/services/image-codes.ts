import { randomInt } from 'node:crypto';
import type { ImageCode } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { writeOutbox } from './dev-outbox.ts';

/** Characters of an image code: no 0/O, 1/I/L, 2/Z or 5/S that a picture makes hard to tell apart. */
export const IMAGE_CODE_ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';
/** Characters in an image code. Defaults to `4`. */
export const IMAGE_CODE_LENGTH = 4;
/** How long an image code is good for. Defaults to `5` minutes. */
export const IMAGE_CODE_MINUTES = 5;

const WIDTH = 120;
const HEIGHT = 40;

function drawCode(code: string): string {
  const shade = () => `hsl(${randomInt(360)} 60% ${randomInt(25, 45)}%)`;
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${shade()}" stroke-width="1.5"/>`;
  });
  const letters = [...code].map((char, i) => {
    const x = 18 + i * 26;
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" fill="${shade()}" font-size="26" font-family="monospace" font-weight="bold" transform="rotate(${angle} ${x} ${y})">${char}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise.join('')}${letters.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Draws a fresh code for a device uuid, replacing any earlier one; outside production the code also
 * goes to the development outbox (kind `image-code`, to the uuid).
 */
export async function createImageCode(
  tx: DbExecutor,
  uuid: string,
  options: { now: Date; writeToOutbox: boolean },
): Promise<ImageCode> {
  const code = Array.from(
    { length: IMAGE_CODE_LENGTH },
    () => IMAGE_CODE_ALPHABET[randomInt(IMAGE_CODE_ALPHABET.length)],
  ).join('');
  const expiresAt = new Date(options.now.getTime() + IMAGE_CODE_MINUTES * 60_000);
  await tx.query(
    `INSERT INTO image_codes (uuid, code, expires_at, attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (uuid) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [uuid, code, expiresAt],
  );
  // Expired codes of devices that never came back.
  await tx.query(`DELETE FROM image_codes WHERE expires_at < $1`, [options.now]);
  if (options.writeToOutbox) await writeOutbox(tx, { to: uuid, kind: 'image-code', body: code }, options.now);
  return { image: drawCode(code), uuid };
}

/**
 * Spends the code of a device on one login attempt, right or wrong: true when `typed` matches it
 * (case-insensitive) and it had not expired or been tried before.
 */
export async function consumeImageCode(
  db: DbExecutor,
  uuid: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ code: string; expiresAt: Date; attempts: number }>(
    `UPDATE image_codes SET attempts = attempts + 1 WHERE uuid = $1
     RETURNING code, expires_at AS "expiresAt", attempts`,
    [uuid],
  );
  return (
    row !== undefined &&
    row.attempts === 1 &&
    row.expiresAt > now &&
    row.code.toUpperCase() === typed.trim().toUpperCase()
  );
}
