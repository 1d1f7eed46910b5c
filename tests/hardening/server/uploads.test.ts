import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decryptEnvelope, type Envelope } from '../../../protocol/envelope';
import { MAX_IMPORT_ROWS, TOO_BIG_MSG, TOO_MANY_ROWS_MSG, WRONG_FORMAT_MSG } from '../../../server/import/readSheet';
import { renderMessage } from '../../../server/i18n/Message';
import { createTestClient, type TestClient } from '../../contract/support/createTestClient';
import { failure } from '../../contract/support/failure';
import { startTestServer, type TestServer } from '../../contract/support/startTestServer';
import { hostileCase, measureRss } from '../support/figures';

/**
 * Hostile files against the real import endpoint (the dealer list's) and hostile values in an
 * image field, on a reference server in this process: each is answered with a clear message,
 * inserts nothing, and the server's memory grows by less than MEMORY_BOUND_MIB while it runs.
 */
// Run on PGlite (hardening-server) and on PostgreSQL (hardening-postgres): one figure each.
const SUITE = `hostile uploads (${inject('postgres') ? 'PostgreSQL' : 'PGlite'})`;
const DEALERS = 'seller/dealer/DealerList';
const MEMORY_BOUND_MIB = 200;

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
    server = await startTestServer();
    admin = await createTestClient(server);
    await admin.login('admin', 'Admin@2026');
});
afterAll(() => server?.close());

const dealerCount = async () => (await admin.get<{ count: number }>(DEALERS, { page: 1, _count_sum: true })).count;

type FileContent = string | Uint8Array;

