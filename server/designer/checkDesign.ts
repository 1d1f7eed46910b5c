import type { Lang } from '../../protocol/lang';
import type { Declaration } from '../declared/declaredColumns';
import { readOneColumn } from '../declared/readTableDeclarations';
import { message, renderMessage, type MessageText } from '../i18n/Message';

/** The largest declaration and menu entry a save takes, as JSON text. */
export const DECLARATION_MAX_BYTES = 64 * 1024;
export const ENTRY_MAX_BYTES = 16 * 1024;

/** One problem of a draft: the path of the value at fault, and what is wrong with it. */
export interface DesignProblem {
    path: string;
    problem: MessageText | string;
}

/** A problem as the reply carries it, in the caller's language. */
export const problemIn = ({ path, problem }: DesignProblem, lang: Lang) => ({ path, message: renderMessage(problem, lang) });

/** A declaration's problem lines start with the path of the value at fault (`(file)`: the declaration as a whole). */
const splitProblem = (line: string): DesignProblem => {
    const at = line.indexOf(': ');
    if (at <= 0) return { path: 'declaration', problem: line };
    const path = line.slice(0, at);
    return { path: path === '(file)' ? 'declaration' : path, problem: line.slice(at + 2) };
};

/** A JSON text parameter, within its size: its value, or the problem. */
const readJson = (text: unknown, what: 'declaration' | 'entry', max: number): { value?: unknown; problem?: DesignProblem } => {
    const raw = typeof text === 'string' ? text : JSON.stringify(text ?? null);
    if (Buffer.byteLength(raw, 'utf8') > max) return { problem: { path: what, problem: message('{what}超过{max}字节', { what, max }) } };
    try {
        return { value: typeof text === 'string' ? JSON.parse(text) : text };
    } catch {
        return { problem: { path: what, problem: message('{what}不是有效的JSON', { what }) } };
    }
};

/** What the draft takes of the others: the built-in tables and calls, and tables that a file declares. */
export interface Reserved {
    tables: ReadonlySet<string>;
    paths: ReadonlySet<string>;
    files: ReadonlyMap<string, unknown>;
}

/** The menu entry: one catalogue entry, several, or none (a resource served by its calls alone), whose calls are the resource’s own. */
const checkEntry = (entry: unknown, declaration: Declaration): DesignProblem[] => {
    const entries = Array.isArray(entry) ? entry : [entry];
    if (entries.some(item => typeof item !== 'object' || item === null || Array.isArray(item)))
        return [{ path: 'entry', problem: '菜单入口必须是对象或对象数组' }];
    const own = new Set(Object.values(declaration.api));
    return entries.flatMap((item: Record<string, unknown>, i) => {
        const at = Array.isArray(entry) ? `entry[${i}]` : 'entry';
        const calls = [['api', item.api], ...Object.entries((item.calls as Record<string, unknown>) ?? {}).map(([key, path]) => [`calls.${key}`, path])];
        return calls
            .filter(([, path]) => path !== undefined && !own.has(path as string))
            .map(([key, path]) => ({ path: `${at}.${key}`, problem: message('菜单入口的接口{path}不是该资源的接口', { path: String(path) }) }));
    });
};

/**
 * A draft as TableCheck and TableSave read it: the declaration through the very schema and
 * checks start-up applies to a file in the one-column form, then what the designer adds (nothing a built-in table or a
 * file holds, within the size limit, a menu entry of its own calls). Answers the declaration
 * read, or every problem found.
 */
export const checkDesign = (
    params: { declaration: unknown; entry: unknown },
    reserved: Reserved
): { declaration?: Declaration; entry?: unknown; problems: DesignProblem[] } => {
    const declarationText = readJson(params.declaration, 'declaration', DECLARATION_MAX_BYTES);
    const entryText = readJson(params.entry ?? [], 'entry', ENTRY_MAX_BYTES);
    const early = [declarationText.problem, entryText.problem].filter((problem): problem is DesignProblem => !!problem);
    if (early.length) return { problems: early };
    const read = readOneColumn(declarationText.value);
    const problems: DesignProblem[] = read.problems.map(splitProblem);
    const { declaration } = read;
    if (!declaration) return { problems };
    if (reserved.files.has(declaration.table))
        problems.push({ path: 'table', problem: message('资源{table}由声明文件管理，请在文件中修改', { table: declaration.table }) });
    else if (reserved.tables.has(declaration.table))
        problems.push({ path: 'table', problem: message('表名{table}已被系统表占用，请换一个名称', { table: declaration.table }) });
    for (const [key, path] of Object.entries(declaration.api))
        if (reserved.paths.has(path)) problems.push({ path: `api.${key}`, problem: message('接口{path}已被其他功能占用，请换一个路径', { path }) });
    problems.push(...checkEntry(entryText.value, declaration));
    return problems.length ? { problems } : { declaration, entry: entryText.value, problems };
};
