import { DOCUMENTED_STATUSES } from '../../specs/operations.js';

export { isSuccess } from '../../engine/answer.js';

export const isDocumented = (status: number) => (DOCUMENTED_STATUSES as readonly number[]).includes(status);

/** The statuses whose body is the error body (ERROR.BODY). */
export const isErrorStatus = (status: number) => status === 400 || status === 500;
