import { TextField } from '@mui/material';
import type { FormField } from '../FormField';
import { filterNumber, filterPhone, filterPrice, stripChinese } from '../inputFilters';
import { useFieldInput } from './useFieldInput';

const filters: Partial<Record<FormField['kind'], (text: string, field: FormField) => string>> = {
    number: (text, field) => filterNumber(text, field.decimals ?? 0),
    price: (text, field) => filterPrice(text, field.decimals ?? 2, field.signed),
    phone: text => filterPhone(text),
    noChinese: text => stripChinese(text),
};

/** text, textarea, number, price, phone, no-Chinese and password inputs: one text box, filtered while typing. */
export const TextFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, id, isRequired, label, error, hint } = useFieldInput(definition);
    const filter = filters[definition.kind];
    return (
        <TextField
            {...field}
            id={id}
            value={field.value ?? ''}
            onChange={event => field.onChange(filter ? filter(event.target.value, definition) : event.target.value)}
            label={label}
            required={definition.required ?? isRequired}
            error={!!error}
            helperText={error ?? hint ?? ' '}
            multiline={definition.kind === 'textarea'}
            type={definition.kind === 'password' ? 'password' : undefined}
            autoComplete={definition.kind === 'password' ? 'new-password' : undefined}
            minRows={definition.kind === 'textarea' ? 3 : undefined}
            slotProps={{
                htmlInput: {
                    maxLength: definition.kind === 'phone' ? 11 : definition.maxLength,
                    inputMode: ['number', 'price', 'phone'].includes(definition.kind) ? 'decimal' : undefined,
                },
            }}
            fullWidth
            size="small"
        />
    );
};
