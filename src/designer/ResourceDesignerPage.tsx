import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardHeader, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PageLoadError } from '../errors/PageLoadError';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { DesignedResourceTable } from './DesignedResourceTable';
import { DESIGNER_MALFORMED } from './designerMalformed';
import { ResourceEditor } from './ResourceEditor';
import { useResources } from './useDesigner';
import { useDesignerGrants } from './useDesignerGrants';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

/** What is open: a resource by its table, or a new one (from the designer's starting draft, or a copy of another resource's). */
type Opened = { table: string } | { fresh: true; start?: { declaration: string; entry: string } } | undefined;

/** /supertube/platform/designer: the resources declared in the browser or by a file, their declarations and versions; the built-in ones as examples. */
const ResourceDesignerPage = () => {
    const translate = useTranslate();
    const resources = useResources();
    const grants = useDesignerGrants();
    const [opened, setOpened] = useState<Opened>();
    const [dirty, setDirty] = useState(false);
    const [pending, setPending] = useState<Opened>();
    const open = (next: Opened) => (dirty ? setPending(next) : setOpened(next));
    return (
        <Stack spacing={1} sx={{ mt: 1 }}>
            <Title title={translate('mc.route.supertube_platform_designer')} />
            <Card>
                <CardHeader
                    title={translate('mc.route.supertube_platform_designer')}
                    subheader={translate('mc.designer.hint')}
                    slotProps={{ title: { component: 'h1', variant: 'h6' } }}
                    action={
                        grants.save && (
                            <Button startIcon={<AddIcon />} onClick={() => open({ fresh: true })}>
                                {translate('mc.designer.add')}
                            </Button>
                        )
                    }
                />
                {resources.isPending ? (
                    <Loading />
                ) : resources.data ? (
                    <DesignedResourceTable resources={resources.data} onOpen={table => open({ table })} />
                ) : (
                    <PageLoadError error={resources.error} onRetry={() => void resources.refetch()} malformed={DESIGNER_MALFORMED} />
                )}
            </Card>
            {opened && (
                <ResourceEditor
                    key={'table' in opened ? opened.table : opened.start ? 'copy' : 'new'}
                    table={'table' in opened ? opened.table : undefined}
                    start={'start' in opened ? opened.start : undefined}
                    onSaved={table => setOpened({ table })}
                    onTemplate={start => open({ fresh: true, start })}
                    onClose={() => open(undefined)}
                    onDirty={setDirty}
                />
            )}
            <ConsoleConfirm
                isOpen={pending !== undefined}
                title="mc.designer.discardTitle"
                content="mc.designer.discardContent"
                onClose={() => setPending(undefined)}
                onConfirm={() => {
                    setDirty(false);
                    setOpened(pending);
                    setPending(undefined);
                }}
            />
        </Stack>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('designer', ResourceDesignerPage);
