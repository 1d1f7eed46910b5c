import { RecordHistoryFeatures } from '../history/RecordHistoryFeatures';
import { SchemaList } from '../schema/SchemaList';
import { useCatalogue } from './CatalogueProvider';
import { listRoutes } from './routeLinks';
import type { CatalogueEntry } from './types';
import { useRecordHistoryOptions } from './useRecordHistoryOptions';

/**
 * The generated list of a catalogue entry, with the row buttons and create button its routes
 * give, and its records' history where the definition offers it.
 */
export const CatalogueList = ({ entry }: { entry: CatalogueEntry }) => {
    const catalogue = useCatalogue();
    const options = useRecordHistoryOptions(entry);
    return (
        <RecordHistoryFeatures {...options}>
            <SchemaList entry={entry} {...listRoutes(catalogue, entry)} />
        </RecordHistoryFeatures>
    );
};
