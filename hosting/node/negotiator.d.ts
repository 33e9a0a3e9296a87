// negotiator 1.1 takes a tie-break order (`preferred`) that @types/negotiator does not know yet.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's most preferred of `available`; equal quality values go to the first in `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
