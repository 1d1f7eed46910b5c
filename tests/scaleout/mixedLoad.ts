import type { Prng } from '../../server/domains/shared/Prng';
import { isApiError } from '../../src/dataProvider/ApiError';
import type { TestClient } from '../contract/support/createTestClient';

/**
 * The scale-out test's mixed load: what each call is, and how its answer is judged. A write
 * carries a marker (its number) wherever the data lets it, so that the test can count afterwards
 * that each answered write was written exactly once and each refused one not at all.
 */
export type LoadKind = 'read' | 'recharge' | 'shelf' | 'role';

/** ok: answered; refused: a refusal (nothing written); cut: lost with the instance that was restarted; failed: anything else. */
export type LoadOutcome = 'ok' | 'refused' | 'cut' | 'failed';

export interface LoadCall {
    n: number;
    kind: LoadKind;
    /** The record written (a dealer, a car, a role), 0 for a read. */
    target: number;
    outcome?: LoadOutcome;
    detail?: string;
}

/** The records the load writes: approved dealers to recharge, cars to put on and off the shelf, roles to rename. */
export interface LoadTargets {
    dealers: readonly number[];
    cars: ReadonlyArray<{ id: number }>;
    roles: readonly number[];
}

const READS = ['seller/dealer/DealerList', 'seller/cars/CarList', 'seller/role/rolemanage', 'seller/bzj/WalletLogList'];

/** The `n`th call, drawn from `rng`: 40 % reads, 25 % recharges (some refused: more than the deposit), 20 % shelf changes, 15 % role edits. */
export const planLoadCall = (rng: Prng, targets: LoadTargets, n: number): { call: LoadCall; run: (client: TestClient) => Promise<unknown> } => {
    const roll = rng.next();
    if (roll < 0.4) {
        const api = rng.pick(READS);
        return { call: { n, kind: 'read', target: 0 }, run: client => client.get(api, { page: 1, limit: 10 }) };
    }
    if (roll < 0.65) {
        const id = rng.pick(targets.dealers);
        const amount = rng.chance(0.55) ? rng.int(1, 1000) * 100 : -rng.int(1, 2000) * 100;
        return {
            call: { n, kind: 'recharge', target: id },
            run: client => client.post('seller/dealer/DealerRecharge', { id, type: 1, amount, remark: `load-${n}` }),
        };
    }
    if (roll < 0.85) {
        const { id } = rng.pick(targets.cars);
        const api = rng.chance(0.5) ? 'seller/cars/CarAdded' : 'seller/cars/CarSoldout';
        return { call: { n, kind: 'shelf', target: id }, run: client => client.post(api, { id }) };
    }
    const id = rng.pick(targets.roles);
    return {
        call: { n, kind: 'role', target: id },
        run: client => client.post('seller/role/roleedit', { id, name: `负载${n}`, description: `load-${n}` }),
    };
};

/**
 * What a call that threw came to: a refusal, a transport failure while its instance was being
 * restarted (`restarting`, before or after the call), or a failure. Anything that is no API
 * error is a bug of the test, thrown again.
 */
export const judgeFailure = (call: LoadCall, error: unknown, restarting: boolean) => {
    if (!isApiError(error)) throw error;
    const transport = error.kind === 'network' || error.status >= 500;
    if (error.status === 200 && error.kind === 'server') call.outcome = 'refused';
    else if (transport && restarting) call.outcome = 'cut';
    else call.outcome = 'failed';
    call.detail = `${error.kind} ${error.status} ${error.message}`;
};
