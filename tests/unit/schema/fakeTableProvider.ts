import { vi } from 'vitest';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';

/** A data provider answering one table definition and its rows, recording getList calls. */
export const fakeTableProvider = (definition: unknown, rows: Array<Record<string, unknown>>, totalrow: Record<string, unknown> = {}) => ({
    fetchDefinition: vi.fn(async () => parseTableDefinition(definition)),
    getList: vi.fn(async () => ({ data: rows.map(row => ({ ...row, id: row.id })), total: rows.length, meta: { totalrow } })),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    call: vi.fn(async () => ({})),
    signedUrl: vi.fn((path: string) => `/api/v1/${path}?signed`),
});
