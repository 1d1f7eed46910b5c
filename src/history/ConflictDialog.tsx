import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Radio,
    RadioGroup,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dialogSlotProps } from '../ui/dialogPaper';
import { chooseAll, type Choice } from './conflictPlan';

/** One field both operators changed, its three values as the operator reads them. */
export interface ConflictRow {
    field: string;
    label: string;
    /** The value when the operator opened the form. */
    loaded: string;
    /** The other person's value now, and who set it when (when the history says). */
    theirs: string;
    by?: string;
    /** The operator's own value. */
    mine: string;
}

/**
 * Two operators changed the same fields: each field with the value the operator loaded, the
 * other person's (who, when) and the operator's own, and a choice per field or for all — keep
 * mine (the default: nothing typed is lost unless chosen so), take theirs. Cancelling keeps the
 * form as it was.
 */
export const ConflictDialog = ({
    rows,
    saving,
    onApply,
    onCancel,
}: {
    rows: readonly ConflictRow[];
    saving?: boolean;
    onApply: (choices: Record<string, Choice>) => void;
    onCancel: () => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    const fields = rows.map(row => row.field);
    const [choices, setChoices] = useState<Record<string, Choice>>(() => chooseAll(fields, 'mine'));
    const key = fields.join(',');
    useEffect(() => setChoices(chooseAll(key.split(','), 'mine')), [key]);
    return (
        <Dialog open onClose={saving ? undefined : onCancel} aria-labelledby={titleId} slotProps={dialogSlotProps()} fullWidth>
            <DialogTitle id={titleId}>{translate('mc.history.conflict.title')}</DialogTitle>
            <DialogContent>
                <Typography sx={{ mb: 1 }}>{translate('mc.history.conflict.intro')}</Typography>
                <Table
                    size="small"
                    aria-label={translate('mc.history.conflict.title')}
                    sx={{ '& td, & th': { verticalAlign: 'top', wordBreak: 'break-word' } }}
                >
                    <TableHead>
                        <TableRow>
                            <TableCell component="th">{translate('mc.history.field')}</TableCell>
                            <TableCell component="th">{translate('mc.history.conflict.loaded')}</TableCell>
                            <TableCell component="th">{translate('mc.history.conflict.theirs')}</TableCell>
                            <TableCell component="th">{translate('mc.history.conflict.mine')}</TableCell>
                            <TableCell component="th" />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(row => (
                            <TableRow key={row.field} data-field={row.field}>
                                <TableCell component="th" scope="row">
                                    {row.label}
                                </TableCell>
                                <TableCell sx={{ color: 'text.secondary' }}>{row.loaded}</TableCell>
                                <TableCell>
                                    {row.theirs}
                                    {row.by && (
                                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                            {row.by}
                                        </Typography>
                                    )}
                                </TableCell>
                                <TableCell>{row.mine}</TableCell>
                                <TableCell>
                                    <RadioGroup
                                        aria-label={row.label}
                                        value={choices[row.field] ?? 'mine'}
                                        onChange={event => setChoices(current => ({ ...current, [row.field]: event.target.value as Choice }))}
                                    >
                                        <FormControlLabel value="mine" control={<Radio size="small" />} label={translate('mc.history.conflict.keepMine')} />
                                        <FormControlLabel value="theirs" control={<Radio size="small" />} label={translate('mc.history.conflict.takeTheirs')} />
                                    </RadioGroup>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
                    <Button onClick={() => setChoices(chooseAll(fields, 'mine'))} disabled={saving}>
                        {translate('mc.history.conflict.allMine')}
                    </Button>
                    <Button onClick={() => setChoices(chooseAll(fields, 'theirs'))} disabled={saving}>
                        {translate('mc.history.conflict.allTheirs')}
                    </Button>
                </Stack>
                <Button onClick={onCancel} disabled={saving}>
                    {translate('mc.history.conflict.cancel')}
                </Button>
                <Button variant="contained" onClick={() => onApply(choices)} disabled={saving}>
                    {translate('mc.history.conflict.apply')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
