declare module "@adobe/structured-data-validator" {
  export type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; rootType: string };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    registeredHandlers: Record<string, unknown[]>;
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}
