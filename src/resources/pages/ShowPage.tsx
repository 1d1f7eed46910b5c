import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { SchemaCell } from '../../schema/cells/SchemaCell';
import { useErrorText } from '../../errors/useErrorText';
import { displayableColumns } from '../../schema/columnVisibility';
import { NotConfigured } from '../../schema/NotConfigured';
import { useTableDefinition } from '../../schema/useTableDefinition';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { RecordDetails } from './RecordDetails';
import { useResourceOf } from './useResourceOf';
import { useRouteRecordId } from './useRouteRecordId';
import { HistoryButton } from '../../history/HistoryButton';
import { useRecordHistoryOptions } from '../useRecordHistoryOptions';
import { Loading } from '../../ui/Loading';

/** One record, labelled and formatted by its list's definition (info pages). */
export const ShowPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const { api, listPath, list } = useResourceOf(entry);
    const history = useRecordHistoryOptions(list);
    const id = useRouteRecordId();
    const { data: definition } = useTableDefinition(api);
    const { data: record, isPending, error } = useGetOne(api ?? '', { id: id ?? '' }, { enabled: !!api && !!id, retry: false });
    if (!api) return <NotConfigured />;
    if (!id)
        return (
            <Alert severity="error" sx={{ m: 2 }}>
                {translate('mc.schema.page.missingId')}
            </Alert>
        );
    if (isPending) return <Loading />;
    if (error || !record) {
        return (
            <Alert severity="error" sx={{ m: 2 }} action={<BackButton to={listPath} />}>
                {errorText(error, 'mc.schema.page.notFound')}
            </Alert>
        );
    }
    const columns = displayableColumns(definition?.columns ?? []).filter(column => column.name in record);
    return (
        <Card sx={{ mt: 1 }}>
            <Title title={translate(entry.title)} />
            <CardContent>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
                    {columns.map(column => (
                        <Box key={column.name} sx={{ display: 'contents' }}>
                            <Typography component="dt" color="text.secondary">
                                {column.title}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0 }}>
                                <SchemaCell column={column} value={record[column.name]} />
                            </Typography>
                        </Box>
                    ))}
                </Box>
                {entry.details && <RecordDetails record={record} details={entry.details} />}
                <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                    <BackButton to={listPath} />
                    {definition?.history && <HistoryButton api={api} id={id} {...history} />}
                </Box>
            </CardContent>
        </Card>
    );
};
