import { runConformance } from './conformance/runConformance';

/** `npm run conformance -- --base URL --username U --password P`: see conformance/runConformance.ts. */
runConformance(process.argv.slice(2)).then(
    code => process.exit(code),
    error => {
        // One line, never a stack trace: whatever escaped the checks is the reason the run could not go on.
        console.log(`conformance: ${(error as Error)?.message ?? String(error)}`);
        process.exit(2);
    }
);
