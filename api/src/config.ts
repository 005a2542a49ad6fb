import { z } from 'zod';
import { crashPoints } from './crash-points.js';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * Every setting comes from the environment, parsed here once (docs/operations.md#running).
 * A bad value stops start-up with a message naming the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /** API worker processes sharing the port; above 1 needs DATABASE_URL (see cluster.ts). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PRICE_TICK_MS: z.coerce.number().int().min(1000).max(86_400_000).default(30_000),
  ADMIN_EMAIL: z.email().default('admin@tradesim.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  /**
   * The staff policy a new deployment starts with (docs/contract.md#staff-roles-second-factor-and-dual-control `requireStaffMfa`), applied with the
   * first admin on the first start only; owners change it later in the console or the CLI.
   */
  REQUIRE_STAFF_MFA: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((value) => value === '1' || value === 'true'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRADESIM_TEST_CLOCK: flag,
  /** Tests only: the process kills itself at this moment of a keyed money request (crash-points.ts). */
  TRADESIM_TEST_CRASH_AT: z.enum(crashPoints).optional(),
  /** Background jobs (price tick, settlement, clean-up); off in tests, which run them by hand. */
  JOBS_ENABLED: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((value) => value === '1' || value === 'true'),
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * Where market data comes from (docs/architecture.md#prices-and-market-data): `offline` (default) is the built-in
   * catalogue of the bulk lists of docs/product/admin-console.md#constants-and-limits, no network; `http` asks a CoinGecko-style crypto
   * API and a Finnhub-style stock API at the URLs below.
   */
  MARKET_DATA: z.enum(['offline', 'http']).default('offline'),
  /** CoinGecko-style API base; its key (optional) goes in the `x-cg-demo-api-key` header. */
  COINGECKO_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  /** Finnhub-style API base; its key goes in the `X-Finnhub-Token` header (Finnhub needs one). */
  FINNHUB_URL: z.url().default('https://finnhub.io/api/v1'),
  FINNHUB_API_KEY: z.string().min(1).optional(),
  /** Wait between attempts of a failed market-data request (docs/product/admin-console.md#constants-and-limits: 30 s, 3 retries). */
  MARKET_DATA_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Give up on one market-data request attempt after this long (then retry). */
  MARKET_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUBLIC_URL: z.url().optional(),
  /** Bearer token of GET /api/metrics; without it the route does not exist. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Limits of the sign-in, registration, password-reset and password-change routes: fixed windows
 * in PostgreSQL, shared by every instance. Hard limits (429) count per IP and per IP and email,
 * so an attacker exhausts only their own allowance; per email there is only a slow-down
 * (sign-in) or a cap on new mail (reset), so nobody can lock another user out. Password change
 * also refuses per account: only a holder of one of its sessions can use that allowance up.
 */
export interface RateLimits {
  windowMs: number;
  /** Sign-in attempts per IP, right or wrong: bounds the hashing work one address can cause. */
  loginPerIp: number;
  /** Failed sign-ins per IP and email. */
  loginPerIpEmail: number;
  /** Failed sign-ins on one email, from anywhere, before each attempt on it is delayed. */
  loginSlowdownAfter: number;
  /** The first delay; each further failure doubles it, up to loginDelayMaxMs. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  registerPerIp: number;
  /** At most the reset link's lifetime, so a capped email still holds a working link. */
  resetWindowMs: number;
  resetPerIp: number;
  resetPerIpEmail: number;
  /** Reset mails per email and window; requests beyond it are accepted but send nothing. */
  resetMailsPerEmail: number;
  /** Wrong current passwords per account and window when changing it (docs/contract.md#passwords). */
  passwordChangePerAccount: number;
  /** Wrong current passwords per IP and window, whichever accounts they were for. */
  passwordChangePerIp: number;
}

export const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60_000,
  loginPerIp: 100,
  loginPerIpEmail: 10,
  loginSlowdownAfter: 5,
  loginDelayBaseMs: 250,
  loginDelayMaxMs: 3_000,
  registerPerIp: 30,
  resetWindowMs: 60 * 60_000,
  resetPerIp: 20,
  resetPerIpEmail: 5,
  resetMailsPerEmail: 5,
  passwordChangePerAccount: 10,
  passwordChangePerIp: 100,
};

export interface Config extends Env {
  rateLimits: RateLimits;
  /** Check every response against its schema: on in tests, where a mismatch is a bug to see. */
  validateResponses: boolean;
  /** argon2id cost; OWASP's minimum (19 MiB, 2 passes) unless a test asks for less. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /**
   * docs/product/admin-console.md#constants-and-limits pauses between provider calls of the catalogue's background jobs (bulk add:
   * 1 s per crypto, 1.5 s per stock; image refresh: 300 ms), kept under the providers' rate
   * limits. Tests set them to 0.
   */
  catalogueJobPauses: { cryptoMs: number; stockMs: number; imageMs: number };
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    ...parsed.data,
    rateLimits: defaultRateLimits,
    validateResponses: false,
    passwordHashing: { memoryCost: 19_456, timeCost: 2 },
    catalogueJobPauses: { cryptoMs: 1000, stockMs: 1500, imageMs: 300 },
    version: '0.1.0',
    ...overrides,
  };
}
