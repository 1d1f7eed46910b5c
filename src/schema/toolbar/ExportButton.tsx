import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { syncExportParams } from '../exportParams';
import { useSignedUrl } from '../../dataProvider/useSignedUrl';
import { useSchemaListContext } from '../SchemaListContext';

/**
 * Synchronous export: the list's filters and sort as a signed URL opened in a new window; the
 * server answers the xlsx of every matching row.
 */
export const ExportButton = () => {
    const { api, title: fileName, fixedFilter } = useSchemaListContext();
    const signedUrl = useSignedUrl();
    const notify = useNotify();
    const { filterValues, sort, page, perPage, total, isPending } = useListContext();
    const exportAll = () => {
        if (!total) {
            notify('mc.schema.export.empty', { type: 'warning' });
            return;
        }
        const url = signedUrl(api, syncExportParams({ filter: { ...filterValues, ...fixedFilter }, sort, page, perPage }, fileName));
        window.open(url, '_blank', 'noopener');
    };
    return (
        <Button label="mc.schema.export.button" onClick={exportAll} disabled={isPending}>
            <DownloadIcon />
        </Button>
    );
};
