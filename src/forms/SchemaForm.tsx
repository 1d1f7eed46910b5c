import { yupResolver } from '@hookform/resolvers/yup';
import { Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMemo, type ReactNode } from 'react';
import { Button, Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FormField } from './FormField';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { FieldInput } from './FieldInput';
import { isFieldActive, toFormValues, toPayload } from './fieldValues';
import { fieldSchema } from './fieldSchema';
import { useDoubleClickGuard } from './guards';

export interface SchemaFormProps {
    fields: FormField[];
    /** Options and cascades of select fields named like the list's columns or searches. */
    definition?: TableDefinition;
    /** The record being edited, as the server sent it. */
    record?: Record<string, unknown>;
    /** Receives the payload of a valid form, as the write call takes it. */
    onSubmit: (payload: Record<string, unknown>) => unknown;
    submitLabel?: string;
    saving?: boolean;
    /** Extra toolbar content (back link). */
    toolbar?: ReactNode;
    /** Content after a field's input, by field name (the entry form's agreement link). */
    beside?: Partial<Record<string, ReactNode>>;
}

/** A field with `when`, shown only while the field it depends on holds its value. */
const WhenField = ({ field, when, children }: { field: FormField; when: NonNullable<FormField['when']>; children: ReactNode }) => {
    const value: unknown = useWatch({ name: when.field });
    return isFieldActive(field, { [when.field]: value }) ? children : null;
};

/**
 * A form generated from catalogue fields: react-hook-form with a yup schema, values converted
 * to and from the wire, and the double-click guard on submit.
 */
export const SchemaForm = ({ fields, definition, record, onSubmit, submitLabel = 'ra.action.save', saving, toolbar, beside }: SchemaFormProps) => {
    const translate = useTranslate();
    const resolver = useMemo(() => yupResolver(fieldSchema(fields, translate)), [fields, translate]);
    const values = useMemo(() => toFormValues(fields, record), [fields, record]);
    const [locked, lock] = useDoubleClickGuard();
    return (
        <Form
            record={values}
            resolver={resolver}
            onSubmit={(formValues: Record<string, unknown>) => {
                if (lock()) return onSubmit(toPayload(fields, formValues));
            }}
            noValidate
        >
            <Stack spacing={1.5} sx={{ p: 2, maxWidth: 720 }}>
                {fields.map(field => {
                    const input = <FieldInput key={field.name} field={field} definition={definition} beside={beside?.[field.name]} />;
                    return field.when ? (
                        <WhenField key={field.name} field={field} when={field.when}>
                            {input}
                        </WhenField>
                    ) : (
                        input
                    );
                })}
                <Stack direction="row" spacing={1}>
                    <Button type="submit" variant="contained" label={submitLabel} disabled={saving || locked}>
                        <SaveIcon />
                    </Button>
                    {toolbar}
                </Stack>
            </Stack>
        </Form>
    );
};
