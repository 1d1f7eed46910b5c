import type { SeedOptions } from '../../db/SeedOptions';
import { createPrng, type Prng } from './Prng';
import { DEFAULT_SEED_ROWS } from './seedClock';

/** One demo merchant a domain seeds its rows for. */
export interface SeedMerchant {
    suid: string;
    /** Rows of the domain's main tables for this merchant. */
    rows: number;
    /** 0 for the first merchant of its industry: its rows stay what they were before a second one existed. */
    stream: number;
}

/** The demo car merchants (server/domains/core/demoAccounts.ts): `admin` and `dealer2`. */
export const CAR_MERCHANT = '10001';
export const SECOND_CAR_MERCHANT = '10002';
/** The bank (offlinepay). */
export const BANK_MERCHANT = '20001';
/** Every demo merchant owner, for the data each of them has (agreements, addon installs). */
export const DEMO_MERCHANTS = [CAR_MERCHANT, BANK_MERCHANT, '90001', '90002', SECOND_CAR_MERCHANT] as const;

/** Rows of the second car merchant: enough for every list to page, few enough to tell apart at a glance. */
const SECOND_MERCHANT_ROWS = 40;

/**
 * The car merchants, in seeding order. The first gets `rows` (`seed -- --rows N`), the second a
 * small business of its own, so isolation shows to anyone who signs in as both. Each domain seeds
 * the first merchant completely before the second, so the first keeps the ids and rows it had
 * when it was the only one.
 */
export const carMerchants = ({ rows = DEFAULT_SEED_ROWS }: SeedOptions): SeedMerchant[] => [
    { suid: CAR_MERCHANT, rows, stream: 0 },
    { suid: SECOND_CAR_MERCHANT, rows: Math.min(rows, SECOND_MERCHANT_ROWS), stream: 1 },
];

/** A domain's PRNG for one merchant: the domain's own seed for the first, a stream of it for the others. */
export const merchantPrng = (seed: number, merchant: SeedMerchant): Prng => createPrng(seed + merchant.stream * 1_000_003);

/**
 * Existing rows (a database from before merchants had their own rows) belong to the merchant
 * that owned them in the seed: SQL for the first car merchant, or the bank, that owns an account
 * there (the demo's ids when the database has none yet).
 */
export const FIRST_CAR_MERCHANT_SQL = `coalesce((SELECT suid FROM users WHERE parent_id IS NULL AND industry_type = 'car' ORDER BY id LIMIT 1), '${CAR_MERCHANT}')`;
export const FIRST_BANK_SQL = `coalesce((SELECT suid FROM users WHERE parent_id IS NULL AND industry_type = 'offlinepay' ORDER BY id LIMIT 1), '${BANK_MERCHANT}')`;
