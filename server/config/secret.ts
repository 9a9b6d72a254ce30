// The secret that signs login tokens (and from which the server derives its other keys).

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Env } from './env';

const MIN_SECRET_BYTES = 32;
const GENERATED_SECRET_BYTES = 48;
const SECRET_FILE = 'jwt-secret';

/**
 * The JWT secret: JWT_SECRET when set (at least 32 bytes), else the one kept in
 * DATA_DIR/jwt-secret, generated on first start.
 */
export function loadSecret(
  env: Env,
  dataDir: string,
): { jwtSecret: Uint8Array; jwtSecretSource: 'env' | 'file' | 'generated' } {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    const bytes = Buffer.from(fromEnv, 'utf8');
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new ConfigError(
        `JWT_SECRET is too short: it has ${bytes.length} bytes and needs at least ` +
          `${MIN_SECRET_BYTES}. Use a long random value, e.g. the output of ` +
          "`node -e \"console.log(require('crypto').randomBytes(48).toString('base64'))\"`, " +
          'or unset it to let the server generate and keep one in DATA_DIR.',
      );
    }
    return { jwtSecret: new Uint8Array(bytes), jwtSecretSource: 'env' };
  }

  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) {
    const bytes = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new ConfigError(
        `${file} holds a secret shorter than ${MIN_SECRET_BYTES} bytes. ` +
          'Delete the file to generate a new one (existing logins will end).',
      );
    }
    return { jwtSecret: new Uint8Array(bytes), jwtSecretSource: 'file' };
  }

  const bytes = randomBytes(GENERATED_SECRET_BYTES);
  try {
    // 'wx' fails if another process created the file meanwhile: then use that one.
    fs.writeFileSync(file, `${bytes.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecret(env, dataDir);
    throw new ConfigError(`Cannot write the JWT secret to ${file}: ${(error as Error).message}`);
  }
  return { jwtSecret: new Uint8Array(bytes), jwtSecretSource: 'generated' };
}
