import { loadServerConfig } from './core/config';
import { merchantCommand } from './merchantCommand';

/** `npm run merchant -- <command>`: the platform's operations on merchants, for operations without a console. */
merchantCommand(process.argv.slice(2), { config: loadServerConfig(), env: process.env, print: line => console.log(line) }).then(code => process.exit(code));
