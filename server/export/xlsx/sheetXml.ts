import { xmlText } from './xmlText';

/** One column of the sheet as the writer needs it. */
export interface SheetColumn {
    title: string;
    /** Excel's width unit (characters of the default font). */
    width: number;
    /** Digits after the decimal point of a number format, or 0 for none. */
    decimal: number;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** Style indexes (cellXfs) of the styles.xml below: 0 default, 1 bold header, then one per decimal count. */
export const HEADER_STYLE = 1;
const FIRST_NUMBER_STYLE = 2;
/** Custom number formats start at 164; lower ids are Excel's built-in ones. */
const FIRST_NUMBER_FORMAT = 164;

/** The distinct decimal counts of the columns, in first-seen order: one style each. */
export const decimalsOf = (columns: SheetColumn[]): number[] => [...new Set(columns.map(column => column.decimal).filter(decimal => decimal > 0))];

/** The style index of each column's cells (0: none). */
export const columnStyles = (columns: SheetColumn[]): number[] => {
    const decimals = decimalsOf(columns);
    return columns.map(column => (column.decimal > 0 ? FIRST_NUMBER_STYLE + decimals.indexOf(column.decimal) : 0));
};

export const contentTypesXml = (): string =>
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/>` +
    `</Types>`;

export const rootRelsXml = (): string =>
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` + `</Relationships>`;

export const workbookXml = (sheetName: string): string =>
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    `</workbook>`;

export const workbookRelsXml = (): string =>
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
    `</Relationships>`;

const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${fontId ? ' applyFont="1"' : ''}${numFmtId ? ' applyNumberFormat="1"' : ''}/>`;

/** Styles: the default, a bold header, and a `0.00…` number format per distinct decimal count. */
export const stylesXml = (columns: SheetColumn[]): string => {
    const decimals = decimalsOf(columns);
    const formats = decimals.map((decimal, i) => `<numFmt numFmtId="${FIRST_NUMBER_FORMAT + i}" formatCode="0.${'0'.repeat(decimal)}"/>`);
    const xfs = [xf(0, 0), xf(0, 1), ...decimals.map((_, i) => xf(FIRST_NUMBER_FORMAT + i, 0))];
    return (
        `${XML}<styleSheet xmlns="${MAIN}">` +
        (formats.length ? `<numFmts count="${formats.length}">${formats.join('')}</numFmts>` : '') +
        `<fonts count="2">${font(false)}${font(true)}</fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
        `</styleSheet>`
    );
};

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export const columnLetters = (index: number): string => {
    let letters = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
};

/** The worksheet up to its rows: the column widths (and a decimal column's format), then `<sheetData>`. */
export const sheetStartXml = (columns: SheetColumn[]): string => {
    const styles = columnStyles(columns);
    const cols = columns
        .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"${styles[i] ? ` style="${styles[i]}"` : ''}/>`)
        .join('');
    return (
        `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
        `<sheetViews><sheetView workbookViewId="0"/></sheetViews>` +
        `<sheetFormatPr defaultRowHeight="15"/>` +
        (cols ? `<cols>${cols}</cols>` : '') +
        `<sheetData>`
    );
};

export const SHEET_END_XML = '</sheetData></worksheet>';
