import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is `const`, which isolated modules cannot read. */
const argon2id = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown email answers no faster than a wrong password. */
  verifyNothing(password: string): Promise<false>;
}

/** argon2id with OWASP's parameters by default (19 MiB, 2 passes, 1 lane). */
export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  const options = {
    algorithm: argon2id,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
  };
  let decoy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      decoy ??= hash('decoy password that matches nothing', options);
      await verify(await decoy, password).catch(() => false);
      return false;
    },
  };
}
