// Connections page forward (`first`/`after`) unless their upstream can page back. The relay plugin gives every
// connection field all four paging arguments; this plugin takes `last`/`before` off each connection field that
// is not marked with `PAGES_BACKWARD` in its extensions, so the schema never offers an argument that always fails.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

const pluginName = 'forwardPaging';

declare global {
  // Pothos registers plugins by augmenting its global namespace; there is no module form of this.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      forwardPaging: ForwardPagingPlugin<Types>;
    }
  }
}

/** Field extensions of a connection that implements `last`/`before`. */
export const PAGES_BACKWARD = { pagesBackward: true } as const;

export class ForwardPagingPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const { args } = fieldConfig;
    const isConnection = 'first' in args && 'after' in args && 'last' in args && 'before' in args;
    if (!isConnection || fieldConfig.extensions?.pagesBackward === true) return fieldConfig;
    const forward = Object.fromEntries(Object.entries(args).filter(([name]) => name !== 'last' && name !== 'before'));
    return { ...fieldConfig, args: forward };
  }
}

SchemaBuilder.registerPlugin(pluginName, ForwardPagingPlugin);

export default pluginName;
