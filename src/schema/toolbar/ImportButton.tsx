import { Alert, LinearProgress, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage, type ErrorMessage } from '../../errors/errorMessage';
import { isImportableFile, parseImportResult, type ImportResult } from '../importFile';
import { useSignedUrl } from '../../dataProvider/useSignedUrl';
import { useSchemaListContext } from '../SchemaListContext';
import { ImportResultDialog } from './ImportResultDialog';

type Upload = { name: string; progress: number } | undefined;

/**
 * Import: download the template, or pick a file (xlsx/xls, csv passes the check), upload it
 * with a progress bar, then show the result with the rejected rows; a refused file's message
 * is shown in an alert.
 */
export const ImportButton = () => {
    const translate = useTranslate();
    const { api } = useSchemaListContext();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const signedUrl = useSignedUrl();
    const fileInput = useRef<HTMLInputElement>(null);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [upload, setUpload] = useState<Upload>();
    const [result, setResult] = useState<ImportResult>();
    const [failure, setFailure] = useState<ErrorMessage>();

    const downloadTemplate = () => {
        setAnchor(null);
        window.open(signedUrl(api, { _down_excel_import_tpl: 1 }), '_blank', 'noopener');
    };
    const send = async (file: File) => {
        if (!isImportableFile(file.name)) {
            notify('mc.schema.import.badFile', { type: 'error' });
            return;
        }
        const body = new FormData();
        body.set('file', file);
        body.set('_excel_import', '1');
        setFailure(undefined);
        setUpload({ name: file.name, progress: 0 });
        try {
            const reply = await dataProvider.call(api, {
                body,
                hideError: true,
                onUploadProgress: progress => setUpload({ name: file.name, progress }),
            });
            setResult(parseImportResult(reply));
            await queryClient.invalidateQueries({ queryKey: [api] });
        } catch (error) {
            setFailure(errorMessage(error));
        } finally {
            setUpload(undefined);
        }
    };

    return (
        <>
            <Button label="mc.schema.import.button" onClick={event => setAnchor(event.currentTarget)} aria-haspopup="menu" disabled={!!upload}>
                <UploadIcon />
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                <MenuItem onClick={downloadTemplate}>
                    <ListItemText primary={translate('mc.schema.import.template')} />
                </MenuItem>
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        fileInput.current?.click();
                    }}
                >
                    <ListItemText primary={translate('mc.schema.import.upload')} />
                </MenuItem>
            </Menu>
            <input
                ref={fileInput}
                type="file"
                hidden
                data-testid="mc-import-file"
                aria-label={translate('mc.schema.import.upload')}
                accept=".xlsx,.xls,.csv"
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void send(file);
                }}
            />
            {upload && (
                <Alert severity="info" sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1400, minWidth: 280 }}>
                    <Typography variant="body2">{translate('mc.schema.import.uploading', { name: upload.name })}</Typography>
                    <LinearProgress
                        variant="determinate"
                        value={Math.round(upload.progress * 100)}
                        aria-label={translate('mc.schema.import.uploading', { name: upload.name })}
                    />
                </Alert>
            )}
            <ImportResultDialog
                result={result}
                failure={failure}
                onClose={() => {
                    setResult(undefined);
                    setFailure(undefined);
                }}
            />
        </>
    );
};
