import { z } from 'zod';
import type { Option } from '../tables/TableSpec';
import { option } from './declarationParts';
import { catalogueText, notInCatalogue } from './declaredText';
import { schemaProblems, TableDeclarationError } from './readTableDeclarations';

const optionLists = z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be a list name such as payTypes'), z.array(option).min(1));

/**
 * A domain's named option lists (`server/domains/*\/options.json`), in the option format of a
 * declaration, checked by the same schema: the lists its declarations name (`"options":
 * "payTypes"`) and its seeds and actions read. A plain label is a key of the server's catalogue,
 * as every built-in word is; a key the catalogue lacks, or a malformed list, throws at import
 * naming `name`.
 */
export const builtinOptions = <Name extends string>(name: string, raw: Record<Name, unknown>): Record<Name, Option[]> => {
    const parsed = optionLists.safeParse(raw);
    if (!parsed.success) throw new TableDeclarationError(name, schemaProblems(parsed.error));
    const problems = Object.entries(parsed.data).flatMap(([list, options]) =>
        options.flatMap((entry, i) => notInCatalogue(entry.label).map(text => `${list}[${i}].label: "${text}" is not a key of the server's catalogue`))
    );
    if (problems.length) throw new TableDeclarationError(name, problems);
    return Object.fromEntries(
        Object.entries(parsed.data).map(([list, options]) => [list, options.map(({ value, label }) => ({ value, label: catalogueText(label) }))])
    ) as Record<Name, Option[]>;
};
