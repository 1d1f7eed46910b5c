import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { tableDeclarationSchema, type TableDeclaration } from './tableDeclarationSchema';
import { checkDeclaration } from './checkDeclaration';

export interface DeclaredTable {
    /** The file's name inside the directory: `brands.json`. */
    file: string;
    declaration: TableDeclaration;
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

/** One file: its declaration, or the problems found in it. */
const readOne = (file: string, text: string): { declaration?: TableDeclaration; problems: string[] } => {
    let raw: unknown;
    try {
        raw = JSON.parse(text);
    } catch (error) {
        return { problems: [`${file}: malformed JSON: ${(error as Error).message}`] };
    }
    const parsed = tableDeclarationSchema.safeParse(raw);
    if (!parsed.success) return { problems: parsed.error.issues.map(issue => `${file}: ${issuePath(issue.path) || '(file)'}: ${issueMessage(issue)}`) };
    const problems = checkDeclaration(parsed.data).map(problem => `${file}: ${problem}`);
    return problems.length ? { problems } : { declaration: parsed.data, problems };
};

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
        const result = readOne(file, await readFile(path.join(dir, file), 'utf8'));
        problems.push(...result.problems);
        if (!result.declaration) continue;
        claim(`table ${result.declaration.table}`, `table "${result.declaration.table}"`, file);
        for (const call of Object.values(result.declaration.api)) claim(`api ${call}`, `call "${call}"`, file);
        tables.push({ file, declaration: result.declaration });
    }
    if (problems.length) throw new TableDeclarationError(dir, problems);
    return tables;
};
