import { writeFileSync } from 'node:fs';
import { TABLE_DECLARATION_SCHEMA_FILE, tableDeclarationJsonSchema } from '../server/declared/tableDeclarationJsonSchema';

/** `npm run docs:tables-schema`: rewrites the JSON Schema of table declarations from its zod source. */
writeFileSync(TABLE_DECLARATION_SCHEMA_FILE, tableDeclarationJsonSchema());
console.log(`wrote ${TABLE_DECLARATION_SCHEMA_FILE}`);
