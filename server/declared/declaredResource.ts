import type { CallContext } from '../core/CallContext';
import type { CrudResource } from '../core/CrudResource';
import { nowSeconds } from '../core/nowSeconds';
import { ProtocolError } from '../core/ProtocolError';
import { cascadeColumns, cascadeMismatch } from './cascadeColumns';
import type { Declaration } from './declaredColumns';
import { declaredFieldRules } from './declaredFieldRules';
import { scopeParts } from './declaredScope';
import { FILE_SOURCE, listOwner, type DeclarationSource } from './declaredTableSpec';

type Row = Record<string, unknown>;

/**
 * The business rules a server declaration's record calls keep as code, named in its domain by the
 * declaration they belong to: checks beyond the write rules (a plate's format, an approved
 * dealer), values a create sets besides the scope's and the write times (a new vehicle starts off
 * shelf), copies kept in step, refusals to delete, and a getOne that reads more than the row.
 */
export type RecordRules = Pick<CrudResource, 'check' | 'afterWrite' | 'beforeDelete' | 'infoSql' | 'createDefaults' | 'updateDefaults'>;

const hasColumn = (declaration: Declaration, source: DeclarationSource, name: string) => source.fromFile || name in declaration.columns;

/**
 * A declaration's record calls (getOne, create, update, delete: `api.info`…), as `crudEndpoints`
 * serves them: its written columns' rules, its scope (a create writes the scope's equalities),
 * its merchant, the write times the server sets (a file's table always has them; a server table
 * where it declares them), a file's cascade levels checked, and the rules its domain names.
 * Undefined when the declaration makes no record calls.
 */
export const declaredResource = (declaration: Declaration, source: DeclarationSource = FILE_SOURCE, rules: RecordRules = {}): CrudResource | undefined => {
    const { api } = declaration;
    if (!api.info && !api.create && !api.update && !api.remove) return undefined;
    const scope = scopeParts(declaration.scope);
    const scoped = Object.fromEntries(scope.fixed);
    const stampsCreate = ['create_time', 'update_time'].filter(name => hasColumn(declaration, source, name));
    const stampsUpdate = hasColumn(declaration, source, 'update_time');
    const checksLevels = cascadeColumns(declaration).length > 0;
    const resource: CrudResource = {
        label: source.text(declaration.label ?? declaration.table),
        table: declaration.table,
        industries: declaration.industry,
        fields: declaredFieldRules(declaration, source.text),
        owner: listOwner(declaration),
        ...(scope.conditions.length ? { scope: scope.conditions.join(' AND ') } : {}),
        ...(api.info ? { info: api.info } : {}),
        ...(api.create ? { create: api.create } : {}),
        ...(api.update ? { update: api.update } : {}),
        ...(api.remove ? { remove: api.remove } : {}),
        ...(rules.infoSql ? { infoSql: rules.infoSql } : {}),
        ...(rules.afterWrite ? { afterWrite: rules.afterWrite } : {}),
        ...(rules.beforeDelete ? { beforeDelete: rules.beforeDelete } : {}),
    };
    if (api.create)
        resource.createDefaults = (ctx: CallContext): Row => {
            const time = nowSeconds();
            return { ...scoped, ...rules.createDefaults?.(ctx), ...Object.fromEntries(stampsCreate.map(name => [name, time])) };
        };
    if (api.update && (stampsUpdate || rules.updateDefaults))
        resource.updateDefaults = (ctx: CallContext): Row => ({ ...rules.updateDefaults?.(ctx), ...(stampsUpdate ? { update_time: nowSeconds() } : {}) });
    if (checksLevels || rules.check)
        resource.check = async (tx, values, existing, ctx) => {
            const mismatch = checksLevels ? cascadeMismatch(declaration, values, existing) : undefined;
            if (mismatch) throw new ProtocolError(mismatch);
            await rules.check?.(tx, values, existing, ctx);
        };
    return resource;
};
