/** Registering custom elements so that loading the script twice never throws. */

/** Define `name` unless some copy of the script already did. */
export function defineOnce(name: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, ctor);
}
