import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, IconButton, TextField, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isTypingTarget } from './isTypingTarget';
import type { MenuSearchItem } from './menuSearch';
import { useMenuSearch } from './useMenuSearch';

/** Menu search in the navbar: Ctrl+K or / opens it, arrows choose, Enter goes, Escape closes. */
export const MenuSearch = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [open, setOpen] = useState(false);
    const [query, setQuery] = useState('');
    const inputRef = useRef<HTMLInputElement>(null);
    const { items, search, ready } = useMenuSearch(open);

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
            const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
            if (!ctrlK && !slash) return;
            event.preventDefault();
            setOpen(true);
            // The field mounts with this render; focus it once it is there.
            requestAnimationFrame(() => inputRef.current?.focus());
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, []);

    const close = () => {
        setOpen(false);
        setQuery('');
    };

    const go = (item: MenuSearchItem | null) => {
        if (!item) return;
        close();
        navigate(item.path);
    };

    const label = translate('mc.layout.search.label');
    return (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Tooltip title={`${label} (Ctrl+K)`}>
                <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
                    <SearchIcon />
                </IconButton>
            </Tooltip>
            {open && (
                <Autocomplete<MenuSearchItem>
                    openOnFocus
                    autoHighlight
                    sx={{ width: 260 }}
                    options={items}
                    inputValue={query}
                    onInputChange={(_event, value, reason) => reason !== 'reset' && setQuery(value)}
                    filterOptions={(_options, state) => search(state.inputValue)}
                    getOptionLabel={item => item.title}
                    isOptionEqualToValue={(a, b) => a.path === b.path}
                    value={null}
                    onChange={(_event, item) => go(item)}
                    onBlur={close}
                    noOptionsText={translate('mc.layout.search.empty')}
                    loading={!ready}
                    loadingText={translate('mc.app.loading')}
                    renderOption={({ key, ...props }, item) => (
                        <li key={key} {...props}>
                            {item.section} › {item.title}
                        </li>
                    )}
                    renderInput={params => (
                        <TextField
                            {...params}
                            inputRef={inputRef}
                            autoFocus
                            size="small"
                            placeholder={translate('mc.layout.search.placeholder')}
                            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }}
                            onKeyDown={event => event.key === 'Escape' && close()}
                        />
                    )}
                />
            )}
        </Box>
    );
};
