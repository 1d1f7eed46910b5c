import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Checkbox, FormControlLabel, FormHelperText, IconButton, Paper, Stack, TextField } from '@mui/material';
import type { DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { writeKindOf } from '../../protocol/declaredColumnTypes';
import { INPUTS_OF_WRITE_KIND, type WriteFieldKind } from '../../protocol/writeForm';
import { COLUMN_TYPE_NAMES, OPTION_LEVELS, SUM_TYPES, withType, type ColumnTypeName, type DraftColumn } from './designDraft';
import { OptionsEditor } from './OptionsEditor';
import { columnField, type ColumnField } from './problemField';
import { INPUT_LABELS, isDeclaredInput, TYPE_LABELS } from './designLabels';
import { DesignSelect } from './DesignSelect';
import { TextsInput } from './TextsInput';

export interface ColumnEditorProps {
    column: DraftColumn;
    index: number;
    count: number;
    readOnly: boolean;
    /** The problems of each of its inputs (`columnField` keys). */
    errors: ReadonlyMap<string, string[]>;
    onChange(column: DraftColumn): void;
    onStep(step: -1 | 1): void;
    onRemove(): void;
    /** Dragging: this row's handle picked up, and a row dropped on this one. */
    onDragStart(): void;
    onDrop(): void;
}

const FLAGS = ['search', 'sort', 'sum', 'write'] as const;

/** One column of the draft: its name, type, titles, list flags, width, write rules and options, with its move and remove buttons. */
export const ColumnEditor = ({ column, index, count, readOnly, errors, onChange, onStep, onRemove, onDragStart, onDrop }: ColumnEditorProps) => {
    const translate = useTranslate();
    const name = column.name || translate('mc.designer.form.unnamed', { n: index + 1 });
    const problems = (field: ColumnField) => errors.get(columnField(column.id, field));
    const errorProps = (field: ColumnField) => {
        const messages = problems(field);
        return messages?.length ? { error: true, helperText: messages.join(' · ') } : {};
    };
    const set = (change: Partial<DraftColumn>) => onChange({ ...column, ...change });
    const kind: WriteFieldKind = writeKindOf(
        column.type === 'text' ? undefined : column.type,
        typeof column.writeMore.kind === 'string' ? (column.writeMore.kind as WriteFieldKind) : undefined
    );
    const inputs = (INPUTS_OF_WRITE_KIND[kind] as readonly string[]).filter(isDeclaredInput);
    const numeric = kind === 'int' || kind === 'cents';
    return (
        <Paper
            variant="outlined"
            role="group"
            aria-label={translate('mc.designer.form.column', { name })}
            sx={{ p: 1 }}
            onDragOver={(event: DragEvent) => !readOnly && event.preventDefault()}
            onDrop={(event: DragEvent) => {
                event.preventDefault();
                if (!readOnly) onDrop();
            }}
        >
            <Stack spacing={1}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
                    {!readOnly && (
                        <Box
                            draggable
                            onDragStart={(event: DragEvent) => {
                                event.dataTransfer.effectAllowed = 'move';
                                event.dataTransfer.setData('text/plain', column.id);
                                onDragStart();
                            }}
                            role="img"
                            aria-label={translate('mc.designer.form.dragColumn', { name })}
                            title={translate('mc.designer.form.drag')}
                            sx={{ cursor: 'grab', display: 'flex', alignItems: 'center', pt: 1 }}
                        >
                            <DragIndicatorIcon fontSize="small" />
                        </Box>
                    )}
                    <TextField
                        size="small"
                        required
                        label={translate('mc.designer.form.columnName')}
                        value={column.name}
                        onChange={event => set({ name: event.target.value })}
                        slotProps={{ input: { readOnly } }}
                        {...errorProps('name')}
                    />
                    <DesignSelect
                        label={translate('mc.designer.form.type')}
                        value={column.type}
                        onChange={type => onChange(withType(column, type as ColumnTypeName))}
                        disabled={readOnly}
                        errors={problems('type')}
                        minWidth={140}
                    >
                        {COLUMN_TYPE_NAMES.map(type => (
                            <option key={type} value={type}>
                                {translate(TYPE_LABELS[type])}
                            </option>
                        ))}
                    </DesignSelect>
                    <TextField
                        size="small"
                        type="number"
                        sx={{ width: 110, flexShrink: 0 }}
                        label={translate('mc.designer.form.width')}
                        value={column.width}
                        onChange={event => set({ width: event.target.value })}
                        slotProps={{ input: { readOnly } }}
                        {...errorProps('width')}
                    />

                    {!readOnly && (
                        <Stack direction="row" sx={{ ml: { md: 'auto' } }}>
                            <IconButton
                                size="small"
                                disabled={index === 0}
                                aria-label={translate('mc.designer.form.moveUp', { name })}
                                onClick={() => onStep(-1)}
                            >
                                <ArrowUpwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                                size="small"
                                disabled={index === count - 1}
                                aria-label={translate('mc.designer.form.moveDown', { name })}
                                onClick={() => onStep(1)}
                            >
                                <ArrowDownwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={translate('mc.designer.form.removeColumn', { name })} onClick={onRemove}>
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        </Stack>
                    )}
                </Stack>
                <Stack direction="row" flexWrap="wrap">
                    {FLAGS.map(flag => (
                        <FormControlLabel
                            key={flag}
                            label={translate(`mc.designer.form.${flag}`)}
                            disabled={readOnly || (flag === 'sum' && !SUM_TYPES.has(column.type) && !column.sum)}
                            control={<Checkbox size="small" checked={column[flag]} onChange={event => set({ [flag]: event.target.checked })} />}
                        />
                    ))}
                </Stack>
                {(['search', 'sort', 'sum'] as const).map(flag =>
                    problems(flag)?.length ? (
                        <Box key={flag} sx={{ color: 'error.main', typography: 'caption' }}>
                            {problems(flag)!.join(' · ')}
                        </Box>
                    ) : null
                )}
                <TextsInput
                    label={translate('mc.designer.form.columnTitle', { name })}
                    value={column.title}
                    onChange={title => set({ title })}
                    readOnly={readOnly}
                    errors={problems('title')}
                />
                {column.write && (
                    <Stack
                        direction={{ xs: 'column', md: 'row' }}
                        spacing={1}
                        alignItems={{ md: 'flex-start' }}
                        role="group"
                        aria-label={translate('mc.designer.form.writeRules', { name })}
                    >
                        <FormControlLabel
                            sx={{ whiteSpace: 'nowrap' }}
                            label={translate('mc.designer.form.required')}
                            disabled={readOnly}
                            control={<Checkbox size="small" checked={column.required} onChange={event => set({ required: event.target.checked })} />}
                        />
                        {kind === 'text' && (
                            <TextField
                                size="small"
                                type="number"
                                label={translate('mc.designer.form.maxLength')}
                                value={column.maxLength}
                                onChange={event => set({ maxLength: event.target.value })}
                                slotProps={{ input: { readOnly } }}
                                {...errorProps('maxLength')}
                            />
                        )}
                        {numeric && (
                            <>
                                <TextField
                                    size="small"
                                    type="number"
                                    label={translate(kind === 'cents' ? 'mc.designer.form.minCents' : 'mc.designer.form.min')}
                                    value={column.min}
                                    onChange={event => set({ min: event.target.value })}
                                    slotProps={{ input: { readOnly } }}
                                    {...errorProps('min')}
                                />
                                <TextField
                                    size="small"
                                    type="number"
                                    label={translate(kind === 'cents' ? 'mc.designer.form.maxCents' : 'mc.designer.form.max')}
                                    value={column.max}
                                    onChange={event => set({ max: event.target.value })}
                                    slotProps={{ input: { readOnly } }}
                                    {...errorProps('max')}
                                />
                            </>
                        )}
                        <DesignSelect
                            label={translate('mc.designer.form.input')}
                            value={column.input}
                            onChange={input => set({ input })}
                            disabled={readOnly}
                            errors={problems('input')}
                        >
                            <option value="">{translate('mc.designer.form.inputUsual')}</option>
                            {inputs.map(input => (
                                <option key={input} value={input}>
                                    {translate(INPUT_LABELS[input])}
                                </option>
                            ))}
                        </DesignSelect>
                    </Stack>
                )}
                {problems('required')?.length ? <Box sx={{ color: 'error.main', typography: 'caption' }}>{problems('required')!.join(' · ')}</Box> : null}
                {column.type === 'cascade' && (
                    <TextField
                        size="small"
                        required
                        sx={{ alignSelf: 'flex-start' }}
                        label={translate('mc.designer.form.secondColumn')}
                        value={typeof column.more.second === 'string' ? column.more.second : ''}
                        onChange={event => set({ more: { ...column.more, second: event.target.value } })}
                        slotProps={{ input: { readOnly } }}
                        {...errorProps('second')}
                    />
                )}
                {OPTION_LEVELS[column.type] > 0 &&
                    (typeof column.more.options === 'string' ? (
                        <FormHelperText error={!!problems('options')?.length}>
                            {[translate('mc.designer.form.optionList', { list: column.more.options }), ...(problems('options') ?? [])].join(' · ')}
                        </FormHelperText>
                    ) : (
                        <OptionsEditor
                            columnId={column.id}
                            column={name}
                            options={column.options}
                            levels={OPTION_LEVELS[column.type]}
                            onChange={options => set({ options })}
                            readOnly={readOnly}
                            errors={problems('options')}
                            fieldErrors={errors}
                        />
                    ))}
            </Stack>
        </Paper>
    );
};
