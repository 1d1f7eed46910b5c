import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ExtensionIcon from '@mui/icons-material/Extension';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useCallback, type ComponentType } from 'react';
import type { BuiltInSectionId, SectionId } from '../../permissions/RouteEntry';
import { useExtensionSectionIcons } from '../../resources/CatalogueProvider';

/** The icon of each top-level section in the rail. */
type SectionIcon = ComponentType<{ fontSize?: 'small' | 'medium' }>;

export const sectionIcons: Record<BuiltInSectionId, SectionIcon> = {
    dashboard: HomeIcon,
    profile: PersonIcon,
    dealer: StorefrontIcon,
    bzj: AccountBalanceWalletIcon,
    cars: DirectionsCarIcon,
    jingpai: GavelIcon,
    content: ArticleIcon,
    plugin: ExtensionIcon,
    setting: SettingsIcon,
    supertube: AdminPanelSettingsIcon,
    user: BadgeIcon,
    financenh: AccountBalanceIcon,
    order: ReceiptLongIcon,
    goods: Inventory2Icon,
    marketing: CampaignIcon,
};

const isBuiltIn = (section: SectionId): section is BuiltInSectionId => Object.hasOwn(sectionIcons, section);

/** The icon of any section: a built-in one's, else the one its catalogue extension declared. */
export const useSectionIcon = () => {
    const extensionIcons = useExtensionSectionIcons();
    return useCallback(
        (section: SectionId): SectionIcon => (isBuiltIn(section) ? sectionIcons[section] : (extensionIcons.get(section) ?? ExtensionIcon)),
        [extensionIcons]
    );
};
