import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DesignVersion } from './designerCalls';
import { DesignSelect } from './DesignSelect';
import { changeValueText, versionDiff } from './versionDiff';

const valueCell = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', verticalAlign: 'top' } as const;

/**
 * Any two versions of a resource side by side: every path that differs, with its value in each
 * (the newest against the one before it to start with). `versions` are newest first, at least two.
 */
export const VersionCompare = ({ versions }: { versions: readonly DesignVersion[] }) => {
    const translate = useTranslate();
    // The engineer's choice holds while the newest version is the one it was made beside; a save or
    // a rollback since starts again from the newest against the one before it.
    const newest = versions[0].version;
    const [chosen, setChosen] = useState<{ newest: number; from: number; to: number }>();
    const choice = chosen?.newest === newest ? chosen : { newest, from: versions[1].version, to: newest };
    const fromVersion = versions.find(version => version.version === choice.from) ?? versions[1];
    const toVersion = versions.find(version => version.version === choice.to) ?? versions[0];
    const setFrom = (from: number) => setChosen({ ...choice, from });
    const setTo = (to: number) => setChosen({ ...choice, to });
    const changes = useMemo(() => versionDiff(fromVersion, toVersion), [fromVersion, toVersion]);
    const heading = translate('mc.designer.compare');
    const versionName = (version: number) => translate('mc.designer.versionName', { version });
    const absent = translate('mc.designer.compareAbsent');
    const versionSelect = (label: string, value: number, onChange: (version: number) => void) => (
        <DesignSelect label={label} value={String(value)} onChange={next => onChange(Number(next))} minWidth={120}>
            {versions.map(version => (
                <option key={version.version} value={version.version}>
                    {versionName(version.version)}
                </option>
            ))}
        </DesignSelect>
    );
    return (
        <Box component="section" aria-label={heading} sx={{ px: 2, pb: 2 }}>
            <Typography component="h3" variant="subtitle1" gutterBottom>
                {heading}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                {versionSelect(translate('mc.designer.compareFrom'), fromVersion.version, setFrom)}
                {versionSelect(translate('mc.designer.compareTo'), toVersion.version, setTo)}
            </Stack>
            {changes.length === 0 ? (
                <Typography variant="body2" role="status">
                    {fromVersion.version === toVersion.version
                        ? translate('mc.designer.compareSelf')
                        : translate('mc.designer.compareSame', { from: fromVersion.version, to: toVersion.version })}
                </Typography>
            ) : (
                <Table size="small" aria-label={translate('mc.designer.compareOf', { from: fromVersion.version, to: toVersion.version })}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('mc.designer.comparePath')}</TableCell>
                            <TableCell>{versionName(fromVersion.version)}</TableCell>
                            <TableCell>{versionName(toVersion.version)}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {changes.map(change => (
                            <TableRow key={change.path}>
                                <TableCell sx={valueCell}>{change.path}</TableCell>
                                <TableCell sx={valueCell}>{changeValueText(change.from) ?? absent}</TableCell>
                                <TableCell sx={valueCell}>{changeValueText(change.to) ?? absent}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </Box>
    );
};
