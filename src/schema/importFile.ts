/**
 * Import accepts xlsx and xls; csv passes the check as docs/console.md §5 says (the server decides
 * whether it can read it).
 */
export const isImportableFile = (fileName: string) => /\.(xlsx|xls|csv)$/i.test(fileName.trim());

export interface ImportResult {
    total: number;
    inserted: number;
    failed: number;
    errors: Array<{ row: number | string; msg: string }>;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** The server's import answer, checked: anything unexpected becomes empty, never a crash. */
export const parseImportResult = (raw: unknown): ImportResult => {
    const data = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const errors = Array.isArray(data.errors)
        ? data.errors.flatMap(error =>
              error && typeof error === 'object'
                  ? [
                        {
                            row: (error as { row?: unknown }).row as number | string,
                            msg: String((error as { msg?: unknown }).msg ?? ''),
                        },
                    ]
                  : []
          )
        : [];
    return { total: count(data.total), inserted: count(data.inserted), failed: count(data.failed), errors };
};
