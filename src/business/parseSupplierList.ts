/** `public/supplier/getSupplierList` (docs/console.md §7): the merchants already on the platform. */
export const SUPPLIER_LIST_CALL = 'public/supplier/getSupplierList';

export interface Supplier {
    suid: string;
    name: string;
    logo?: string;
}

/** The usable rows of the reply (a suid and a name each); anything but a list is malformed. */
export const parseSupplierList = (reply: unknown): Supplier[] => {
    if (!Array.isArray(reply)) throw new Error('mc.error.malformed');
    return reply.flatMap(row => {
        if (!row || typeof row !== 'object') return [];
        const { suid, name, logo } = row as Record<string, unknown>;
        if ((typeof suid !== 'string' && typeof suid !== 'number') || typeof name !== 'string' || !name.trim()) return [];
        return [{ suid: String(suid), name: name.trim(), logo: typeof logo === 'string' && logo ? logo : undefined }];
    });
};
