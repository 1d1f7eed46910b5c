import { Visitor } from 'vite';
import { lineOf, type SourceFile } from './sourceFiles';
import { isKeyPrefix, isTranslationKey } from './translationKeys';

/** Props and object fields whose text a user reads. */
const USER_FACING = new Set([
    'label',
    'title',
    'placeholder',
    'aria-label',
    'aria-description',
    'helperText',
    'alt',
    'primaryText',
    'secondaryText',
    'emptyText',
    'tooltip',
    'confirmTitle',
    'confirmContent',
    'successMessage',
    'hint',
]);

/** Functions whose first argument is shown to the user through the translation layer. */
const TRANSLATING_CALLS = new Set(['translate', 'notify']);

/** A lower-camel or snake identifier: code, not something a user reads. */
const KEY_FRAGMENT = /^[a-z][a-z0-9]*([A-Z_][a-z0-9]*)*$/;

/** Letters of any script (Latin, CJK, kana, …); digits and punctuation alone say nothing. */
const HAS_WORDS = /\p{L}/u;

/**
 * A text written where the user will read it: a literal (`text`) or a key built at run time
 * (`prefix`, as in `mc.layout.tabs.${id}`).
 */
export interface ShownText {
    file: string;
    line: number;
    text?: string;
    prefix?: string;
}

// Loosely typed: the walk only needs a node's type and the few fields read below.
type Node = { type: string; start: number; [field: string]: unknown };

/** The texts an expression can evaluate to, when they are written in the code. */
const literalTexts = (node: Node | null | undefined): Array<{ text?: string; prefix?: string; start: number }> => {
    if (!node) return [];
    switch (node.type) {
        case 'Literal':
            return typeof node.value === 'string' ? [{ text: node.value, start: node.start }] : [];
        case 'TemplateLiteral': {
            const quasis = node.quasis as Array<{ value: { cooked?: string | null; raw: string } }>;
            const texts = quasis.map(quasi => quasi.value.cooked ?? quasi.value.raw);
            if (quasis.length > 1 && isKeyPrefix(texts[0])) return [{ prefix: texts[0], start: node.start }];
            return [{ text: texts.join('${…}'), start: node.start }];
        }
        case 'JSXExpressionContainer':
            return literalTexts(node.expression as Node);
        case 'ConditionalExpression':
            return [...literalTexts(node.consequent as Node), ...literalTexts(node.alternate as Node)];
        case 'LogicalExpression':
            return [...literalTexts(node.left as Node), ...literalTexts(node.right as Node)];
        case 'TSAsExpression':
        case 'TSSatisfiesExpression':
        case 'ParenthesizedExpression':
            return literalTexts(node.expression as Node);
        default:
            return [];
    }
};

const nameOf = (node: Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return node.name as string;
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node.type === 'MemberExpression') return nameOf(node.property as Node);
    return undefined;
};

/** Decodes the entities JSX text may hold, so `&nbsp;` is not read as a word. */
const jsxText = (raw: string) => raw.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, ' ').trim();

/**
 * Every text the code puts where a user reads it: JSX text, literal user-facing props and
 * fields, the message handed to `translate`/`notify`. Translation keys belong there.
 */
export const findShownTexts = (files: readonly SourceFile[]): ShownText[] => {
    const found: ShownText[] = [];
    for (const file of files) {
        const add = (shown: { text?: string; prefix?: string; start: number }) =>
            found.push({ file: file.path, line: lineOf(file, shown.start), text: shown.text, prefix: shown.prefix });
        const addAll = (node: Node | null | undefined) => literalTexts(node).forEach(add);
        new Visitor({
            JSXText(node) {
                add({ text: jsxText(node.value), start: node.start });
            },
            JSXAttribute(node) {
                const name = nameOf(node.name as unknown as Node);
                if (name && USER_FACING.has(name)) addAll(node.value as unknown as Node);
            },
            Property(node) {
                if (!node.computed && USER_FACING.has(nameOf(node.key as unknown as Node) ?? '')) {
                    // `{ label: 'dealerName' }` in a field builder is a key fragment (`mc.field.…`),
                    // whose key the catalogue test resolves; prose has spaces, capitals or CJK.
                    literalTexts(node.value as unknown as Node)
                        .filter(shown => !(shown.text && KEY_FRAGMENT.test(shown.text)))
                        .forEach(add);
                }
            },
            CallExpression(node) {
                const callee = nameOf(node.callee as unknown as Node);
                if (callee && TRANSLATING_CALLS.has(callee)) addAll(node.arguments[0] as unknown as Node);
            },
        }).visit(file.program);
    }
    return found;
};

/** Shown texts with words in them that are not translation keys: they bypass the translation layer. */
export const isUntranslated = (shown: ShownText): shown is ShownText & { text: string } =>
    shown.text !== undefined && HAS_WORDS.test(shown.text) && !isTranslationKey(shown.text);
