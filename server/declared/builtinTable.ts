import type { TableOwner } from '../core/TableOwner';
import type { Domain } from '../domains/Domain';
import type { CrudResource } from '../core/CrudResource';
import type { Option, TableSpec } from '../tables/TableSpec';
import { checkDeclaration } from './checkDeclaration';
import type { DeclaredOption, DeclaredText } from './declarationParts';
import { secretColumns, type Column, type Declaration } from './declaredColumns';
import { declaredResource, type RecordRules } from './declaredResource';
import { declaredTableSpec, type DeclarationSource } from './declaredTableSpec';
import { catalogueText, notInCatalogue } from './declaredText';
import { schemaProblems, TableDeclarationError } from './readTableDeclarations';
import { tableDeclarationSchema } from './tableDeclarationSchema';

/** The server's own declarations say their words as keys of its catalogue (server/i18n), translated as every built-in text is. */
export const SERVER_SOURCE: DeclarationSource = { fromFile: false, text: catalogueText };

/** The option lists a domain names in its declarations (`"options": "payTypes"`), by name. */
export type OptionLists = Readonly<Record<string, readonly Option[]>>;

/** One of the server's own tables, read from its declaration: the list, its owner, and its record calls with the rules its domain names. */
export interface BuiltinTable {
    declaration: Declaration;
    spec: TableSpec;
    owner: TableOwner;
    resource(rules?: RecordRules): CrudResource | undefined;
}

/** Every text a declaration shows: titles, labels, hints and option labels. */
const textsOf = (declaration: Declaration): DeclaredText[] => {
    const options = (list: readonly DeclaredOption[] | undefined): DeclaredText[] =>
        (list ?? []).flatMap(option => [option.label, ...options(option.children)]);
    return [
        ...(declaration.label ? [declaration.label] : []),
        ...Object.values(declaration.columns).flatMap(column => [
            column.title,
            ...options(column.options),
            ...(typeof column.search === 'object' ? [column.search.title, ...options(column.search.options)] : []),
            ...(typeof column.write === 'object' ? [column.write.title, column.write.hint] : []),
        ]),
    ].filter((text): text is DeclaredText => text !== undefined);
};

/**
 * One of the server's own tables declared in the format of a `server/tables.d` file (its
 * README), checked by the same schema and the same checks: the server's words are its
 * catalogue's keys (each translated once, in server/i18n), an option list may be named from the
 * domain's `lists`, and it may say what only the server's own declarations say (a `from` query,
 * a scope, a column's SQL). Its rows are the merchant's unless `perMerchant` is false; either way
 * `why` says why. A declaration with a problem throws at import, naming `name`: the server never
 * starts with a table it cannot serve.
 */
export const builtinTable = (name: string, raw: unknown, lists: OptionLists = {}): BuiltinTable => {
    const parsed = tableDeclarationSchema.safeParse(raw);
    if (!parsed.success) throw new TableDeclarationError(name, schemaProblems(parsed.error));
    const problems: string[] = [];
    const columns = Object.fromEntries(
        Object.entries(parsed.data.columns).map(([column, declared]): [string, Column] => {
            if (typeof declared.options !== 'string') return [column, declared as Column];
            const list = lists[declared.options];
            if (!list) problems.push(`columns.${column}.options: "${declared.options}" is not an option list of the domain`);
            return [column, { ...declared, options: (list ?? []) as readonly DeclaredOption[] }];
        })
    );
    const declaration: Declaration = { ...parsed.data, columns };
    if (!declaration.why) problems.push("why: the server's own table says why its rows are the merchant's or shared");
    problems.push(
        ...textsOf(declaration)
            .flatMap(notInCatalogue)
            .map(text => `"${text}" is not a key of the server's catalogue`)
    );
    problems.push(...checkDeclaration(declaration));
    if (problems.length) throw new TableDeclarationError(name, problems);
    return {
        declaration,
        spec: { ...declaredTableSpec(declaration, SERVER_SOURCE), indexOn: declaration.table },
        owner: {
            owner: declaration.perMerchant ? 'merchant' : 'shared',
            why: declaration.why ?? '',
            ...(secretColumns(declaration).length ? { secret: secretColumns(declaration) } : {}),
        },
        resource: rules => declaredResource(declaration, SERVER_SOURCE, rules),
    };
};

/**
 * A domain's declared tables as the domain states them: their lists, in order, and the owner of
 * each stored table besides the `owners` of its other tables. Lists over a table another domain
 * owns (the operators over the accounts of core) are `ownedElsewhere`: their owner is said there.
 */
export const builtinDomainTables = (
    tables: readonly BuiltinTable[],
    { ownedElsewhere = [], owners = {} }: { ownedElsewhere?: readonly BuiltinTable[]; owners?: Domain['owners'] } = {}
): Pick<Domain, 'tables' | 'owners' | 'declarations'> => ({
    tables: tables.map(table => table.spec),
    declarations: tables.map(table => table.declaration),
    owners: {
        ...owners,
        ...Object.fromEntries(tables.filter(table => !ownedElsewhere.includes(table)).map(table => [table.declaration.table, table.owner])),
    },
});
