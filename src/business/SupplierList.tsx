import { Avatar, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { SUPPLIER_LIST_CALL, parseSupplierList } from './parseSupplierList';

/** The merchants who joined already, as an encouragement on the landing page; quiet when it fails. */
export const SupplierList = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { data: suppliers, error } = useQuery({
        queryKey: ['mc', 'supplierList'],
        queryFn: async ({ signal }) => parseSupplierList(await dataProvider.call(SUPPLIER_LIST_CALL, { signal, hideError: true })),
        retry: false,
    });
    if (error) return <Typography color="text.secondary">{translate('mc.account.suppliers.failed')}</Typography>;
    if (!suppliers?.length) return null;
    const title = translate('mc.account.suppliers.title', { count: suppliers.length });
    return (
        <Stack spacing={1}>
            <Typography variant="subtitle2" component="h2">
                {title}
            </Typography>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} component="ul" aria-label={title} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {suppliers.map(supplier => (
                    <li key={supplier.suid}>
                        <Chip
                            avatar={
                                <Avatar src={supplier.logo} alt="">
                                    {supplier.name.slice(0, 1)}
                                </Avatar>
                            }
                            label={supplier.name}
                            variant="outlined"
                        />
                    </li>
                ))}
            </Stack>
        </Stack>
    );
};
