import { catalogue } from '../../../src/app/catalogue';
import { grantedCalls } from '../../../src/permissions/apiGrants';
import { apiSession } from './apiSignIn';

export interface HistorySetup {
    editor: { username: string; password: string; nickname: string };
    dealers: { merged: number; asked: number; restored: number };
    store: { name: string; id: number };
}

/**
 * As admin, through the API: a second operator of the merchant who may open every dealer and
 * store page (a role ticked as the role form ticks it: the pages' calls from the catalogue), and
 * the dealers and the store the record history spec works on.
 */
export const historySetup = async (baseURL: string, suffix: string): Promise<HistorySetup> => {
    const { http } = await apiSession(baseURL, 'admin');
    const post = <T>(api: string, body: Record<string, unknown>) => http.request<T>(api, { body });
    const pages = catalogue
        .filter(entry => entry.path.startsWith('/dealer/secondHandCarDealer/') || entry.path.startsWith('/dealer/store/'))
        .map(entry => entry.path);
    const role = await post<{ id: number }>('seller/role/roleadd', {
        name: `车商编辑${suffix}`,
        description: 'e2e',
        path_arr: JSON.stringify(pages),
        api_arr: JSON.stringify(grantedCalls(catalogue, pages)),
    });
    const editor = { username: `editor${suffix}`, password: 'Editor@2026', nickname: '李四' };
    await post('seller/operator/OperatorAdd', { ...editor, phone: '13912345678', role_ids: JSON.stringify([role.id]), status: 1 });

    const dealer = async (name: string) =>
        (
            await post<{ id: number }>('seller/dealer/DealerSave', {
                name,
                contact: '张伟',
                phone: '13912345678',
                province: 310000,
                city: 310115,
                address: '世纪大道100号',
                business_scope: ['1'],
            })
        ).id;
    const dealers = { merged: await dealer(`合并车行${suffix}`), asked: await dealer(`冲突车行${suffix}`), restored: await dealer(`恢复车行${suffix}`) };
    const store = { name: `删除门店${suffix}` };
    const { id } = await post<{ id: number }>('seller/dealer/StoreSave', {
        ...store,
        brand: '大众',
        contact: '赵敏',
        phone: '13912345678',
        province: 310000,
        city: 310115,
    });
    return { editor, dealers, store: { ...store, id } };
};
