import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { ErrorMessage } from '../../errors/errorMessage';
import { dialogSlotProps } from '../../ui/dialogPaper';
import type { ImportResult } from '../importFile';

/** The outcome of an import: counts and the rejected rows, or the server's refusal in an alert. */
export const ImportResultDialog = ({ result, failure, onClose }: { result?: ImportResult; failure?: ErrorMessage; onClose: () => void }) => {
    const translate = useTranslate();
    const open = !!result || !!failure;
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="mc-import-result-title" slotProps={dialogSlotProps()}>
            <DialogTitle id="mc-import-result-title">{translate(failure ? 'mc.schema.import.failedTitle' : 'mc.schema.import.resultTitle')}</DialogTitle>
            <DialogContent>
                {failure && <Alert severity="error">{translate(failure.message, failure.messageArgs)}</Alert>}
                {result && (
                    <>
                        <Typography gutterBottom>{translate('mc.schema.import.summary', { ...result })}</Typography>
                        {result.errors.length > 0 && (
                            <Table size="small">
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{translate('mc.schema.import.row')}</TableCell>
                                        <TableCell>{translate('mc.schema.import.reason')}</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {result.errors.map((error, index) => (
                                        <TableRow key={index}>
                                            <TableCell>{String(error.row ?? '')}</TableCell>
                                            <TableCell>{error.msg}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        )}
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button label="mc.schema.import.close" onClick={onClose} autoFocus />
            </DialogActions>
        </Dialog>
    );
};
