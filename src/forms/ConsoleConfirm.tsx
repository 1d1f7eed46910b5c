import { Confirm, type ConfirmProps } from 'react-admin';
import { dialogSlotProps } from '../ui/dialogPaper';
import { useConfirmLock } from './guards';

/**
 * react-admin's `Confirm` as docs/console.md §5 and §9 want every confirmation: 50 % wide, 15vh from the
 * top, and its buttons disabled for 500 ms after a confirm so that a double click confirms once.
 */
export const ConsoleConfirm = ({ onConfirm, loading, ...props }: ConfirmProps) => {
    const [locked, lock] = useConfirmLock();
    return (
        <Confirm
            {...props}
            slotProps={dialogSlotProps()}
            loading={loading || locked}
            onConfirm={event => {
                if (lock()) onConfirm(event);
            }}
        />
    );
};
