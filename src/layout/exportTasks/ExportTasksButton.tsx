import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useExportDrawer } from './useExportDrawer';

/** Navbar button opening the export-task drawer. */
export const ExportTasksButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useExportDrawer();
    const label = translate('mc.layout.exportTasks.title');
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)}>
                <CloudDownloadIcon />
            </IconButton>
        </Tooltip>
    );
};
