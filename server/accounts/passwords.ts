// Password hashing: argon2id (@node-rs/argon2 ships its binary in the npm package). The cost comes
// from config: OWASP's m=7168 KiB, t=5, p=1 in production (config.ts says why that one of OWASP's
// five); tests pass a cheaper one. A hash made with another cost is replaced at the next login.

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
  /**
   * True when a hash this hasher can read was made with another cost or algorithm than its own:
   * the login that has just verified the password hashes it again (accounts/routes/auth.ts).
   */
  needsRehash(passwordHash: string): boolean;
}

/** The algorithm and cost of a PHC string such as `$argon2id$v=19$m=7168,t=5,p=1$salt$hash`. */
const PHC = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/;

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
    needsRehash(passwordHash) {
      const parts = PHC.exec(passwordHash);
      if (!parts) return false;
      const [, algorithm, memoryCost, timeCost, parallelism] = parts;
      return (
        algorithm !== 'argon2id' ||
        Number(memoryCost) !== options.memoryCost ||
        Number(timeCost) !== options.timeCost ||
        Number(parallelism) !== options.parallelism
      );
    },
  };
}
