import type { FormField } from './FormField';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { ApiTreeInput } from './inputs/ApiTreeInput';
import { CascadeFieldInput } from './inputs/CascadeFieldInput';
import { DateFieldInput } from './inputs/DateFieldInput';
import { ImageFieldInput } from './inputs/ImageFieldInput';
import { RouteTreeInput } from './inputs/RouteTreeInput';
import { SelectFieldInput } from './inputs/SelectFieldInput';
import { SwitchFieldInput } from './inputs/SwitchFieldInput';
import { TextFieldInput } from './inputs/TextFieldInput';

/** The input of one catalogue form field; options and cascades may come from the list definition. */
export const FieldInput = ({ field, definition }: { field: FormField; definition?: TableDefinition }) => {
    switch (field.kind) {
        case 'select':
            return (
                <SelectFieldInput
                    field={field}
                    definitionOptions={
                        definition?.columns.find(column => column.name === field.name)?.options ??
                        definition?.search.find(search => search.name === field.name)?.options
                    }
                />
            );
        case 'cascade':
            return <CascadeFieldInput field={field} search={definition?.search.find(search => search.name === field.name && search.type === 'cascade')} />;
        case 'date':
        case 'datetime':
            return <DateFieldInput field={field} />;
        case 'image':
            return <ImageFieldInput field={field} />;
        case 'switch':
            return <SwitchFieldInput field={field} />;
        case 'routeTree':
            return <RouteTreeInput field={field} />;
        case 'apiTree':
            return <ApiTreeInput field={field} />;
        default:
            return <TextFieldInput field={field} />;
    }
};
