import { api, type EditingSchemas } from './api.ts';

let schemasOnce: Promise<EditingSchemas> | undefined;
/** The schemas the forms are built from, fetched once per visit (they change only with the code). */
export const loadSchemas = () => (schemasOnce ??= api<EditingSchemas>('/api/schemas').then(({ body }) => body));
