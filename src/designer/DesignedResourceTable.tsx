import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormatDate } from '../i18n/useFormatDate';
import { designTextIn, ownResourcesFirst, SOURCE_LABELS, type DesignedResource } from './designerCalls';
import { useDesignerGrants } from './useDesignerGrants';

const COLUMNS = 7;

/** One resource's row: its name opens it (to edit when it is the designer's and the role grants saving, to view otherwise). */
const ResourceRow = ({ resource, onOpen }: { resource: DesignedResource; onOpen: (table: string) => void }) => {
    const translate = useTranslate();
    const grants = useDesignerGrants();
    const [locale] = useLocaleState();
    const formatDate = useFormatDate();
    return (
        <TableRow hover>
            <TableCell>
                <Button
                    size="small"
                    onClick={() => onOpen(resource.table)}
                    aria-label={translate(resource.editable && grants.save ? 'mc.designer.edit' : 'mc.designer.view', { table: resource.table })}
                >
                    {resource.table}
                </Button>
            </TableCell>
            <TableCell>{designTextIn(resource.label, locale) || '—'}</TableCell>
            <TableCell>
                <Chip size="small" label={translate(SOURCE_LABELS[resource.source])} />
            </TableCell>
            <TableCell align="right">{resource.version || '—'}</TableCell>
            <TableCell>{resource.author || '—'}</TableCell>
            <TableCell>{resource.updateTime ? formatDate(resource.updateTime * 1000, 'datetime') : '—'}</TableCell>
            <TableCell align="right">
                {resource.rows === undefined ? '—' : translate('mc.designer.rowsOf', { rows: resource.rows, merchants: resource.merchants ?? 0 })}
            </TableCell>
        </TableRow>
    );
};

/**
 * The resources declared in the browser or by a file, each opened by its table's name; then,
 * under a heading of their own, the server's built-in tables (read-only examples), folded until
 * the engineer unfolds them: they are many, and the engineer's own come first.
 */
export const DesignedResourceTable = ({ resources, onOpen }: { resources: DesignedResource[]; onOpen: (table: string) => void }) => {
    const translate = useTranslate();
    const { own, builtin } = ownResourcesFirst(resources);
    const [showBuiltin, setShowBuiltin] = useState(false);
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
                {own.length === 0 && (
                    <TableRow>
                        <TableCell colSpan={COLUMNS}>{translate('mc.designer.empty')}</TableCell>
                    </TableRow>
                )}
                {own.map(resource => (
                    <ResourceRow key={resource.table} resource={resource} onOpen={onOpen} />
                ))}
                {builtin.length > 0 && (
                    <TableRow>
                        <TableCell component="th" scope="rowgroup" colSpan={COLUMNS} sx={{ bgcolor: 'action.hover', py: 0.25 }}>
                            <Button
                                size="small"
                                color="inherit"
                                aria-expanded={showBuiltin}
                                startIcon={showBuiltin ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                                onClick={() => setShowBuiltin(shown => !shown)}
                                sx={{ fontWeight: 'bold' }}
                            >
                                {translate('mc.designer.builtinSection', { count: builtin.length })}
                            </Button>
                        </TableCell>
                    </TableRow>
                )}
                {showBuiltin && builtin.map(resource => <ResourceRow key={`builtin:${resource.table}`} resource={resource} onOpen={onOpen} />)}
            </TableBody>
        </Table>
    );
};
