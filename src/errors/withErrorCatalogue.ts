import { ApiError, isApiError } from '../dataProvider/ApiError';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { NO_PERMISSION_MESSAGE } from './catalogueAction';
import { errorReports as defaultReports, type ErrorReports } from './errorReports';

/** The methods react-admin's controllers call: they show the error themselves. */
const CONTROLLER_METHODS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany']);

/** docs/console.md §6: the user sees the console's own text, not the server's. */
const asCatalogueError = (error: unknown) =>
    isApiError(error) && error.kind === 'permission' && error.message !== NO_PERMISSION_MESSAGE
        ? new ApiError('permission', NO_PERMISSION_MESSAGE, { status: error.status, body: error.body, hideError: error.hideError })
        : error;

/**
 * Every failed call of the data provider goes to the error catalogue (docs/console.md §8), in one place
 * rather than in each page. Errors are rethrown, so callers still fail; controller methods get
 * no extra toast, since react-admin's controllers already show their error.
 * `supportAbortSignal` and every other value are kept as they are.
 */
export const withErrorCatalogue = <T extends MerchantDataProvider>(dataProvider: T, reports: ErrorReports = defaultReports): T => {
    const wrapped: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(dataProvider)) {
        if (typeof value !== 'function') {
            wrapped[name] = value;
            continue;
        }
        const toast = !CONTROLLER_METHODS.has(name);
        wrapped[name] = (...args: unknown[]) => {
            const result: unknown = value.apply(dataProvider, args);
            // Synchronous helpers (signed URLs) are not calls: nothing to catch.
            if (!(result instanceof Promise)) return result;
            return result.catch((raw: unknown) => {
                const error = asCatalogueError(raw);
                reports.report(error, { toast });
                throw error;
            });
        };
    }
    return wrapped as T;
};
