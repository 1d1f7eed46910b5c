import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { CHAT_EXPAND_DELAY, CHAT_ICON_SIZE, CHAT_WINDOW_HEIGHT, CHAT_WINDOW_WIDTH } from '../layoutConstants';
import { KEFU_CONFIG_CALL, chatCommand, chatFrameUrl, parseKefuConfig } from './chatProtocol';

/**
 * The customer-service chat: the kefu frame in the console's language, collapsed to its icon,
 * grown to the chat window (after a short delay, so the frame can animate) when the frame asks,
 * shrunk when it asks. No usable config, no widget.
 */
export const ChatWidget = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { identity } = useGetIdentity();
    const [locale] = useLocaleState();
    const frame = useRef<HTMLIFrameElement>(null);
    const [expanded, setExpanded] = useState(false);
    const { data: config } = useQuery({
        queryKey: ['mc.kefuConfig'],
        queryFn: ({ signal }) =>
            dataProvider
                .call(KEFU_CONFIG_CALL, { signal, hideError: true })
                .then(reply => parseKefuConfig(reply, getRuntimeConfig().apiBase || window.location.origin)),
        staleTime: Infinity,
        retry: false,
    });

    useEffect(() => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        // What the frame last asked for; the window follows it (opening after the delay).
        let wantOpen = false;
        const onMessage = (event: MessageEvent) => {
            if (!frame.current || event.source !== frame.current.contentWindow) return;
            const command = chatCommand(event.data);
            if (!command) return;
            wantOpen = command === 'toggle' ? !wantOpen : command === 'open';
            clearTimeout(timer);
            if (wantOpen) timer = setTimeout(() => setExpanded(true), CHAT_EXPAND_DELAY);
            else setExpanded(false);
        };
        window.addEventListener('message', onMessage);
        return () => {
            window.removeEventListener('message', onMessage);
            clearTimeout(timer);
        };
    }, []);

    if (!config || !identity) return null;
    const src = chatFrameUrl(config, { uid: identity.uid ?? identity.id, username: identity.username ?? identity.fullName, logo: identity.logo }, locale);
    return (
        <Box
            data-chat-widget={expanded ? 'expanded' : 'collapsed'}
            sx={{
                position: 'fixed',
                right: 16,
                bottom: 16,
                zIndex: 1300,
                width: expanded ? CHAT_WINDOW_WIDTH : CHAT_ICON_SIZE,
                height: expanded ? CHAT_WINDOW_HEIGHT : CHAT_ICON_SIZE,
                borderRadius: expanded ? 2 : '50%',
                overflow: 'hidden',
                boxShadow: 4,
            }}
        >
            <iframe ref={frame} src={src} title={translate('mc.layout.chat.title')} style={{ border: 0, width: '100%', height: '100%' }} />
        </Box>
    );
};
