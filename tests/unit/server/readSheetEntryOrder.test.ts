import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../server/export/xlsx/zipWriter';
import { contentTypesXml, rootRelsXml, workbookRelsXml, workbookXml } from '../../../server/export/xlsx/sheetXml';
import { readSheet } from '../../../server/import/readSheet';

const dir = mkdtempSync(path.join(tmpdir(), 'mc-read-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const sharedStringsXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN}" count="2" uniqueCount="2"><si><t>车商名称</t></si><si><t>导入甲车行</t></si></sst>`;
const sheetXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>7</v></c></row></sheetData></worksheet>`;

/** An xlsx file whose zip entries come in `order` (a zip's entries may come in any order). */
const xlsxFile = async (name: string, order: string[]) => {
    const parts: Record<string, string> = {
        '[Content_Types].xml': contentTypesXml(),
        '_rels/.rels': rootRelsXml(),
        'xl/_rels/workbook.xml.rels': workbookRelsXml(),
        'xl/workbook.xml': workbookXml('车商'),
        'xl/sharedStrings.xml': sharedStringsXml,
        'xl/worksheets/sheet1.xml': sheetXml,
    };
    const chunks: Buffer[] = [];
    const zip = new ZipWriter(new Writable({ write: (chunk, _encoding, done) => (chunks.push(chunk), done()) }));
    for (const entry of order) await zip.add(entry, parts[entry]);
    await zip.finish();
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.concat(chunks));
    return { filename: name, mimetype: 'application/octet-stream', path: file, size: Buffer.concat(chunks).length };
};

const ROWS = [
    { row: 1, values: [undefined, '车商名称'] },
    { row: 2, values: [undefined, '导入甲车行', 7] },
];

const LEADING = ['[Content_Types].xml', '_rels/.rels'];

describe('readSheet and the order of the entries in the zip', () => {
    it.each([
        [
            'the workbook part comes first, as Excel writes it',
            ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'],
        ],
        [
            'the worksheet comes after the shared strings and relationships but before the workbook part',
            ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'],
        ],
        [
            'the worksheet comes before the shared strings, right after the relationships',
            ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'],
        ],
        [
            'the worksheet comes first, before the relationships, the workbook part and the shared strings',
            ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml'],
        ],
    ])('reads the first sheet when %s', async (_order, parts) => {
        expect(await readSheet(await xlsxFile(`${parts.join('-').replace(/\W+/g, '_')}.xlsx`, [...LEADING, ...parts]))).toEqual(ROWS);
    });
});
