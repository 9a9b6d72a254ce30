// Password hashing: argon2id (@node-rs/argon2 ships its binary in the npm package). The cost comes
// from config: OWASP's m=19456 KiB, t=2, p=1 in production; tests pass a cheaper one.

import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHashingOptions } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read; never throws for bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification, against a hash that matches nothing: used when
   * the email is unknown so that the answer's timing does not reveal which accounts exist.
   */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswordHasher(options: PasswordHashingOptions): PasswordHasher {
  const argonOptions = {
    algorithm: Algorithm.Argon2id,
    memoryCost: options.memoryCost,
    timeCost: options.timeCost,
    parallelism: options.parallelism,
  };
  let dummyHash: Promise<string> | undefined;

  const verifySafely = async (passwordHash: string, password: string): Promise<boolean> => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => hash(password, argonOptions),
    verify: verifySafely,
    async verifyDummy(password) {
      dummyHash ??= hash(randomBytes(32).toString('base64'), argonOptions);
      await verifySafely(await dummyHash, password);
      return false;
    },
  };
}