const upload = (content: FileContent, filename: string) => {
    const form = new FormData();
    // A copy on a plain ArrayBuffer: a Buffer may sit on a shared pool, which Blob does not take.
    form.set('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
    form.set('_excel_import', '1');
    return admin.post<{ total: number; inserted: number; failed: number; errors: Array<{ row: number; msg: string }> }>(DEALERS, form);
};

const workbook = async (rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('车商');
    rows.forEach(row => sheet.addRow(row));
    return Buffer.from(await book.xlsx.writeBuffer());
};

const HEADER = ['车商名称', '联系人', '联系电话', '详细地址'];
const goodRow = (i: number) => [`加固测试车商${i}`, '张三', `139${String(i).padStart(8, '0')}`, '测试路1号'];

/** The file is refused with `expected`, nothing is inserted, and memory stays bounded. */
const refused = (name: string, content: () => Promise<FileContent> | FileContent, filename: string, expected: string | RegExp) =>
    it(`${name}: ${String(expected)}`, async () => {
        const body = await content();
        await hostileCase(SUITE, async () => {
            const before = await dealerCount();
            const { result, growthMiB } = await measureRss(async () => (await failure(upload(body, filename))).message);
            if (typeof expected === 'string') expect(result).toBe(expected);
            else expect(result).toMatch(expected);
            expect(await dealerCount()).toBe(before);
            console.log(`${name}: server RSS +${growthMiB} MiB`);
            expect(growthMiB).toBeLessThan(MEMORY_BOUND_MIB);
            return growthMiB;
        });
    });

/**
 * A multipart import of `size` bytes generated on the fly (a zip signature, then filler), sent
 * with the signature in the query as a new window would: nothing the size of the file is held
 * on the client side of this process.
 */
const streamUpload = async (filename: string, size: number): Promise<Envelope> => {
    const boundary = `----mc-hardening-${Date.now()}`;
    const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\nPK\x03\x04`
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1 << 20, 7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
        start(controller) {
            controller.enqueue(head);
        },
        pull(controller) {
            if (sent >= size) {
                controller.enqueue(tail);
                controller.close();
                return;
            }
            const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
            sent += part.length;
            controller.enqueue(part);
        },
    });
    const response = await fetch(admin.http.signedUrl(DEALERS, { _excel_import: 1 }), {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
    } as RequestInit);
    const { encryptionMarker: marker, aesKeyHex: keyHex, aesIvHex: ivHex } = admin.config;
    const text = await response.text();
    const decoded = decryptEnvelope(text, { marker, keyHex, ivHex });
    return (typeof decoded === 'string' ? JSON.parse(decoded) : decoded) as Envelope;
};

/** An xlsx whose parts are replaced: the zip exceljs writes, with `parts` put in (deflated). */
const tamperedXlsx = async (rows: unknown[][], parts: Record<string, string>) => {
    const zip = await JSZip.loadAsync(await workbook(rows));
    for (const [name, text] of Object.entries(parts)) zip.file(name, text);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
};

describe('hostile files against the import endpoint', { timeout: 300_000 }, () => {
    refused('wrong type (csv)', () => '车商名称,联系人\n甲,乙\n', 'dealers.csv', WRONG_FORMAT_MSG);
    refused('wrong type (no extension)', () => workbook([HEADER, goodRow(1)]), 'dealers', WRONG_FORMAT_MSG);
    refused('wrong type (exe)', () => Buffer.from('MZ\x90\x00'), 'setup.exe', WRONG_FORMAT_MSG);
    refused('renamed png', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'photo.xlsx', /文件已损坏/);
    refused('renamed html', () => '<html><script>alert(1)</script></html>', 'page.xlsx', /文件已损坏/);
    refused('renamed legacy xls', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xlsx', /xls/);
    refused(
        'renamed zip that is no workbook',
        async () => {
            const zip = new JSZip();
            zip.file('word/document.xml', '<w:document/>');
            return zip.generateAsync({ type: 'nodebuffer' });
        },
        'letter.xlsx',
        /没有数据|文件已损坏/
    );
    refused('empty file', () => new Uint8Array(0), 'empty.xlsx', '文件为空，请检查后重新上传');
    refused(
        'truncated zip',
        async () => {
            const whole = await workbook([HEADER, ...Array.from({ length: 50 }, (_, i) => goodRow(i))]);
            return whole.subarray(0, Math.floor(whole.length * 0.6));
        },
        'cut.xlsx',
        /文件已损坏/
    );
    refused(
        'shared strings inflating past the limit (many strings)',
        () =>
            tamperedXlsx([HEADER, goodRow(1)], {
                'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>车商名称</t></si>'.repeat(600_000)}</sst>`,
            }),
        'bomb.xlsx',
        TOO_BIG_MSG
    );
    refused(
        'shared strings inflating past the limit (few huge strings)',
        () =>
            tamperedXlsx([HEADER, goodRow(1)], {
                'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${`<si><t>${'甲'.repeat(4_000_000)}</t></si>`.repeat(6)}</sst>`,
            }),
        'bomb2.xlsx',
        TOO_BIG_MSG
    );
    it("a 50 MB file, streamed (so the memory measured is the server's): 文件过大", async () => {
        await hostileCase(SUITE, async () => {
            const before = await dealerCount();
            const { result, growthMiB } = await measureRss(() => streamUpload('huge.xlsx', 50 * 1024 * 1024));
            expect(result).toMatchObject({ status: false });
            expect(result.msg).toMatch(/^文件过大，不能超过/);
            expect(await dealerCount()).toBe(before);
            console.log(`a 50 MB file: server RSS +${growthMiB} MiB`);
            expect(growthMiB).toBeLessThan(MEMORY_BOUND_MIB);
            return growthMiB;
        });
    });
    refused(
        '100k rows',
        () => workbook([HEADER, ...Array.from({ length: 100_000 }, (_, i) => goodRow(i))]),
        'many.xlsx',
        renderMessage(TOO_MANY_ROWS_MSG, 'zh-cn')
    );
    refused(
        // A header row in any of the console's four languages imports; one in another does not.
        'header row in a language the server does not speak',
        () =>
            workbook([
                ['Händlername', 'Kontakt', 'Telefon', 'Adresse'],
                ['Acme Motors', 'John', '13900000001', 'Main St 1'],
            ]),
        'deutsch.xlsx',
        /缺少“车商名称”列/
    );

    it('formula cells: a saved result imports as shown; a formula without one is refused and nothing is inserted', async () => {
        const formulaRow = (address: unknown) => [{ formula: 'CONCAT("公式","车商")', result: '公式车商' }, '李四', '13900000002', address];
        await hostileCase(SUITE, async () => {
            const before = await dealerCount();
            const refusedFile = await workbook([HEADER, formulaRow('测试路2号'), formulaRow({ formula: 'HYPERLINK("http://x","y")' })]);
            const result = await upload(refusedFile, 'formula.xlsx');
            expect(result).toMatchObject({ total: 2, inserted: 0, failed: 1, errors: [{ row: 3 }] });
            expect(result.errors[0].msg).toContain('“详细地址”是没有计算结果的公式');
            expect(await dealerCount()).toBe(before);
            expect(await upload(await workbook([HEADER, formulaRow('测试路2号')]), 'formula-ok.xlsx')).toMatchObject({ inserted: 1 });
            const { data } = await admin.get<{ data: Array<Record<string, unknown>> }>(DEALERS, { page: 1, name: '公式车商' });
            expect(data.map(row => row.name)).toEqual(['公式车商']);
        });
    });

    it(`${MAX_IMPORT_ROWS} data rows are still read (the row limit is not off by one)`, async () => {
        const rows = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => goodRow(i))];
        rows[rows.length - 1] = ['最后一行', '王五', '123', ''];
        const result = await upload(await workbook(rows), 'limit.xlsx');
        expect(result).toMatchObject({ total: MAX_IMPORT_ROWS, inserted: 0, failed: 1, errors: [{ row: MAX_IMPORT_ROWS + 1 }] });
    });
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('hostile values in an image field (own avatar, buyer/user/userEdit)', () => {
    const avatar = async () => (await admin.post<{ avatar: string }>('buyer/user/userEdit', { nickname: '管理员' })).avatar;
    const refusedImages: Array<[string, string]> = [
        ['a script URL', 'javascript:alert(1)'],
        ['an HTML data URL', `data:text/html;base64,${base64('<script>alert(1)</script>')}`],
        ['HTML renamed as png', `data:image/png;base64,${base64('<html><script>alert(1)</script></html>')}`],
        ['an SVG with a script', `data:image/svg+xml;base64,${base64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`],
        ['a png that is not base64', 'data:image/png;base64,@@@not-base64@@@'],
        ['a png that is a jpeg', `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64')}`],
        ['an empty data URL', 'data:image/png;base64,'],
    ];
    for (const [name, value] of refusedImages) {
        it(`refuses ${name}`, async () => {
            await hostileCase(SUITE, async () => {
                const before = await avatar();
                expect((await failure(admin.post('buyer/user/userEdit', { avatar: value }))).message).toBe('头像格式不正确');
                expect(await avatar()).toBe(before);
            });
        });
    }

    it('refuses an image past the request size limit with a clear message', async () => {
        await hostileCase(SUITE, async () => {
            const before = await avatar();
            const huge = `data:image/png;base64,${PNG_1PX}${'A'.repeat(3 * 1024 * 1024)}`;
            const error = await failure(admin.post('buyer/user/userEdit', { avatar: huge }));
            expect(error.message === '请求内容过大' || error.status === 413).toBe(true);
            expect(await avatar()).toBe(before);
        });
    });

    it('still takes a real png, a server path and an https URL', async () => {
        for (const value of [`data:image/png;base64,${PNG_1PX}`, '/api/v1/public/image/placeholder?kind=avatar', 'https://img.example.com/a.png']) {
            expect((await admin.post<{ avatar: string }>('buyer/user/userEdit', { avatar: value })).avatar).toBe(value);
        }
    });
});
