import { ProtocolError } from '../../core/ProtocolError';
import { builtinDomainTables } from '../../declared/builtinTable';
import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { contentMigrations } from './contentMigrations';
import { advertListTable, agreementListTable } from './contentTables';
import { seedContent } from './seedContent';

/** /content (and /setting/agreement): adverts and agreements. */
export const contentDomain: Domain = {
    name: 'content',
    migrations: contentMigrations,
    ...builtinDomainTables([advertListTable, agreementListTable]),
    seed: seedContent,
    endpoints: [
        // An advert's own rules: it ends no earlier than it starts, and links inside the app or to the web.
        ...crudEndpoints(
            advertListTable.resource({
                check: async (_tx, values, existing) => {
                    const start = Number(values.start_time ?? existing?.start_time);
                    const end = Number(values.end_time ?? existing?.end_time);
                    if (end < start) throw new ProtocolError('结束日期不能早于开始日期');
                    if (values.link && !/^(\/|https?:\/\/)/.test(String(values.link))) throw new ProtocolError('跳转链接应以 / 或 http(s):// 开头');
                },
            })!
        ),
        ...crudEndpoints(agreementListTable.resource()!),
    ],
};
