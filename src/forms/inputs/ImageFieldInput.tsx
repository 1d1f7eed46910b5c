import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../../resources/types';
import { ImagePicker } from './ImagePicker';

/** An image field of a generated form: the picker bound to the form's value. */
export const ImageFieldInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, fieldState, id } = useInput({ source: definition.name });
    return (
        <ImagePicker
            id={id}
            label={translate(definition.label, { _: definition.label })}
            required={definition.required}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            helperText={definition.hint ? translate(definition.hint) : undefined}
        />
    );
};
