/**
 * The contract between a widget's markup (rendered at build) and its behaviour (in the browser):
 * each `data-*` attribute the two share is named once, in the widget's `hooks.ts`, and both sides
 * read it from there, so a renamed or mistyped hook is a type error rather than a script that
 * silently finds nothing. `widget-contract.test.ts` checks that no two widgets use the same
 * attribute and that markup and stylesheets name no attribute a hooks.ts does not define.
 *
 *   markup:    <li {...postGridHooks.item.on(post.category)}>
 *   behaviour: list.querySelectorAll(postGridHooks.item.selector); postGridHooks.item.read(li)
 *
 * Stylesheets name some hooks too (app.css, Tailwind's `data-*` variants); the hook's comment says
 * where, since CSS cannot import it.
 */
export type HookName = `data-${string}`;

export interface Hook<Value extends string = string> {
  readonly name: HookName;
  /** Every element that carries the hook, whatever its value. */
  readonly selector: string;
  /** The attribute for the markup; a hook without a value is written empty. */
  on(...value: Value extends "" ? [] : [value: Value]): Record<HookName, string>;
  /** The elements whose hook has this value. */
  is(value: Value): string;
  /** The element's value, or null when it does not carry the hook. */
  read(element: Element): Value | null;
  /** Sets the hook's value on an element the behaviour changes. */
  write(element: Element, value: Value): void;
  /** Takes the hook off an element. */
  remove(element: Element): void;
}

/**
 * A hook named `name`. `Value` lists the values it may carry: `""` for a plain marker, a union of
 * literals for a state (`hook<"idle" | "playing">`), `string` for data such as a category id.
 */
export function hook<Value extends string = "">(name: HookName): Hook<Value> {
  return {
    name,
    selector: `[${name}]`,
    on: (...value) => ({ [name]: value[0] ?? "" }),
    // A quoted CSS string needs only its quote and backslash escaped; this also runs in Node (the
    // tests and benches select by hooks too), where CSS.escape does not exist.
    is: (value) => `[${name}="${value.replace(/["\\]/g, "\\$&")}"]`,
    read: (element) => element.getAttribute(name) as Value | null,
    write: (element, value) => element.setAttribute(name, value),
    remove: (element) => element.removeAttribute(name),
  };
}
