import { inputShows, LIST_WRITE_KINDS } from '../../protocol/writeForm';
import type { DefinitionFormField } from '../../src/dataProvider/TableDefinition';
import type { FormField } from '../../src/forms/FormField';

/** What the comparison reads of a catalogue's form field. */
export type ComparedField = Pick<FormField, 'name' | 'kind' | 'required' | 'maxLength' | 'multiple' | 'secondName'>;

/** What the comparison reads of a server's write-form field, as the console's definition parser gives it. */
export type ServerFormField = Pick<DefinitionFormField, 'name' | 'kind' | 'required' | 'maxLength' | 'secondName'>;

/** The names a field sends: a cascade sends its second select too (province → city). */
const sentNames = (field: ComparedField) => (field.secondName ? [field.name, field.secondName] : [field.name]);

/** The fields a write form reads, by name: a cascade's second select reads under its own name, with the first's rules. */
const readFieldsOf = (form: readonly ServerFormField[]) =>
    new Map(
        form.flatMap(field => [[field.name, field] as const, ...(field.secondName ? [[field.secondName, { ...field, name: field.secondName }] as const] : [])])
    );

/**
 * Where a catalogue's form and a server's write form (the rules its call reads, as a table
 * definition states them and the console reads them) disagree: a field only one side has, a kind the server does not read
 * with that input (protocol/writeForm.ts), a single select for a list or the reverse, the
 * required flag, a text's maximum length. One sentence each; none when they agree.
 */
export const formDisagreements = (fields: readonly ComparedField[], form: readonly ServerFormField[]): string[] => {
    const read = readFieldsOf(form);
    const problems: string[] = [];
    for (const field of fields) {
        for (const name of sentNames(field)) {
            const server = read.get(name);
            if (!server) {
                problems.push(`the form sends ${name}, the server reads no such field`);
                continue;
            }
            const { kind } = server;
            if (!inputShows(kind, field.kind)) problems.push(`${name} is a ${field.kind} field, the server reads it as ${kind}`);
            if (field.kind === 'select' && !!field.multiple !== LIST_WRITE_KINDS.has(kind))
                problems.push(`${name} is ${field.multiple ? 'a multiple' : 'a single'} select, the server reads it as ${kind}`);
            if (!!field.required !== !!server.required)
                problems.push(`${name} is ${field.required ? '' : 'not '}required in the form, ${server.required ? '' : 'not '}on the server`);
            if (field.maxLength !== server.maxLength)
                problems.push(`${name} takes at most ${field.maxLength ?? '∞'} characters in the form, ${server.maxLength ?? '∞'} on the server`);
        }
    }
    const sent = new Set(fields.flatMap(sentNames));
    for (const [name, server] of read)
        if (!sent.has(name)) problems.push(`the server reads ${name}${server.required ? ' (required)' : ''}, the form has no such field`);
    return problems;
};
