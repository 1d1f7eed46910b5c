import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import GavelIcon from '@mui/icons-material/Gavel';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ReplayIcon from '@mui/icons-material/Replay';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import TimerIcon from '@mui/icons-material/Timer';
import type { CatalogueEntry } from '../../resources/types';
import type { TodoFigure } from './overviewReply';

/** The to-do cards the Workbench knows, by the server's key: icon and title (translation key). */
export const todoCardKinds = {
    dealerPendingAudit: { icon: HowToRegIcon, label: 'mc.workbench.todo.dealerPendingAudit' },
    refundPendingAudit: { icon: AccountBalanceWalletIcon, label: 'mc.workbench.todo.refundPendingAudit' },
    auctionAwaitingConfirm: { icon: GavelIcon, label: 'mc.workbench.todo.auctionAwaitingConfirm' },
    unsoldNotRelisted: { icon: ReplayIcon, label: 'mc.workbench.todo.unsoldNotRelisted' },
    leadNotContacted: { icon: PhoneInTalkIcon, label: 'mc.workbench.todo.leadNotContacted' },
    carOnSale: { icon: DirectionsCarIcon, label: 'mc.workbench.todo.carOnSale' },
    auctionRunning: { icon: TimerIcon, label: 'mc.workbench.todo.auctionRunning' },
    staffCount: { icon: BadgeIcon, label: 'mc.workbench.todo.staffCount' },
    cashPending: { icon: PaymentsIcon, label: 'mc.workbench.todo.cashPending' },
    balanceToday: { icon: SwapVertIcon, label: 'mc.workbench.todo.balanceToday' },
} satisfies Record<string, { icon: SvgIconComponent; label: string }>;

export type TodoCardKey = keyof typeof todoCardKinds;

export interface TodoCard {
    key: TodoCardKey;
    count: number;
    /** The list route the card opens (its permission decides whether the card shows). */
    listPath: string;
    /** That route with the card's filter applied, as react-admin reads it from the URL. */
    to: string;
}

const isKnown = (key: string): key is TodoCardKey => key in todoCardKinds;

/**
 * The cards to show: each figure of a known card whose list api has a list route of its own
 * (not a route with a fixed filter). A figure the console has no card or route for is skipped.
 */
export const todoCards = (figures: TodoFigure[], catalogue: readonly CatalogueEntry[]): TodoCard[] =>
    figures.flatMap(figure => {
        const list = catalogue.find(entry => entry.kind === 'list' && entry.api === figure.api && !entry.filter);
        if (!isKnown(figure.key) || !list) return [];
        const query = new URLSearchParams({ filter: JSON.stringify(figure.filter) });
        return [{ key: figure.key, count: figure.count, listPath: list.path, to: `${list.path}?${query}` }];
    });
