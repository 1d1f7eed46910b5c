import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { tableDeclarationSchema, type TableDeclaration } from './tableDeclarationSchema';
import { isTwoPart, twoPartDeclarationSchema } from './twoPartDeclarationSchema';
import { SERVER_ONLY_COLUMN_KEYS, SERVER_ONLY_KEYS } from '../../protocol/serverOnlyKeys';
import { checkDeclaration } from './checkDeclaration';
import type { Declaration } from './declaredColumns';
import { inTwoPartTerms, twoPartProblems, upgradeDeclaration } from './upgradeDeclaration';

export interface DeclaredTable {
    /** The file's name inside the directory: `brands.json`. */
    file: string;
    declaration: Declaration;
    /** The file says its write rules and filters apart from its columns (the two-part form, which still loads). */
    twoPart?: true;
}

/** Every problem of a directory's declarations, one line each, `file: path: what`. */
export class TableDeclarationError extends Error {
    constructor(
        readonly dir: string,
        readonly problems: string[]
    ) {
        super(`Table declarations in ${dir} are invalid; the server does not start:\n${problems.map(p => `  ${p}`).join('\n')}`);
        this.name = 'TableDeclarationError';
    }
}

/** A schema issue's path as problems write it: `columns.code.type`, `fields[1].name`. */
export const issuePath = (segments: ReadonlyArray<PropertyKey>) =>
    segments.reduce<string>((at, segment) => (typeof segment === 'number' ? `${at}[${segment}]` : at ? `${at}.${String(segment)}` : String(segment)), '');

/** A record key's issue says only "Invalid key": what is wrong with the key is in its own issues. */
export const issueMessage = (issue: z.core.$ZodIssue): string =>
    issue.code === 'invalid_key' ? issue.issues.map(inner => issueMessage(inner as z.core.$ZodIssue)).join('; ') : issue.message;

/** Each issue of a schema's parse as `path: what`. */
export const schemaProblems = (error: z.ZodError): string[] => error.issues.map(issue => `${issuePath(issue.path) || '(file)'}: ${issueMessage(issue)}`);

/**
 * What only the server's own declarations say: SQL of their own (a `from` query, a scope, a
 * column's expression), the server's option lists by name, uniqueness across merchants. A file
 * declares one table of its own, read as the table.
 */
const serverOnlyProblems = (declaration: TableDeclaration): string[] => [
    ...SERVER_ONLY_KEYS.filter(key => declaration[key] !== undefined).map(key => `${key}: only the server's own declarations take ${key}`),
    ...Object.entries(declaration.columns).flatMap(([name, column]) => [
        ...SERVER_ONLY_COLUMN_KEYS.filter(key => column[key] !== undefined).map(
            key => `columns.${name}.${key}: only the server's own declarations take ${key}`
        ),
        ...(typeof column.options === 'string' ? [`columns.${name}.options: names a list of the server's own; a file lists its options`] : []),
        ...(typeof column.write === 'object' && column.write.unique === 'global'
            ? [`columns.${name}.write.unique: "global" is the server's own; a file's values are unique within the table (per merchant when perMerchant)`]
            : []),
    ]),
];

/** A file read: its declaration, or the problems found in it; a two-part file with its one-column form as JSON. */
export interface ReadDeclaration {
    declaration?: Declaration;
    twoPart: boolean;
    /** A two-part file in the one-column form, as its file would say it (`npm run declarations:upgrade`). */
    upgraded?: Record<string, unknown>;
    problems: string[];
}

