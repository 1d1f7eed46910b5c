// ESLint rule `repository/no-path-outside`: no file imports or reads a path outside the
// repository root. A user's clone has nothing beside it (no `../shared`), so such a path works
// only on the machine it was written on. Checked:
// - module specifiers (import, export … from, import(), require(), vi.mock() and friends),
//   resolved against the file's folder;
// - any other string that starts with `../`: a path read at run time is resolved against the
//   working directory (the repository root, as npm scripts run) or against the file's folder;
//   it is reported when it leaves the root from the file's folder, or, unless it is anchored to
//   the file (`new URL(x, import.meta.url)`, `resolve(import.meta.dirname, x)`), when it leaves
//   it from the root and names nothing inside from the file's folder;
// - an absolute path inside the folder that holds the repository (`/work/shared/…` for a
//   checkout at `/work/merchant-center`).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

/** `require(x)`, `require.resolve(x)`, `import.meta.resolve(x)`, `vi.mock(x)` and the like. */
const takesSpecifier = callee => {
    if (callee.type === 'Identifier') return callee.name === 'require';
    if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
    const { object, property } = callee;
    if (property.name === 'resolve') return (object.type === 'Identifier' && object.name === 'require') || object.type === 'MetaProperty';
    return MOCK_CALLS.has(property.name) && object.type === 'Identifier' && (object.name === 'vi' || object.name === 'vitest');
};

const outside = (root, target) => {
    const path = relative(root, target);
    return path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path);
};

const stringValue = node => {
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined;
    return undefined;
};

const isSpecifier = node => {
    const parent = node.parent;
    if (!parent) return false;
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(parent.type)) return parent.source === node;
    if (parent.type === 'TSExternalModuleReference' || parent.type === 'TSImportType') return true;
    return parent.type === 'CallExpression' && parent.arguments[0] === node && takesSpecifier(parent.callee);
};

const isAnchor = node =>
    (node.type === 'MemberExpression' && node.object.type === 'MetaProperty' && ['url', 'dirname'].includes(node.property.name)) ||
    (node.type === 'Identifier' && node.name === '__dirname');

/** `new URL(x, import.meta.url)`, `resolve(import.meta.dirname, x)`: a path from the file's own folder. */
const isFileRelative = node => {
    const parent = node.parent;
    return (
        (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.some(argument => argument !== node && isAnchor(argument))
    );
};

/** `root`: the repository root (the folder holding eslint.config.js). */
export const noPathOutsideRepository = root => {
    const holder = dirname(root) + sep;
    return {
        meta: {
            type: 'problem',
            docs: { description: 'no import or file path outside the repository root' },
            schema: [],
            messages: {
                outside: '"{{path}}" is outside the repository ({{why}}): a clone has nothing beside it. Move what it needs into the repository.',
            },
        },
        create(context) {
            const folder = dirname(context.filename);
            const check = node => {
                const text = stringValue(node);
                if (text === undefined) return;
                const report = why => context.report({ node, messageId: 'outside', data: { path: text, why } });
                if (text.startsWith(holder)) return report('an absolute path beside the checkout');
                if (isSpecifier(node)) {
                    if (text.startsWith('.') && outside(root, resolve(folder, text))) report('imported from this file');
                    return;
                }
                if (!text.startsWith('../')) return;
                const fromFile = resolve(folder, text);
                if (outside(root, fromFile)) return report('from this file');
                if (isFileRelative(node)) return;
                if (outside(root, resolve(root, text)) && !existsSync(fromFile)) report('from the repository root, where scripts and tests run');
            };
            return { Literal: check, TemplateLiteral: check };
        },
    };
};
