import type { ErrorObject } from 'ajv';
import type { ExtensionEntry } from './ExtensionFile.generated';
import type { ExtensionProblem } from './ExtensionProblem';
// The schema that editors read is the one that judges entries here, compiled ahead of time
// (the console's Content-Security-Policy forbids compiling it in the browser): one definition, no drift.
import { validateEntry } from './validateEntry.generated.js';

export interface ValidEntry {
    file: string;
    index: number;
    entry: ExtensionEntry;
}

const valueAt = (root: unknown, pointer: string): unknown =>
    pointer
        .split('/')
        .slice(1)
        .reduce<unknown>(
            (value, part) =>
                value && typeof value === 'object' ? (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined,
            root
        );

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One ajv error as a problem with a translation key; what ajv cannot say better keeps its own words. */
const toProblem = (file: string, index: number, raw: unknown, error: ErrorObject): ExtensionProblem => {
    const at = `/${index}${error.instancePath}`;
    const base = { file, entry: index, at };
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
        case 'discriminator': {
            const branches = (error.parentSchema as { oneOf?: Array<{ properties: { kind: { const?: string; enum?: string[] } } }> })?.oneOf ?? [];
            const allowed = branches.flatMap(branch => branch.properties.kind.enum ?? [branch.properties.kind.const ?? '']).join(', ');
            if (params.error === 'tag') return { ...base, key: 'missing', values: { property: 'kind' } };
            return { ...base, at: `${at}/kind`, key: 'unknownKind', values: { value: shown(params.tagValue), allowed } };
        }
        case 'required':
            return { ...base, key: 'missing', values: { property: String(params.missingProperty) } };
        case 'additionalProperties': {
            const kind = valueAt(raw, error.instancePath);
            const property = String(params.additionalProperty);
            const ofKind = kind && typeof kind === 'object' ? (kind as Record<string, unknown>).kind : undefined;
            return typeof ofKind === 'string'
                ? { ...base, key: 'unknownPropertyOfKind', values: { property, kind: ofKind } }
                : { ...base, key: 'unknownProperty', values: { property } };
        }
        case 'enum':
            return {
                ...base,
                key: 'notOneOf',
                values: { value: shown(valueAt(raw, error.instancePath)), allowed: (params.allowedValues as unknown[]).map(shown).join(', ') },
            };
        case 'const':
            return { ...base, key: 'notOneOf', values: { value: shown(valueAt(raw, error.instancePath)), allowed: shown(params.allowedValue) } };
        case 'type':
            return { ...base, key: 'wrongType', values: { expected: [params.type].flat().join(' | ') } };
        case 'pattern':
            return { ...base, key: 'badFormat', values: { value: shown(valueAt(raw, error.instancePath)) } };
        default:
            return { ...base, key: 'invalid', values: { message: error.message ?? error.keyword } };
    }
};

/**
 * Keeps the errors that say what is wrong: `oneOf` only says no branch matched, `if` only that
 * its `then` failed (whose own error follows), and a `type` error at a value that has other
 * errors there or deeper inside is another branch's complaint (a section given as a declaration
 * is not the string it could also have been; a title given inline is not a translation key), as
 * is a `const` error at a value with errors deeper inside.
 * Several branches' `type` errors at one value become one, naming every type it may have.
 */
const telling = (errors: ErrorObject[]) => {
    const kept = errors.filter(
        error =>
            error.keyword !== 'oneOf' &&
            error.keyword !== 'if' &&
            // `delete` is the other branch of an action given as an object with a wrong field.
            !(error.keyword === 'const' && errors.some(other => other.instancePath.startsWith(`${error.instancePath}/`))) &&
            !(
                error.keyword === 'type' &&
                errors.some(
                    other =>
                        other.keyword !== 'type' &&
                        other.keyword !== 'oneOf' &&
                        other.keyword !== 'if' &&
                        (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`))
                )
            )
    );
    const typeAt = new Map<string, ErrorObject>();
    return kept.flatMap(error => {
        if (error.keyword !== 'type') return [error];
        const first = typeAt.get(error.instancePath);
        if (!first) {
            const merged = { ...error, params: { type: [(error.params as { type: string | string[] }).type].flat() } };
            typeAt.set(error.instancePath, merged);
            return [merged];
        }
        (first.params as { type: string[] }).type.push(...[(error.params as { type: string | string[] }).type].flat());
        return [];
    });
};

/** Judges each entry of a parsed extension file against the schema: the entries that pass and a problem for each that does not. */
export const validateExtensionFile = (file: string, raw: unknown): { valid: ValidEntry[]; problems: ExtensionProblem[] } => {
    if (!Array.isArray(raw)) return { valid: [], problems: [{ file, at: '', key: 'fileNotList' }] };
    const valid: ValidEntry[] = [];
    const problems: ExtensionProblem[] = [];
    raw.forEach((entry, index) => {
        if (validateEntry(entry)) valid.push({ file, index, entry });
        else problems.push(...telling(validateEntry.errors ?? []).map(error => toProblem(file, index, entry, error)));
    });
    return { valid, problems };
};
