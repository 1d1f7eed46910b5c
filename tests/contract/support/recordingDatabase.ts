import type { Database, Db } from '../../../server/core/Db';

/**
 * The database as a test watches it: every statement sent through it or any handle it gives
 * (transactions, named reasons, merchants, calls), in order. COPY loads are noted by their table.
 */
export const recordingDatabase = (inner: Database): { db: Database; statements: string[] } => {
    const statements: string[] = [];
    const wrap = <T extends object>(target: T): T =>
        new Proxy(target, {
            get(object, property) {
                const value = Reflect.get(object, property, object) as unknown;
                if (typeof value !== 'function') return value;
                const fn = value as (...args: unknown[]) => unknown;
                switch (property) {
                    case 'query':
                    case 'exec':
                        return (sql: string, ...rest: unknown[]) => {
                            statements.push(sql);
                            return fn.call(object, sql, ...rest);
                        };
                    case 'copyRows':
                        return (table: string, ...rest: unknown[]) => {
                            statements.push(`COPY ${table}`);
                            return fn.call(object, table, ...rest);
                        };
                    case 'transaction':
                        return (body: (tx: Db) => unknown) => fn.call(object, (tx: Db) => body(wrap(tx)));
                    case 'inCall':
                        return (opening: unknown, body: (tx: Db) => unknown) => fn.call(object, opening, (tx: Db) => body(wrap(tx)));
                    case 'acrossMerchants':
                    case 'forMerchant':
                        return (...args: unknown[]) => wrap(fn.apply(object, args) as object);
                    default:
                        return fn.bind(object);
                }
            },
        });
    return { db: wrap(inner), statements };
};
