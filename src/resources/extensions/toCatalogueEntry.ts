import type { ComponentType } from 'react';
import type { FieldOption, FormField } from '../../forms/FormField';
import type { IndustrySet, SectionId } from '../../permissions/RouteEntry';
import { ROUTE_KINDS } from '../../permissions/routeKinds';
import type { CatalogueEntry, RouteAction } from '../types';
import type { MenuBadgeSource } from '../../dataProvider/counters/MenuBadgeSource';
import type { Counter, ExtensionEntry, Filter, FormField as ExtensionField, PageName, Text as EntryText } from './ExtensionFile.generated';
import { textKeys } from './textKeys';

// One valid entry of a catalogue file, as the console's CatalogueEntry: texts under their keys,
// fields as form fields, its page component looked up. Merging (mergeExtensions.ts) decides
// which entries are valid and what each inherits.

/** The pages that are not generated, by the name a file's `component` gives (src/app/pageComponents.ts). */
export type PageComponents = Partial<Record<PageName, () => Promise<{ default: ComponentType }>>>;

/** Record routes never show in menus: only lists and pages are menu items (a page may say `hidden`). */

/** Registers an inline text under its generated key (or checks a key) and answers the key the entry carries. */
export type EntryTextOf = (key: string, localized: EntryText) => string;

const toFormField = (path: string, field: ExtensionField, text: EntryTextOf): FormField => {
    const converted: FormField = { name: field.name, kind: field.kind, label: text(textKeys.field(path, field.name), field.label) };
    if (field.required !== undefined) converted.required = field.required;
    if (field.hint) converted.hint = text(textKeys.hint(path, field.name), field.hint);
    if ('maxLength' in field && field.maxLength !== undefined) converted.maxLength = field.maxLength;
    if ('decimals' in field && field.decimals !== undefined) converted.decimals = field.decimals;
    if ('signed' in field && field.signed !== undefined) converted.signed = field.signed;
    if ('options' in field && field.options) {
        converted.options = field.options.map((option, index): FieldOption => {
            const key = textKeys.option(path, field.name, index);
            const children = 'children' in option && option.children;
            return {
                value: option.value,
                label: text(key, option.label),
                ...(children ? { children: children.map((child, at) => ({ value: child.value, label: text(`${key}.${at}`, child.label) })) } : {}),
            };
        });
    }
    if (field.kind === 'select') {
        if (field.optionsApi) converted.optionsApi = field.optionsApi;
        if (field.optionValue) converted.optionValue = field.optionValue;
        if (field.optionLabel) converted.optionLabel = field.optionLabel;
        if (field.multiple !== undefined) converted.multiple = field.multiple;
    }
    if (field.kind === 'apiTree') converted.pages = field.pages;
    if (field.kind === 'cascade') {
        converted.secondName = field.secondName;
        if (field.secondLabel) converted.secondLabel = text(textKeys.secondLabel(path, field.name), field.secondLabel);
    }
    return converted;
};

/** A filter as sent: the schema's values are strings or numbers (its generated type also allows a key unset). */
const filterOf = (filter: Filter) => filter as Record<string, string | number>;

const counter = ({ call, field, params }: Counter): MenuBadgeSource => ({ call, field, ...(params ? { params: filterOf(params) } : {}) });

export const toCatalogueEntry = (
    entry: ExtensionEntry,
    section: SectionId,
    inherited: { industries: IndustrySet; addon?: string },
    text: EntryTextOf,
    components: PageComponents
): CatalogueEntry => {
    const { path } = entry;
    const fields = (list: readonly ExtensionField[] | undefined) => list?.map(field => toFormField(path, field, text));
    const converted: CatalogueEntry = {
        path,
        title: text(textKeys.route(path), entry.title),
        section,
        kind: entry.kind,
        industries: entry.industries ?? inherited.industries,
        ...(entry.addon || inherited.addon ? { addon: entry.addon ?? inherited.addon } : {}),
        ...(ROUTE_KINDS[entry.kind].hidden || ('hidden' in entry && entry.hidden) ? { hidden: true } : {}),
        ...(entry.noCache ? { noCache: true } : {}),
        ...(entry.account ? { account: entry.account } : {}),
    };
    if ('parent' in entry && entry.parent) converted.parent = entry.parent;
    if ('api' in entry && entry.api) converted.api = entry.api;
    if ('calls' in entry && entry.calls) converted.calls = { ...entry.calls };
    if ('filter' in entry && entry.filter) converted.filter = filterOf(entry.filter);
    if ('guarded' in entry && entry.guarded) converted.guarded = true;
    if ('fields' in entry && entry.fields) converted.fields = fields(entry.fields);
    if ('when' in entry && entry.when) converted.when = { field: entry.when.field, values: [...entry.when.values] };
    if (entry.kind === 'list') {
        if (entry.badge) converted.badge = counter(entry.badge);
        if (entry.columns) converted.columns = entry.columns;
        if (entry.tabs) {
            converted.tabs = entry.tabs.map((tab, index) => ({
                label: text(textKeys.tab(path, index), tab.label),
                filter: filterOf(tab.filter),
                ...(tab.count ? { count: counter(tab.count) } : {}),
            }));
        }
    }
    if (entry.kind === 'show' && entry.details) {
        converted.details = entry.details.map(detail => ({
            field: detail.field,
            title: text(textKeys.detailTitle(path, detail.field), detail.title),
            columns: detail.columns.map(column => ({
                name: column.name,
                label: text(textKeys.detailColumn(path, detail.field, column.name), column.label),
                ...(column.format ? { format: column.format } : {}),
            })),
        }));
    }
    if (entry.kind === 'page') {
        if (entry.affix) converted.affix = true;
        if (entry.apis) converted.apis = [...entry.apis];
        // Merging has left out an entry whose component the console lacks.
        if (entry.component) converted.component = components[entry.component];
    }
    if (entry.kind === 'action') {
        const { action } = entry;
        const routeAction: RouteAction =
            action === 'delete'
                ? 'delete'
                : {
                      call: action.call,
                      ...(action.fields ? { fields: fields(action.fields) } : {}),
                      ...(action.success ? { success: action.success } : {}),
                      ...(action.reloadsPermissions ? { reloadsPermissions: true } : {}),
                      ...(action.download ? { download: true } : {}),
                  };
        converted.action = routeAction;
    }
    return converted;
};
