export { isSuccess } from '../../engine/answer.js';

/** The statuses whose body is the error body (ERROR.BODY). */
export const isErrorStatus = (status: number) => status === 400 || status === 500;
