import { Navigate, Route } from 'react-router-dom';
import { NotConfigured } from '../schema/NotConfigured';
import { SchemaList } from '../schema/SchemaList';
import { catalogue } from './catalogue';
import { ActionPage } from './pages/ActionPage';
import { FormPage } from './pages/FormPage';
import { LazyPage } from './pages/LazyPage';
import { SettingsPage } from './pages/SettingsPage';
import { ShowPage } from './pages/ShowPage';
import type { CatalogueEntry } from './types';

/** The page of one catalogue entry: its own component, or the one generated for its kind. */
export const CataloguePage = ({ entry }: { entry: CatalogueEntry }) => {
    if (entry.component) return <LazyPage entry={entry} />;
    switch (entry.kind) {
        case 'list':
            return <SchemaList entry={entry} />;
        case 'create':
        case 'edit':
            return <FormPage entry={entry} />;
        case 'show':
            return <ShowPage entry={entry} />;
        case 'action':
            return <ActionPage entry={entry} />;
        case 'redirect':
            return entry.parent ? <Navigate to={entry.parent} replace /> : <NotConfigured />;
        default:
            if (entry.calls?.getOne && entry.calls.update && entry.fields?.length) return <SettingsPage entry={entry} />;
            return entry.api ? <SchemaList entry={entry} /> : <NotConfigured />;
    }
};

/**
 * One route per catalogue entry. The key is the path, so moving between two entries of the same
 * kind mounts a fresh page.
 */
export const catalogueRoutes = () =>
    catalogue
        .filter(entry => entry.path !== '/dashboard')
        .map(entry => <Route key={entry.path} path={entry.path} element={<CataloguePage key={entry.path} entry={entry} />} />);
