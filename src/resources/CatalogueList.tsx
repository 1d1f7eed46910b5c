import { SchemaList } from '../schema/SchemaList';
import { useCatalogue } from './CatalogueProvider';
import { listRoutes } from './routeLinks';
import type { CatalogueEntry } from './types';

/** The generated list of a catalogue entry, with the row buttons and create button its routes give. */
export const CatalogueList = ({ entry }: { entry: CatalogueEntry }) => <SchemaList entry={entry} {...listRoutes(useCatalogue(), entry)} />;
