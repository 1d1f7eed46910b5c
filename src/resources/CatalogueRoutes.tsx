import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LazySchemaList } from '../app/consoleChunks';
import { NotConfigured } from '../schema/NotConfigured';
import { catalogue } from '../app/catalogue';
import { LazyPage } from './pages/LazyPage';
import type { CatalogueEntry } from './types';

// Each kind of generated page is its own chunk, fetched on first use (the layout's page area
// shows the loading screen meanwhile): the login page carries none of them, and a list does
// not carry the forms' validation.
const FormPage = lazy(() => import('./pages/FormPage').then(module => ({ default: module.FormPage })));
const ShowPage = lazy(() => import('./pages/ShowPage').then(module => ({ default: module.ShowPage })));
const ActionPage = lazy(() => import('./pages/ActionPage').then(module => ({ default: module.ActionPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then(module => ({ default: module.SettingsPage })));

/** The page of one catalogue entry: its own component, or the one generated for its kind. */
export const CataloguePage = ({ entry }: { entry: CatalogueEntry }) => {
    if (entry.component) return <LazyPage entry={entry} />;
    switch (entry.kind) {
        case 'list':
            return <LazySchemaList entry={entry} />;
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
            return entry.api ? <LazySchemaList entry={entry} /> : <NotConfigured />;
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
