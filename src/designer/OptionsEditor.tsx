import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stepItem } from './columnOrder';
import { emptyTexts, type DraftOption } from './designDraft';
import { TextsInput } from './TextsInput';

interface OptionsEditorProps {
    /** The column's name, in the inputs' names. */
    column: string;
    options: DraftOption[];
    onChange(options: DraftOption[]): void;
    readOnly?: boolean;
    errors?: readonly string[];
}

/** A select's or checkbox's options: each a value and its label in every language, in the order the list and form show them. */
export const OptionsEditor = ({ column, options, onChange, readOnly, errors }: OptionsEditorProps) => {
    const translate = useTranslate();
    const set = (index: number, option: DraftOption) => onChange(options.map((item, i) => (i === index ? option : item)));
    return (
        <Stack spacing={1} role="group" aria-label={translate('mc.designer.form.optionsOf', { column })}>
            {options.map((option, index) => (
                <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
                    <TextField
                        size="small"
                        sx={{ minWidth: 110 }}
                        label={translate('mc.designer.form.optionValue', { n: index + 1 })}
                        value={option.value}
                        required
                        onChange={event => set(index, { ...option, value: event.target.value })}
                        slotProps={{ input: { readOnly } }}
                    />
                    <TextsInput
                        label={translate('mc.designer.form.optionLabel', { n: index + 1 })}
                        value={option.label}
                        onChange={label => set(index, { ...option, label })}
                        readOnly={readOnly}
                    />
                    {!readOnly && (
                        <Stack direction="row">
                            <IconButton
                                size="small"
                                disabled={index === 0}
                                aria-label={translate('mc.designer.form.optionUp', { n: index + 1 })}
                                onClick={() => onChange(stepItem(options, index, -1))}
                            >
                                <ArrowUpwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                                size="small"
                                disabled={index === options.length - 1}
                                aria-label={translate('mc.designer.form.optionDown', { n: index + 1 })}
                                onClick={() => onChange(stepItem(options, index, 1))}
                            >
                                <ArrowDownwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                                size="small"
                                aria-label={translate('mc.designer.form.optionRemove', { n: index + 1 })}
                                onClick={() => onChange(options.filter((_, i) => i !== index))}
                            >
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        </Stack>
                    )}
                </Stack>
            ))}
            {errors?.length ? <FormHelperText error>{errors.join(' · ')}</FormHelperText> : null}
            {!readOnly && (
                <Button
                    size="small"
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => onChange([...options, { value: String(options.length + 1), label: emptyTexts() }])}
                >
                    {translate('mc.designer.form.addOption')}
                </Button>
            )}
        </Stack>
    );
};
