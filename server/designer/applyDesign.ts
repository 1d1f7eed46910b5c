import type { CallContext } from '../core/CallContext';
import type { Db } from '../core/Db';
import type { SchemaPowers } from '../core/SchemaPowers';
import { ProtocolError } from '../core/ProtocolError';
import { applyDeclaration, ensureDeclaredTables } from '../declared/applyDeclarations';
import { MigrationRefused } from '../declared/migrateColumn';
import { STORED_AS, storageColumns } from '../declared/storageColumns';
import type { Declaration } from '../declared/declaredColumns';
import { ensureRecordHistory } from '../db/recordHistory';
import { applyRowSecurity } from '../db/rowSecurity';
import { ensureTableVersions } from '../db/tableVersions';
import { recordOperation } from '../domains/shared/recordOperation';
import { message, renderMessage, type Message } from '../i18n/Message';
import { problemIn, type DesignProblem } from './checkDesign';
import { jsonDiff } from '../../protocol/jsonDiff';
import { currentDesigns, DESIGNER_FILE, type DesignVersion } from './designedTables';
import { DESIGN_VERSIONS } from './designerMigrations';

/** A refusal of a draft: the first problem as the message, every one in `data.problems` with its path. */
export const refuseDesign = (problems: readonly DesignProblem[], ctx: Pick<CallContext, 'lang'>): ProtocolError =>
    new ProtocolError(message('资源声明有误：{path}：{problem}', { path: problems[0].path, problem: problems[0].problem as Message | string }), {
        problems: problems.map(problem => problemIn(problem, ctx.lang)),
    });

/** What a save or a rollback writes: the declaration and its entry, and the version the caller read (a save). */
export interface DesignWrite {
    declaration: Declaration;
    entry: unknown;
    action: Exclude<DesignVersion['action'], 'file'>;
    /** A save's version read (0: a new resource); a stale one is refused. */
    expected?: number;
    /** A rollback's version restored. */
    restores?: number;
}

/** A declared column whose stored type changes without a `migrate` saying how: refused (start-up only reports it). */
export const unconvertedTypes = async (tx: Db, declaration: Declaration): Promise<DesignProblem[]> => {
    const { rows } = await tx.query<{ column_name: string; data_type: string }>(
        'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [declaration.table]
    );
    const stored = new Map(rows.map(row => [row.column_name, row.data_type]));
    return storageColumns(declaration).flatMap(column => {
        const from = stored.get(column.name);
        const to = STORED_AS[column.sql];
        if (!from || from === to || declaration.columns[column.name]?.migrate) return [];
        return [
            { path: `columns.${column.name}.type`, problem: message('列{column}的类型由{from}改为{to}，需要填写转换方式', { column: column.name, from, to }) },
        ];
    });
};

/** The schema change of start-up for one table, in the caller's transaction; a row that does not convert refuses it. */
const applySchema = async (tx: Db, declaration: Declaration, powers: SchemaPowers, ctx: CallContext): Promise<string[]> => {
    let notices: string[];
    try {
        notices = await applyDeclaration(tx, { file: DESIGNER_FILE, declaration });
    } catch (error) {
        if (!(error instanceof MigrationRefused)) throw error;
        const column = /columns\.([a-z0-9_]+)\.migrate/.exec(error.reason)?.[1] ?? '';
        const reason = error.reason.replace(/^[^:]*: [^:]*: /, '');
        throw refuseDesign([{ path: `columns.${column}.migrate`, problem: message('列{column}的已有数据不能转换：{reason}', { column, reason }) }], ctx);
    }
    const { table } = declaration;
    // What start-up does after the declarations: write counters, versions and revisions, row-level security.
    await ensureTableVersions(tx, [table]);
    await ensureRecordHistory(tx, [{ name: table }]);
    await applyRowSecurity(
        tx,
        { [table]: { owner: declaration.perMerchant ? 'merchant' : 'shared', why: 'made in the resource designer' } },
        ctx.config.appRole,
        powers.connections
    );
    return notices;
};

/**
 * Saves or rolls back a designed resource: inside the start-up lock and one transaction of the
 * tables' owner, the schema change start-up would make (never a drop), the new version with its
 * difference from the one before, and the operator log line; then this instance serves it. A
 * stale save, a type change without conversion or rows that do not convert change nothing.
 */
export const applyDesign = async (
    ctx: CallContext,
    powers: SchemaPowers,
    write: DesignWrite
): Promise<{ table: string; version: number; notices: string[] }> => {
    const { declaration, entry } = write;
    const { table } = declaration;
    const result = await powers.underStartupLock('the resource designer: a saved resource', async tx => {
        const [current] = await currentDesigns(tx, table);
        const now = current?.version ?? 0;
        const before = current ? { declaration: current.declaration, entry: current.entry } : {};
        const after = { declaration, entry };
        const diff = jsonDiff(before, after);
        if (write.expected !== undefined && write.expected !== now) {
            if (now > 0 && write.expected === 0)
                throw new ProtocolError(message('资源{table}已存在，请打开它再修改', { table }), { conflict: { _version: now, record: before, changed: [] } });
            throw new ProtocolError('该资源已被他人修改，请刷新后再保存', {
                conflict: { _version: now, record: before, changed: diff.map(change => change.path) },
            });
        }
        // A table the database holds that no design made (a built-in domain's, or one made by hand) is never altered.
        await ensureDeclaredTables(tx);
        const { rows: foreign } = await tx.query(
            `SELECT 1 FROM information_schema.tables t WHERE t.table_schema = current_schema() AND t.table_name = $1
                AND NOT EXISTS (SELECT 1 FROM declared_tables d WHERE d.name = t.table_name AND d.file = $2)`,
            [table, DESIGNER_FILE]
        );
        if (foreign.length) throw refuseDesign([{ path: 'table', problem: message('表名{table}已被系统表占用，请换一个名称', { table }) }], ctx);
        if (write.action === 'save') {
            const unconverted = await unconvertedTypes(tx, declaration);
            if (unconverted.length) throw refuseDesign(unconverted, ctx);
        }
        const notices = await applySchema(tx, declaration, powers, ctx);
        await powers.publish(tx, [table]);
        const version = now + 1;
        await tx.query(
            `INSERT INTO ${DESIGN_VERSIONS} (name, version, action, declaration, entry, diff, author_id, author, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, extract(epoch from now())::bigint)`,
            [
                table,
                version,
                write.action,
                JSON.stringify(declaration),
                JSON.stringify(entry),
                JSON.stringify(diff),
                ctx.user?.id ?? null,
                ctx.user?.username ?? '',
            ]
        );
        const line =
            write.action === 'rollback'
                ? message('回滚资源{table}到第{from}版（第{version}版）', { table, from: write.restores ?? 0, version })
                : message('保存资源{table}第{version}版', { table, version });
        await recordOperation(tx, ctx, '资源设计', renderMessage(line, 'zh-cn'));
        return { table, version, notices };
    });
    await powers.reload();
    return result;
};
