/**
 * Sets an own, enumerable property. `o[k] = v` with a wire name `__proto__`
 * would set the object's prototype instead, and the key would be lost.
 */
export function setOwn<T>(o: { [key: string]: T }, k: string, v: T): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
