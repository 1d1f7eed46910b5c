import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../src/forms/FormField';
import { catalogueFormPlan, type FormResource } from '../../../src/resources/pages/catalogueFormPlan';
import { useCatalogueForm } from '../../../src/resources/pages/useCatalogueForm';
import type { CatalogueEntry } from '../../../src/resources/types';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import type { TableDefinition } from '../../../src/dataProvider/TableDefinition';
import { LocationProbe } from '../permissions/adminHarness';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { renderWithAdmin } from '../schema/renderWithAdmin';
import { ApiError } from '../../../src/dataProvider/ApiError';

const fields: FormField[] = [{ name: 'name', label: 'mc.field.catName', kind: 'text', required: true }];
const list: CatalogueEntry = {
    path: '/cars/type/list',
    title: 'mc.route.cars_type_list',
    section: 'cars',
    kind: 'list',
    industries: 'car',
    api: 'seller/cars/TypeList',
    fields,
};
const resource: FormResource = { list, api: list.api, listPath: list.path };
const entry = (extra: Partial<CatalogueEntry>): CatalogueEntry => ({
    path: '/cars/type/x',
    title: 'mc.route.cars_type_list',
    section: 'cars',
    kind: 'create',
    industries: 'car',
    parent: list.path,
    ...extra,
});
const definition = { pk: 'tid', column_names: ['tid', 'name'], rows: { tid: { title: 'ID' }, name: { title: '名称' } } };

// Every message the hook gives, in order (react-admin's snackbar shows one at a time).
const notify = vi.hoisted(() => vi.fn());
vi.mock('react-admin', async importOriginal => ({ ...(await importOriginal<typeof import('react-admin')>()), useNotify: () => notify }));
const said = () => notify.mock.calls.map(([message, options]) => `${options?.type}:${message}`);

/** The hook's state as text, and its submit behind a button sending `payload`. */
const Probe = ({ of, payload = { name: '轿车' }, from = resource }: { of: CatalogueEntry; payload?: Record<string, unknown>; from?: FormResource }) => {
    const form = useCatalogueForm(of, from);
    return (
        <>
            <output data-testid="status">{form.status}</output>
            <output data-testid="fields">{form.plan.fields?.map(field => `${field.name}:${field.kind}:${field.label}`).join(',')}</output>
            <output data-testid="record">{JSON.stringify(form.record ?? null)}</output>
            <button type="button" onClick={() => form.submit(payload)}>
                submit
            </button>
            <LocationProbe />
        </>
    );
};

const provider = () => {
    const dataProvider = fakeTableProvider(definition, []);
    dataProvider.create.mockImplementation(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    dataProvider.update.mockImplementation(async (_resource: string, { id, data }: { id: string; data: object }) => ({ data: { ...data, id } }));
    dataProvider.getOne.mockImplementation(async (_resource: string, { id }: { id: string }) => ({ data: { id, tid: id, name: '旧名' } }));
    dataProvider.delete.mockImplementation(async (_resource: string, { id }: { id: string }) => ({ data: { id } }));
    return dataProvider;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'submit' }));
const location = () => screen.getByTestId('location').textContent;

describe('catalogueFormPlan', () => {
    it('says what each kind of route writes, where it returns, and when it is not configured', () => {
        expect(catalogueFormPlan(entry({}), resource)).toMatchObject({
            mode: 'create',
            fields,
            configured: true,
            needsId: false,
            success: 'mc.message.added',
            back: list.path,
        });
        expect(catalogueFormPlan(entry({ kind: 'edit', guarded: true }), resource)).toMatchObject({
            mode: 'edit',
            needsId: true,
            success: 'mc.message.saved',
            guardScope: '/cars/type/x',
            // The summary row's sums follow an edit: react-admin patches the row, not the totals.
            invalidatesList: true,
        });
        expect(catalogueFormPlan(entry({}), { listPath: '/dashboard' })).toMatchObject({ configured: false });
        expect(catalogueFormPlan(entry({ kind: 'action', action: 'delete' }), resource)).toMatchObject({
            mode: 'delete',
            success: 'mc.message.deleted',
            refreshesCounters: true,
        });
        expect(
            catalogueFormPlan(
                entry({ kind: 'action', action: { call: 'seller/cars/TypeOn', success: 'mc.message.deleted', reloadsPermissions: true } }),
                resource
            )
        ).toMatchObject({
            mode: 'action',
            fields: undefined,
            success: 'mc.message.deleted',
            reloadsPermissions: true,
            invalidatesList: true,
        });
        // A download changes nothing: neither the list nor the counters are read again.
        expect(catalogueFormPlan(entry({ kind: 'action', action: { call: 'seller/cars/TypeArchive', download: true } }), resource)).toMatchObject({
            mode: 'action',
            download: true,
            success: 'mc.message.downloadOpened',
            invalidatesList: false,
            refreshesCounters: false,
        });
        const settings = catalogueFormPlan(entry({ kind: 'page', calls: { getOne: 'a', update: 'b' }, fields }), resource);
        expect(settings).toMatchObject({ mode: 'settings', configured: true });
        expect(settings.back).toBeUndefined();
        expect(catalogueFormPlan(entry({ kind: 'page', calls: { getOne: 'a' }, fields }), resource)).toMatchObject({ configured: false });
    });
});

