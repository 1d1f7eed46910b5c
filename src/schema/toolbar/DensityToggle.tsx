import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { densityStoreKey, type Density } from '../columnVisibility';
import { useSchemaListContext } from '../SchemaListContext';

/** Standard or compact rows, remembered per api (the list reads the same store key). */
export const DensityToggle = () => {
    const translate = useTranslate();
    const { api } = useSchemaListContext();
    const [density, setDensity] = useStore<Density>(densityStoreKey(api), 'standard');
    const options: Array<{ value: Density; icon: ReactElement }> = [
        { value: 'standard', icon: <DensityMediumIcon fontSize="small" /> },
        { value: 'compact', icon: <DensitySmallIcon fontSize="small" /> },
    ];
    return (
        <ToggleButtonGroup
            size="small"
            exclusive
            value={density}
            onChange={(_, value: Density | null) => value && setDensity(value)}
            aria-label={translate('mc.schema.density.label')}
        >
            {options.map(({ value, icon }) => (
                <Tooltip key={value} title={translate(`mc.schema.density.${value}`)}>
                    <ToggleButton value={value} aria-label={translate(`mc.schema.density.${value}`)} sx={{ py: 0.25 }}>
                        {icon}
                    </ToggleButton>
                </Tooltip>
            ))}
        </ToggleButtonGroup>
    );
};
