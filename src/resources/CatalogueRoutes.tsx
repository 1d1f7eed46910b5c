import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { NotConfigured } from '../schema/NotConfigured';
import { LazyCatalogueList } from './LazyCatalogueList';
import { LazyPage } from './pages/LazyPage';
import { ROUTE_KINDS, type GeneratedPage } from '../permissions/routeKinds';
import type { CatalogueEntry } from './types';

// Each kind of generated page is its own chunk, fetched on first use (the layout's page area
// shows the loading screen meanwhile): the login page carries none of them, and a list does
// not carry the forms' validation.
const FormPage = lazy(() => import('./pages/FormPage').then(module => ({ default: module.FormPage })));
const ShowPage = lazy(() => import('./pages/ShowPage').then(module => ({ default: module.ShowPage })));
const ActionPage = lazy(() => import('./pages/ActionPage').then(module => ({ default: module.ActionPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then(module => ({ default: module.SettingsPage })));

/**
 * Each generated page that a route kind names (`ROUTE_KINDS[kind].page`): a `Record`, so a page
 * added to `GeneratedPage` does not compile until it is drawn here.
 */
const pages: Record<GeneratedPage, (entry: CatalogueEntry) => ReactElement> = {
    list: entry => <LazyCatalogueList entry={entry} />,
    create: entry => <FormPage entry={entry} />,
    edit: entry => <FormPage entry={entry} />,
    show: entry => <ShowPage entry={entry} />,
    action: entry => <ActionPage entry={entry} />,
    settings: entry => <SettingsPage entry={entry} />,
    notConfigured: () => <NotConfigured />,
};

/** The page of one catalogue entry: its own component, or the one its kind generates. */
export const CataloguePage = ({ entry }: { entry: CatalogueEntry }) =>
    entry.component ? <LazyPage entry={entry} /> : pages[ROUTE_KINDS[entry.kind].page(entry)](entry);

/**
 * One route per catalogue entry. The key is the path, so moving between two entries of the same
 * kind mounts a fresh page.
 */
export const catalogueRoutes = (catalogue: readonly CatalogueEntry[]) =>
    catalogue
        .filter(entry => entry.path !== '/dashboard')
        .map(entry => <Route key={entry.path} path={entry.path} element={<CataloguePage key={entry.path} entry={entry} />} />);
