import { useStore } from 'react-admin';
import { EXPORT_DRAWER_OPEN_KEY } from './exportTask';

/** Open state of the export-task drawer; the list pages open it after starting an async export. */
export const useExportDrawer = () => useStore<boolean>(EXPORT_DRAWER_OPEN_KEY, false);
