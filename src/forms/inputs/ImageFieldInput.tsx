import type { FormField } from '../FormField';
import { ImagePicker } from './ImagePicker';
import { useFieldInput } from './useFieldInput';

/** An image field of a generated form: the picker bound to the form's value. */
export const ImageFieldInput = ({ field: definition }: { field: FormField }) => {
    const { field, id, label, error, hint } = useFieldInput(definition);
    return (
        <ImagePicker id={id} label={label} required={definition.required} value={field.value ?? ''} onChange={field.onChange} error={error} helperText={hint} />
    );
};
