/**
 * The baseline's backend: a plain Node HTTP server that serves the baseline build and the rows
 * in ra-data-simple-rest's format (GET /api/dealers?sort=&range=&filter= with Content-Range).
 * Run as its own process: node --import tsx bench/baselineServer.ts <port> <dist> <rows.json>
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { BASELINE_RESOURCE } from './baseline/src/columns';

type Row = Record<string, unknown>;

const [port, dist, rowsFile] = process.argv.slice(2);
const rows = JSON.parse(readFileSync(rowsFile, 'utf8')) as Row[];

const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
};

const parseJson = <T>(text: string | null, fallback: T): T => {
    try {
        return text ? (JSON.parse(text) as T) : fallback;
    } catch {
        return fallback;
    }
};

const compare = (field: string, order: string) => (a: Row, b: Row) => {
    const x = a[field] as string | number;
    const y = b[field] as string | number;
    const sign = order === 'ASC' ? 1 : -1;
    return x === y ? 0 : x > y ? sign : -sign;
};

const list = (query: URLSearchParams, res: ServerResponse) => {
    const [field, order] = parseJson<[string, string]>(query.get('sort'), ['id', 'DESC']);
    const [start, end] = parseJson<[number, number]>(query.get('range'), [0, 9]);
    const filter = parseJson<Record<string, unknown>>(query.get('filter'), {});
    const matching = rows.filter(row => Object.entries(filter).every(([key, value]) => String(row[key]) === String(value)));
    const page = [...matching].sort(compare(field, order)).slice(start, end + 1);
    res.writeHead(200, {
        'content-type': types['.json'],
        'content-range': `${BASELINE_RESOURCE} ${start}-${start + page.length - 1}/${matching.length}`,
    });
    res.end(JSON.stringify(page));
};

const sendFile = (path: string, res: ServerResponse) => {
    try {
        const body = readFileSync(path);
        res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
        res.end(body);
        return true;
    } catch {
        return false;
    }
};

createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === `/api/${BASELINE_RESOURCE}`) return list(url.searchParams, res);
    const one = url.pathname.match(new RegExp(`^/api/${BASELINE_RESOURCE}/(.+)$`));
    if (one) {
        const row = rows.find(candidate => String(candidate.id) === decodeURIComponent(one[1]));
        res.writeHead(row ? 200 : 404, { 'content-type': types['.json'] });
        return res.end(JSON.stringify(row ?? {}));
    }
    const file = normalize(join(dist, url.pathname));
    // Unknown paths get index.html, as the console's server does for its routes.
    if (!file.startsWith(dist) || !sendFile(file, res)) sendFile(join(dist, 'index.html'), res);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
