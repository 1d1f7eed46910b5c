import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormatDate } from '../i18n/useFormatDate';
import { designTextIn, type DesignedResource } from './designerCalls';

/** The resources declared in the browser or by a file, each opened by its table's name. */
export const DesignedResourceTable = ({ resources, onOpen }: { resources: DesignedResource[]; onOpen: (table: string) => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const formatDate = useFormatDate();
    return (
        <Table size="small" aria-label={translate('mc.designer.resources')}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('mc.designer.table')}</TableCell>
                    <TableCell>{translate('mc.designer.label')}</TableCell>
                    <TableCell>{translate('mc.designer.source')}</TableCell>
                    <TableCell align="right">{translate('mc.designer.version')}</TableCell>
                    <TableCell>{translate('mc.designer.author')}</TableCell>
                    <TableCell>{translate('mc.designer.updated')}</TableCell>
                    <TableCell align="right">{translate('mc.designer.rows')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {resources.length === 0 && (
                    <TableRow>
                        <TableCell colSpan={7}>{translate('mc.designer.empty')}</TableCell>
                    </TableRow>
                )}
                {resources.map(resource => (
                    <TableRow key={resource.table} hover>
                        <TableCell>
                            <Button size="small" onClick={() => onOpen(resource.table)} aria-label={translate('mc.designer.edit', { table: resource.table })}>
                                {resource.table}
                            </Button>
                        </TableCell>
                        <TableCell>{designTextIn(resource.label, locale)}</TableCell>
                        <TableCell>
                            <Chip size="small" label={translate(resource.source === 'file' ? 'mc.designer.sourceFile' : 'mc.designer.sourceDesigner')} />
                        </TableCell>
                        <TableCell align="right">{resource.version || '—'}</TableCell>
                        <TableCell>{resource.author || '—'}</TableCell>
                        <TableCell>{resource.updateTime ? formatDate(resource.updateTime * 1000, 'datetime') : '—'}</TableCell>
                        <TableCell align="right">{translate('mc.designer.rowsOf', { rows: resource.rows, merchants: resource.merchants })}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
