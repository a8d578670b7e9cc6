/**
 * The shape a language's copy must have, from the English copy: the same keys, every text a
 * string, every message with placeholders a function taking the same arguments. A Bangla copy
 * typed with it does not compile when it misses a key, adds one, or takes other placeholders.
 */
export type CopyShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : CopyShape<R>
    : T extends readonly (infer E)[]
      ? readonly CopyShape<E>[]
      : { readonly [K in keyof T]: CopyShape<T[K]> };
