/**
 * Sets an own, enumerable property. `o[k] = v` with a wire name `__proto__`
 * would set the object's prototype instead, and the key would be lost. Every
 * other key of a plain object assigns as an own, enumerable, writable and
 * configurable property (Object.prototype's other members are plain data
 * properties, which an assignment shadows), and assigning is several times
 * cheaper than defining, so only `__proto__` is defined.
 */
export function setOwn<T>(o: { [key: string]: T }, k: string, v: T): void {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
