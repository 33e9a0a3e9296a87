/** `import url from "./file.ts?chunk-url"` (build-steps/chunk-url.ts): the address of that file built as a script of its own. */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