describe('useCatalogueForm', { timeout: 30_000 }, () => {
    it('creates, says so, and returns to the list', async () => {
        const dataProvider = provider();
        renderWithAdmin(<Probe of={entry({})} />, dataProvider, '/cars/type/x');
        expect(screen.getByTestId('status')).toHaveTextContent('ready');
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.create).toHaveBeenCalledWith('seller/cars/TypeList', expect.objectContaining({ data: { name: '轿车' } }));
        expect(said()).toEqual(['success:mc.message.added']);
    });

    beforeEach(() => notify.mockClear());

    it('loads the edited record, saves it over the previous one, and stays with the error when the save fails', async () => {
        const dataProvider = provider();
        dataProvider.update.mockRejectedValueOnce(new Error('名称已存在'));
        renderWithAdmin(<Probe of={entry({ kind: 'edit' })} />, dataProvider, '/cars/type/x?id=7');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        expect(screen.getByTestId('record')).toHaveTextContent('旧名');
        submit();
        await waitFor(() => expect(said()).toEqual(['error:名称已存在']));
        expect(location()).toBe('/cars/type/x?id=7');
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.update).toHaveBeenLastCalledWith(
            'seller/cars/TypeList',
            expect.objectContaining({ id: '7', data: { name: '轿车' }, previousData: expect.objectContaining({ name: '旧名' }) })
        );
        expect(said()).toEqual(['error:名称已存在', 'success:mc.message.saved']);
    });

    it('shows an edit route without an id, or with a record that does not load, as such', async () => {
        const dataProvider = provider();
        dataProvider.getOne.mockRejectedValue(new Error('gone'));
        const { unmount } = renderWithAdmin(<Probe of={entry({ kind: 'edit' })} />, dataProvider, '/cars/type/x');
        expect(screen.getByTestId('status')).toHaveTextContent('missingId');
        unmount();
        renderWithAdmin(<Probe of={entry({ kind: 'edit' })} />, dataProvider, '/cars/type/x?id=7');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('failed'));
    });

    it('refuses the same guarded payload once the server took it, but lets a failed one be retried', async () => {
        const dataProvider = provider();
        dataProvider.create.mockRejectedValueOnce(new Error('稍后再试'));
        const guarded = entry({ path: '/cars/type/guarded', guarded: true });
        renderWithAdmin(<Probe of={guarded} />, dataProvider, '/cars/type/guarded');
        submit();
        await waitFor(() => expect(said()).toEqual(['error:稍后再试']));
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.create).toHaveBeenCalledTimes(2);
        submit();
        expect(said()).toEqual(['error:稍后再试', 'success:mc.message.added', 'warning:mc.message.unchanged']);
        expect(dataProvider.create).toHaveBeenCalledTimes(2);
    });

    it('posts an action with the record id under the pk, with its own success message', async () => {
        const dataProvider = provider();
        renderWithAdmin(
            <Probe of={entry({ kind: 'action', action: { call: 'seller/cars/TypeAudit', success: 'mc.message.deleted' } })} payload={{ remark: 'ok' }} />,
            dataProvider,
            '/cars/type/x?id=7'
        );
        // The pk comes from the list's definition: the form is not ready before it is in.
        expect(screen.getByTestId('status')).toHaveTextContent('loading');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        // A refusal is the page's to show (a conflict by its own alert), not the transport's toast.
        expect(dataProvider.call).toHaveBeenCalledWith('seller/cars/TypeAudit', { body: { remark: 'ok', tid: 7 }, hideError: true });
        expect(said()).toEqual(['success:mc.message.deleted']);
    });

    it('opens a download action as a signed URL in a new window, posting nothing, and returns to the list', async () => {
        const dataProvider = provider();
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        try {
            renderWithAdmin(
                <Probe of={entry({ kind: 'action', action: { call: 'seller/cars/TypeArchive', download: true } })} payload={{}} />,
                dataProvider,
                '/cars/type/x?id=7'
            );
            await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
            submit();
            await waitFor(() => expect(location()).toBe(list.path));
            expect(dataProvider.signedUrl).toHaveBeenCalledWith('seller/cars/TypeArchive', { tid: 7 });
            expect(open).toHaveBeenCalledWith('/api/v1/seller/cars/TypeArchive?signed', '_blank', 'noopener');
            expect(dataProvider.call).not.toHaveBeenCalled();
            expect(said()).toEqual(['success:mc.message.downloadOpened']);
        } finally {
            open.mockRestore();
        }
    });

    it('deletes through the list', async () => {
        const dataProvider = provider();
        renderWithAdmin(<Probe of={entry({ kind: 'action', action: 'delete' })} />, dataProvider, '/cars/type/x?id=7');
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.delete).toHaveBeenCalledWith('seller/cars/TypeList', expect.objectContaining({ id: '7' }));
        expect(said()).toEqual(['success:mc.message.deleted']);
    });

    it('takes the list definition’s write form when the catalogue gives no fields, and waits for it', async () => {
        const bare: FormResource = { list: { ...list, fields: undefined }, api: list.api, listPath: list.path };
        const served = {
            ...definition,
            form: [
                { name: 'name', kind: 'text', label: '类型名称', required: true, max_length: 20 },
                { name: 'sort', kind: 'int', label: '排序', min: 0 },
            ],
        };
        let answer: (value: TableDefinition) => void = () => undefined;
        const dataProvider = provider();
        dataProvider.fetchDefinition.mockImplementation(() => new Promise(resolve => (answer = resolve)));
        renderWithAdmin(<Probe of={entry({})} from={bare} />, dataProvider, '/cars/type/x');
        expect(screen.getByTestId('status')).toHaveTextContent('loading');
        await waitFor(() => expect(dataProvider.fetchDefinition).toHaveBeenCalled());
        await act(async () => answer(parseTableDefinition(served)));
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        expect(screen.getByTestId('fields')).toHaveTextContent('name:text:类型名称,sort:number:排序');
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.create).toHaveBeenCalled();
    });

    it('says not configured when the server sends no form either, and failed when the definition fails', async () => {
        const bare: FormResource = { list: { ...list, fields: undefined }, api: list.api, listPath: list.path };
        const { unmount } = renderWithAdmin(<Probe of={entry({})} from={bare} />, provider(), '/cars/type/x');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('notConfigured'));
        unmount();
        const failing = provider();
        failing.fetchDefinition.mockRejectedValue(new Error('HTTP 500'));
        renderWithAdmin(<Probe of={entry({ kind: 'edit' })} from={bare} />, failing, '/cars/type/x?id=7');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('failed'));
    });

    it('reads and saves a settings record, and stays on it', async () => {
        const dataProvider = provider();
        dataProvider.call.mockImplementation(async (...[path]: unknown[]) => (path === 'seller/setting/Get' ? { name: '旧名' } : {}));
        renderWithAdmin(
            <Probe of={entry({ kind: 'page', path: '/setting/x', calls: { getOne: 'seller/setting/Get', update: 'seller/setting/Save' }, fields })} />,
            dataProvider,
            '/setting/x'
        );
        await waitFor(() => expect(screen.getByTestId('record')).toHaveTextContent('旧名'));
        submit();
        await waitFor(() => expect(said()).toEqual(['success:mc.message.saved']));
        expect(dataProvider.call).toHaveBeenCalledWith('seller/setting/Save', { body: { name: '轿车' } });
        // Read again after the save, and still here.
        await waitFor(() => expect(dataProvider.call.mock.calls.filter(args => (args as unknown[])[0] === 'seller/setting/Get')).toHaveLength(2));
        expect(location()).toBe('/setting/x');
    });
});

