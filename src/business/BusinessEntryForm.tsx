import {
    Box,
    Button,
    Checkbox,
    FormControl,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    FormLabel,
    Link as MuiLink,
    MenuItem,
    Radio,
    RadioGroup,
    Stack,
    TextField,
} from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ImagePicker } from '../forms/inputs/ImagePicker';
import { AgreementDialog } from './AgreementDialog';
import type { EnterConf } from './enterConf';
import { DEALER_KIND, emptyEnterValues, enterSchema, STORE_KIND, type EnterValues } from './enterSchema';

const TEXT_FIELDS = [
    { name: 'company_name', label: 'companyName', max: 50 },
    { name: 'contact', label: 'contact', max: 20 },
    { name: 'phone', label: 'phone', max: 11 },
] as const;

/** The application form of /business/create; options as the server sent them. */
export const BusinessEntryForm = ({ conf, onSubmit, busy }: { conf: EnterConf; onSubmit: (values: EnterValues) => void; busy: boolean }) => {
    const translate = useTranslate();
    const resolver = useMemo(() => yupResolver(enterSchema(translate)) as unknown as Resolver<EnterValues>, [translate]);
    const { control, handleSubmit, watch, setValue } = useForm<EnterValues>({ defaultValues: emptyEnterValues, resolver });
    const [agreementOpen, setAgreementOpen] = useState(false);
    const kind = watch('kind');
    const province = watch('province');
    const cities = conf.regions.find(region => String(region.value) === province)?.children ?? [];
    const label = (key: string) => translate(`mc.business.${key}`);

    const text = (name: 'company_name' | 'contact' | 'phone' | 'address' | 'license_no', key: string, max: number) => (
        <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
                <TextField
                    {...field}
                    label={label(key)}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? ' '}
                    slotProps={{ htmlInput: { maxLength: max } }}
                />
            )}
        />
    );

    const select = (name: 'province' | 'city' | 'brand', key: string, options: EnterConf['kinds'], disabled = false) => (
        <Controller
            name={name}
            control={control}
            render={({ field, fieldState }) => (
                <TextField
                    {...field}
                    select
                    label={label(key)}
                    disabled={disabled}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? ' '}
                    onChange={event => {
                        field.onChange(event.target.value);
                        if (name === 'province') setValue('city', '');
                    }}
                    sx={{ minWidth: 180 }}
                >
                    {options.map(option => (
                        <MenuItem key={String(option.value)} value={String(option.value)}>
                            {option.label}
                        </MenuItem>
                    ))}
                </TextField>
            )}
        />
    );

    return (
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1 }}>
            <Controller
                name="kind"
                control={control}
                render={({ field, fieldState }) => (
                    <FormControl error={!!fieldState.error}>
                        <FormLabel id="mc-enter-kind">{label('kind')}</FormLabel>
                        <RadioGroup row aria-labelledby="mc-enter-kind" {...field}>
                            {conf.kinds.map(option => (
                                <FormControlLabel key={String(option.value)} value={String(option.value)} control={<Radio />} label={option.label} />
                            ))}
                        </RadioGroup>
                        <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
                    </FormControl>
                )}
            />
            {TEXT_FIELDS.map(({ name, label: key, max }) => text(name, key, max))}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {select('province', 'province', conf.regions)}
                {select('city', 'city', cities, cities.length === 0)}
            </Stack>
            {text('address', 'address', 100)}
            {text('license_no', 'licenseNo', 18)}
            <Controller
                name="license_image"
                control={control}
                render={({ field, fieldState }) => (
                    <ImagePicker label={label('licenseImage')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
            />
            {kind === STORE_KIND && select('brand', 'brand', conf.brands)}
            {kind === DEALER_KIND && (
                <Controller
                    name="business_scope"
                    control={control}
                    render={({ field, fieldState }) => (
                        <FormControl error={!!fieldState.error} component="fieldset">
                            <FormLabel component="legend">{label('businessScope')}</FormLabel>
                            <FormGroup row>
                                {conf.businessScope.map(option => {
                                    const value = String(option.value);
                                    const checked = field.value.includes(value);
                                    return (
                                        <FormControlLabel
                                            key={value}
                                            label={option.label}
                                            control={
                                                <Checkbox
                                                    checked={checked}
                                                    onChange={() => field.onChange(checked ? field.value.filter(v => v !== value) : [...field.value, value])}
                                                />
                                            }
                                        />
                                    );
                                })}
                            </FormGroup>
                            <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
                        </FormControl>
                    )}
                />
            )}
            <Controller
                name="agree"
                control={control}
                render={({ field, fieldState }) => (
                    <FormControl error={!!fieldState.error}>
                        <Stack direction="row" alignItems="center" flexWrap="wrap">
                            <FormControlLabel control={<Checkbox checked={field.value} onChange={event => field.onChange(event.target.checked)} />} label={label('agree')} />
                            <MuiLink component="button" type="button" onClick={() => setAgreementOpen(true)}>
                                {label('agreementLink')}
                            </MuiLink>
                        </Stack>
                        <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
                    </FormControl>
                )}
            />
            <Box>
                <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {label('submit')}
                </Button>
            </Box>
            <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
        </Box>
    );
};
