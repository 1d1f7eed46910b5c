import { runCatalogueCheck } from './catalogueCheck/runCatalogueCheck';

/** `npm run catalogue:check -- --base URL --username U --password P`: see catalogueCheck/runCatalogueCheck.ts. */
runCatalogueCheck(process.argv.slice(2)).then(
    code => process.exit(code),
    error => {
        console.error(error);
        process.exit(2);
    }
);
