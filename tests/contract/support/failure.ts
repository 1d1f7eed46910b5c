import { isApiError, type ApiError } from '../../../src/dataProvider/ApiError';

/** The ApiError a call fails with; a call that succeeds fails the test. */
export const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
    try {
        await promise;
    } catch (error) {
        if (isApiError(error)) return error;
        throw error;
    }
    throw new Error('the call was expected to fail');
};
