import { Visitor } from 'vite';
import type { SourceFile } from './sourceFiles';

/** A whole translation key (`mc.login.title`) or, ending in a dot, the start of one. */
const KEY = /^(mc|ra)\.[A-Za-z0-9_.]*$/;

export const isTranslationKey = (text: string) => KEY.test(text) && !text.endsWith('.');

export const isKeyPrefix = (text: string) => KEY.test(text);

export interface KeyUse {
    file: string;
    key: string;
}

/** A key built at run time: `mc.layout.tabs.${id}` or `'mc.route.' + path`. */
export interface DynamicKey {
    file: string;
    prefix: string;
    /** The string literals and object keys of the file: the suffixes it can put after the prefix. */
    fileLiterals: ReadonlySet<string>;
}

/** The translation keys the code names, whole or by prefix. */
export const collectKeyUses = (files: readonly SourceFile[]) => {
    const uses: KeyUse[] = [];
    const dynamic: DynamicKey[] = [];
    for (const file of files) {
        const literals = new Set<string>();
        const prefixes = new Set<string>();
        new Visitor({
            Literal(node) {
                if (typeof node.value !== 'string') return;
                literals.add(node.value);
                if (!KEY.test(node.value)) return;
                if (node.value.endsWith('.')) prefixes.add(node.value);
                else uses.push({ file: file.path, key: node.value });
            },
            // Object keys too: `{ queued: 'default', running: 'info' }` names the suffixes of
            // `mc.layout.exportTasks.state.${state}`.
            Property(node) {
                if (!node.computed && node.key.type === 'Identifier') literals.add(node.key.name);
            },
            TemplateLiteral(node) {
                const parts = node.quasis.map(quasi => quasi.value.cooked ?? quasi.value.raw);
                parts.forEach(part => literals.add(part));
                if (node.expressions.length === 0) {
                    if (isTranslationKey(parts[0])) uses.push({ file: file.path, key: parts[0] });
                } else if (KEY.test(parts[0])) {
                    prefixes.add(parts[0]);
                }
            },
        }).visit(file.program);
        for (const prefix of prefixes) dynamic.push({ file: file.path, prefix, fileLiterals: literals });
    }
    return { uses, dynamic };
};
