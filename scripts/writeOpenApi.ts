import { writeFileSync } from 'node:fs';
import { referenceOpenApi } from '../server/app';
import { loadServerConfig } from '../server/core/config';

/**
 * `npm run docs:openapi`: rewrites docs/openapi.json, the committed copy of the reference
 * server's `/openapi.json` with the shipped config.json and declared tables
 * (tests/contract/core/openApi.test.ts fails while it is stale).
 */
const file = 'docs/openapi.json';
writeFileSync(file, `${JSON.stringify(await referenceOpenApi(loadServerConfig({}, {})), null, 2)}\n`);
console.log(`wrote ${file}`);
