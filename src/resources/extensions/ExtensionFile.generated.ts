/* Generated from public/catalogue.schema.json by `npm run catalogue:types`: edit the schema, not this file. */

/**
 * One route; its kind decides which properties it takes.
 */
export type ExtensionEntry =
    | {
          kind: 'list';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          api?: CallName;
          calls?: Calls;
          /**
           * The form of the list's create and edit routes.
           */
          fields?: FormField[];
          filter?: Filter;
          parent?: RoutePath;
          hidden?: boolean;
          account?: Account;
          /**
           * The route's full path, :id for the record id of a record route (/brands/edit/:id).
           */
          resource?: string;
          badge?: Counter;
          /**
           * @minItems 1
           */
          tabs?: [ListTab, ...ListTab[]];
          /**
           * Per-language overrides of the server's column titles and option labels, keyed by column name (a search field of the same name follows its column): a backend that speaks one language still gets a list in every language. A language left out keeps the server's text.
           */
          columns?: {
              [k: string]: ColumnTexts | undefined;
          };
      }
    | {
          kind: 'create';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          parent: RoutePath;
          /**
           * The form (default: the list's fields).
           */
          fields?: FormField[];
          guarded?: boolean;
          account?: Account;
          when?: When;
      }
    | {
          kind: 'edit';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          parent: RoutePath;
          /**
           * The form (default: the list's fields).
           */
          fields?: FormField[];
          guarded?: boolean;
          account?: Account;
          when?: When;
      }
    | {
          kind: 'show';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          parent: RoutePath;
          account?: Account;
          when?: When;
          details?: RecordDetail[];
      }
    | {
          kind: 'action';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          parent: RoutePath;
          /**
           * delete (the list's calls.delete), or a call sent {pk: id, ...fields}.
           */
          action:
              | 'delete'
              | {
                    call: CallName;
                    fields?: FormField[];
                    /**
                     * A key of the console's bundled translation catalogues (mc.route.cars_cat_manage), shown in the user's language.
                     */
                    success?: string;
                    /**
                     * The call changes what the user may open (a plugin installed): permissions and menus are reloaded.
                     */
                    reloadsPermissions?: boolean;
                    /**
                     * The call answers a file: after the confirmation it is opened in a new window as a signed URL with {pk: id, ...fields} (a GET), as an export is.
                     */
                    download?: boolean;
                };
          account?: Account;
          when?: When;
      }
    | {
          kind: 'page';
          path: RoutePath;
          title: Text;
          section?: Section;
          industries?: Industries;
          /**
           * The addon that must be installed for the route to show.
           */
          addon?: string;
          /**
           * Re-mounted on every visit instead of kept in its tab.
           */
          noCache?: boolean;
          api?: CallName;
          calls?: {
              getOne: CallName;
              update: CallName;
          };
          /**
           * @minItems 1
           */
          fields?: [FormField, ...FormField[]];
          hidden?: boolean;
          account?: Account;
          component?: PageName;
          /**
           * The calls a component page makes, granted with the page in a role's api_arr.
           */
          apis?: CallName[];
          /**
           * Pinned in the tab bar.
           */
          affix?: boolean;
      };
/**
 * The route's full path, :id for the record id of a record route (/brands/edit/:id).
 */
export type RoutePath = string;
/**
 * A text: a translation key of the bundled catalogues, or the text inline in each language.
 */
export type Text = TranslationKey | LocalizedText;
/**
 * A key of the console's bundled translation catalogues (mc.route.cars_cat_manage), shown in the user's language.
 */
export type TranslationKey = string;
/**
 * An existing section's id (dealer, cars, content, setting, …) or a new section.
 */
export type Section = string | SectionDeclaration;
/**
 * An icon of the fixed set (Material icons of the same name).
 */
export type IconName =
    | 'Article'
    | 'Assessment'
    | 'AttachMoney'
    | 'BarChart'
    | 'Build'
    | 'Business'
    | 'Campaign'
    | 'Category'
    | 'Dashboard'
    | 'Description'
    | 'DirectionsCar'
    | 'Event'
    | 'Extension'
    | 'Folder'
    | 'Gavel'
    | 'Group'
    | 'Handshake'
    | 'Home'
    | 'Image'
    | 'Inventory'
    | 'Label'
    | 'LocalOffer'
    | 'LocalShipping'
    | 'Loyalty'
    | 'Notifications'
    | 'Payments'
    | 'People'
    | 'Person'
    | 'Public'
    | 'Receipt'
    | 'Security'
    | 'Sell'
    | 'Settings'
    | 'ShoppingCart'
    | 'Star'
    | 'Store'
    | 'Storefront'
    | 'TableChart'
    | 'Tune'
    | 'ViewList';
/**
 * Which industries see the route: car (every industry but offlinepay), offlinepay, all, admin (union/platform only).
 */
export type Industries = 'car' | 'offlinepay' | 'all' | 'admin';
/**
 * A call of the /v1 api (seller/brands/BrandList); a delete call ending in ?id= is a GET with the id appended.
 */
export type CallName = string;
/**
 * A field of a generated form; its kind decides which properties it takes.
 */
