import clientConfig from '../../../../config/client.json';

// Replaced at build time by vite.config.ts when MALL_PASSWORD_KEY is set; absent in tests.
declare const __MALL_PASSWORD_KEY__: string | undefined;

/**
 * The AES-256-GCM key (base64, 32 bytes) passwords are encrypted with before they are sent: env
 * `MALL_PASSWORD_KEY` at build time, else `passwordCipherKey` of config/client.json.
 */
export const PASSWORD_CIPHER_KEY: string =
  typeof __MALL_PASSWORD_KEY__ === 'string' && __MALL_PASSWORD_KEY__
    ? __MALL_PASSWORD_KEY__
    : clientConfig.passwordCipherKey;
