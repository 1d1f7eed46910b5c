import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dialogSlotProps } from '../ui/dialogPaper';

/** docs/console.md §8: the alert 验证失败，请重新登录。; closing it leads to login. */
export const VerifyFailedAlert = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <Dialog open role="alertdialog" aria-describedby="mc-verify-failed" onClose={onClose} slotProps={dialogSlotProps()}>
            <DialogContent>
                <DialogContentText id="mc-verify-failed">{translate('mc.error.verifyFailed')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} autoFocus variant="contained">
                    {translate('mc.action.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
