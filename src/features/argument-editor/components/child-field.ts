import type { ComponentType } from 'react';
import type { FieldSpec } from '../schema-model.ts';

/**
 * The field a group renders for each of its members. Objects and arrays receive it from the field that renders
 * them rather than importing it, so the recursion of nested values is not an import cycle.
 */
export type ChildField = ComponentType<{
  readonly spec: FieldSpec;
  readonly path: string;
  readonly label?: string;
}>;

/** What a group field (an object, an array) receives from the field that renders it. */
export interface GroupFieldProps {
  readonly spec: FieldSpec;
  readonly path: string;
  readonly label: string;
  readonly modified: boolean;
  readonly onReset: (() => void) | undefined;
  readonly Field: ChildField;
}
