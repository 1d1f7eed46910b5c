import AddIcon from '@mui/icons-material/Add';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    CardHeader,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { HolidayDayRow } from './HolidayDayRow';
import { HolidayDataError, checkDays, countByType, initialYear, type DayProblem, type HolidayConf, type HolidayDay } from './holidayCalendar';
import { useHolidayConf, useHolidayDays } from './useHolidayCalendar';
import { PageLoadError, type MalformedReply } from '../errors/PageLoadError';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

const MALFORMED: MalformedReply = { kind: HolidayDataError, text: 'mc.holiday.malformed' };

/** /supertube/platform/festival: the public-holiday calendar of one year, edited and saved whole. */
const HolidayCalendarPage = () => {
    const translate = useTranslate();
    const conf = useHolidayConf();
    return (
        <Card sx={{ mt: 1 }}>
            <Title title={translate('mc.route.supertube_platform_festival')} />
            <CardHeader
                title={translate('mc.route.supertube_platform_festival')}
                subheader={translate('mc.holiday.hint')}
                slotProps={{ title: { component: 'h1', variant: 'h6' } }}
            />
            {conf.isPending ? (
                <Loading />
            ) : conf.data ? (
                <YearCalendar conf={conf.data} />
            ) : (
                <PageLoadError error={conf.error} onRetry={() => void conf.refetch()} malformed={MALFORMED} />
            )}
        </Card>
    );
};

const YearCalendar = ({ conf }: { conf: HolidayConf }) => {
    const [year, setYear] = useState(() => initialYear(conf.years));
    const { days, save } = useHolidayDays(year);
    if (days.isPending) return <Loading />;
    if (!days.data) return <PageLoadError error={days.error} onRetry={() => void days.refetch()} malformed={MALFORMED} />;
    // A new year or a save gives a new saved calendar: the editor starts again from it.
    return <CalendarEditor key={`${year}:${days.dataUpdatedAt}`} conf={conf} year={year} saved={days.data} onYearChange={setYear} save={save} />;
};

interface CalendarEditorProps {
    conf: HolidayConf;
    year: number;
    saved: HolidayDay[];
    onYearChange: (year: number) => void;
    save: ReturnType<typeof useHolidayDays>['save'];
}

interface DraftDay {
    /** Stable across edits and removals, so inputs keep their focus. */
    id: number;
    day: HolidayDay;
}

const CalendarEditor = ({ conf, year, saved, onYearChange, save }: CalendarEditorProps) => {
    const translate = useTranslate();
    const nextId = useRef(saved.length);
    const [draft, setDraft] = useState<DraftDay[]>(() => saved.map((day, id) => ({ id, day })));
    const [problems, setProblems] = useState<DayProblem[]>([]);
    const [askYear, setAskYear] = useState<number>();
    const days = useMemo(() => draft.map(item => item.day), [draft]);
    const dirty = JSON.stringify(days) !== JSON.stringify(saved);
    const counts = countByType(days);
    const invalidRows = new Set(problems.map(problem => problem.index));
    const years = conf.years.includes(year) ? conf.years : [...conf.years, year].sort((a, b) => a - b);

    const edit = (id: number, day: HolidayDay) => setDraft(now => now.map(item => (item.id === id ? { id, day } : item)));
    const remove = (id: number) => setDraft(now => now.filter(item => item.id !== id));
    const add = () => setDraft(now => [...now, { id: nextId.current++, day: { date: '', name: '', type: conf.types[0]?.value ?? 1 } }]);
    const reset = () => {
        setDraft(saved.map((day, id) => ({ id, day })));
        setProblems([]);
    };
    const chooseYear = (next: number) => (dirty ? setAskYear(next) : onYearChange(next));
    const submit = () => {
        const found = checkDays(days, year, conf);
        setProblems(found);
        if (!found.length) save.mutate(days);
    };

    return (
        <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
                <TextField
                    select
                    size="small"
                    label={translate('mc.holiday.year')}
                    value={String(year)}
                    onChange={event => chooseYear(Number(event.target.value))}
                    slotProps={{ select: { native: true } }}
                    sx={{ minWidth: 120 }}
                >
                    {years.map(option => (
                        <option key={option} value={String(option)}>
                            {option}
                        </option>
                    ))}
                </TextField>
                <Typography color="text.secondary" role="status">
                    {translate('mc.holiday.summary', { total: days.length, off: counts.off, working: counts.working })}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <Button startIcon={<AddIcon />} onClick={add}>
                    {translate('mc.holiday.add')}
                </Button>
                <Button onClick={reset} disabled={!dirty}>
                    {translate('mc.holiday.reset')}
                </Button>
                <Button variant="contained" onClick={submit} disabled={save.isPending}>
                    {translate('ra.action.save')}
                </Button>
            </Stack>
            {problems.length > 0 && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {problems.map(problem => (
                        <div key={`${problem.index}:${problem.message}`}>{translate(problem.message, problem.args)}</div>
                    ))}
                </Alert>
            )}
            {save.error instanceof HolidayDataError && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('mc.holiday.malformed')}
                </Alert>
            )}
            <Table size="small" aria-label={translate('mc.holiday.tableOf', { year })}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('mc.holiday.date')}</TableCell>
                        <TableCell>{translate('mc.holiday.name')}</TableCell>
                        <TableCell>{translate('mc.holiday.type')}</TableCell>
                        <TableCell align="right">{translate('mc.schema.actions')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {draft.map((item, index) => (
                        <HolidayDayRow
                            key={item.id}
                            day={item.day}
                            row={index + 1}
                            year={year}
                            conf={conf}
                            invalid={invalidRows.has(index)}
                            onChange={day => edit(item.id, day)}
                            onRemove={() => remove(item.id)}
                        />
                    ))}
                    {draft.length === 0 && (
                        <TableRow>
                            <TableCell colSpan={4} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                                {translate('mc.holiday.empty', { year })}
                            </TableCell>
                        </TableRow>
                    )}
                </TableBody>
            </Table>
            <ConsoleConfirm
                isOpen={askYear !== undefined}
                title="mc.holiday.discardTitle"
                content="mc.holiday.discardContent"
                translateOptions={{ year }}
                onConfirm={() => {
                    onYearChange(askYear!);
                    setAskYear(undefined);
                }}
                onClose={() => setAskYear(undefined)}
            />
        </CardContent>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('holidays', HolidayCalendarPage);
