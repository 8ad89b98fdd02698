// The relationship fields between the automotive types.
import { Brand, Dealer, Listing, VehicleModel } from '../../schema/automotive.js';
import { builder } from '../../schema/builder.js';
import { modelsOf } from './queries.js';

builder.objectFields(Listing, (t) => ({
  dealer: t.field({
    type: Dealer,
    description: 'The dealership (one upstream call per distinct dealer in a response: identical lookups are shared).',
    resolve: (listing, _args, { dataSources }) => dataSources.automotive.getDealer(listing.dealerID),
  }),
}));

builder.objectFields(Brand, (t) => ({
  models: t.field({
    type: [VehicleModel],
    nullable: { list: true, items: true },
    description: "The brand's active models.",
    resolve: async (brand, _args, { dataSources }) =>
      modelsOf((await dataSources.automotive.getModels(brand.name)).data, brand.name),
  }),
}));
