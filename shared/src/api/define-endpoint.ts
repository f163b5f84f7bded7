import * as z from 'zod/mini';

import { ApiError } from './api-error';
import type { CallOptions } from './call-options';
import { apiRequest, type CallConfig } from './http-client';
import { sanitizeSentValue } from './sanitize';

/** An answer whose `result` breaks the call's contract: the page could not use it. */
export const unreadableAnswerMessage = "The server's answer could not be read. Please try again later.";
/** Input that breaks the call's contract is not sent: the server would refuse it anyway. */
export const invalidRequestMessage = 'This request is not valid and was not sent.';

export interface EndpointDefinition<
  Request extends z.ZodMiniType | undefined,
  Result extends z.ZodMiniType,
> extends CallOptions {
  readonly method: 'GET' | 'POST';
  /** Relative to the api's base URL, as the specification writes it (`Account/Authenticate`). */
  readonly path: string;
  /** Where the input travels: the query string (GET's default) or the JSON body (POST's default). */
  readonly inputIn?: 'query' | 'body';
  /** The input's contract, checked before sending; omitted for calls that take none. */
  readonly request?: Request;
  /**
   * Fields of the input sent exactly as typed (passwords, codes, tokens), at any depth. Every other
   * string of a JSON input is sent without markup (`sanitizeText` with flag 1).
   */
  readonly verbatim?: readonly string[];
  /** Free-text fields of the input also cleaned with flag 0 (SQL-like tokens, quotes, comments, `;`). */
  readonly strictText?: readonly string[];
  /**
   * The contract of the answer's `result` (of the whole body for `answer: 'status'`); an answer that
   * breaks it rejects with kind `contract`.
   */
  readonly result: Result;
}

type InputOf<Request> = Request extends z.ZodMiniType ? z.input<Request> : void;

/** One call of the api as a typed function: `(input, config?) => Promise<result>`. */
export type Endpoint<Request extends z.ZodMiniType | undefined, Result extends z.ZodMiniType> =
  undefined extends InputOf<Request>
    ? (input?: InputOf<Request>, config?: CallConfig) => Promise<z.output<Result>>
    : (input: InputOf<Request>, config?: CallConfig) => Promise<z.output<Result>>;

function describeIssues(path: string, error: z.core.$ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `${path}: ${issues.join('; ')}`;
}

/**
 * Declares an endpoint on the shared client: the verb and path of the specification, the contracts
 * of its input and result (from `@exchange/contracts`), and how the client treats it (background,
 * anonymous, its part in the session). The remote that uses an endpoint declares it in its own
 * `features/<feature>/api/<verb-noun>.ts`; `shared` declares only the calls its stores make.
 */
export function defineEndpoint<Request extends z.ZodMiniType | undefined, Result extends z.ZodMiniType>(
  definition: EndpointDefinition<Request, Result>,
): Endpoint<Request, Result> {
  const { method, path, request, result, background, anonymous, session } = definition;
  const inputIn = definition.inputIn ?? (method === 'GET' ? 'query' : 'body');
  const callOptions: CallOptions = {
    background,
    anonymous,
    session,
    service: definition.service,
    answer: definition.answer,
  };

  const call = async (input?: InputOf<Request>, config: CallConfig = {}): Promise<z.output<Result>> => {
    let sent: unknown = input;
    if (request !== undefined) {
      const checked = z.safeParse(request, input);
      if (!checked.success) {
        // A programming error, not the player's: the forms check what players type before this.
        console.error(`Refused to send ${describeIssues(path, checked.error)}`);
        throw new ApiError('contract', invalidRequestMessage, undefined, {
          cause: checked.error,
          said: { key: 'errors.invalidRequest', values: {} },
        });
      }
      sent = checked.data;
    }
    // Specification section 5: text sent carries no markup (FormData and files travel as they are).
    sent = sanitizeSentValue(sent, definition);
    const value = await apiRequest<unknown>({
      ...config,
      method,
      url: path,
      callOptions,
      ...(sent === undefined ? {} : inputIn === 'query' ? { params: sent as object } : { data: sent }),
    });
    const answer = z.safeParse(result, value);
    if (!answer.success) {
      console.error(`Unexpected answer from ${describeIssues(path, answer.error)}`);
      throw new ApiError('contract', unreadableAnswerMessage, undefined, {
        cause: answer.error,
        body: value,
        said: { key: 'errors.unreadableAnswer', values: {} },
      });
    }
    return answer.data;
  };
  return call as Endpoint<Request, Result>;
}
