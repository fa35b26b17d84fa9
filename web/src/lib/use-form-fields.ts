import { useState, type ChangeEvent } from 'react';

/** The keys of T whose values are text (what an <input> edits). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values in one state object. `field(key)` gives a text input its name, value and onChange, and every
 * edit also calls `onEdit` (the forms use it to clear the messages of the last submit).
 */
export function useFormFields<T extends object>(initial: T | (() => T), onEdit?: () => void) {
  const [values, setValues] = useState<T>(initial);
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    onEdit?.();
  };
  const field = <K extends TextKey<T>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value as T[K]),
  });
  return { values, setValues, set, field };
}
