import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCatalogue } from '../../resources/CatalogueProvider';
import { useTabs } from '../tabs/useTabs';
import { breadcrumbTrail } from './breadcrumbTrail';

/** Where the current page sits: home, section, parent list, page. */
export const AppBreadcrumbs = () => {
    const translate = useTranslate();
    const catalogue = useCatalogue();
    const { activeEntry } = useTabs();
    const trail = breadcrumbTrail(catalogue, activeEntry);
    return (
        <Breadcrumbs
            aria-label={translate('mc.layout.navbar.breadcrumb')}
            sx={{ fontSize: 14, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', '& ol': { flexWrap: 'nowrap' } }}
        >
            {trail.map((crumb, index) =>
                crumb.to && index < trail.length - 1 ? (
                    <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                        {translate(crumb.title)}
                    </Link>
                ) : (
                    <Typography
                        key={index}
                        color={index === trail.length - 1 ? 'text.primary' : 'text.secondary'}
                        fontSize="inherit"
                        aria-current={index === trail.length - 1 ? 'page' : undefined}
                    >
                        {translate(crumb.title)}
                    </Typography>
                )
            )}
        </Breadcrumbs>
    );
};
