import { z } from 'zod';
import { tableDeclarationSchema } from './tableDeclarationSchema';

/** Where the JSON Schema of a declaration file ships, relative to the project root. */
export const TABLE_DECLARATION_SCHEMA_FILE = 'server/declared/tableDeclaration.schema.json';

/**
 * The JSON Schema of a declaration file, generated from the zod schema the server validates
 * with, so an editor checks what the server checks (`npm run docs:tables-schema` writes it;
 * a unit test fails while the file is stale). Cross-references (a field naming a column…)
 * are checked by the server only.
 */
export const tableDeclarationJsonSchema = (): string =>
    `${JSON.stringify(
        {
            ...z.toJSONSchema(tableDeclarationSchema, { io: 'input' }),
            title: 'Merchant Center table declaration (server/tables.d/*.json), one-column form',
        },
        null,
        4
    )}\n`;
