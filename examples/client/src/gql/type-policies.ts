// Apollo Client type policies for this schema: service namespaces merge, connections page Relay-style.
import { relayStylePagination } from '@apollo/client/utilities';
import type { TypedTypePolicies } from './apollo-helpers.js';

export const typePolicies: TypedTypePolicies = {
  AutomotiveQuery: {
    merge: true,
    fields: {
      dealerListings: relayStylePagination(["dealerId","newCars"]),
      dealerListingsByDate: relayStylePagination(["dealerId","endDate","newCars","startDate"]),
      dealersByRegion: relayStylePagination(["region"]),
      listingSearch: relayStylePagination(["where"]),
      regionListings: relayStylePagination(["daysBack","modelName","newCars","region"]),
      regionListingsByDate: relayStylePagination(["endDate","modelName","newCars","region","startDate"]),
      zipCodeListings: relayStylePagination(["modelName","newCars","zipCode"]),
      zipCodeListingsByDate: relayStylePagination(["endDate","modelName","newCars","startDate","zipCode"]),
    },
  },
  CollectedMetadata: {
    fields: {
      subjects: relayStylePagination(false),
    },
  },
  ContentQuery: {
    merge: true,
    fields: {
      domains: relayStylePagination(["archived","beforeToken","createdAfter","createdAt","createdBefore","properties","sort","updatedAfter","updatedAt","updatedBefore"]),
    },
  },
  Conversation: {
    fields: {
      items: relayStylePagination(["direction","modifiedAt"]),
      participantList: relayStylePagination(["name","type"]),
    },
  },
  DraftRegistration: {
    fields: {
      contributors: relayStylePagination(false),
      institutions: relayStylePagination(false),
      subjects: relayStylePagination(false),
    },
  },
  FileStorageQuery: {
    merge: true,
  },
  Institution: {
    fields: {
      nodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      registrations: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      users: relayStylePagination(false),
    },
  },
  Job: {
    fields: {
      history: relayStylePagination(["status"]),
    },
  },
  JobCollection: {
    fields: {
      jobs: relayStylePagination(["state"]),
    },
  },
  Label: {
    fields: {
      conversations: relayStylePagination(false),
    },
  },
  MarketplaceQuery: {
    merge: true,
    fields: {
      deliveredShipments: relayStylePagination(["offset","status"]),
      orders: relayStylePagination(["offset","status"]),
      products: relayStylePagination(["offset"]),
      productStatuses: relayStylePagination(["offset"]),
      sellingProducts: relayStylePagination(["offset"]),
      shippedShipments: relayStylePagination(["offset","status"]),
      ticketMessages: relayStylePagination(["offset","ticketId"]),
      tickets: relayStylePagination(["offset","status"]),
    },
  },
  MessagingQuery: {
    merge: true,
    fields: {
      callJournal: relayStylePagination(["direction","filter","since","telephonyConversationId"]),
      communities: relayStylePagination(["includeOwn","order","sort"]),
      conversations: relayStylePagination(["direction","modifiedAt"]),
      conversationsByLabel: relayStylePagination(["labelId"]),
      flaggedItems: relayStylePagination(["at","direction"]),
      incomingWebhooks: relayStylePagination(["userId"]),
      spaceDirectory: relayStylePagination(["filter","query","sortBy","sortOrder"]),
      spaces: relayStylePagination(["modifiedBefore"]),
    },
  },
  NodeAddon: {
    fields: {
      folders: relayStylePagination(false),
    },
  },
  NumbersQuery: {
    merge: true,
  },
  Preprint: {
    fields: {
      bibliographicContributors: relayStylePagination(false),
      contributors: relayStylePagination(false),
    },
  },
  PreprintProvider: {
    fields: {
      licenses: relayStylePagination(false),
      preprints: relayStylePagination(false),
      taxonomies: relayStylePagination(false),
    },
  },
  Registration: {
    fields: {
      children: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      citations: relayStylePagination(false),
      comments: relayStylePagination(false),
      contributors: relayStylePagination(["bibliographic"]),
      files: relayStylePagination(false),
      forks: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      identifiers: relayStylePagination(false),
      institutions: relayStylePagination(false),
      linkedNodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      logs: relayStylePagination(["action"]),
      storedFiles: relayStylePagination(["provider"]),
      viewOnlyLinks: relayStylePagination(false),
      wikis: relayStylePagination(["name"]),
    },
  },
  ResearchCollection: {
    fields: {
      collectedMetadata: relayStylePagination(false),
      linkedNodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      linkedPreprints: relayStylePagination(false),
      linkedRegistrations: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
    },
  },
  ResearchFile: {
    fields: {
      versions: relayStylePagination(false),
    },
  },
  ResearchNode: {
    fields: {
      addons: relayStylePagination(false),
      children: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      comments: relayStylePagination(false),
      contributors: relayStylePagination(["bibliographic"]),
      draftRegistrations: relayStylePagination(false),
      files: relayStylePagination(false),
      forks: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      identifiers: relayStylePagination(false),
      institutions: relayStylePagination(false),
      linkedNodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      logs: relayStylePagination(["action"]),
      preprints: relayStylePagination(false),
      registrations: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      storedFiles: relayStylePagination(["provider"]),
      viewOnlyLinks: relayStylePagination(false),
      wikis: relayStylePagination(["name"]),
    },
  },
  ResearchQuery: {
    merge: true,
    fields: {
      actions: relayStylePagination(["sort","trigger"]),
      addons: relayStylePagination(["categories"]),
      citationStyles: relayStylePagination(false),
      collections: relayStylePagination(["sort","title"]),
      draftRegistrations: relayStylePagination(false),
      institutions: relayStylePagination(["name","sort"]),
      licenses: relayStylePagination(["name","sort"]),
      nodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      preprintProviders: relayStylePagination(["name","sort"]),
      preprints: relayStylePagination(["provider","publishedFrom","publishedTo","reviewsState","sort","title"]),
      registrations: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      registrationSchemas: relayStylePagination(false),
      schemaResponses: relayStylePagination(false),
      taxonomies: relayStylePagination(["sort","text"]),
      users: relayStylePagination(["familyName","fullName","sort"]),
    },
  },
  ResearchUser: {
    fields: {
      addons: relayStylePagination(false),
      institutions: relayStylePagination(false),
      nodes: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
      preprints: relayStylePagination(false),
      registrations: relayStylePagination(["category","createdFrom","createdTo","public","sort","tags","title"]),
    },
  },
  SchedulerQuery: {
    merge: true,
    fields: {
      jobCollections: relayStylePagination(["resourceGroupName","subscriptionId"]),
      jobHistory: relayStylePagination(["jobCollectionName","jobName","resourceGroupName","status","subscriptionId"]),
      jobs: relayStylePagination(["jobCollectionName","resourceGroupName","state","subscriptionId"]),
    },
  },
  SchemaResponse: {
    fields: {
      actions: relayStylePagination(false),
      schemaBlocks: relayStylePagination(false),
    },
  },
  Space: {
    fields: {
      participants: relayStylePagination(["filterType","filterValue","query","sortBy","sortOrder"]),
      pendingParticipants: relayStylePagination(false),
      topics: relayStylePagination(["at","direction"]),
    },
  },
  SpaceItem: {
    fields: {
      likes: relayStylePagination(false),
    },
  },
  SpaceTopic: {
    fields: {
      replies: relayStylePagination(["at","direction"]),
    },
  },
  UserAddon: {
    fields: {
      accounts: relayStylePagination(false),
    },
  },
  ViewOnlyLink: {
    fields: {
      nodes: relayStylePagination(false),
    },
  },
};
