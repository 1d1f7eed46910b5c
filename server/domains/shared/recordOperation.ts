import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import { DEFAULT_LANG } from '../../../protocol/lang';
import { localize, type LangTexts } from '../../i18n/LocalText';

/**
 * Writes one line of the operator log (setting/permission/management/operatorlog). Every write
 * of the domains calls it inside its own transaction, so the log holds exactly what happened.
 * The log is a record kept in the reference language (zh-cn), whoever wrote it: a module given
 * per language is stored in zh-cn.
 */
export const recordOperation = async (db: Db, ctx: CallContext, label: string | LangTexts, content: string): Promise<void> => {
    const module = typeof label === 'string' ? label : localize(label, DEFAULT_LANG);
    await db.query(
        `INSERT INTO operator_logs (user_id, suid, username, module, content, ip, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, extract(epoch from now())::bigint)`,
        [ctx.user?.id ?? null, ctx.user?.suid ?? '', ctx.user?.username ?? '', module, content.slice(0, 500), ctx.ip ?? '']
    );
};