export type FormField =
    | {
          kind: 'text' | 'textarea' | 'phone' | 'noChinese' | 'password';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          maxLength?: number;
      }
    | {
          kind: 'number';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          decimals?: number;
      }
    | {
          kind: 'price';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          decimals?: number;
          /**
           * A leading minus is allowed.
           */
          signed?: boolean;
      }
    | {
          kind: 'select';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          /**
           * @minItems 1
           */
          options?: [FieldOption, ...FieldOption[]];
          optionsApi?: OptionsCall;
          optionValue?: string;
          optionLabel?: string;
          multiple?: boolean;
      }
    | {
          kind: 'radio' | 'checkboxes';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          /**
           * @minItems 1
           */
          options: [FieldOption, ...FieldOption[]];
      }
    | {
          kind: 'checkbox' | 'date' | 'datetime' | 'image' | 'switch';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
      }
    | {
          kind: 'routeTree';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
      }
    | {
          kind: 'apiTree';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          /**
           * The routeTree field whose ticked pages grant their calls.
           */
          pages: string;
      }
    | {
          kind: 'cascade';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: Text;
          required?: boolean;
          hint?: Text;
          secondName: string;
          secondLabel?: Text;
          /**
           * @minItems 1
           */
          options?: [CascadeOption, ...CascadeOption[]];
      };
/**
 * A call answering a select's options, with fixed query parameters (seller/cars/CatList?page=1&limit=200).
 */
export type OptionsCall = string;
/**
 * Account rule: union only for a union account, nonUnion hidden from one, owner only for an account whose roles are unrestricted, platform only for the platform's team: its administrator (the union industry's admin role) and the accounts of its own merchant whose role grants the route.
 */
export type Account = 'union' | 'nonUnion' | 'owner' | 'platform';
/**
 * A page of the console that is not generated, by name (src/app/pageComponents.ts).
 */
export type PageName =
    | 'ProfileEditPage'
    | 'PasswordEditPage'
    | 'DevicesPage'
    | 'WechatBindPage'
    | 'SupplierCertPage'
    | 'ShopInfoPage'
    | 'WalletSetPage'
    | 'HolidayCalendarPage'
    | 'ResourceDesignerPage';
/**
 * A catalogue file of the Merchant Center console: a list of routes (lists, forms, record pages, actions, settings and component pages). The console's own routes (src/app/catalogue/*.json) and a deployment's extensions (named in config.json's "catalogue" list) use this one format.
 */
export type CatalogueExtension = ExtensionEntry[];

/**
 * A text in each language; a missing language shows the zh-cn text.
 */
export interface LocalizedText {
    'zh-cn': string;
    en?: string;
    es?: string;
    ja?: string;
}
/**
 * A new section of the icon rail, declared by the first entry that uses it; later entries name it by its id.
 */
export interface SectionDeclaration {
    id: string;
    title: LocalizedText;
    icon: IconName;
    industries?: Industries;
}
/**
 * The list's calls other than its rows (docs/protocol.md §8 Writes).
 */
export interface Calls {
    getOne?: CallName;
    create?: CallName;
    update?: CallName;
    delete?: CallName;
}
export interface FieldOption {
    value: string | number;
    label: Text;
}
export interface CascadeOption {
    value: string | number;
    label: Text;
    /**
     * The second select's options when this one is chosen.
     */
    children?: FieldOption[];
}
/**
 * Fixed filter values: sent with every row request (a list), or the tab's own (a tab); their search fields are not offered.
 */
export interface Filter {
    [k: string]: string | number | undefined;
}
/**
 * A counter of seller/order/OrderCount or seller/refund/RefundCount: a menu badge (badge on a list) or a tab's count.
 */
export interface Counter {
    call: 'seller/order/OrderCount' | 'seller/refund/RefundCount';
    field: 'submit' | 'pay' | 'send' | 'refund' | 'return' | 'bepaid' | 'becounsumed';
    params?: Filter;
}
/**
 * A tab above the list: adds its filter to the list's and shows its counter.
 */
export interface ListTab {
    label: Text;
    filter: Filter;
    count?: Counter;
}
/**
 * One column's overrides: its title, and its options' labels keyed by option value (a cascade's second level too).
 */
export interface ColumnTexts {
    label?: LanguageOverride;
    options?: {
        [k: string]: LanguageOverride | undefined;
    };
}
/**
 * Texts for some languages; a language left out keeps the server's text.
 */
export interface LanguageOverride {
    'zh-cn'?: string;
    en?: string;
    es?: string;
    ja?: string;
}
/**
 * The row button shows only on rows whose field holds one of the values.
 */
export interface When {
    field: string;
    /**
     * @minItems 1
     */
    values: [string | number, ...(string | number)[]];
}
/**
 * A list held by the record, shown as a table.
 */
export interface RecordDetail {
    field: string;
    title: Text;
    /**
     * @minItems 1
     */
    columns: [
        {
            name: string;
            label: Text;
            format?: 'text' | 'cents' | 'datetime';
        },
        ...{
            name: string;
            label: Text;
            format?: 'text' | 'cents' | 'datetime';
        }[],
    ];
}
