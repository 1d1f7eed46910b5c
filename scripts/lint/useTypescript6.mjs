// The project compiles with TypeScript 7 (native), whose package no longer has the JavaScript
// compiler API that typescript-eslint parses with (typescript-eslint supports TS <= 6.0). The
// `typescript6` dev dependency (an alias of typescript@6) supplies that API; importing this module
// points every later `require('typescript')` of the process at it. `tsc` itself stays TypeScript 7.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const typescript6 = require.resolve('typescript6');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
    return resolveFilename.call(this, request === 'typescript' ? typescript6 : request, ...rest);
};
