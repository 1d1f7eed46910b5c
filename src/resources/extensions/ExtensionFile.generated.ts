/* Generated from public/catalogue.schema.json by `npm run catalogue:types`: edit the schema, not this file. */

/**
 * One route; its kind decides which properties it takes.
 */
export type ExtensionEntry =
    | {
          kind: 'list';
          path: RoutePath;
          title: LocalizedText;
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
          api: CallName;
          calls?: Calls;
          /**
           * The form of the list's create and edit routes.
           */
          fields?: FormField[];
          /**
           * Filter values sent with every row request.
           */
          filter?: {
              [k: string]: string | number | undefined;
          };
          parent?: RoutePath;
          hidden?: boolean;
      }
    | {
          kind: 'create';
          path: RoutePath;
          title: LocalizedText;
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
      }
    | {
          kind: 'edit';
          path: RoutePath;
          title: LocalizedText;
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
      }
    | {
          kind: 'show';
          path: RoutePath;
          title: LocalizedText;
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
      }
    | {
          kind: 'action';
          path: RoutePath;
          title: LocalizedText;
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
                };
      }
    | {
          kind: 'page';
          path: RoutePath;
          title: LocalizedText;
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
          calls: {
              getOne: CallName;
              update: CallName;
          };
          /**
           * @minItems 1
           */
          fields: [FormField, ...FormField[]];
          hidden?: boolean;
      };
/**
 * The route's full path, :id for the record id of a record route (/brands/edit/:id).
 */
export type RoutePath = string;
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
          kind: 'text' | 'textarea' | 'phone' | 'noChinese';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
          maxLength?: number;
      }
    | {
          kind: 'number';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
          decimals?: number;
      }
    | {
          kind: 'price';
          /**
           * The record field the value is read from and sent as.
           */
          name: string;
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
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
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
          /**
           * @minItems 1
           */
          options?: [FieldOption, ...FieldOption[]];
          optionsApi?: CallName;
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
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
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
          label: LocalizedText;
          required?: boolean;
          hint?: LocalizedText;
      };
/**
 * A catalogue extension file of the Merchant Center console: a list of routes (lists, forms, record pages, actions, settings pages) added at start-up beside the built-in catalogue. Name the file in config.json's "catalogue" list.
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
 * The list's calls other than its rows (PROTOCOL.md §5 Writes).
 */
export interface Calls {
    getOne?: CallName;
    create?: CallName;
    update?: CallName;
    delete?: CallName;
}
export interface FieldOption {
    value: string | number;
    label: LocalizedText;
}
