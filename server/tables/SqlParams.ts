/** Collects the values of one parameterised statement; `add` answers the placeholder. */
export class SqlParams {
    readonly values: unknown[] = [];

    add(value: unknown): string {
        this.values.push(value);
        return `$${this.values.length}`;
    }

    /** Appends a fragment written with its own `$1…` numbering, renumbered after ours. */
    addFragment(sql: string, params: unknown[]): string {
        const offset = this.values.length;
        this.values.push(...params);
        return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    }
}
