// The envelope every call answers with is part of the contracts the client reads too.
export { fail, ok } from '@exchange/contracts';
export type { ApiFailure, ApiResponse, ApiSuccess } from '@exchange/contracts';
