/** The item format's schema walker: what may live at a path of an item, and in which order its properties go. */
import itemSchemaJson from '../../../schemas/item.schema.json';
import { createSchemaWalker, type RootSchema } from '../json/schemaWalker';

export const { schemaAt, propertyOrderAt, fitsSchemaTypes } = createSchemaWalker(itemSchemaJson as RootSchema);
