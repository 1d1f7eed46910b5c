import type { ReactNode } from 'react';
import type { FieldKind, FormField } from './FormField';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { ApiTreeInput } from './inputs/ApiTreeInput';
import { CascadeFieldInput } from './inputs/CascadeFieldInput';
import { CheckboxesFieldInput } from './inputs/CheckboxesFieldInput';
import { CheckboxFieldInput } from './inputs/CheckboxFieldInput';
import { DateFieldInput } from './inputs/DateFieldInput';
import { ImageFieldInput } from './inputs/ImageFieldInput';
import { RadioFieldInput } from './inputs/RadioFieldInput';
import { RouteTreeInput } from './inputs/RouteTreeInput';
import { SelectFieldInput } from './inputs/SelectFieldInput';
import { SwitchFieldInput } from './inputs/SwitchFieldInput';
import { TextFieldInput } from './inputs/TextFieldInput';

export interface FieldInputProps {
    field: FormField;
    /** The list's definition: options of selects and cascades named like its columns or searches. */
    definition?: TableDefinition;
    /** Content after the input (a checkbox's agreement link). */
    beside?: ReactNode;
}

/**
 * The input of each field kind. A `Record` rather than a `switch` with a text default: a kind
 * added to `FieldKind` is a compile error here until it has an input.
 */
const inputs: Record<FieldKind, (props: FieldInputProps) => ReactNode> = {
    text: TextFieldInput,
    textarea: TextFieldInput,
    number: TextFieldInput,
    price: TextFieldInput,
    phone: TextFieldInput,
    noChinese: TextFieldInput,
    password: TextFieldInput,
    select: ({ field, definition }) => (
        <SelectFieldInput
            field={field}
            definitionOptions={
                definition?.columns.find(column => column.name === field.name)?.options ??
                definition?.search.find(search => search.name === field.name)?.options
            }
        />
    ),
    radio: RadioFieldInput,
    checkboxes: CheckboxesFieldInput,
    checkbox: CheckboxFieldInput,
    cascade: ({ field, definition }) => (
        <CascadeFieldInput field={field} search={definition?.search.find(search => search.name === field.name && search.type === 'cascade')} />
    ),
    date: DateFieldInput,
    datetime: DateFieldInput,
    image: ImageFieldInput,
    switch: SwitchFieldInput,
    routeTree: RouteTreeInput,
    apiTree: ApiTreeInput,
};

/** The input of one form field, by its kind. */
export const FieldInput = (props: FieldInputProps) => {
    const Input = inputs[props.field.kind];
    return <Input {...props} />;
};