describe('useCatalogueForm on a versioned list', { timeout: 30_000 }, () => {
    const versionedFields: FormField[] = [
        { name: 'name', label: 'mc.field.catName', kind: 'text', required: true },
        { name: 'note', label: 'mc.field.remark', kind: 'text' },
    ];
    const versionedList: CatalogueEntry = { ...list, fields: versionedFields };
    const versionedResource: FormResource = { list: versionedList, api: list.api, listPath: list.path };
    const versionedDefinition = { ...definition, versioned: true, history: true };
    const conflict = (changed: string[], record: Record<string, unknown>) =>
        new ApiError('server', '该记录已被他人修改', { body: { conflict: { _version: 4, record, changed } } });
    const versionedProvider = () => {
        const dataProvider = provider();
        dataProvider.fetchDefinition.mockImplementation(async () => parseTableDefinition(versionedDefinition));
        dataProvider.getOne.mockImplementation(async (_resource: string, { id }: { id: string }) => ({
            data: { id, tid: id, name: '旧名', note: '备注', _version: 3 },
        }));
        dataProvider.call.mockImplementation(async () => ({ data: [], count: 0 }));
        return dataProvider;
    };
    /** The hook with its conflict's rows, and a button per choice. */
    const ConflictProbe = ({ payload }: { payload: Record<string, unknown> }) => {
        const form = useCatalogueForm(entry({ kind: 'edit' }), versionedResource);
        return (
            <>
                <output data-testid="status">{form.status}</output>
                <button type="button" onClick={() => form.submit(payload)}>
                    submit
                </button>
                {form.conflict && (
                    <>
                        <output data-testid="conflict">
                            {form.conflict.rows.map(row => `${row.field}:${row.loaded}>${row.theirs}|${row.mine}`).join(',')}
                        </output>
                        <button type="button" onClick={() => form.conflict?.apply({ name: 'theirs' })}>
                            theirs
                        </button>
                        <button type="button" onClick={() => form.conflict?.apply({ name: 'mine' })}>
                            mine
                        </button>
                    </>
                )}
                <LocationProbe />
            </>
        );
    };

    beforeEach(() => notify.mockClear());

    it('sends only the changed fields, with the version the form loaded', async () => {
        const dataProvider = versionedProvider();
        renderWithAdmin(<ConflictProbe payload={{ name: '新名', note: '备注' }} />, dataProvider, '/cars/type/x?id=7');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.update).toHaveBeenCalledWith(
            'seller/cars/TypeList',
            expect.objectContaining({ id: '7', data: { name: '新名' }, meta: { version: 3 } })
        );
        expect(said()).toEqual(['success:mc.message.saved']);
    });

    it('puts the operator’s changes on top of another person’s when they do not meet, and names theirs', async () => {
        const dataProvider = versionedProvider();
        dataProvider.update.mockRejectedValueOnce(conflict(['note'], { tid: 7, name: '旧名', note: '他人的备注', _version: 4 }));
        renderWithAdmin(<ConflictProbe payload={{ name: '新名', note: '备注' }} />, dataProvider, '/cars/type/x?id=7');
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.update).toHaveBeenCalledTimes(2);
        expect(dataProvider.update).toHaveBeenLastCalledWith('seller/cars/TypeList', expect.objectContaining({ data: { name: '新名' }, meta: { version: 4 } }));
        expect(said()).toEqual(['success:mc.history.conflict.merged']);
        expect(notify.mock.calls[0][1]).toMatchObject({ messageArgs: { fields: '备注' } });
    });

    it('asks when both changed a field: keeping mine sends it on the version now, taking theirs sends nothing of it', async () => {
        for (const [choice, sent] of [
            ['mine', { name: '新名' }],
            ['theirs', {}],
        ] as const) {
            notify.mockClear();
            const dataProvider = versionedProvider();
            dataProvider.update.mockRejectedValueOnce(conflict(['name'], { tid: 7, name: '他人的名', note: '备注', _version: 4 }));
            const { unmount } = renderWithAdmin(<ConflictProbe payload={{ name: '新名', note: '备注' }} />, dataProvider, '/cars/type/x?id=7');
            await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
            submit();
            await waitFor(() => expect(screen.getByTestId('conflict')).toHaveTextContent('name:旧名>他人的名|新名'));
            expect(location()).toBe('/cars/type/x?id=7');
            fireEvent.click(screen.getByRole('button', { name: choice }));
            await waitFor(() => expect(location()).toBe(list.path));
            expect(dataProvider.update).toHaveBeenLastCalledWith('seller/cars/TypeList', expect.objectContaining({ data: sent, meta: { version: 4 } }));
            unmount();
        }
    });

    it('sends a row action with the version the list showed, and says when the row changed since, offering to reload it', async () => {
        const dataProvider = versionedProvider();
        dataProvider.call.mockRejectedValueOnce(conflict(['name'], { tid: 7, name: '他人的名', _version: 4 }));
        const Action = () => {
            const form = useCatalogueForm(entry({ kind: 'action', action: { call: 'seller/cars/TypeAudit' } }), versionedResource);
            return (
                <>
                    <output data-testid="status">{form.status}</output>
                    <button type="button" onClick={() => form.submit({ remark: 'ok' })}>
                        submit
                    </button>
                    {form.staleRow && (
                        <button type="button" onClick={form.staleRow.reload}>
                            {form.staleRow.message}
                        </button>
                    )}
                    <LocationProbe />
                </>
            );
        };
        renderWithAdmin(<Action />, dataProvider, { pathname: '/cars/type/x', search: '?id=7', state: { version: 3 } });
        await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
        submit();
        const stale = await screen.findByRole('button', { name: /该记录已被他人修改（名称）/ });
        expect(dataProvider.call).toHaveBeenLastCalledWith('seller/cars/TypeAudit', { body: { remark: 'ok', tid: 7, _version: 3 }, hideError: true });
        expect(said()).toEqual([]);
        fireEvent.click(stale);
        submit();
        await waitFor(() => expect(location()).toBe(list.path));
        expect(dataProvider.call).toHaveBeenLastCalledWith('seller/cars/TypeAudit', { body: { remark: 'ok', tid: 7, _version: 4 }, hideError: true });
    });
});
