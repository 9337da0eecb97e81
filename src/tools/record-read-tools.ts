import type { JsonObject, JsonValue } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import { unreadableFields, withholdFields } from './access.ts';
import { checkFieldName } from './field-validation.ts';
import type { FilterCondition, RecordOrder } from './record-query.ts';
import { checkQuery } from './record-query.ts';
import type { ModelDefinition } from './record-models.ts';
import { findModel, recordModels } from './record-models.ts';
import { describeModelSchema, readRecordSchema, searchRecordsSchema } from './record-tool-schemas.ts';
import type { RecordToolsOptions } from './record-tool-support.ts';
import { ensureAllowed, modelWithAccess, project, stringList } from './record-tool-support.ts';
import { missingRecordRefusal } from './record-write-check.ts';
import type { ToolDefinition } from './tool-definition.ts';

function describeOne(options: RecordToolsOptions, model: ModelDefinition): JsonObject {
  const hidden = unreadableFields(options.operator, model.name);
  const fields = model.fields
    .filter((field) => !hidden.includes(field.name))
    .map((field) => ({
      name: field.name,
      type: field.type,
      description: field.description,
      ...(field.required ? { required: true } : {}),
      ...(field.readOnly ? { read_only: true } : {}),
      ...(field.options ? { allowed_values: [...field.options] } : {}),
      ...(field.target ? { relation_to: field.target } : {}),
    }));
  return {
    model: model.name,
    label: model.label,
    description: model.description,
    agent_may: [...(options.agent.models[model.name] ?? [])],
    operator_may: [...(options.operator.models[model.name]?.operations ?? [])],
    fields,
    ...(hidden.length > 0 ? { _withheld: [...hidden] } : {}),
  };
}

function describeModelTool(options: RecordToolsOptions): ToolDefinition {
  const check = (args: JsonObject): Refusal | undefined => {
    if (args.model === undefined) return undefined;
    const resolved = modelWithAccess(options, args, 'read');
    return 'refusal' in resolved ? resolved.refusal : undefined;
  };
  return {
    name: 'describe_model',
    description:
      "Lists the models of the data store, or one model's fields with their types, allowed values and relations.",
    inputSchema: describeModelSchema,
    tier: 'read-only',
    effects: 'none',
    check,
    async execute(args) {
      await ensureAllowed(() => check(args));
      if (typeof args.model === 'string') return describeOne(options, findModel(args.model)!);
      return {
        models: recordModels.map((model) => ({
          model: model.name,
          label: model.label,
          description: model.description,
        })),
      };
    },
  };
}

function searchRecordsTool(options: RecordToolsOptions): ToolDefinition {
  const check = (args: JsonObject): Refusal | undefined => {
    const resolved = modelWithAccess(options, args, 'read');
    if ('refusal' in resolved) return resolved.refusal;
    return checkQuery(
      resolved.model,
      {
        filter: args.filter as unknown as FilterCondition[] | undefined,
        order: args.order as RecordOrder | undefined,
        fields: stringList(args.fields),
      },
      options.operator,
    );
  };
  return {
    name: 'search_records',
    description:
      'Finds records of a model that match every filter condition, sorted and paged. Returns the total and the ' +
      'records; fields you may not read are listed in "_withheld" instead of being returned.',
    inputSchema: searchRecordsSchema,
    tier: 'read-only',
    effects: 'none',
    check,
    async execute(args) {
      await ensureAllowed(() => check(args));
      const model = String(args.model);
      const limit = typeof args.limit === 'number' ? args.limit : 20;
      const offset = typeof args.offset === 'number' ? args.offset : 0;
      const found = await options.store.search({
        model,
        filter: args.filter as unknown as FilterCondition[] | undefined,
        order: args.order as RecordOrder | undefined,
        limit,
        offset,
      });
      const fields = stringList(args.fields);
      const records = found.records.map((record) =>
        withholdFields(project(record, fields), options.operator, model),
      );
      const more = found.total - offset - records.length;
      return {
        model,
        total: found.total,
        returned: records.length,
        offset,
        ...(more > 0 ? { more: `${more} more; raise offset or narrow the filter` } : {}),
        records,
      } satisfies JsonValue;
    },
  };
}

function readRecordTool(options: RecordToolsOptions): ToolDefinition {
  const check = async (args: JsonObject): Promise<Refusal | undefined> => {
    const resolved = modelWithAccess(options, args, 'read');
    if ('refusal' in resolved) return resolved.refusal;
    for (const name of stringList(args.fields) ?? []) {
      const refusal = checkFieldName(resolved.model, name, options.operator);
      if (refusal) return refusal;
    }
    const exists = await options.store.get(resolved.model.name, Number(args.id));
    return exists ? undefined : missingRecordRefusal(options.store, resolved.model, Number(args.id));
  };
  return {
    name: 'read_record',
    description: 'Reads one record by model and id. Fields you may not read are listed in "_withheld".',
    inputSchema: readRecordSchema,
    tier: 'read-only',
    effects: 'none',
    check,
    async execute(args) {
      await ensureAllowed(() => check(args));
      const model = findModel(String(args.model))!;
      const record = (await options.store.get(model.name, Number(args.id)))!;
      return withholdFields(project(record, stringList(args.fields)), options.operator, model.name);
    },
  };
}

/** The read-only record tools: describe_model, search_records, read_record. */
export function createRecordReadTools(options: RecordToolsOptions): readonly ToolDefinition[] {
  return [describeModelTool(options), searchRecordsTool(options), readRecordTool(options)];
}
