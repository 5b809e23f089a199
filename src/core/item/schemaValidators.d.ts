// Types of the validators scripts/schemaValidators.mjs generates (schemaValidators.js, made by every build).
import type { ValidateFunction } from 'ajv';

/** schemas/item.schema.json, compiled. */
export const item: ValidateFunction;
/** schemas/dataset.schema.json, compiled. */
export const dataset: ValidateFunction;
/** schemas/review-packet.schema.json, compiled. */
export const packet: ValidateFunction;
