import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Box, Button, FormHelperText, IconButton, Stack, TextField } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { OPTION_PROBLEM_LABELS } from './designLabels';
import {
    addChild,
    addSibling,
    appendOption,
    canAddChild,
    canStep,
    editOption,
    optionAt,
    optionProblems,
    pathName,
    removeOption,
    stepOption,
    type DraftOption,
    type OptionPath,
    type TreeEdit,
} from './optionTree';
import { optionField } from './problemField';
import { TextsInput } from './TextsInput';

interface OptionsEditorProps {
    /** The column's stable id (its problems' keys) and its name (in the controls' names). */
    columnId: string;
    column: string;
    options: DraftOption[];
    /** 1: a list (select, checkbox); 2: a cascade's tree, each first-level option with its own second level. */
    levels: number;
    onChange(options: DraftOption[]): void;
    readOnly?: boolean;
    /** The problems of the options as a whole. */
    errors?: readonly string[];
    /** The server's problems of each option's value and label (`optionField` keys). */
    fieldErrors?: ReadonlyMap<string, string[]>;
}

/** The control a change leaves the focus on: the value of an option added, the move button of one moved. */
type FocusTarget = { path: OptionPath; control: 'value' | 'up' | 'down' } | { path: []; control: 'add' };

const controlIdOf = (base: string, path: OptionPath, control: FocusTarget['control']) => `${base}-${pathName(path)}-${control}`;

/**
 * A column's options, each a value and its label in every language, in the order the list and
 * form show them; for a cascade a tree, each option with its own next level. Every change is
 * optionTree's; this shows the tree, its problems, and keeps the focus on what a change concerns.
 */
export const OptionsEditor = ({ columnId, column, options, levels, onChange, readOnly, errors, fieldErrors }: OptionsEditorProps) => {
    const translate = useTranslate();
    const base = useId();
    const [focus, setFocus] = useState<FocusTarget>();
    const [removing, setRemoving] = useState<OptionPath>();
    const controlId = (path: OptionPath, control: FocusTarget['control']) => controlIdOf(base, path, control);

    useEffect(() => {
        if (focus) document.getElementById(controlIdOf(base, focus.path, focus.control))?.focus();
    }, [base, focus]);

    const local = useMemo(() => optionProblems(options), [options]);
    const problemsOf = (path: OptionPath, field: 'value' | 'label') => {
        const own = local
            .filter(problem => problem.field === field && pathName(problem.path) === pathName(path))
            .map(problem => translate(OPTION_PROBLEM_LABELS[problem.problem]));
        return [...own, ...(fieldErrors?.get(optionField(columnId, path, field)) ?? [])];
    };

    const apply = (edit: TreeEdit, control: 'value' | 'up' | 'down') => {
        onChange(edit.options);
        setFocus({ path: edit.path, control });
    };
    const step = (path: OptionPath, by: -1 | 1) => {
        const edit = stepOption(options, path, by);
        // At either end the button it was on is disabled: the focus goes to the other.
        const control = canStep(edit.options, edit.path, by) ? (by < 0 ? 'up' : 'down') : by < 0 ? 'down' : 'up';
        apply(edit, control);
    };
    const remove = (path: OptionPath) => {
        onChange(removeOption(options, path));
        setRemoving(undefined);
        setFocus({ path: [], control: 'add' });
    };
    const removingOption = removing && optionAt(options, removing);

    const renderLevel = (level: readonly DraftOption[], at: OptionPath) =>
        level.map((option, index) => {
            const path = [...at, index];
            const n = pathName(path);
            const valueProblems = problemsOf(path, 'value');
            return (
                <Box
                    key={option.id}
                    role="group"
                    aria-label={translate('mc.designer.form.option', { n })}
                    sx={at.length ? { pl: 2, ml: 1, borderLeft: 1, borderColor: 'divider' } : undefined}
                >
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
                        <TextField
                            id={controlId(path, 'value')}
                            size="small"
                            sx={{ minWidth: 110 }}
                            label={translate('mc.designer.form.optionValue', { n })}
                            value={option.value}
                            required
                            onChange={event => onChange(editOption(options, path, { value: event.target.value }))}
                            error={valueProblems.length > 0}
                            helperText={valueProblems.length ? valueProblems.join(' · ') : undefined}
                            slotProps={{ input: { readOnly } }}
                        />
                        <TextsInput
                            label={translate('mc.designer.form.optionLabel', { n })}
                            value={option.label}
                            onChange={label => onChange(editOption(options, path, { label }))}
                            readOnly={readOnly}
                            errors={problemsOf(path, 'label')}
                        />
                        {!readOnly && (
                            <Stack direction="row">
                                <IconButton
                                    id={controlId(path, 'up')}
                                    size="small"
                                    disabled={!canStep(options, path, -1)}
                                    aria-label={translate('mc.designer.form.optionUp', { n })}
                                    onClick={() => step(path, -1)}
                                >
                                    <ArrowUpwardIcon fontSize="small" />
                                </IconButton>
                                <IconButton
                                    id={controlId(path, 'down')}
                                    size="small"
                                    disabled={!canStep(options, path, 1)}
                                    aria-label={translate('mc.designer.form.optionDown', { n })}
                                    onClick={() => step(path, 1)}
                                >
                                    <ArrowDownwardIcon fontSize="small" />
                                </IconButton>
                                <IconButton
                                    size="small"
                                    aria-label={translate('mc.designer.form.optionAfter', { n })}
                                    onClick={() => apply(addSibling(options, path), 'value')}
                                >
                                    <AddIcon fontSize="small" />
                                </IconButton>
                                {canAddChild(path, levels) && (
                                    <IconButton
                                        size="small"
                                        aria-label={translate('mc.designer.form.optionChild', { n })}
                                        onClick={() => apply(addChild(options, path, levels), 'value')}
                                    >
                                        <SubdirectoryArrowRightIcon fontSize="small" />
                                    </IconButton>
                                )}
                                <IconButton
                                    size="small"
                                    aria-label={translate('mc.designer.form.optionRemove', { n })}
                                    onClick={() => (option.children.length ? setRemoving(path) : remove(path))}
                                >
                                    <DeleteIcon fontSize="small" />
                                </IconButton>
                            </Stack>
                        )}
                    </Stack>
                    {option.children.length > 0 && (
                        <Stack spacing={1} sx={{ mt: 1 }}>
                            {renderLevel(option.children, path)}
                        </Stack>
                    )}
                </Box>
            );
        });

    return (
        <Stack spacing={1} role="group" aria-label={translate('mc.designer.form.optionsOf', { column })}>
            {renderLevel(options, [])}
            {errors?.length ? <FormHelperText error>{errors.join(' · ')}</FormHelperText> : null}
            {!readOnly && (
                <Button
                    id={controlId([], 'add')}
                    size="small"
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => apply(appendOption(options), 'value')}
                >
                    {translate('mc.designer.form.addOption')}
                </Button>
            )}
            <ConsoleConfirm
                isOpen={removingOption !== undefined}
                title="mc.designer.form.removeOptionTitle"
                content="mc.designer.form.removeOptionContent"
                translateOptions={{
                    n: removing ? pathName(removing) : '',
                    label: removingOption ? removingOption.label['zh-cn'] || removingOption.value : '',
                    count: removingOption?.children.length ?? 0,
                }}
                onClose={() => setRemoving(undefined)}
                onConfirm={() => removing && remove(removing)}
            />
        </Stack>
    );
};
