import type { CallContext } from '../core/CallContext';
import { ProtocolError } from '../core/ProtocolError';
import { paramText } from './paramText';
import type { TableSpec } from './TableSpec';

/** `page` from 1 and `limit` capped by the configuration; defaults from the spec. */
export const readPaging = (spec: TableSpec, ctx: CallContext) => {
    const pageText = paramText(ctx.params.page) || '1';
    const limitText = paramText(ctx.params.limit) || String(spec.limit ?? 10);
    if (!/^\d{1,9}$/.test(pageText) || Number(pageText) < 1) throw new ProtocolError('参数错误：page 应为不小于1的整数');
    if (!/^\d{1,9}$/.test(limitText) || Number(limitText) < 1) throw new ProtocolError('参数错误：limit 应为不小于1的整数');
    const limit = Math.min(Number(limitText), ctx.config.maxPageSize);
    return { page: Number(pageText), limit, offset: (Number(pageText) - 1) * limit };
};
