import { Route } from 'react-router-dom';
import { SchemaList } from '../schema/SchemaList';
import { catalogue } from './catalogue';

/** The routes of the catalogue's list entries, each rendering its generated list page. */
export const catalogueRoutes = () =>
    catalogue
        .filter(entry => entry.kind === 'list')
        .map(entry => <Route key={entry.path} path={entry.path} element={<SchemaList entry={entry} />} />);