/** One file: its declaration (upgraded to the one-column form when it is in the two-part one), or the problems found in it. */
export const readDeclarationFile = (file: string, text: string): ReadDeclaration => {
    let raw: unknown;
    try {
        raw = JSON.parse(text);
    } catch (error) {
        return { twoPart: false, problems: [`${file}: malformed JSON: ${(error as Error).message}`] };
    }
    const inFile = (problems: string[]) => problems.map(problem => `${file}: ${problem}`);
    if (isTwoPart(raw)) {
        if (mixesForms(raw))
            return {
                twoPart: true,
                problems: inFile([
                    '(file): says write rules or filters both in fields or search lists and on its columns; say each once, on its column (the one-column form)',
                ]),
            };
        const twoPart = twoPartDeclarationSchema.safeParse(raw);
        if (!twoPart.success) return { twoPart: true, problems: inFile(schemaProblems(twoPart.error)) };
        // A field or filter of no column is left out of the upgrade, which is checked all the same: every problem at once.
        const linked = twoPartProblems(twoPart.data);
        const { declaration, paths } = upgradeDeclaration(raw as Record<string, unknown>);
        const parsed = tableDeclarationSchema.safeParse(declaration);
        if (!parsed.success)
            return { twoPart: true, problems: inFile([...linked, ...schemaProblems(parsed.error).map(problem => inTwoPartTerms(problem, paths))]) };
        const problems = [...linked, ...checkDeclaration(parsed.data as Declaration).map(problem => inTwoPartTerms(problem, paths))];
        return problems.length
            ? { twoPart: true, problems: inFile(problems) }
            : { twoPart: true, declaration: parsed.data as Declaration, upgraded: declaration, problems };
    }
    const { declaration, problems } = readOneColumn(raw);
    return problems.length || !declaration ? { twoPart: false, problems: inFile(problems) } : { twoPart: false, declaration, problems };
};

/**
 * A declaration in the one-column form as a file's is read (a file at start-up, a designer
 * draft): the schema, nothing only the server's own declarations say, then its checks. Answers
 * every problem (`path: what`), and the declaration whenever it got past the first two (so a
 * caller can add problems of its own to checkDeclaration's).
 */
export const readOneColumn = (raw: unknown): { declaration?: Declaration; problems: string[] } => {
    if (isTwoPart(raw))
        return {
            problems: [
                '(file): is in the two-part form (fields and search lists); say each write rule and filter once, on its column (the one-column form; npm run declarations:upgrade rewrites a file)',
            ],
        };
    const parsed = tableDeclarationSchema.safeParse(raw);
    if (!parsed.success) return { problems: schemaProblems(parsed.error) };
    const serverOnly = serverOnlyProblems(parsed.data);
    if (serverOnly.length) return { problems: serverOnly };
    // With no named option lists, a file's declaration is already resolved.
    const declaration = parsed.data as Declaration;
    return { declaration, problems: checkDeclaration(declaration) };
};

/** A two-part file whose columns carry write rules or filters too: the two forms at once. */
const mixesForms = (raw: unknown) => {
    const columns = (raw as { columns?: unknown }).columns;
    return (
        typeof columns === 'object' &&
        columns !== null &&
        Object.values(columns).some(column => typeof column === 'object' && column !== null && ('write' in column || 'search' in column))
    );
};

/** What start-up says of a file in the two-part form: it loads, and how to rewrite it. */
export const twoPartNotice = (file: string) =>
    `${file} is in the two-part form (columns, then fields and search naming them again); it loads as before, and npm run declarations:upgrade -- ${file} rewrites it into the one-column form`;

/**
 * Reads `*.json` of the directory in name order, each a table declaration (see the folder's
 * README). All or nothing: any problem in any file throws a TableDeclarationError listing
 * every one, so a server never starts with part of its configuration. A directory that does
 * not exist declares nothing only when `optional` (the default directory); one named on purpose
 * must exist.
 */
export const readTableDeclarations = async (dir: string, { optional = false }: { optional?: boolean } = {}): Promise<DeclaredTable[]> => {
    let names: string[];
    try {
        names = (await readdir(dir)).filter(name => name.endsWith('.json')).sort();
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && optional) return [];
        throw new TableDeclarationError(dir, [`cannot read the directory: ${(error as Error).message}`]);
    }
    const tables: DeclaredTable[] = [];
    const problems: string[] = [];
    const owners = new Map<string, string>();
    const claim = (key: string, what: string, file: string) => {
        const owner = owners.get(key);
        if (owner) problems.push(`${file}: ${what} is already declared by ${owner}`);
        else owners.set(key, file);
    };
    for (const file of names) {
        const result = readDeclarationFile(file, await readFile(path.join(dir, file), 'utf8'));
        problems.push(...result.problems);
        if (!result.declaration) continue;
        claim(`table ${result.declaration.table}`, `table "${result.declaration.table}"`, file);
        for (const call of Object.values(result.declaration.api)) claim(`api ${call}`, `call "${call}"`, file);
        tables.push({ file, declaration: result.declaration, ...(result.twoPart ? { twoPart: true as const } : {}) });
    }
    if (problems.length) throw new TableDeclarationError(dir, problems);
    return tables;
};
