// Descriptions of the shapes several services share (Azure resources, binary files).
// Coordinates as in src/schema/describe.ts; an inline description in the shapes wins over an entry here.
import type { Descriptions } from '../describe.js';

export const shared: Descriptions = {
  'AzureResource.location': 'The Azure region the resource lives in, e.g. `westeurope`.',
  'AzureResource.resourceGroupName': "The resource group named in the resource's id.",
  'AzureResource.subscriptionId': "The subscription id named in the resource's id.",
  'BinaryFile.contentType': 'The media type of the file, e.g. `application/pdf`.',
  'BinaryFile.fileName': "The file's name, as the upstream named it or derived from the request.",
};
