import {
    HEADER_STYLE,
    SHEET_END_XML,
    columnLetters,
    columnStyles,
    contentTypesXml,
    rootRelsXml,
    sheetStartXml,
    stylesXml,
    workbookRelsXml,
    workbookXml,
    type SheetColumn,
} from './sheetXml';
import { cellText, hasEdgeSpace } from './xmlText';
import { ZipWriter, type ZipEntry } from './zipWriter';

/** A cell's value: a number cell, a text cell, or no cell. */
export type CellValue = string | number | null | undefined;

/**
 * Rows gather as text up to about this many characters before one write to the compressor:
 * each write is a hand-over to the thread pool and back, which cost more than the rows
 * themselves when made every 20 rows (a 100k-row export made 5,000 of them).
 */
const BATCH_CHARS = 32 * 1024;

/**
 * zlib's level 2 (its fast strategy, as level 1): well under half the CPU of the default level 6
 * for a file a fifth larger. The thread pool shares the cores with the event loop (and PGlite),
 * so the export as a whole is faster (figures: bench/CHANGELOG.md).
 */
const COMPRESSION_LEVEL = 2;

/** Per column, the fixed parts of its cells' XML, so that a cell costs an escape and appends. */
interface CellParts {
    /** `<c r="B` — the row number follows. */
    open: string;
    /** `" s="2"><v>` */
    number: string;
    /** `" s="2" t="inlineStr"><is><t>` */
    text: string;
    /** The same with `xml:space="preserve"`, for text with white space at an edge. */
    spacedText: string;
}

/** Each column's cell parts, with its own style or, for the header, the one given. */
const cellParts = (columns: SheetColumn[], only?: number): CellParts[] => {
    const styles = only === undefined ? columnStyles(columns) : columns.map(() => only);
    return columns.map((_, i) => {
        const style = styles[i] ? ` s="${styles[i]}"` : '';
        return {
            open: `<c r="${columnLetters(i)}`,
            number: `"${style}><v>`,
            text: `"${style} t="inlineStr"><is><t>`,
            spacedText: `"${style} t="inlineStr"><is><t xml:space="preserve">`,
        };
    });
};

/**
 * A one-sheet xlsx written as a stream: the small parts first, then the worksheet row by row.
 * Rows gather as XML text and go to the compressor in one write per BATCH_CHARS; `ready()`
 * waits while the compressor or the destination is full. Text cells are inline strings (no shared
 * strings table, which would have to be held until the end).
 */
export class XlsxStreamWriter {
    private readonly cells: CellParts[];
    private pending = '';
    private rowNumber = 0;

    private constructor(
        private readonly zip: ZipWriter,
        private readonly sheet: ZipEntry,
        columns: SheetColumn[]
    ) {
        this.cells = cellParts(columns);
    }

    /** Writes the workbook's parts and the sheet's header row (bold titles). */
    static async start(out: NodeJS.WritableStream, options: { sheetName: string; columns: SheetColumn[]; level?: number }): Promise<XlsxStreamWriter> {
        const zip = new ZipWriter(out, { level: options.level ?? COMPRESSION_LEVEL });
        try {
            await zip.add('[Content_Types].xml', contentTypesXml());
            await zip.add('_rels/.rels', rootRelsXml());
            await zip.add('xl/workbook.xml', workbookXml(options.sheetName));
            await zip.add('xl/_rels/workbook.xml.rels', workbookRelsXml());
            await zip.add('xl/styles.xml', stylesXml(options.columns));
            const sheet = zip.entry('xl/worksheets/sheet1.xml');
            sheet.write(sheetStartXml(options.columns));
            const writer = new XlsxStreamWriter(zip, sheet, options.columns);
            writer.appendRow(
                options.columns.map(column => column.title),
                cellParts(options.columns, HEADER_STYLE)
            );
            return writer;
        } catch (error) {
            zip.abort(error as Error);
            throw error;
        }
    }

    /** Rows written so far, the header included. */
    get rows(): number {
        return this.rowNumber;
    }

    /**
     * Appends a row: numbers as number cells, strings as text cells (cut at Excel's limit),
     * null or undefined as no cell.
     */
    addRow(values: readonly CellValue[]): void {
        this.appendRow(values, this.cells);
    }

    private appendRow(values: readonly CellValue[], cells: CellParts[]) {
        const row = ++this.rowNumber;
        let xml = `<row r="${row}">`;
        for (let i = 0; i < cells.length; i++) {
            let value = values[i];
            if (value === null || value === undefined) continue;
            const parts = cells[i];
            if (typeof value === 'number') {
                if (Number.isFinite(value)) {
                    xml += `${parts.open}${row}${parts.number}${value}</v></c>`;
                    continue;
                }
                value = String(value);
            }
            xml += `${parts.open}${row}${hasEdgeSpace(value) ? parts.spacedText : parts.text}${cellText(value)}</t></is></c>`;
        }
        this.pending += `${xml}</row>`;
        if (this.pending.length >= BATCH_CHARS) this.flush();
    }

    /** Sends the rows gathered so far to the compressor, in one write. */
    private flush(): void {
        if (!this.pending) return;
        const text = this.pending;
        this.pending = '';
        this.sheet.write(text);
    }

    /** Waits while the compressor or the destination is full; rejects once the file cannot be completed. */
    ready(): Promise<void> {
        return this.sheet.ready();
    }

    /** The rest of the rows, the end of the sheet and the zip's central directory; ends the destination. */
    async finish(): Promise<void> {
        this.pending += SHEET_END_XML;
        this.flush();
        await this.sheet.close();
        await this.zip.finish();
    }

    /** Gives up the file (the destination is left to its owner, who destroys it). */
    abort(error: Error): void {
        this.zip.abort(error);
    }
}
