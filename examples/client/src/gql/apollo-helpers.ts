import type { FieldPolicy, FieldReadFunction, TypePolicies, TypePolicy } from '@apollo/client/cache';
export type AddonKeySpecifier = ('categories' | 'description' | 'htmlUrl' | 'id' | 'name' | 'upstreamId' | 'url' | AddonKeySpecifier)[];
export type AddonFieldPolicy = {
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonAccountKeySpecifier = ('displayName' | 'htmlUrl' | 'id' | 'profileUrl' | 'provider' | 'upstreamId' | AddonAccountKeySpecifier)[];
export type AddonAccountFieldPolicy = {
	displayName?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	profileUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonAccountConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | AddonAccountConnectionKeySpecifier)[];
export type AddonAccountConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonAccountEdgeKeySpecifier = ('cursor' | 'node' | AddonAccountEdgeKeySpecifier)[];
export type AddonAccountEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | AddonConnectionKeySpecifier)[];
export type AddonConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonEdgeKeySpecifier = ('cursor' | 'node' | AddonEdgeKeySpecifier)[];
export type AddonEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonFolderKeySpecifier = ('folderId' | 'htmlUrl' | 'kind' | 'name' | 'path' | 'provider' | 'upstreamId' | AddonFolderKeySpecifier)[];
export type AddonFolderFieldPolicy = {
	folderId?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	kind?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	path?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonFolderConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | AddonFolderConnectionKeySpecifier)[];
export type AddonFolderConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AddonFolderEdgeKeySpecifier = ('cursor' | 'node' | AddonFolderEdgeKeySpecifier)[];
export type AddonFolderEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AttachmentKeySpecifier = ('createdAt' | 'creatorId' | 'deleteUrl' | 'fileId' | 'fileName' | 'itemId' | 'mimeType' | 'modifiedAt' | 'size' | 'url' | AttachmentKeySpecifier)[];
export type AttachmentFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	fileId?: FieldPolicy<any> | FieldReadFunction<any>,
	fileName?: FieldPolicy<any> | FieldReadFunction<any>,
	itemId?: FieldPolicy<any> | FieldReadFunction<any>,
	mimeType?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AutomotiveQueryKeySpecifier = ('brands' | 'daysSupply' | 'daysToSell' | 'dealer' | 'dealerListings' | 'dealerListingsByDate' | 'dealersByRegion' | 'dealersByZipCode' | 'inactiveModels' | 'listPrice' | 'listingSearch' | 'modelYearDistribution' | 'models' | 'regionBrandMarketShare' | 'regionDailySales' | 'regionListings' | 'regionListingsByDate' | 'regionMarketShare' | 'regionSales' | 'regions' | 'salePrice' | 'salePriceHistogram' | 'similarSalePrice' | 'subUserKeys' | 'topModels' | 'valuation' | 'vehicleHistory' | 'vehicleSeen' | 'vinDecode' | 'zipCodeListings' | 'zipCodeListingsByDate' | AutomotiveQueryKeySpecifier)[];
export type AutomotiveQueryFieldPolicy = {
	brands?: FieldPolicy<any> | FieldReadFunction<any>,
	daysSupply?: FieldPolicy<any> | FieldReadFunction<any>,
	daysToSell?: FieldPolicy<any> | FieldReadFunction<any>,
	dealer?: FieldPolicy<any> | FieldReadFunction<any>,
	dealerListings?: FieldPolicy<any> | FieldReadFunction<any>,
	dealerListingsByDate?: FieldPolicy<any> | FieldReadFunction<any>,
	dealersByRegion?: FieldPolicy<any> | FieldReadFunction<any>,
	dealersByZipCode?: FieldPolicy<any> | FieldReadFunction<any>,
	inactiveModels?: FieldPolicy<any> | FieldReadFunction<any>,
	listPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	listingSearch?: FieldPolicy<any> | FieldReadFunction<any>,
	modelYearDistribution?: FieldPolicy<any> | FieldReadFunction<any>,
	models?: FieldPolicy<any> | FieldReadFunction<any>,
	regionBrandMarketShare?: FieldPolicy<any> | FieldReadFunction<any>,
	regionDailySales?: FieldPolicy<any> | FieldReadFunction<any>,
	regionListings?: FieldPolicy<any> | FieldReadFunction<any>,
	regionListingsByDate?: FieldPolicy<any> | FieldReadFunction<any>,
	regionMarketShare?: FieldPolicy<any> | FieldReadFunction<any>,
	regionSales?: FieldPolicy<any> | FieldReadFunction<any>,
	regions?: FieldPolicy<any> | FieldReadFunction<any>,
	salePrice?: FieldPolicy<any> | FieldReadFunction<any>,
	salePriceHistogram?: FieldPolicy<any> | FieldReadFunction<any>,
	similarSalePrice?: FieldPolicy<any> | FieldReadFunction<any>,
	subUserKeys?: FieldPolicy<any> | FieldReadFunction<any>,
	topModels?: FieldPolicy<any> | FieldReadFunction<any>,
	valuation?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicleHistory?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicleSeen?: FieldPolicy<any> | FieldReadFunction<any>,
	vinDecode?: FieldPolicy<any> | FieldReadFunction<any>,
	zipCodeListings?: FieldPolicy<any> | FieldReadFunction<any>,
	zipCodeListingsByDate?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AutomotiveReportKeySpecifier = ('brandName' | 'data' | 'message' | 'modelName' | 'regionName' | AutomotiveReportKeySpecifier)[];
export type AutomotiveReportFieldPolicy = {
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	data?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	regionName?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AutomotiveSubUserKeyKeySpecifier = ('createdAt' | 'domain' | 'endpoints' | 'expiresAt' | 'revoked' | 'uuid' | AutomotiveSubUserKeyKeySpecifier)[];
export type AutomotiveSubUserKeyFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	endpoints?: FieldPolicy<any> | FieldReadFunction<any>,
	expiresAt?: FieldPolicy<any> | FieldReadFunction<any>,
	revoked?: FieldPolicy<any> | FieldReadFunction<any>,
	uuid?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AutomotiveSubUserKeyRevocationKeySpecifier = ('message' | 'uuid' | AutomotiveSubUserKeyRevocationKeySpecifier)[];
export type AutomotiveSubUserKeyRevocationFieldPolicy = {
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	uuid?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AvailabilityKeySpecifier = ('isAvailable' | 'message' | 'reason' | 'reasonRaw' | AvailabilityKeySpecifier)[];
export type AvailabilityFieldPolicy = {
	isAvailable?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>,
	reasonRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AzureResourceKeySpecifier = ('location' | 'name' | 'resourceGroupName' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | AzureResourceKeySpecifier)[];
export type AzureResourceFieldPolicy = {
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BaseConversionKeySpecifier = ('answer' | 'from' | 'number' | 'to' | BaseConversionKeySpecifier)[];
export type BaseConversionFieldPolicy = {
	answer?: FieldPolicy<any> | FieldReadFunction<any>,
	from?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	to?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BinaryFileKeySpecifier = ('base64' | 'contentType' | 'fileName' | 'sha256' | 'size' | BinaryFileKeySpecifier)[];
export type BinaryFileFieldPolicy = {
	base64?: FieldPolicy<any> | FieldReadFunction<any>,
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	fileName?: FieldPolicy<any> | FieldReadFunction<any>,
	sha256?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BrandKeySpecifier = ('models' | 'name' | BrandKeySpecifier)[];
export type BrandFieldPolicy = {
	models?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BridgeNumberKeySpecifier = ('country' | 'isMostUsed' | 'locale' | 'name' | 'number' | 'type' | BridgeNumberKeySpecifier)[];
export type BridgeNumberFieldPolicy = {
	country?: FieldPolicy<any> | FieldReadFunction<any>,
	isMostUsed?: FieldPolicy<any> | FieldReadFunction<any>,
	locale?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CapacityPoolKeySpecifier = ('id' | 'location' | 'name' | 'poolId' | 'provisioningState' | 'resourceGroupName' | 'serviceLevel' | 'serviceLevelRaw' | 'size' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | 'volumes' | CapacityPoolKeySpecifier)[];
export type CapacityPoolFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	poolId?: FieldPolicy<any> | FieldReadFunction<any>,
	provisioningState?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceLevel?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceLevelRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	volumes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CapacityPoolPayloadKeySpecifier = ('capacityPool' | 'operation' | CapacityPoolPayloadKeySpecifier)[];
export type CapacityPoolPayloadFieldPolicy = {
	capacityPool?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CertificateAddressKeySpecifier = ('country' | 'district' | 'formatted' | 'house' | 'landmark' | 'line1' | 'line2' | 'locality' | 'pin' | 'state' | 'type' | 'vtc' | CertificateAddressKeySpecifier)[];
export type CertificateAddressFieldPolicy = {
	country?: FieldPolicy<any> | FieldReadFunction<any>,
	district?: FieldPolicy<any> | FieldReadFunction<any>,
	formatted?: FieldPolicy<any> | FieldReadFunction<any>,
	house?: FieldPolicy<any> | FieldReadFunction<any>,
	landmark?: FieldPolicy<any> | FieldReadFunction<any>,
	line1?: FieldPolicy<any> | FieldReadFunction<any>,
	line2?: FieldPolicy<any> | FieldReadFunction<any>,
	locality?: FieldPolicy<any> | FieldReadFunction<any>,
	pin?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	vtc?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CertificateHolderKeySpecifier = ('address' | 'dateOfBirth' | 'gender' | 'name' | 'relation' | 'relativeName' | 'title' | CertificateHolderKeySpecifier)[];
export type CertificateHolderFieldPolicy = {
	address?: FieldPolicy<any> | FieldReadFunction<any>,
	dateOfBirth?: FieldPolicy<any> | FieldReadFunction<any>,
	gender?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	relation?: FieldPolicy<any> | FieldReadFunction<any>,
	relativeName?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CertificateIssuerKeySpecifier = ('code' | 'name' | 'type' | CertificateIssuerKeySpecifier)[];
export type CertificateIssuerFieldPolicy = {
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CitationKeySpecifier = ('author' | 'citation' | 'doi' | 'htmlUrl' | 'publisher' | 'title' | 'type' | 'upstreamId' | CitationKeySpecifier)[];
export type CitationFieldPolicy = {
	author?: FieldPolicy<any> | FieldReadFunction<any>,
	citation?: FieldPolicy<any> | FieldReadFunction<any>,
	doi?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	publisher?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CitationAuthorKeySpecifier = ('family' | 'given' | 'literal' | CitationAuthorKeySpecifier)[];
export type CitationAuthorFieldPolicy = {
	family?: FieldPolicy<any> | FieldReadFunction<any>,
	given?: FieldPolicy<any> | FieldReadFunction<any>,
	literal?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CitationStyleKeySpecifier = ('dateParsed' | 'htmlUrl' | 'id' | 'shortTitle' | 'summary' | 'title' | 'upstreamId' | CitationStyleKeySpecifier)[];
export type CitationStyleFieldPolicy = {
	dateParsed?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	shortTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	summary?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CitationStyleConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | CitationStyleConnectionKeySpecifier)[];
export type CitationStyleConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CitationStyleEdgeKeySpecifier = ('cursor' | 'node' | CitationStyleEdgeKeySpecifier)[];
export type CitationStyleEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CollectedMetadataKeySpecifier = ('collectedType' | 'htmlUrl' | 'id' | 'issue' | 'item' | 'programArea' | 'status' | 'subjectIds' | 'subjects' | 'upstreamId' | 'volume' | CollectedMetadataKeySpecifier)[];
export type CollectedMetadataFieldPolicy = {
	collectedType?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	issue?: FieldPolicy<any> | FieldReadFunction<any>,
	item?: FieldPolicy<any> | FieldReadFunction<any>,
	programArea?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	subjectIds?: FieldPolicy<any> | FieldReadFunction<any>,
	subjects?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	volume?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CollectedMetadataConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | CollectedMetadataConnectionKeySpecifier)[];
export type CollectedMetadataConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CollectedMetadataEdgeKeySpecifier = ('cursor' | 'node' | CollectedMetadataEdgeKeySpecifier)[];
export type CollectedMetadataEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContentQueryKeySpecifier = ('domain' | 'domains' | ContentQueryKeySpecifier)[];
export type ContentQueryFieldPolicy = {
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	domains?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContributorKeySpecifier = ('bibliographic' | 'htmlUrl' | 'id' | 'index' | 'permission' | 'unregisteredContributor' | 'upstreamId' | 'user' | ContributorKeySpecifier)[];
export type ContributorFieldPolicy = {
	bibliographic?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	permission?: FieldPolicy<any> | FieldReadFunction<any>,
	unregisteredContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContributorConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ContributorConnectionKeySpecifier)[];
export type ContributorConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContributorEdgeKeySpecifier = ('cursor' | 'node' | ContributorEdgeKeySpecifier)[];
export type ContributorEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ControlledStockKeySpecifier = ('crossDockingTime' | 'quantity' | 'reserved' | ControlledStockKeySpecifier)[];
export type ControlledStockFieldPolicy = {
	crossDockingTime?: FieldPolicy<any> | FieldReadFunction<any>,
	quantity?: FieldPolicy<any> | FieldReadFunction<any>,
	reserved?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationKeySpecifier = ('avatar' | 'avatarLarge' | 'createdAt' | 'creator' | 'creatorId' | 'creatorTenantId' | 'description' | 'details' | 'flaggedItems' | 'id' | 'isGuestAccessDisabled' | 'isModerated' | 'items' | 'modifiedAt' | 'participantIds' | 'participantList' | 'participants' | 'pinnedTopics' | 'topic' | 'topicPlaceholder' | 'type' | 'typeRaw' | 'upstreamId' | ConversationKeySpecifier)[];
export type ConversationFieldPolicy = {
	avatar?: FieldPolicy<any> | FieldReadFunction<any>,
	avatarLarge?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creator?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorTenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	details?: FieldPolicy<any> | FieldReadFunction<any>,
	flaggedItems?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isGuestAccessDisabled?: FieldPolicy<any> | FieldReadFunction<any>,
	isModerated?: FieldPolicy<any> | FieldReadFunction<any>,
	items?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	participantIds?: FieldPolicy<any> | FieldReadFunction<any>,
	participantList?: FieldPolicy<any> | FieldReadFunction<any>,
	participants?: FieldPolicy<any> | FieldReadFunction<any>,
	pinnedTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	topic?: FieldPolicy<any> | FieldReadFunction<any>,
	topicPlaceholder?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationConnectionKeySpecifier = ('edges' | 'pageInfo' | ConversationConnectionKeySpecifier)[];
export type ConversationConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationDetailsKeySpecifier = ('bridgeNumbers' | 'conversationId' | 'creatorId' | 'isModerationAllowed' | 'isRecordingAllowed' | 'link' | 'pin' | ConversationDetailsKeySpecifier)[];
export type ConversationDetailsFieldPolicy = {
	bridgeNumbers?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	isModerationAllowed?: FieldPolicy<any> | FieldReadFunction<any>,
	isRecordingAllowed?: FieldPolicy<any> | FieldReadFunction<any>,
	link?: FieldPolicy<any> | FieldReadFunction<any>,
	pin?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationEdgeKeySpecifier = ('cursor' | 'node' | ConversationEdgeKeySpecifier)[];
export type ConversationEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationItemKeySpecifier = ('attachments' | 'conversation' | 'conversationId' | 'createdAt' | 'creator' | 'creatorId' | 'id' | 'includeInUnreadCount' | 'modifiedAt' | 'rtc' | 'system' | 'text' | 'type' | 'typeRaw' | 'upstreamId' | ConversationItemKeySpecifier)[];
export type ConversationItemFieldPolicy = {
	attachments?: FieldPolicy<any> | FieldReadFunction<any>,
	conversation?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creator?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	includeInUnreadCount?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	rtc?: FieldPolicy<any> | FieldReadFunction<any>,
	system?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationItemConnectionKeySpecifier = ('edges' | 'pageInfo' | ConversationItemConnectionKeySpecifier)[];
export type ConversationItemConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationItemEdgeKeySpecifier = ('cursor' | 'node' | ConversationItemEdgeKeySpecifier)[];
export type ConversationItemEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationParticipantKeySpecifier = ('displayName' | 'firstName' | 'isDeleted' | 'largeImageUri' | 'lastName' | 'smallImageUri' | 'type' | 'userId' | ConversationParticipantKeySpecifier)[];
export type ConversationParticipantFieldPolicy = {
	displayName?: FieldPolicy<any> | FieldReadFunction<any>,
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	isDeleted?: FieldPolicy<any> | FieldReadFunction<any>,
	largeImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	smallImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationParticipantConnectionKeySpecifier = ('edges' | 'pageInfo' | ConversationParticipantConnectionKeySpecifier)[];
export type ConversationParticipantConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationParticipantEdgeKeySpecifier = ('cursor' | 'node' | ConversationParticipantEdgeKeySpecifier)[];
export type ConversationParticipantEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConversationSearchMatchKeySpecifier = ('conversation' | 'conversationId' | 'itemIds' | ConversationSearchMatchKeySpecifier)[];
export type ConversationSearchMatchFieldPolicy = {
	conversation?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	itemIds?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourierKeySpecifier = ('name' | 'taxId' | CourierKeySpecifier)[];
export type CourierFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	taxId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CreatedAutomotiveSubUserKeyKeySpecifier = ('createdAt' | 'domain' | 'endpoints' | 'expiresAt' | 'key' | 'uuid' | CreatedAutomotiveSubUserKeyKeySpecifier)[];
export type CreatedAutomotiveSubUserKeyFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	endpoints?: FieldPolicy<any> | FieldReadFunction<any>,
	expiresAt?: FieldPolicy<any> | FieldReadFunction<any>,
	key?: FieldPolicy<any> | FieldReadFunction<any>,
	uuid?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CustomerKeySpecifier = ('documentNumber' | 'email' | 'name' | 'phones' | 'type' | 'upstreamId' | CustomerKeySpecifier)[];
export type CustomerFieldPolicy = {
	documentNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	phones?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CustomerPhoneKeySpecifier = ('number' | 'type' | CustomerPhoneKeySpecifier)[];
export type CustomerPhoneFieldPolicy = {
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CustomerReferenceKeySpecifier = ('name' | 'phoneNumber' | CustomerReferenceKeySpecifier)[];
export type CustomerReferenceFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	phoneNumber?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DaysSupplyKeySpecifier = ('average' | 'brandName' | 'median' | 'pVariance' | 'regionName' | 'stdDev' | 'value' | 'wholeRegionAverage' | DaysSupplyKeySpecifier)[];
export type DaysSupplyFieldPolicy = {
	average?: FieldPolicy<any> | FieldReadFunction<any>,
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	median?: FieldPolicy<any> | FieldReadFunction<any>,
	pVariance?: FieldPolicy<any> | FieldReadFunction<any>,
	regionName?: FieldPolicy<any> | FieldReadFunction<any>,
	stdDev?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>,
	wholeRegionAverage?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DaysToSellKeySpecifier = ('average' | 'brandName' | 'median' | 'pVariance' | 'regionName' | 'stdDev' | 'value' | 'wholeRegionAverage' | DaysToSellKeySpecifier)[];
export type DaysToSellFieldPolicy = {
	average?: FieldPolicy<any> | FieldReadFunction<any>,
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	median?: FieldPolicy<any> | FieldReadFunction<any>,
	pVariance?: FieldPolicy<any> | FieldReadFunction<any>,
	regionName?: FieldPolicy<any> | FieldReadFunction<any>,
	stdDev?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>,
	wholeRegionAverage?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DealerKeySpecifier = ('address' | 'id' | 'ids' | 'name' | 'state' | 'upstreamId' | 'zipCode' | DealerKeySpecifier)[];
export type DealerFieldPolicy = {
	address?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	ids?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	zipCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DealerConnectionKeySpecifier = ('edges' | 'pageInfo' | DealerConnectionKeySpecifier)[];
export type DealerConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DealerEdgeKeySpecifier = ('cursor' | 'node' | DealerEdgeKeySpecifier)[];
export type DealerEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DeviceInfoKeySpecifier = ('clientId' | 'clientVersion' | 'deviceSubtype' | 'deviceType' | 'hardwareModel' | 'homeNode' | 'manufacturer' | 'osVersion' | 'userId' | DeviceInfoKeySpecifier)[];
export type DeviceInfoFieldPolicy = {
	clientId?: FieldPolicy<any> | FieldReadFunction<any>,
	clientVersion?: FieldPolicy<any> | FieldReadFunction<any>,
	deviceSubtype?: FieldPolicy<any> | FieldReadFunction<any>,
	deviceType?: FieldPolicy<any> | FieldReadFunction<any>,
	hardwareModel?: FieldPolicy<any> | FieldReadFunction<any>,
	homeNode?: FieldPolicy<any> | FieldReadFunction<any>,
	manufacturer?: FieldPolicy<any> | FieldReadFunction<any>,
	osVersion?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DomainKeySpecifier = ('actualCname' | 'actualIp' | 'apexDomain' | 'apexIpAddresses' | 'apexResolutionStatus' | 'apexResolutionStatusRaw' | 'authorAt' | 'brandId' | 'cdnConfig' | 'cdnPurgeEmbargoTime' | 'certificateId' | 'consecutiveNonResolvingCount' | 'cosObjectType' | 'cosObjectTypeRaw' | 'createdAt' | 'createdById' | 'deletable' | 'derivedBrandName' | 'domain' | 'expectedCname' | 'fullCategoryKey' | 'id' | 'isAnyPrimary' | 'isDnsCorrect' | 'isHttpsEnabled' | 'isHttpsOnly' | 'isInternalDomain' | 'isLegacy' | 'isLegacyDomain' | 'isManuallyMarkedAsResolving' | 'isPrimaryBlog' | 'isPrimaryBlogPost' | 'isPrimaryClickTracking' | 'isPrimaryEmail' | 'isPrimaryKnowledge' | 'isPrimaryLandingPage' | 'isPrimaryLegacyPage' | 'isPrimarySitePage' | 'isResolving' | 'isResolvingIgnoringManuallyMarkedAsResolving' | 'isResolvingInternalProperty' | 'isSetupComplete' | 'isStagingDomain' | 'isUsedForAnyContentType' | 'isUsedForBlogPost' | 'isUsedForEmail' | 'isUsedForKnowledge' | 'isUsedForLandingPage' | 'isUsedForSitePage' | 'label' | 'portalId' | 'publicSuffix' | 'redirectTo' | 'secondaryToDomain' | 'setUpLanguage' | 'setupInfo' | 'setupTaskId' | 'siteId' | 'sslCname' | 'sslRequestId' | 'teamIds' | 'updatedAt' | 'updatedById' | 'upstreamId' | DomainKeySpecifier)[];
export type DomainFieldPolicy = {
	actualCname?: FieldPolicy<any> | FieldReadFunction<any>,
	actualIp?: FieldPolicy<any> | FieldReadFunction<any>,
	apexDomain?: FieldPolicy<any> | FieldReadFunction<any>,
	apexIpAddresses?: FieldPolicy<any> | FieldReadFunction<any>,
	apexResolutionStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	apexResolutionStatusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	authorAt?: FieldPolicy<any> | FieldReadFunction<any>,
	brandId?: FieldPolicy<any> | FieldReadFunction<any>,
	cdnConfig?: FieldPolicy<any> | FieldReadFunction<any>,
	cdnPurgeEmbargoTime?: FieldPolicy<any> | FieldReadFunction<any>,
	certificateId?: FieldPolicy<any> | FieldReadFunction<any>,
	consecutiveNonResolvingCount?: FieldPolicy<any> | FieldReadFunction<any>,
	cosObjectType?: FieldPolicy<any> | FieldReadFunction<any>,
	cosObjectTypeRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	createdById?: FieldPolicy<any> | FieldReadFunction<any>,
	deletable?: FieldPolicy<any> | FieldReadFunction<any>,
	derivedBrandName?: FieldPolicy<any> | FieldReadFunction<any>,
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	expectedCname?: FieldPolicy<any> | FieldReadFunction<any>,
	fullCategoryKey?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isAnyPrimary?: FieldPolicy<any> | FieldReadFunction<any>,
	isDnsCorrect?: FieldPolicy<any> | FieldReadFunction<any>,
	isHttpsEnabled?: FieldPolicy<any> | FieldReadFunction<any>,
	isHttpsOnly?: FieldPolicy<any> | FieldReadFunction<any>,
	isInternalDomain?: FieldPolicy<any> | FieldReadFunction<any>,
	isLegacy?: FieldPolicy<any> | FieldReadFunction<any>,
	isLegacyDomain?: FieldPolicy<any> | FieldReadFunction<any>,
	isManuallyMarkedAsResolving?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryBlog?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryBlogPost?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryClickTracking?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryEmail?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryKnowledge?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryLandingPage?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimaryLegacyPage?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrimarySitePage?: FieldPolicy<any> | FieldReadFunction<any>,
	isResolving?: FieldPolicy<any> | FieldReadFunction<any>,
	isResolvingIgnoringManuallyMarkedAsResolving?: FieldPolicy<any> | FieldReadFunction<any>,
	isResolvingInternalProperty?: FieldPolicy<any> | FieldReadFunction<any>,
	isSetupComplete?: FieldPolicy<any> | FieldReadFunction<any>,
	isStagingDomain?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForAnyContentType?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForBlogPost?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForEmail?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForKnowledge?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForLandingPage?: FieldPolicy<any> | FieldReadFunction<any>,
	isUsedForSitePage?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	portalId?: FieldPolicy<any> | FieldReadFunction<any>,
	publicSuffix?: FieldPolicy<any> | FieldReadFunction<any>,
	redirectTo?: FieldPolicy<any> | FieldReadFunction<any>,
	secondaryToDomain?: FieldPolicy<any> | FieldReadFunction<any>,
	setUpLanguage?: FieldPolicy<any> | FieldReadFunction<any>,
	setupInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	setupTaskId?: FieldPolicy<any> | FieldReadFunction<any>,
	siteId?: FieldPolicy<any> | FieldReadFunction<any>,
	sslCname?: FieldPolicy<any> | FieldReadFunction<any>,
	sslRequestId?: FieldPolicy<any> | FieldReadFunction<any>,
	teamIds?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedById?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DomainCdnConfigKeySpecifier = ('alternateOriginHostname' | 'cdnGroupId' | 'cdnId' | 'certExpirationDate' | 'certId' | 'cname' | 'cnameTarget' | 'createdAt' | 'domainId' | 'httpBody' | 'httpUrlPath' | 'minimumTlsVersion' | 'portalId' | 'sslStatus' | 'updatedAt' | 'upstreamId' | 'validationMethod' | DomainCdnConfigKeySpecifier)[];
export type DomainCdnConfigFieldPolicy = {
	alternateOriginHostname?: FieldPolicy<any> | FieldReadFunction<any>,
	cdnGroupId?: FieldPolicy<any> | FieldReadFunction<any>,
	cdnId?: FieldPolicy<any> | FieldReadFunction<any>,
	certExpirationDate?: FieldPolicy<any> | FieldReadFunction<any>,
	certId?: FieldPolicy<any> | FieldReadFunction<any>,
	cname?: FieldPolicy<any> | FieldReadFunction<any>,
	cnameTarget?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	domainId?: FieldPolicy<any> | FieldReadFunction<any>,
	httpBody?: FieldPolicy<any> | FieldReadFunction<any>,
	httpUrlPath?: FieldPolicy<any> | FieldReadFunction<any>,
	minimumTlsVersion?: FieldPolicy<any> | FieldReadFunction<any>,
	portalId?: FieldPolicy<any> | FieldReadFunction<any>,
	sslStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	validationMethod?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DomainConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | DomainConnectionKeySpecifier)[];
export type DomainConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DomainEdgeKeySpecifier = ('cursor' | 'node' | DomainEdgeKeySpecifier)[];
export type DomainEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DomainSetupInfoKeySpecifier = ('supportsSslExternally' | 'whoIsEmailAddresses' | DomainSetupInfoKeySpecifier)[];
export type DomainSetupInfoFieldPolicy = {
	supportsSslExternally?: FieldPolicy<any> | FieldReadFunction<any>,
	whoIsEmailAddresses?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DraftRegistrationKeySpecifier = ('branchedFrom' | 'category' | 'categoryRaw' | 'contributor' | 'contributors' | 'currentUserPermissions' | 'datetimeInitiated' | 'datetimeUpdated' | 'description' | 'hasProject' | 'htmlUrl' | 'id' | 'initiator' | 'institutions' | 'nodeLicense' | 'registrationMetadata' | 'registrationResponses' | 'registrationSchema' | 'subjects' | 'tags' | 'title' | 'upstreamId' | DraftRegistrationKeySpecifier)[];
export type DraftRegistrationFieldPolicy = {
	branchedFrom?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	categoryRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	contributor?: FieldPolicy<any> | FieldReadFunction<any>,
	contributors?: FieldPolicy<any> | FieldReadFunction<any>,
	currentUserPermissions?: FieldPolicy<any> | FieldReadFunction<any>,
	datetimeInitiated?: FieldPolicy<any> | FieldReadFunction<any>,
	datetimeUpdated?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	hasProject?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	initiator?: FieldPolicy<any> | FieldReadFunction<any>,
	institutions?: FieldPolicy<any> | FieldReadFunction<any>,
	nodeLicense?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationMetadata?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationResponses?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSchema?: FieldPolicy<any> | FieldReadFunction<any>,
	subjects?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DraftRegistrationConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | DraftRegistrationConnectionKeySpecifier)[];
export type DraftRegistrationConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DraftRegistrationEdgeKeySpecifier = ('cursor' | 'node' | DraftRegistrationEdgeKeySpecifier)[];
export type DraftRegistrationEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DrivingLicenceKeySpecifier = ('holder' | 'issueDate' | 'issuedAt' | 'issuer' | 'licenceNumber' | 'previousNumber' | 'status' | 'validFrom' | 'validUntil' | 'vehicleClasses' | DrivingLicenceKeySpecifier)[];
export type DrivingLicenceFieldPolicy = {
	holder?: FieldPolicy<any> | FieldReadFunction<any>,
	issueDate?: FieldPolicy<any> | FieldReadFunction<any>,
	issuedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	issuer?: FieldPolicy<any> | FieldReadFunction<any>,
	licenceNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	previousNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	validFrom?: FieldPolicy<any> | FieldReadFunction<any>,
	validUntil?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicleClasses?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DrivingLicenceCertificateKeySpecifier = ('format' | 'licence' | 'pdf' | 'txnId' | 'xml' | DrivingLicenceCertificateKeySpecifier)[];
export type DrivingLicenceCertificateFieldPolicy = {
	format?: FieldPolicy<any> | FieldReadFunction<any>,
	licence?: FieldPolicy<any> | FieldReadFunction<any>,
	pdf?: FieldPolicy<any> | FieldReadFunction<any>,
	txnId?: FieldPolicy<any> | FieldReadFunction<any>,
	xml?: FieldPolicy<any> | FieldReadFunction<any>
};
export type EmulationOutputKeySpecifier = ('lines' | EmulationOutputKeySpecifier)[];
export type EmulationOutputFieldPolicy = {
	lines?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ExportPolicyRuleKeySpecifier = ('allowedClients' | 'cifs' | 'nfsv3' | 'nfsv4' | 'ruleIndex' | 'unixReadOnly' | 'unixReadWrite' | ExportPolicyRuleKeySpecifier)[];
export type ExportPolicyRuleFieldPolicy = {
	allowedClients?: FieldPolicy<any> | FieldReadFunction<any>,
	cifs?: FieldPolicy<any> | FieldReadFunction<any>,
	nfsv3?: FieldPolicy<any> | FieldReadFunction<any>,
	nfsv4?: FieldPolicy<any> | FieldReadFunction<any>,
	ruleIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	unixReadOnly?: FieldPolicy<any> | FieldReadFunction<any>,
	unixReadWrite?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageAccountKeySpecifier = ('activeDirectories' | 'capacityPools' | 'id' | 'location' | 'name' | 'provisioningState' | 'resourceGroupName' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | FileStorageAccountKeySpecifier)[];
export type FileStorageAccountFieldPolicy = {
	activeDirectories?: FieldPolicy<any> | FieldReadFunction<any>,
	capacityPools?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	provisioningState?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageAccountPayloadKeySpecifier = ('account' | 'operation' | FileStorageAccountPayloadKeySpecifier)[];
export type FileStorageAccountPayloadFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageActiveDirectoryKeySpecifier = ('activeDirectoryId' | 'dns' | 'domain' | 'organizationalUnit' | 'smbServerName' | 'status' | 'username' | FileStorageActiveDirectoryKeySpecifier)[];
export type FileStorageActiveDirectoryFieldPolicy = {
	activeDirectoryId?: FieldPolicy<any> | FieldReadFunction<any>,
	dns?: FieldPolicy<any> | FieldReadFunction<any>,
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	organizationalUnit?: FieldPolicy<any> | FieldReadFunction<any>,
	smbServerName?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	username?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageDeletePayloadKeySpecifier = ('existed' | 'operation' | 'upstreamId' | FileStorageDeletePayloadKeySpecifier)[];
export type FileStorageDeletePayloadFieldPolicy = {
	existed?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageOperationKeySpecifier = ('description' | 'name' | 'operation' | 'origin' | 'provider' | 'resource' | FileStorageOperationKeySpecifier)[];
export type FileStorageOperationFieldPolicy = {
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	origin?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	resource?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageOperationStatusKeySpecifier = ('done' | 'endTime' | 'errorCode' | 'operationId' | 'percentComplete' | 'startTime' | 'state' | 'stateRaw' | FileStorageOperationStatusKeySpecifier)[];
export type FileStorageOperationStatusFieldPolicy = {
	done?: FieldPolicy<any> | FieldReadFunction<any>,
	endTime?: FieldPolicy<any> | FieldReadFunction<any>,
	errorCode?: FieldPolicy<any> | FieldReadFunction<any>,
	operationId?: FieldPolicy<any> | FieldReadFunction<any>,
	percentComplete?: FieldPolicy<any> | FieldReadFunction<any>,
	startTime?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	stateRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FileStorageQueryKeySpecifier = ('account' | 'accounts' | 'capacityPool' | 'capacityPools' | 'checkFilePathAvailability' | 'checkNameAvailability' | 'mountTargets' | 'operation' | 'operations' | 'snapshot' | 'snapshots' | 'volume' | 'volumes' | FileStorageQueryKeySpecifier)[];
export type FileStorageQueryFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accounts?: FieldPolicy<any> | FieldReadFunction<any>,
	capacityPool?: FieldPolicy<any> | FieldReadFunction<any>,
	capacityPools?: FieldPolicy<any> | FieldReadFunction<any>,
	checkFilePathAvailability?: FieldPolicy<any> | FieldReadFunction<any>,
	checkNameAvailability?: FieldPolicy<any> | FieldReadFunction<any>,
	mountTargets?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	operations?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshot?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshots?: FieldPolicy<any> | FieldReadFunction<any>,
	volume?: FieldPolicy<any> | FieldReadFunction<any>,
	volumes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FlaggedItemKeySpecifier = ('item' | 'parentItem' | 'space' | FlaggedItemKeySpecifier)[];
export type FlaggedItemFieldPolicy = {
	item?: FieldPolicy<any> | FieldReadFunction<any>,
	parentItem?: FieldPolicy<any> | FieldReadFunction<any>,
	space?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FlaggedItemConnectionKeySpecifier = ('edges' | 'pageInfo' | FlaggedItemConnectionKeySpecifier)[];
export type FlaggedItemConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FlaggedItemEdgeKeySpecifier = ('cursor' | 'node' | FlaggedItemEdgeKeySpecifier)[];
export type FlaggedItemEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type FreightKeySpecifier = ('additionalInfo' | 'chargedAmount' | 'crossDockingTime' | 'defaultAmount' | 'eta' | 'scheduledPeriod' | 'transitTime' | 'type' | FreightKeySpecifier)[];
export type FreightFieldPolicy = {
	additionalInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	chargedAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	crossDockingTime?: FieldPolicy<any> | FieldReadFunction<any>,
	defaultAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	eta?: FieldPolicy<any> | FieldReadFunction<any>,
	scheduledPeriod?: FieldPolicy<any> | FieldReadFunction<any>,
	transitTime?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GiftCardKeySpecifier = ('from' | 'message' | 'to' | GiftCardKeySpecifier)[];
export type GiftCardFieldPolicy = {
	from?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	to?: FieldPolicy<any> | FieldReadFunction<any>
};
export type HttpAuthenticationKeySpecifier = ('audience' | 'certificateExpirationDate' | 'certificateSubjectName' | 'certificateThumbprint' | 'clientId' | 'tenant' | 'type' | 'typeRaw' | 'username' | HttpAuthenticationKeySpecifier)[];
export type HttpAuthenticationFieldPolicy = {
	audience?: FieldPolicy<any> | FieldReadFunction<any>,
	certificateExpirationDate?: FieldPolicy<any> | FieldReadFunction<any>,
	certificateSubjectName?: FieldPolicy<any> | FieldReadFunction<any>,
	certificateThumbprint?: FieldPolicy<any> | FieldReadFunction<any>,
	clientId?: FieldPolicy<any> | FieldReadFunction<any>,
	tenant?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	username?: FieldPolicy<any> | FieldReadFunction<any>
};
export type HttpHeaderKeySpecifier = ('name' | 'value' | HttpHeaderKeySpecifier)[];
export type HttpHeaderFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type HttpRequestKeySpecifier = ('authentication' | 'body' | 'headers' | 'method' | 'uri' | HttpRequestKeySpecifier)[];
export type HttpRequestFieldPolicy = {
	authentication?: FieldPolicy<any> | FieldReadFunction<any>,
	body?: FieldPolicy<any> | FieldReadFunction<any>,
	headers?: FieldPolicy<any> | FieldReadFunction<any>,
	method?: FieldPolicy<any> | FieldReadFunction<any>,
	uri?: FieldPolicy<any> | FieldReadFunction<any>
};
export type IncomingWebhookKeySpecifier = ('conversation' | 'conversationId' | 'createdAt' | 'creatorId' | 'description' | 'modifiedAt' | 'name' | 'status' | 'statusRaw' | 'tenantId' | 'upstreamId' | 'url' | 'userId' | IncomingWebhookKeySpecifier)[];
export type IncomingWebhookFieldPolicy = {
	conversation?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	tenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type IncomingWebhookConnectionKeySpecifier = ('edges' | 'pageInfo' | IncomingWebhookConnectionKeySpecifier)[];
export type IncomingWebhookConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type IncomingWebhookEdgeKeySpecifier = ('cursor' | 'node' | IncomingWebhookEdgeKeySpecifier)[];
export type IncomingWebhookEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type InstitutionKeySpecifier = ('authUrl' | 'description' | 'htmlUrl' | 'id' | 'logoPath' | 'name' | 'nodes' | 'registrations' | 'rorIri' | 'upstreamId' | 'users' | InstitutionKeySpecifier)[];
export type InstitutionFieldPolicy = {
	authUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	logoPath?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	registrations?: FieldPolicy<any> | FieldReadFunction<any>,
	rorIri?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>
};
export type InstitutionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | InstitutionConnectionKeySpecifier)[];
export type InstitutionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type InstitutionEdgeKeySpecifier = ('cursor' | 'node' | InstitutionEdgeKeySpecifier)[];
export type InstitutionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobKeySpecifier = ('action' | 'history' | 'id' | 'jobCollectionName' | 'location' | 'name' | 'recurrence' | 'resourceGroupName' | 'startTime' | 'state' | 'stateRaw' | 'status' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | JobKeySpecifier)[];
export type JobFieldPolicy = {
	action?: FieldPolicy<any> | FieldReadFunction<any>,
	history?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	jobCollectionName?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	recurrence?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	startTime?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	stateRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobActionKeySpecifier = ('errorAction' | 'queueMessage' | 'request' | 'retryPolicy' | 'serviceBusQueueMessage' | 'serviceBusTopicMessage' | 'type' | 'typeRaw' | JobActionKeySpecifier)[];
export type JobActionFieldPolicy = {
	errorAction?: FieldPolicy<any> | FieldReadFunction<any>,
	queueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	request?: FieldPolicy<any> | FieldReadFunction<any>,
	retryPolicy?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusQueueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusTopicMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobCollectionKeySpecifier = ('id' | 'jobs' | 'location' | 'name' | 'quota' | 'resourceGroupName' | 'sku' | 'skuRaw' | 'state' | 'stateRaw' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | JobCollectionKeySpecifier)[];
export type JobCollectionFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	jobs?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	quota?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	sku?: FieldPolicy<any> | FieldReadFunction<any>,
	skuRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	stateRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobCollectionConnectionKeySpecifier = ('edges' | 'pageInfo' | JobCollectionConnectionKeySpecifier)[];
export type JobCollectionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobCollectionEdgeKeySpecifier = ('cursor' | 'node' | JobCollectionEdgeKeySpecifier)[];
export type JobCollectionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobCollectionQuotaKeySpecifier = ('maxJobCount' | 'maxJobOccurrence' | 'maxRecurrence' | JobCollectionQuotaKeySpecifier)[];
export type JobCollectionQuotaFieldPolicy = {
	maxJobCount?: FieldPolicy<any> | FieldReadFunction<any>,
	maxJobOccurrence?: FieldPolicy<any> | FieldReadFunction<any>,
	maxRecurrence?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobConnectionKeySpecifier = ('edges' | 'pageInfo' | JobConnectionKeySpecifier)[];
export type JobConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobEdgeKeySpecifier = ('cursor' | 'node' | JobEdgeKeySpecifier)[];
export type JobEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobErrorActionKeySpecifier = ('queueMessage' | 'request' | 'retryPolicy' | 'serviceBusQueueMessage' | 'serviceBusTopicMessage' | 'type' | 'typeRaw' | JobErrorActionKeySpecifier)[];
export type JobErrorActionFieldPolicy = {
	queueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	request?: FieldPolicy<any> | FieldReadFunction<any>,
	retryPolicy?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusQueueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusTopicMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobHistoryConnectionKeySpecifier = ('edges' | 'pageInfo' | JobHistoryConnectionKeySpecifier)[];
export type JobHistoryConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobHistoryEdgeKeySpecifier = ('cursor' | 'node' | JobHistoryEdgeKeySpecifier)[];
export type JobHistoryEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobHistoryEntryKeySpecifier = ('actionName' | 'endTime' | 'expectedExecutionTime' | 'message' | 'name' | 'repeatCount' | 'retryCount' | 'startTime' | 'status' | 'statusRaw' | 'upstreamId' | JobHistoryEntryKeySpecifier)[];
export type JobHistoryEntryFieldPolicy = {
	actionName?: FieldPolicy<any> | FieldReadFunction<any>,
	endTime?: FieldPolicy<any> | FieldReadFunction<any>,
	expectedExecutionTime?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	repeatCount?: FieldPolicy<any> | FieldReadFunction<any>,
	retryCount?: FieldPolicy<any> | FieldReadFunction<any>,
	startTime?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobMaxRecurrenceKeySpecifier = ('frequency' | 'frequencyRaw' | 'interval' | JobMaxRecurrenceKeySpecifier)[];
export type JobMaxRecurrenceFieldPolicy = {
	frequency?: FieldPolicy<any> | FieldReadFunction<any>,
	frequencyRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	interval?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobRecurrenceKeySpecifier = ('count' | 'endTime' | 'frequency' | 'frequencyRaw' | 'interval' | 'schedule' | JobRecurrenceKeySpecifier)[];
export type JobRecurrenceFieldPolicy = {
	count?: FieldPolicy<any> | FieldReadFunction<any>,
	endTime?: FieldPolicy<any> | FieldReadFunction<any>,
	frequency?: FieldPolicy<any> | FieldReadFunction<any>,
	frequencyRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	interval?: FieldPolicy<any> | FieldReadFunction<any>,
	schedule?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobRecurrenceScheduleKeySpecifier = ('hours' | 'minutes' | 'monthDays' | 'monthlyOccurrences' | 'weekDays' | JobRecurrenceScheduleKeySpecifier)[];
export type JobRecurrenceScheduleFieldPolicy = {
	hours?: FieldPolicy<any> | FieldReadFunction<any>,
	minutes?: FieldPolicy<any> | FieldReadFunction<any>,
	monthDays?: FieldPolicy<any> | FieldReadFunction<any>,
	monthlyOccurrences?: FieldPolicy<any> | FieldReadFunction<any>,
	weekDays?: FieldPolicy<any> | FieldReadFunction<any>
};
export type JobStatusKeySpecifier = ('executionCount' | 'failureCount' | 'faultedCount' | 'lastExecutionTime' | 'nextExecutionTime' | JobStatusKeySpecifier)[];
export type JobStatusFieldPolicy = {
	executionCount?: FieldPolicy<any> | FieldReadFunction<any>,
	failureCount?: FieldPolicy<any> | FieldReadFunction<any>,
	faultedCount?: FieldPolicy<any> | FieldReadFunction<any>,
	lastExecutionTime?: FieldPolicy<any> | FieldReadFunction<any>,
	nextExecutionTime?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LabelKeySpecifier = ('conversations' | 'id' | 'upstreamId' | 'value' | LabelKeySpecifier)[];
export type LabelFieldPolicy = {
	conversations?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LicenseKeySpecifier = ('htmlUrl' | 'id' | 'name' | 'requiredFields' | 'text' | 'upstreamId' | 'url' | LicenseKeySpecifier)[];
export type LicenseFieldPolicy = {
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	requiredFields?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LicenseConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | LicenseConnectionKeySpecifier)[];
export type LicenseConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LicenseEdgeKeySpecifier = ('cursor' | 'node' | LicenseEdgeKeySpecifier)[];
export type LicenseEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LicenseRecordKeySpecifier = ('copyrightHolders' | 'year' | LicenseRecordKeySpecifier)[];
export type LicenseRecordFieldPolicy = {
	copyrightHolders?: FieldPolicy<any> | FieldReadFunction<any>,
	year?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LinkPreviewKeySpecifier = ('imageUri' | 'sourceUrl' | 'title' | 'type' | LinkPreviewKeySpecifier)[];
export type LinkPreviewFieldPolicy = {
	imageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	sourceUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ListingKeySpecifier = ('askPrice' | 'brandName' | 'color' | 'dealer' | 'dealerId' | 'firstSeen' | 'interiorColor' | 'isNew' | 'lastSeen' | 'mileage' | 'modelName' | 'msrp' | 'vin' | 'vinDecode' | 'year' | ListingKeySpecifier)[];
export type ListingFieldPolicy = {
	askPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	color?: FieldPolicy<any> | FieldReadFunction<any>,
	dealer?: FieldPolicy<any> | FieldReadFunction<any>,
	dealerId?: FieldPolicy<any> | FieldReadFunction<any>,
	firstSeen?: FieldPolicy<any> | FieldReadFunction<any>,
	interiorColor?: FieldPolicy<any> | FieldReadFunction<any>,
	isNew?: FieldPolicy<any> | FieldReadFunction<any>,
	lastSeen?: FieldPolicy<any> | FieldReadFunction<any>,
	mileage?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	msrp?: FieldPolicy<any> | FieldReadFunction<any>,
	vin?: FieldPolicy<any> | FieldReadFunction<any>,
	vinDecode?: FieldPolicy<any> | FieldReadFunction<any>,
	year?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ListingConnectionKeySpecifier = ('edges' | 'pageInfo' | ListingConnectionKeySpecifier)[];
export type ListingConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ListingEdgeKeySpecifier = ('cursor' | 'node' | ListingEdgeKeySpecifier)[];
export type ListingEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceBulkProductPayloadKeySpecifier = ('productCount' | 'products' | MarketplaceBulkProductPayloadKeySpecifier)[];
export type MarketplaceBulkProductPayloadFieldPolicy = {
	productCount?: FieldPolicy<any> | FieldReadFunction<any>,
	products?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceBulkShipmentPayloadKeySpecifier = ('orders' | 'shipmentCount' | MarketplaceBulkShipmentPayloadKeySpecifier)[];
export type MarketplaceBulkShipmentPayloadFieldPolicy = {
	orders?: FieldPolicy<any> | FieldReadFunction<any>,
	shipmentCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceErrorKeySpecifier = ('message' | 'skuSellerId' | 'type' | MarketplaceErrorKeySpecifier)[];
export type MarketplaceErrorFieldPolicy = {
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceMetadataKeySpecifier = ('key' | 'value' | MarketplaceMetadataKeySpecifier)[];
export type MarketplaceMetadataFieldPolicy = {
	key?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceQueryKeySpecifier = ('deliveredShipments' | 'order' | 'orders' | 'product' | 'productStatuses' | 'products' | 'sellingProducts' | 'shippedShipments' | 'ticketMessages' | 'tickets' | MarketplaceQueryKeySpecifier)[];
export type MarketplaceQueryFieldPolicy = {
	deliveredShipments?: FieldPolicy<any> | FieldReadFunction<any>,
	order?: FieldPolicy<any> | FieldReadFunction<any>,
	orders?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	productStatuses?: FieldPolicy<any> | FieldReadFunction<any>,
	products?: FieldPolicy<any> | FieldReadFunction<any>,
	sellingProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	shippedShipments?: FieldPolicy<any> | FieldReadFunction<any>,
	ticketMessages?: FieldPolicy<any> | FieldReadFunction<any>,
	tickets?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceTicketOpenedPayloadKeySpecifier = ('order' | 'orderId' | MarketplaceTicketOpenedPayloadKeySpecifier)[];
export type MarketplaceTicketOpenedPayloadFieldPolicy = {
	order?: FieldPolicy<any> | FieldReadFunction<any>,
	orderId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MarketplaceTicketReplyPayloadKeySpecifier = ('message' | 'ticketId' | MarketplaceTicketReplyPayloadKeySpecifier)[];
export type MarketplaceTicketReplyPayloadFieldPolicy = {
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	ticketId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MessagePropertyKeySpecifier = ('name' | 'value' | MessagePropertyKeySpecifier)[];
export type MessagePropertyFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MessagingQueryKeySpecifier = ('callJournal' | 'communities' | 'conversation' | 'conversationByInviteToken' | 'conversationDetails' | 'conversationDetailsByIds' | 'conversationItem' | 'conversations' | 'conversationsByIds' | 'conversationsByLabel' | 'deviceInfos' | 'directConversation' | 'favoriteConversations' | 'flaggedItems' | 'flaggedMessages' | 'incomingWebhooks' | 'labels' | 'presence' | 'profile' | 'recentSpaceSearches' | 'rtcSessions' | 'searchConversations' | 'searchSpace' | 'searchSpaces' | 'space' | 'spaceDirectory' | 'spaceNameExists' | 'spaceTopic' | 'spaces' | 'spacesByIds' | 'supportInfo' | 'telephonyConversationId' | 'user' | 'userByEmail' | 'userPresence' | 'users' | 'usersByIds' | 'webhook' | 'webhooks' | MessagingQueryKeySpecifier)[];
export type MessagingQueryFieldPolicy = {
	callJournal?: FieldPolicy<any> | FieldReadFunction<any>,
	communities?: FieldPolicy<any> | FieldReadFunction<any>,
	conversation?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationByInviteToken?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationDetails?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationDetailsByIds?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationItem?: FieldPolicy<any> | FieldReadFunction<any>,
	conversations?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationsByIds?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationsByLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	deviceInfos?: FieldPolicy<any> | FieldReadFunction<any>,
	directConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	favoriteConversations?: FieldPolicy<any> | FieldReadFunction<any>,
	flaggedItems?: FieldPolicy<any> | FieldReadFunction<any>,
	flaggedMessages?: FieldPolicy<any> | FieldReadFunction<any>,
	incomingWebhooks?: FieldPolicy<any> | FieldReadFunction<any>,
	labels?: FieldPolicy<any> | FieldReadFunction<any>,
	presence?: FieldPolicy<any> | FieldReadFunction<any>,
	profile?: FieldPolicy<any> | FieldReadFunction<any>,
	recentSpaceSearches?: FieldPolicy<any> | FieldReadFunction<any>,
	rtcSessions?: FieldPolicy<any> | FieldReadFunction<any>,
	searchConversations?: FieldPolicy<any> | FieldReadFunction<any>,
	searchSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	searchSpaces?: FieldPolicy<any> | FieldReadFunction<any>,
	space?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceDirectory?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceNameExists?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	spaces?: FieldPolicy<any> | FieldReadFunction<any>,
	spacesByIds?: FieldPolicy<any> | FieldReadFunction<any>,
	supportInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	telephonyConversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userByEmail?: FieldPolicy<any> | FieldReadFunction<any>,
	userPresence?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>,
	usersByIds?: FieldPolicy<any> | FieldReadFunction<any>,
	webhook?: FieldPolicy<any> | FieldReadFunction<any>,
	webhooks?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MessagingUserKeySpecifier = ('avatar' | 'avatarLarge' | 'company' | 'department' | 'displayName' | 'emailAddress' | 'emailAddresses' | 'firstName' | 'id' | 'jobTitle' | 'lastName' | 'locale' | 'phoneNumber' | 'phoneNumbers' | 'presence' | 'primaryTenantId' | 'secondaryEmailAddress' | 'secondaryTenantId' | 'state' | 'type' | 'upstreamId' | MessagingUserKeySpecifier)[];
export type MessagingUserFieldPolicy = {
	avatar?: FieldPolicy<any> | FieldReadFunction<any>,
	avatarLarge?: FieldPolicy<any> | FieldReadFunction<any>,
	company?: FieldPolicy<any> | FieldReadFunction<any>,
	department?: FieldPolicy<any> | FieldReadFunction<any>,
	displayName?: FieldPolicy<any> | FieldReadFunction<any>,
	emailAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	emailAddresses?: FieldPolicy<any> | FieldReadFunction<any>,
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	jobTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	locale?: FieldPolicy<any> | FieldReadFunction<any>,
	phoneNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	phoneNumbers?: FieldPolicy<any> | FieldReadFunction<any>,
	presence?: FieldPolicy<any> | FieldReadFunction<any>,
	primaryTenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	secondaryEmailAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	secondaryTenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ModelYearShareKeySpecifier = ('brandName' | 'modelName' | 'percentOfMarket' | 'year' | ModelYearShareKeySpecifier)[];
export type ModelYearShareFieldPolicy = {
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	percentOfMarket?: FieldPolicy<any> | FieldReadFunction<any>,
	year?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MonthlyOccurrenceKeySpecifier = ('day' | 'occurrence' | MonthlyOccurrenceKeySpecifier)[];
export type MonthlyOccurrenceFieldPolicy = {
	day?: FieldPolicy<any> | FieldReadFunction<any>,
	occurrence?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MountTargetKeySpecifier = ('endIp' | 'fileSystemId' | 'gateway' | 'id' | 'ipAddress' | 'location' | 'mountTargetId' | 'name' | 'netmask' | 'provisioningState' | 'resourceGroupName' | 'smbServerFqdn' | 'startIp' | 'subnet' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | MountTargetKeySpecifier)[];
export type MountTargetFieldPolicy = {
	endIp?: FieldPolicy<any> | FieldReadFunction<any>,
	fileSystemId?: FieldPolicy<any> | FieldReadFunction<any>,
	gateway?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	ipAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	mountTargetId?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	netmask?: FieldPolicy<any> | FieldReadFunction<any>,
	provisioningState?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	smbServerFqdn?: FieldPolicy<any> | FieldReadFunction<any>,
	startIp?: FieldPolicy<any> | FieldReadFunction<any>,
	subnet?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MutationKeySpecifier = ('addCollectedMetadata' | 'addDraftRegistrationContributor' | 'addMessagingCommunityParticipants' | 'addMessagingConversationLabel' | 'addMessagingConversationModerators' | 'addMessagingConversationParticipants' | 'addMessagingRecentSpaceSearch' | 'addMessagingSpaceParticipants' | 'addPreprintContributor' | 'addResearchNodeContributor' | 'applyYaraRules' | 'archiveMessagingConversation' | 'assignMessagingSpaceLabels' | 'cancelMarketplaceShipment' | 'cancelMessagingSpaceSearch' | 'createAutomotiveSubUserKey' | 'createDraftRegistration' | 'createFileStorageAccount' | 'createFileStorageCapacityPool' | 'createFileStorageSnapshot' | 'createFileStorageVolume' | 'createMarketplaceProduct' | 'createMarketplaceProducts' | 'createMarketplaceTicket' | 'createMessagingCommunity' | 'createMessagingDirectConversation' | 'createMessagingGroupConversation' | 'createMessagingIncomingWebhook' | 'createMessagingLabel' | 'createMessagingSpace' | 'createMessagingSpaceTopic' | 'createPreprint' | 'createResearchCollection' | 'createResearchComment' | 'createResearchComponent' | 'createResearchNode' | 'createSchemaResponse' | 'createSchemaResponseAction' | 'deleteAllMessagingWebhooks' | 'deleteDraftRegistration' | 'deleteFileStorageAccount' | 'deleteFileStorageCapacityPool' | 'deleteFileStorageSnapshot' | 'deleteFileStorageVolume' | 'deleteJob' | 'deleteJobCollection' | 'deleteMessagingIncomingWebhook' | 'deleteMessagingLabel' | 'deleteMessagingMessage' | 'deleteMessagingSpace' | 'deleteMessagingSpaceItem' | 'deleteResearchCollection' | 'deleteResearchComment' | 'deleteResearchNode' | 'deleteSchemaResponse' | 'denyMessagingSpaceAccess' | 'disableJobCollection' | 'editMessagingMessage' | 'editMessagingSpaceReply' | 'editMessagingSpaceTopic' | 'emulateFile' | 'enableJobCollection' | 'exchangeMarketplaceShipment' | 'favoriteMessagingConversation' | 'flagMessagingMessage' | 'flagMessagingSpaceItem' | 'forkRegistration' | 'forkResearchNode' | 'generatePartialYaraRules' | 'grantMessagingSpaceAccess' | 'joinMessagingCommunity' | 'joinMessagingSpace' | 'leaveMessagingSpace' | 'likeMessagingMessage' | 'likeMessagingSpaceItem' | 'linkResearchCollectionNodes' | 'linkResearchCollectionRegistrations' | 'markMarketplaceShipmentDelivered' | 'markMarketplaceShipmentSent' | 'markMarketplaceShipmentsDelivered' | 'markMarketplaceShipmentsShipped' | 'markMessagingSpaceRead' | 'moderateMessagingConversation' | 'patchJob' | 'patchJobCollection' | 'pinMessagingMessage' | 'pinMessagingSpaceTopic' | 'postMessagingIncomingWebhookMessage' | 'postMessagingMessage' | 'pullDrivingLicenceCertificate' | 'pullVehicleRegistrationCertificate' | 'removeCollectedMetadata' | 'removeMessagingCommunityParticipants' | 'removeMessagingConversationLabel' | 'removeMessagingConversationModerators' | 'removeMessagingConversationParticipants' | 'removeMessagingSpaceParticipants' | 'removeResearchNodeContributor' | 'replyToMarketplaceTicket' | 'replyToMessagingMessage' | 'replyToMessagingSpaceTopic' | 'requestMessagingSpaceAccess' | 'returnMarketplaceShipment' | 'revokeAutomotiveSubUserKey' | 'runJob' | 'setCollectedMetadataSubjects' | 'setMessagingPresence' | 'setMessagingSpaceWelcomeBox' | 'unarchiveMessagingConversation' | 'unassignMessagingSpaceLabels' | 'unfavoriteMessagingConversation' | 'unflagMessagingMessage' | 'unflagMessagingSpaceItem' | 'unlikeMessagingMessage' | 'unlikeMessagingSpaceItem' | 'unlinkResearchCollectionNodes' | 'unlinkResearchCollectionRegistrations' | 'unmoderateMessagingConversation' | 'unpackFile' | 'unpinMessagingMessage' | 'unpinMessagingSpaceTopic' | 'updateCollectedMetadata' | 'updateDraftRegistration' | 'updateFileStorageAccount' | 'updateFileStorageCapacityPool' | 'updateFileStorageSnapshot' | 'updateFileStorageVolume' | 'updateMarketplaceProduct' | 'updateMarketplaceProductPrice' | 'updateMarketplaceProductPrices' | 'updateMarketplaceProductStatus' | 'updateMarketplaceProductStatuses' | 'updateMarketplaceProductStock' | 'updateMarketplaceProductStocks' | 'updateMarketplaceTicketStatus' | 'updateMessagingCommunity' | 'updateMessagingConversationTopic' | 'updateMessagingPresenceWebhook' | 'updateMessagingProfile' | 'updateMessagingSpace' | 'updateMessagingSpaceParticipantRole' | 'updateMessagingSpaceTopicTags' | 'updateMessagingWebhook' | 'updateNodeAddon' | 'updatePreprint' | 'updateRegistration' | 'updateResearchComment' | 'updateResearchFile' | 'updateResearchNode' | 'updateResearchNodeContributor' | 'updateResearchUser' | 'updateSchemaResponse' | 'upsertJob' | 'upsertJobCollection' | MutationKeySpecifier)[];
export type MutationFieldPolicy = {
	addCollectedMetadata?: FieldPolicy<any> | FieldReadFunction<any>,
	addDraftRegistrationContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingCommunityParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingConversationLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingConversationModerators?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingConversationParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingRecentSpaceSearch?: FieldPolicy<any> | FieldReadFunction<any>,
	addMessagingSpaceParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	addPreprintContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	addResearchNodeContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	applyYaraRules?: FieldPolicy<any> | FieldReadFunction<any>,
	archiveMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	assignMessagingSpaceLabels?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelMarketplaceShipment?: FieldPolicy<any> | FieldReadFunction<any>,
	cancelMessagingSpaceSearch?: FieldPolicy<any> | FieldReadFunction<any>,
	createAutomotiveSubUserKey?: FieldPolicy<any> | FieldReadFunction<any>,
	createDraftRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	createFileStorageAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	createFileStorageCapacityPool?: FieldPolicy<any> | FieldReadFunction<any>,
	createFileStorageSnapshot?: FieldPolicy<any> | FieldReadFunction<any>,
	createFileStorageVolume?: FieldPolicy<any> | FieldReadFunction<any>,
	createMarketplaceProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	createMarketplaceProducts?: FieldPolicy<any> | FieldReadFunction<any>,
	createMarketplaceTicket?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingCommunity?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingDirectConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingGroupConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingIncomingWebhook?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	createMessagingSpaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	createPreprint?: FieldPolicy<any> | FieldReadFunction<any>,
	createResearchCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	createResearchComment?: FieldPolicy<any> | FieldReadFunction<any>,
	createResearchComponent?: FieldPolicy<any> | FieldReadFunction<any>,
	createResearchNode?: FieldPolicy<any> | FieldReadFunction<any>,
	createSchemaResponse?: FieldPolicy<any> | FieldReadFunction<any>,
	createSchemaResponseAction?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteAllMessagingWebhooks?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteDraftRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteFileStorageAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteFileStorageCapacityPool?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteFileStorageSnapshot?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteFileStorageVolume?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteJob?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteJobCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteMessagingIncomingWebhook?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteMessagingLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteMessagingSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteMessagingSpaceItem?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteResearchCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteResearchComment?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteResearchNode?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteSchemaResponse?: FieldPolicy<any> | FieldReadFunction<any>,
	denyMessagingSpaceAccess?: FieldPolicy<any> | FieldReadFunction<any>,
	disableJobCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	editMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	editMessagingSpaceReply?: FieldPolicy<any> | FieldReadFunction<any>,
	editMessagingSpaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	emulateFile?: FieldPolicy<any> | FieldReadFunction<any>,
	enableJobCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	exchangeMarketplaceShipment?: FieldPolicy<any> | FieldReadFunction<any>,
	favoriteMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	flagMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	flagMessagingSpaceItem?: FieldPolicy<any> | FieldReadFunction<any>,
	forkRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	forkResearchNode?: FieldPolicy<any> | FieldReadFunction<any>,
	generatePartialYaraRules?: FieldPolicy<any> | FieldReadFunction<any>,
	grantMessagingSpaceAccess?: FieldPolicy<any> | FieldReadFunction<any>,
	joinMessagingCommunity?: FieldPolicy<any> | FieldReadFunction<any>,
	joinMessagingSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	leaveMessagingSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	likeMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	likeMessagingSpaceItem?: FieldPolicy<any> | FieldReadFunction<any>,
	linkResearchCollectionNodes?: FieldPolicy<any> | FieldReadFunction<any>,
	linkResearchCollectionRegistrations?: FieldPolicy<any> | FieldReadFunction<any>,
	markMarketplaceShipmentDelivered?: FieldPolicy<any> | FieldReadFunction<any>,
	markMarketplaceShipmentSent?: FieldPolicy<any> | FieldReadFunction<any>,
	markMarketplaceShipmentsDelivered?: FieldPolicy<any> | FieldReadFunction<any>,
	markMarketplaceShipmentsShipped?: FieldPolicy<any> | FieldReadFunction<any>,
	markMessagingSpaceRead?: FieldPolicy<any> | FieldReadFunction<any>,
	moderateMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	patchJob?: FieldPolicy<any> | FieldReadFunction<any>,
	patchJobCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	pinMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	pinMessagingSpaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	postMessagingIncomingWebhookMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	postMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	pullDrivingLicenceCertificate?: FieldPolicy<any> | FieldReadFunction<any>,
	pullVehicleRegistrationCertificate?: FieldPolicy<any> | FieldReadFunction<any>,
	removeCollectedMetadata?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMessagingCommunityParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMessagingConversationLabel?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMessagingConversationModerators?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMessagingConversationParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	removeMessagingSpaceParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	removeResearchNodeContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	replyToMarketplaceTicket?: FieldPolicy<any> | FieldReadFunction<any>,
	replyToMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	replyToMessagingSpaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	requestMessagingSpaceAccess?: FieldPolicy<any> | FieldReadFunction<any>,
	returnMarketplaceShipment?: FieldPolicy<any> | FieldReadFunction<any>,
	revokeAutomotiveSubUserKey?: FieldPolicy<any> | FieldReadFunction<any>,
	runJob?: FieldPolicy<any> | FieldReadFunction<any>,
	setCollectedMetadataSubjects?: FieldPolicy<any> | FieldReadFunction<any>,
	setMessagingPresence?: FieldPolicy<any> | FieldReadFunction<any>,
	setMessagingSpaceWelcomeBox?: FieldPolicy<any> | FieldReadFunction<any>,
	unarchiveMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	unassignMessagingSpaceLabels?: FieldPolicy<any> | FieldReadFunction<any>,
	unfavoriteMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	unflagMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	unflagMessagingSpaceItem?: FieldPolicy<any> | FieldReadFunction<any>,
	unlikeMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	unlikeMessagingSpaceItem?: FieldPolicy<any> | FieldReadFunction<any>,
	unlinkResearchCollectionNodes?: FieldPolicy<any> | FieldReadFunction<any>,
	unlinkResearchCollectionRegistrations?: FieldPolicy<any> | FieldReadFunction<any>,
	unmoderateMessagingConversation?: FieldPolicy<any> | FieldReadFunction<any>,
	unpackFile?: FieldPolicy<any> | FieldReadFunction<any>,
	unpinMessagingMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	unpinMessagingSpaceTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	updateCollectedMetadata?: FieldPolicy<any> | FieldReadFunction<any>,
	updateDraftRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	updateFileStorageAccount?: FieldPolicy<any> | FieldReadFunction<any>,
	updateFileStorageCapacityPool?: FieldPolicy<any> | FieldReadFunction<any>,
	updateFileStorageSnapshot?: FieldPolicy<any> | FieldReadFunction<any>,
	updateFileStorageVolume?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProduct?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductPrice?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductPrices?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductStatuses?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductStock?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceProductStocks?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMarketplaceTicketStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingCommunity?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingConversationTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingPresenceWebhook?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingProfile?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingSpace?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingSpaceParticipantRole?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingSpaceTopicTags?: FieldPolicy<any> | FieldReadFunction<any>,
	updateMessagingWebhook?: FieldPolicy<any> | FieldReadFunction<any>,
	updateNodeAddon?: FieldPolicy<any> | FieldReadFunction<any>,
	updatePreprint?: FieldPolicy<any> | FieldReadFunction<any>,
	updateRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	updateResearchComment?: FieldPolicy<any> | FieldReadFunction<any>,
	updateResearchFile?: FieldPolicy<any> | FieldReadFunction<any>,
	updateResearchNode?: FieldPolicy<any> | FieldReadFunction<any>,
	updateResearchNodeContributor?: FieldPolicy<any> | FieldReadFunction<any>,
	updateResearchUser?: FieldPolicy<any> | FieldReadFunction<any>,
	updateSchemaResponse?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertJob?: FieldPolicy<any> | FieldReadFunction<any>,
	upsertJobCollection?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NodeKeySpecifier = ('id' | NodeKeySpecifier)[];
export type NodeFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NodeAddonKeySpecifier = ('configured' | 'enabled' | 'externalAccountId' | 'folderId' | 'folderPath' | 'folders' | 'htmlUrl' | 'id' | 'label' | 'nodeHasAuth' | 'upstreamId' | 'url' | NodeAddonKeySpecifier)[];
export type NodeAddonFieldPolicy = {
	configured?: FieldPolicy<any> | FieldReadFunction<any>,
	enabled?: FieldPolicy<any> | FieldReadFunction<any>,
	externalAccountId?: FieldPolicy<any> | FieldReadFunction<any>,
	folderId?: FieldPolicy<any> | FieldReadFunction<any>,
	folderPath?: FieldPolicy<any> | FieldReadFunction<any>,
	folders?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	nodeHasAuth?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NodeAddonConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | NodeAddonConnectionKeySpecifier)[];
export type NodeAddonConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NodeAddonEdgeKeySpecifier = ('cursor' | 'node' | NodeAddonEdgeKeySpecifier)[];
export type NodeAddonEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumberFactKeySpecifier = ('fact' | 'number' | NumberFactKeySpecifier)[];
export type NumberFactFieldPolicy = {
	fact?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumberOfTheDayKeySpecifier = ('bases' | 'generalFacts' | 'names' | 'number' | 'numerals' | 'primeFacts' | 'recreational' | NumberOfTheDayKeySpecifier)[];
export type NumberOfTheDayFieldPolicy = {
	bases?: FieldPolicy<any> | FieldReadFunction<any>,
	generalFacts?: FieldPolicy<any> | FieldReadFunction<any>,
	names?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	numerals?: FieldPolicy<any> | FieldReadFunction<any>,
	primeFacts?: FieldPolicy<any> | FieldReadFunction<any>,
	recreational?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumberPropertyKeySpecifier = ('description' | 'display' | 'name' | 'value' | NumberPropertyKeySpecifier)[];
export type NumberPropertyFieldPolicy = {
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	display?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumbersQueryKeySpecifier = ('base' | 'binary' | 'cardinal' | 'chineseNumeral' | 'currency' | 'egyptianNumeral' | 'fact' | 'hex' | 'isCube' | 'isFermatPrime' | 'isFibonacciPrime' | 'isMersennePrime' | 'isPalindrome' | 'isPartitionPrime' | 'isPellPrime' | 'isPerfect' | 'isPrime' | 'isSquare' | 'isTriangle' | 'numberOfTheDay' | 'octal' | 'ordinal' | 'pi' | 'primeFactors' | 'random' | 'romanNumeral' | NumbersQueryKeySpecifier)[];
export type NumbersQueryFieldPolicy = {
	base?: FieldPolicy<any> | FieldReadFunction<any>,
	binary?: FieldPolicy<any> | FieldReadFunction<any>,
	cardinal?: FieldPolicy<any> | FieldReadFunction<any>,
	chineseNumeral?: FieldPolicy<any> | FieldReadFunction<any>,
	currency?: FieldPolicy<any> | FieldReadFunction<any>,
	egyptianNumeral?: FieldPolicy<any> | FieldReadFunction<any>,
	fact?: FieldPolicy<any> | FieldReadFunction<any>,
	hex?: FieldPolicy<any> | FieldReadFunction<any>,
	isCube?: FieldPolicy<any> | FieldReadFunction<any>,
	isFermatPrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isFibonacciPrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isMersennePrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isPalindrome?: FieldPolicy<any> | FieldReadFunction<any>,
	isPartitionPrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isPellPrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isPerfect?: FieldPolicy<any> | FieldReadFunction<any>,
	isPrime?: FieldPolicy<any> | FieldReadFunction<any>,
	isSquare?: FieldPolicy<any> | FieldReadFunction<any>,
	isTriangle?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfTheDay?: FieldPolicy<any> | FieldReadFunction<any>,
	octal?: FieldPolicy<any> | FieldReadFunction<any>,
	ordinal?: FieldPolicy<any> | FieldReadFunction<any>,
	pi?: FieldPolicy<any> | FieldReadFunction<any>,
	primeFactors?: FieldPolicy<any> | FieldReadFunction<any>,
	random?: FieldPolicy<any> | FieldReadFunction<any>,
	romanNumeral?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumeralKeySpecifier = ('number' | 'system' | 'text' | NumeralKeySpecifier)[];
export type NumeralFieldPolicy = {
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	system?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderKeySpecifier = ('approvedAt' | 'billingAddress' | 'createdAt' | 'customer' | 'freight' | 'id' | 'items' | 'orderId' | 'orderMarketplaceId' | 'seller' | 'shipments' | 'shippingAddress' | 'status' | 'statusRaw' | 'totalAmount' | 'totalDiscountAmount' | 'totalItemsAmount' | 'totalShippingAmount' | 'updatedAt' | 'upstreamId' | OrderKeySpecifier)[];
export type OrderFieldPolicy = {
	approvedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	billingAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	customer?: FieldPolicy<any> | FieldReadFunction<any>,
	freight?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	items?: FieldPolicy<any> | FieldReadFunction<any>,
	orderId?: FieldPolicy<any> | FieldReadFunction<any>,
	orderMarketplaceId?: FieldPolicy<any> | FieldReadFunction<any>,
	seller?: FieldPolicy<any> | FieldReadFunction<any>,
	shipments?: FieldPolicy<any> | FieldReadFunction<any>,
	shippingAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	totalAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	totalDiscountAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	totalItemsAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	totalShippingAmount?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderAddressKeySpecifier = ('address' | 'city' | 'complement' | 'countryId' | 'neighbourhood' | 'number' | 'recipientName' | 'reference' | 'state' | 'zipCode' | OrderAddressKeySpecifier)[];
export type OrderAddressFieldPolicy = {
	address?: FieldPolicy<any> | FieldReadFunction<any>,
	city?: FieldPolicy<any> | FieldReadFunction<any>,
	complement?: FieldPolicy<any> | FieldReadFunction<any>,
	countryId?: FieldPolicy<any> | FieldReadFunction<any>,
	neighbourhood?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	recipientName?: FieldPolicy<any> | FieldReadFunction<any>,
	reference?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	zipCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | OrderConnectionKeySpecifier)[];
export type OrderConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderEdgeKeySpecifier = ('cursor' | 'node' | OrderEdgeKeySpecifier)[];
export type OrderEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderGiftWrapKeySpecifier = ('available' | 'giftCard' | 'messageSupport' | 'value' | OrderGiftWrapKeySpecifier)[];
export type OrderGiftWrapFieldPolicy = {
	available?: FieldPolicy<any> | FieldReadFunction<any>,
	giftCard?: FieldPolicy<any> | FieldReadFunction<any>,
	messageSupport?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderItemKeySpecifier = ('freight' | 'giftWrap' | 'name' | 'product' | 'promotions' | 'salePrice' | 'sent' | 'skuSellerId' | 'upstreamId' | OrderItemKeySpecifier)[];
export type OrderItemFieldPolicy = {
	freight?: FieldPolicy<any> | FieldReadFunction<any>,
	giftWrap?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	promotions?: FieldPolicy<any> | FieldReadFunction<any>,
	salePrice?: FieldPolicy<any> | FieldReadFunction<any>,
	sent?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderItemReferenceKeySpecifier = ('product' | 'quantity' | 'skuSellerId' | OrderItemReferenceKeySpecifier)[];
export type OrderItemReferenceFieldPolicy = {
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	quantity?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderShipmentStatusKeySpecifier = ('errors' | 'items' | 'shipmentId' | 'status' | 'trackingUrl' | OrderShipmentStatusKeySpecifier)[];
export type OrderShipmentStatusFieldPolicy = {
	errors?: FieldPolicy<any> | FieldReadFunction<any>,
	items?: FieldPolicy<any> | FieldReadFunction<any>,
	shipmentId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	trackingUrl?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderShipmentStatusConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | OrderShipmentStatusConnectionKeySpecifier)[];
export type OrderShipmentStatusConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OrderShipmentStatusEdgeKeySpecifier = ('cursor' | 'node' | OrderShipmentStatusEdgeKeySpecifier)[];
export type OrderShipmentStatusEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PageInfoKeySpecifier = ('endCursor' | 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | PageInfoKeySpecifier)[];
export type PageInfoFieldPolicy = {
	endCursor?: FieldPolicy<any> | FieldReadFunction<any>,
	hasNextPage?: FieldPolicy<any> | FieldReadFunction<any>,
	hasPreviousPage?: FieldPolicy<any> | FieldReadFunction<any>,
	startCursor?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PartialYaraRuleKeySpecifier = ('meta' | 'name' | 'strings' | 'text' | PartialYaraRuleKeySpecifier)[];
export type PartialYaraRuleFieldPolicy = {
	meta?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	strings?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PartialYaraRuleMetaKeySpecifier = ('createdAt' | 'date' | 'md5' | 'sha256' | 'sha512' | PartialYaraRuleMetaKeySpecifier)[];
export type PartialYaraRuleMetaFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	date?: FieldPolicy<any> | FieldReadFunction<any>,
	md5?: FieldPolicy<any> | FieldReadFunction<any>,
	sha256?: FieldPolicy<any> | FieldReadFunction<any>,
	sha512?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ParticipantImportKeySpecifier = ('endedAt' | 'estimatedDurationMs' | 'fileId' | 'fileName' | 'importedParticipants' | 'plannedParticipants' | 'progress' | 'resultFileId' | 'resultFileName' | 'startedAt' | 'status' | ParticipantImportKeySpecifier)[];
export type ParticipantImportFieldPolicy = {
	endedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	estimatedDurationMs?: FieldPolicy<any> | FieldReadFunction<any>,
	fileId?: FieldPolicy<any> | FieldReadFunction<any>,
	fileName?: FieldPolicy<any> | FieldReadFunction<any>,
	importedParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	plannedParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	progress?: FieldPolicy<any> | FieldReadFunction<any>,
	resultFileId?: FieldPolicy<any> | FieldReadFunction<any>,
	resultFileName?: FieldPolicy<any> | FieldReadFunction<any>,
	startedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ParticipantToAddKeySpecifier = ('department' | 'firstName' | 'isMember' | 'jobTitle' | 'lastName' | 'smallImageUri' | 'tenantId' | 'userId' | ParticipantToAddKeySpecifier)[];
export type ParticipantToAddFieldPolicy = {
	department?: FieldPolicy<any> | FieldReadFunction<any>,
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	isMember?: FieldPolicy<any> | FieldReadFunction<any>,
	jobTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	smallImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	tenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PiDigitsKeySpecifier = ('digits' | 'from' | 'to' | PiDigitsKeySpecifier)[];
export type PiDigitsFieldPolicy = {
	digits?: FieldPolicy<any> | FieldReadFunction<any>,
	from?: FieldPolicy<any> | FieldReadFunction<any>,
	to?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PinnedTopicKeySpecifier = ('conversationId' | 'item' | 'itemId' | 'pinnedAt' | PinnedTopicKeySpecifier)[];
export type PinnedTopicFieldPolicy = {
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	item?: FieldPolicy<any> | FieldReadFunction<any>,
	itemId?: FieldPolicy<any> | FieldReadFunction<any>,
	pinnedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintKeySpecifier = ('bibliographicContributors' | 'citation' | 'contributor' | 'contributors' | 'dateCreated' | 'dateModified' | 'datePublished' | 'dateWithdrawn' | 'description' | 'doi' | 'htmlUrl' | 'id' | 'isPreprintOrphan' | 'isPublished' | 'license' | 'licenseRecord' | 'node' | 'originalPublicationDate' | 'provider' | 'public' | 'reviewsState' | 'reviewsStateRaw' | 'styledCitation' | 'tags' | 'title' | 'upstreamId' | PreprintKeySpecifier)[];
export type PreprintFieldPolicy = {
	bibliographicContributors?: FieldPolicy<any> | FieldReadFunction<any>,
	citation?: FieldPolicy<any> | FieldReadFunction<any>,
	contributor?: FieldPolicy<any> | FieldReadFunction<any>,
	contributors?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	datePublished?: FieldPolicy<any> | FieldReadFunction<any>,
	dateWithdrawn?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	doi?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isPreprintOrphan?: FieldPolicy<any> | FieldReadFunction<any>,
	isPublished?: FieldPolicy<any> | FieldReadFunction<any>,
	license?: FieldPolicy<any> | FieldReadFunction<any>,
	licenseRecord?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>,
	originalPublicationDate?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	public?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewsState?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewsStateRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	styledCitation?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | PreprintConnectionKeySpecifier)[];
export type PreprintConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintEdgeKeySpecifier = ('cursor' | 'node' | PreprintEdgeKeySpecifier)[];
export type PreprintEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintProviderKeySpecifier = ('advisoryBoard' | 'allowSubmissions' | 'description' | 'domain' | 'emailSupport' | 'example' | 'htmlUrl' | 'id' | 'licenses' | 'name' | 'preprintWord' | 'preprints' | 'shareSource' | 'taxonomies' | 'upstreamId' | PreprintProviderKeySpecifier)[];
export type PreprintProviderFieldPolicy = {
	advisoryBoard?: FieldPolicy<any> | FieldReadFunction<any>,
	allowSubmissions?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	domain?: FieldPolicy<any> | FieldReadFunction<any>,
	emailSupport?: FieldPolicy<any> | FieldReadFunction<any>,
	example?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	licenses?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	preprintWord?: FieldPolicy<any> | FieldReadFunction<any>,
	preprints?: FieldPolicy<any> | FieldReadFunction<any>,
	shareSource?: FieldPolicy<any> | FieldReadFunction<any>,
	taxonomies?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintProviderConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | PreprintProviderConnectionKeySpecifier)[];
export type PreprintProviderConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PreprintProviderEdgeKeySpecifier = ('cursor' | 'node' | PreprintProviderEdgeKeySpecifier)[];
export type PreprintProviderEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PresenceKeySpecifier = ('dndUntil' | 'isOptedOut' | 'latitude' | 'locationText' | 'longitude' | 'mobile' | 'poor' | 'state' | 'stateRaw' | 'statusMessage' | 'timeZoneOffset' | 'userId' | PresenceKeySpecifier)[];
export type PresenceFieldPolicy = {
	dndUntil?: FieldPolicy<any> | FieldReadFunction<any>,
	isOptedOut?: FieldPolicy<any> | FieldReadFunction<any>,
	latitude?: FieldPolicy<any> | FieldReadFunction<any>,
	locationText?: FieldPolicy<any> | FieldReadFunction<any>,
	longitude?: FieldPolicy<any> | FieldReadFunction<any>,
	mobile?: FieldPolicy<any> | FieldReadFunction<any>,
	poor?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	stateRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	statusMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	timeZoneOffset?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PriceStatisticsKeySpecifier = ('average' | 'median' | 'modelName' | 'pVariance' | 'stdDev' | PriceStatisticsKeySpecifier)[];
export type PriceStatisticsFieldPolicy = {
	average?: FieldPolicy<any> | FieldReadFunction<any>,
	median?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	pVariance?: FieldPolicy<any> | FieldReadFunction<any>,
	stdDev?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PrimeFactorKeySpecifier = ('factor' | 'times' | PrimeFactorKeySpecifier)[];
export type PrimeFactorFieldPolicy = {
	factor?: FieldPolicy<any> | FieldReadFunction<any>,
	times?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductKeySpecifier = ('attributes' | 'brand' | 'categories' | 'description' | 'dimensions' | 'errors' | 'giftWrap' | 'gtin' | 'id' | 'images' | 'price' | 'productGroupId' | 'skuSellerId' | 'status' | 'statusRaw' | 'stock' | 'title' | 'upstreamId' | 'videos' | ProductKeySpecifier)[];
export type ProductFieldPolicy = {
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	categories?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	dimensions?: FieldPolicy<any> | FieldReadFunction<any>,
	errors?: FieldPolicy<any> | FieldReadFunction<any>,
	giftWrap?: FieldPolicy<any> | FieldReadFunction<any>,
	gtin?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	images?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	productGroupId?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	stock?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	videos?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductAttributeKeySpecifier = ('name' | 'value' | ProductAttributeKeySpecifier)[];
export type ProductAttributeFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ProductConnectionKeySpecifier)[];
export type ProductConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductDimensionsKeySpecifier = ('height' | 'length' | 'weight' | 'width' | ProductDimensionsKeySpecifier)[];
export type ProductDimensionsFieldPolicy = {
	height?: FieldPolicy<any> | FieldReadFunction<any>,
	length?: FieldPolicy<any> | FieldReadFunction<any>,
	weight?: FieldPolicy<any> | FieldReadFunction<any>,
	width?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductEdgeKeySpecifier = ('cursor' | 'node' | ProductEdgeKeySpecifier)[];
export type ProductEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductGiftWrapKeySpecifier = ('available' | 'messageSupport' | 'value' | ProductGiftWrapKeySpecifier)[];
export type ProductGiftWrapFieldPolicy = {
	available?: FieldPolicy<any> | FieldReadFunction<any>,
	messageSupport?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductImageKeySpecifier = ('main' | 'type' | 'url' | ProductImageKeySpecifier)[];
export type ProductImageFieldPolicy = {
	main?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductListingKeySpecifier = ('skuSellerId' | 'url' | ProductListingKeySpecifier)[];
export type ProductListingFieldPolicy = {
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductPriceKeySpecifier = ('default' | 'offer' | ProductPriceKeySpecifier)[];
export type ProductPriceFieldPolicy = {
	default?: FieldPolicy<any> | FieldReadFunction<any>,
	offer?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductStatusKeySpecifier = ('errors' | 'price' | 'product' | 'skuSellerId' | 'status' | 'statusRaw' | 'stock' | ProductStatusKeySpecifier)[];
export type ProductStatusFieldPolicy = {
	errors?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	product?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	stock?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductStatusConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ProductStatusConnectionKeySpecifier)[];
export type ProductStatusConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ProductStatusEdgeKeySpecifier = ('cursor' | 'node' | ProductStatusEdgeKeySpecifier)[];
export type ProductStatusEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PromotionKeySpecifier = ('amount' | 'name' | 'type' | 'upstreamId' | PromotionKeySpecifier)[];
export type PromotionFieldPolicy = {
	amount?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QueryKeySpecifier = ('automotive' | 'content' | 'fileStorage' | 'marketplace' | 'messaging' | 'node' | 'nodes' | 'numbers' | 'research' | 'scheduler' | QueryKeySpecifier)[];
export type QueryFieldPolicy = {
	automotive?: FieldPolicy<any> | FieldReadFunction<any>,
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	fileStorage?: FieldPolicy<any> | FieldReadFunction<any>,
	marketplace?: FieldPolicy<any> | FieldReadFunction<any>,
	messaging?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	numbers?: FieldPolicy<any> | FieldReadFunction<any>,
	research?: FieldPolicy<any> | FieldReadFunction<any>,
	scheduler?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RandomNumbersKeySpecifier = ('max' | 'min' | 'numbers' | 'requested' | 'returned' | RandomNumbersKeySpecifier)[];
export type RandomNumbersFieldPolicy = {
	max?: FieldPolicy<any> | FieldReadFunction<any>,
	min?: FieldPolicy<any> | FieldReadFunction<any>,
	numbers?: FieldPolicy<any> | FieldReadFunction<any>,
	requested?: FieldPolicy<any> | FieldReadFunction<any>,
	returned?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RecallKeySpecifier = ('campaignNumber' | 'component' | 'consequence' | 'manufacturer' | 'remedy' | 'reportReceivedDate' | 'summary' | RecallKeySpecifier)[];
export type RecallFieldPolicy = {
	campaignNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	component?: FieldPolicy<any> | FieldReadFunction<any>,
	consequence?: FieldPolicy<any> | FieldReadFunction<any>,
	manufacturer?: FieldPolicy<any> | FieldReadFunction<any>,
	remedy?: FieldPolicy<any> | FieldReadFunction<any>,
	reportReceivedDate?: FieldPolicy<any> | FieldReadFunction<any>,
	summary?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegisteredVehicleKeySpecifier = ('chassisNumber' | 'color' | 'cubicCapacity' | 'cylinders' | 'engineNumber' | 'fitnessValidUntil' | 'fuel' | 'make' | 'manufactured' | 'model' | 'seatingCapacity' | 'sleeperCapacity' | 'standingCapacity' | 'unladenWeight' | 'vehicleClass' | 'wheelbase' | RegisteredVehicleKeySpecifier)[];
export type RegisteredVehicleFieldPolicy = {
	chassisNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	color?: FieldPolicy<any> | FieldReadFunction<any>,
	cubicCapacity?: FieldPolicy<any> | FieldReadFunction<any>,
	cylinders?: FieldPolicy<any> | FieldReadFunction<any>,
	engineNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	fitnessValidUntil?: FieldPolicy<any> | FieldReadFunction<any>,
	fuel?: FieldPolicy<any> | FieldReadFunction<any>,
	make?: FieldPolicy<any> | FieldReadFunction<any>,
	manufactured?: FieldPolicy<any> | FieldReadFunction<any>,
	model?: FieldPolicy<any> | FieldReadFunction<any>,
	seatingCapacity?: FieldPolicy<any> | FieldReadFunction<any>,
	sleeperCapacity?: FieldPolicy<any> | FieldReadFunction<any>,
	standingCapacity?: FieldPolicy<any> | FieldReadFunction<any>,
	unladenWeight?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicleClass?: FieldPolicy<any> | FieldReadFunction<any>,
	wheelbase?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationKeySpecifier = ('category' | 'categoryRaw' | 'children' | 'citation' | 'citations' | 'collection' | 'comments' | 'contributor' | 'contributors' | 'currentUserPermissions' | 'customCitation' | 'dateCreated' | 'dateModified' | 'dateRegistered' | 'description' | 'embargoEndDate' | 'files' | 'fork' | 'forks' | 'htmlUrl' | 'id' | 'identifiers' | 'institutions' | 'license' | 'linkedNodes' | 'logs' | 'parent' | 'pendingEmbargoApproval' | 'pendingRegistrationApproval' | 'pendingWithdrawal' | 'preprint' | 'public' | 'registeredBy' | 'registeredFrom' | 'registeredMeta' | 'registration' | 'registrationSchema' | 'registrationSupplement' | 'root' | 'storedFile' | 'storedFiles' | 'tags' | 'title' | 'upstreamId' | 'viewOnlyLink' | 'viewOnlyLinks' | 'wikis' | 'withdrawalJustification' | 'withdrawn' | RegistrationKeySpecifier)[];
export type RegistrationFieldPolicy = {
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	categoryRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	children?: FieldPolicy<any> | FieldReadFunction<any>,
	citation?: FieldPolicy<any> | FieldReadFunction<any>,
	citations?: FieldPolicy<any> | FieldReadFunction<any>,
	collection?: FieldPolicy<any> | FieldReadFunction<any>,
	comments?: FieldPolicy<any> | FieldReadFunction<any>,
	contributor?: FieldPolicy<any> | FieldReadFunction<any>,
	contributors?: FieldPolicy<any> | FieldReadFunction<any>,
	currentUserPermissions?: FieldPolicy<any> | FieldReadFunction<any>,
	customCitation?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	dateRegistered?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	embargoEndDate?: FieldPolicy<any> | FieldReadFunction<any>,
	files?: FieldPolicy<any> | FieldReadFunction<any>,
	fork?: FieldPolicy<any> | FieldReadFunction<any>,
	forks?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	identifiers?: FieldPolicy<any> | FieldReadFunction<any>,
	institutions?: FieldPolicy<any> | FieldReadFunction<any>,
	license?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedNodes?: FieldPolicy<any> | FieldReadFunction<any>,
	logs?: FieldPolicy<any> | FieldReadFunction<any>,
	parent?: FieldPolicy<any> | FieldReadFunction<any>,
	pendingEmbargoApproval?: FieldPolicy<any> | FieldReadFunction<any>,
	pendingRegistrationApproval?: FieldPolicy<any> | FieldReadFunction<any>,
	pendingWithdrawal?: FieldPolicy<any> | FieldReadFunction<any>,
	preprint?: FieldPolicy<any> | FieldReadFunction<any>,
	public?: FieldPolicy<any> | FieldReadFunction<any>,
	registeredBy?: FieldPolicy<any> | FieldReadFunction<any>,
	registeredFrom?: FieldPolicy<any> | FieldReadFunction<any>,
	registeredMeta?: FieldPolicy<any> | FieldReadFunction<any>,
	registration?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSchema?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSupplement?: FieldPolicy<any> | FieldReadFunction<any>,
	root?: FieldPolicy<any> | FieldReadFunction<any>,
	storedFile?: FieldPolicy<any> | FieldReadFunction<any>,
	storedFiles?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	viewOnlyLink?: FieldPolicy<any> | FieldReadFunction<any>,
	viewOnlyLinks?: FieldPolicy<any> | FieldReadFunction<any>,
	wikis?: FieldPolicy<any> | FieldReadFunction<any>,
	withdrawalJustification?: FieldPolicy<any> | FieldReadFunction<any>,
	withdrawn?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | RegistrationConnectionKeySpecifier)[];
export type RegistrationConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationEdgeKeySpecifier = ('cursor' | 'node' | RegistrationEdgeKeySpecifier)[];
export type RegistrationEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationSchemaKeySpecifier = ('active' | 'description' | 'htmlUrl' | 'id' | 'name' | 'schemaVersion' | 'upstreamId' | RegistrationSchemaKeySpecifier)[];
export type RegistrationSchemaFieldPolicy = {
	active?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaVersion?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationSchemaConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | RegistrationSchemaConnectionKeySpecifier)[];
export type RegistrationSchemaConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegistrationSchemaEdgeKeySpecifier = ('cursor' | 'node' | RegistrationSchemaEdgeKeySpecifier)[];
export type RegistrationSchemaEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchActionKeySpecifier = ('comment' | 'creator' | 'dateCreated' | 'dateModified' | 'fromState' | 'htmlUrl' | 'id' | 'provider' | 'target' | 'toState' | 'trigger' | 'triggerRaw' | 'upstreamId' | ResearchActionKeySpecifier)[];
export type ResearchActionFieldPolicy = {
	comment?: FieldPolicy<any> | FieldReadFunction<any>,
	creator?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	fromState?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	target?: FieldPolicy<any> | FieldReadFunction<any>,
	toState?: FieldPolicy<any> | FieldReadFunction<any>,
	trigger?: FieldPolicy<any> | FieldReadFunction<any>,
	triggerRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchActionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchActionConnectionKeySpecifier)[];
export type ResearchActionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchActionEdgeKeySpecifier = ('cursor' | 'node' | ResearchActionEdgeKeySpecifier)[];
export type ResearchActionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCollectionKeySpecifier = ('bookmarks' | 'collectedMetadata' | 'collectedMetadataFor' | 'collectedTypeChoices' | 'dateCreated' | 'dateModified' | 'htmlUrl' | 'id' | 'isPromoted' | 'isPublic' | 'linkedNodeIds' | 'linkedNodes' | 'linkedPreprints' | 'linkedRegistrationIds' | 'linkedRegistrations' | 'statusChoices' | 'title' | 'upstreamId' | ResearchCollectionKeySpecifier)[];
export type ResearchCollectionFieldPolicy = {
	bookmarks?: FieldPolicy<any> | FieldReadFunction<any>,
	collectedMetadata?: FieldPolicy<any> | FieldReadFunction<any>,
	collectedMetadataFor?: FieldPolicy<any> | FieldReadFunction<any>,
	collectedTypeChoices?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isPromoted?: FieldPolicy<any> | FieldReadFunction<any>,
	isPublic?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedNodeIds?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedNodes?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedPreprints?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedRegistrationIds?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedRegistrations?: FieldPolicy<any> | FieldReadFunction<any>,
	statusChoices?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCollectionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchCollectionConnectionKeySpecifier)[];
export type ResearchCollectionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCollectionEdgeKeySpecifier = ('cursor' | 'node' | ResearchCollectionEdgeKeySpecifier)[];
export type ResearchCollectionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCommentKeySpecifier = ('canEdit' | 'content' | 'dateCreated' | 'dateModified' | 'deleted' | 'hasChildren' | 'htmlUrl' | 'id' | 'isAbuse' | 'modified' | 'page' | 'upstreamId' | 'user' | ResearchCommentKeySpecifier)[];
export type ResearchCommentFieldPolicy = {
	canEdit?: FieldPolicy<any> | FieldReadFunction<any>,
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	deleted?: FieldPolicy<any> | FieldReadFunction<any>,
	hasChildren?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isAbuse?: FieldPolicy<any> | FieldReadFunction<any>,
	modified?: FieldPolicy<any> | FieldReadFunction<any>,
	page?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCommentConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchCommentConnectionKeySpecifier)[];
export type ResearchCommentConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchCommentEdgeKeySpecifier = ('cursor' | 'node' | ResearchCommentEdgeKeySpecifier)[];
export type ResearchCommentEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchDeletionKeySpecifier = ('deletedId' | 'upstreamId' | ResearchDeletionKeySpecifier)[];
export type ResearchDeletionFieldPolicy = {
	deletedId?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileKeySpecifier = ('currentVersion' | 'dateCreated' | 'dateModified' | 'extra' | 'htmlUrl' | 'id' | 'kind' | 'materializedPath' | 'name' | 'path' | 'provider' | 'size' | 'tags' | 'upstreamId' | 'version' | 'versions' | ResearchFileKeySpecifier)[];
export type ResearchFileFieldPolicy = {
	currentVersion?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	extra?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	kind?: FieldPolicy<any> | FieldReadFunction<any>,
	materializedPath?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	path?: FieldPolicy<any> | FieldReadFunction<any>,
	provider?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>,
	versions?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchFileConnectionKeySpecifier)[];
export type ResearchFileConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileEdgeKeySpecifier = ('cursor' | 'node' | ResearchFileEdgeKeySpecifier)[];
export type ResearchFileEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileExtraKeySpecifier = ('downloads' | 'hashes' | ResearchFileExtraKeySpecifier)[];
export type ResearchFileExtraFieldPolicy = {
	downloads?: FieldPolicy<any> | FieldReadFunction<any>,
	hashes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileHashesKeySpecifier = ('md5' | 'sha256' | ResearchFileHashesKeySpecifier)[];
export type ResearchFileHashesFieldPolicy = {
	md5?: FieldPolicy<any> | FieldReadFunction<any>,
	sha256?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileVersionKeySpecifier = ('contentType' | 'dateCreated' | 'htmlUrl' | 'id' | 'name' | 'size' | 'upstreamId' | ResearchFileVersionKeySpecifier)[];
export type ResearchFileVersionFieldPolicy = {
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileVersionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchFileVersionConnectionKeySpecifier)[];
export type ResearchFileVersionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchFileVersionEdgeKeySpecifier = ('cursor' | 'node' | ResearchFileVersionEdgeKeySpecifier)[];
export type ResearchFileVersionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchIdentifierKeySpecifier = ('category' | 'htmlUrl' | 'upstreamId' | 'value' | ResearchIdentifierKeySpecifier)[];
export type ResearchIdentifierFieldPolicy = {
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchIdentifierConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchIdentifierConnectionKeySpecifier)[];
export type ResearchIdentifierConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchIdentifierEdgeKeySpecifier = ('cursor' | 'node' | ResearchIdentifierEdgeKeySpecifier)[];
export type ResearchIdentifierEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchLogKeySpecifier = ('action' | 'date' | 'htmlUrl' | 'id' | 'node' | 'params' | 'upstreamId' | 'user' | ResearchLogKeySpecifier)[];
export type ResearchLogFieldPolicy = {
	action?: FieldPolicy<any> | FieldReadFunction<any>,
	date?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>,
	params?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchLogConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchLogConnectionKeySpecifier)[];
export type ResearchLogConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchLogEdgeKeySpecifier = ('cursor' | 'node' | ResearchLogEdgeKeySpecifier)[];
export type ResearchLogEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchNodeKeySpecifier = ('addon' | 'addons' | 'category' | 'categoryRaw' | 'children' | 'citation' | 'collection' | 'comments' | 'contributor' | 'contributors' | 'currentUserPermissions' | 'customCitation' | 'dateCreated' | 'dateModified' | 'description' | 'draftRegistration' | 'draftRegistrations' | 'fileProvider' | 'files' | 'fork' | 'forks' | 'htmlUrl' | 'id' | 'identifiers' | 'institutions' | 'license' | 'linkedNodes' | 'logs' | 'parent' | 'preprint' | 'preprints' | 'public' | 'registration' | 'registrations' | 'root' | 'storedFile' | 'storedFiles' | 'styledCitation' | 'tags' | 'title' | 'upstreamId' | 'viewOnlyLink' | 'viewOnlyLinks' | 'wikis' | ResearchNodeKeySpecifier)[];
export type ResearchNodeFieldPolicy = {
	addon?: FieldPolicy<any> | FieldReadFunction<any>,
	addons?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	categoryRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	children?: FieldPolicy<any> | FieldReadFunction<any>,
	citation?: FieldPolicy<any> | FieldReadFunction<any>,
	collection?: FieldPolicy<any> | FieldReadFunction<any>,
	comments?: FieldPolicy<any> | FieldReadFunction<any>,
	contributor?: FieldPolicy<any> | FieldReadFunction<any>,
	contributors?: FieldPolicy<any> | FieldReadFunction<any>,
	currentUserPermissions?: FieldPolicy<any> | FieldReadFunction<any>,
	customCitation?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	draftRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	draftRegistrations?: FieldPolicy<any> | FieldReadFunction<any>,
	fileProvider?: FieldPolicy<any> | FieldReadFunction<any>,
	files?: FieldPolicy<any> | FieldReadFunction<any>,
	fork?: FieldPolicy<any> | FieldReadFunction<any>,
	forks?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	identifiers?: FieldPolicy<any> | FieldReadFunction<any>,
	institutions?: FieldPolicy<any> | FieldReadFunction<any>,
	license?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedNodes?: FieldPolicy<any> | FieldReadFunction<any>,
	logs?: FieldPolicy<any> | FieldReadFunction<any>,
	parent?: FieldPolicy<any> | FieldReadFunction<any>,
	preprint?: FieldPolicy<any> | FieldReadFunction<any>,
	preprints?: FieldPolicy<any> | FieldReadFunction<any>,
	public?: FieldPolicy<any> | FieldReadFunction<any>,
	registration?: FieldPolicy<any> | FieldReadFunction<any>,
	registrations?: FieldPolicy<any> | FieldReadFunction<any>,
	root?: FieldPolicy<any> | FieldReadFunction<any>,
	storedFile?: FieldPolicy<any> | FieldReadFunction<any>,
	storedFiles?: FieldPolicy<any> | FieldReadFunction<any>,
	styledCitation?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	viewOnlyLink?: FieldPolicy<any> | FieldReadFunction<any>,
	viewOnlyLinks?: FieldPolicy<any> | FieldReadFunction<any>,
	wikis?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchNodeConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchNodeConnectionKeySpecifier)[];
export type ResearchNodeConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchNodeEdgeKeySpecifier = ('cursor' | 'node' | ResearchNodeEdgeKeySpecifier)[];
export type ResearchNodeEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchQueryKeySpecifier = ('action' | 'actions' | 'addon' | 'addons' | 'citationStyle' | 'citationStyles' | 'collection' | 'collections' | 'comment' | 'draftRegistration' | 'draftRegistrations' | 'file' | 'institution' | 'institutions' | 'license' | 'licenses' | 'log' | 'node' | 'nodes' | 'preprint' | 'preprintProvider' | 'preprintProviders' | 'preprints' | 'registration' | 'registrationSchema' | 'registrationSchemas' | 'registrations' | 'root' | 'schemaResponse' | 'schemaResponses' | 'taxonomies' | 'taxonomy' | 'user' | 'users' | 'viewOnlyLink' | 'wiki' | ResearchQueryKeySpecifier)[];
export type ResearchQueryFieldPolicy = {
	action?: FieldPolicy<any> | FieldReadFunction<any>,
	actions?: FieldPolicy<any> | FieldReadFunction<any>,
	addon?: FieldPolicy<any> | FieldReadFunction<any>,
	addons?: FieldPolicy<any> | FieldReadFunction<any>,
	citationStyle?: FieldPolicy<any> | FieldReadFunction<any>,
	citationStyles?: FieldPolicy<any> | FieldReadFunction<any>,
	collection?: FieldPolicy<any> | FieldReadFunction<any>,
	collections?: FieldPolicy<any> | FieldReadFunction<any>,
	comment?: FieldPolicy<any> | FieldReadFunction<any>,
	draftRegistration?: FieldPolicy<any> | FieldReadFunction<any>,
	draftRegistrations?: FieldPolicy<any> | FieldReadFunction<any>,
	file?: FieldPolicy<any> | FieldReadFunction<any>,
	institution?: FieldPolicy<any> | FieldReadFunction<any>,
	institutions?: FieldPolicy<any> | FieldReadFunction<any>,
	license?: FieldPolicy<any> | FieldReadFunction<any>,
	licenses?: FieldPolicy<any> | FieldReadFunction<any>,
	log?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	preprint?: FieldPolicy<any> | FieldReadFunction<any>,
	preprintProvider?: FieldPolicy<any> | FieldReadFunction<any>,
	preprintProviders?: FieldPolicy<any> | FieldReadFunction<any>,
	preprints?: FieldPolicy<any> | FieldReadFunction<any>,
	registration?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSchema?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSchemas?: FieldPolicy<any> | FieldReadFunction<any>,
	registrations?: FieldPolicy<any> | FieldReadFunction<any>,
	root?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaResponse?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaResponses?: FieldPolicy<any> | FieldReadFunction<any>,
	taxonomies?: FieldPolicy<any> | FieldReadFunction<any>,
	taxonomy?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>,
	viewOnlyLink?: FieldPolicy<any> | FieldReadFunction<any>,
	wiki?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchRootKeySpecifier = ('currentUser' | 'message' | 'version' | ResearchRootKeySpecifier)[];
export type ResearchRootFieldPolicy = {
	currentUser?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserKeySpecifier = ('active' | 'addon' | 'addons' | 'dateRegistered' | 'education' | 'employment' | 'familyName' | 'fullName' | 'givenName' | 'htmlUrl' | 'id' | 'institutions' | 'locale' | 'middleNames' | 'nodes' | 'preprints' | 'registrations' | 'social' | 'suffix' | 'timezone' | 'upstreamId' | ResearchUserKeySpecifier)[];
export type ResearchUserFieldPolicy = {
	active?: FieldPolicy<any> | FieldReadFunction<any>,
	addon?: FieldPolicy<any> | FieldReadFunction<any>,
	addons?: FieldPolicy<any> | FieldReadFunction<any>,
	dateRegistered?: FieldPolicy<any> | FieldReadFunction<any>,
	education?: FieldPolicy<any> | FieldReadFunction<any>,
	employment?: FieldPolicy<any> | FieldReadFunction<any>,
	familyName?: FieldPolicy<any> | FieldReadFunction<any>,
	fullName?: FieldPolicy<any> | FieldReadFunction<any>,
	givenName?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	institutions?: FieldPolicy<any> | FieldReadFunction<any>,
	locale?: FieldPolicy<any> | FieldReadFunction<any>,
	middleNames?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	preprints?: FieldPolicy<any> | FieldReadFunction<any>,
	registrations?: FieldPolicy<any> | FieldReadFunction<any>,
	social?: FieldPolicy<any> | FieldReadFunction<any>,
	suffix?: FieldPolicy<any> | FieldReadFunction<any>,
	timezone?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ResearchUserConnectionKeySpecifier)[];
export type ResearchUserConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserEdgeKeySpecifier = ('cursor' | 'node' | ResearchUserEdgeKeySpecifier)[];
export type ResearchUserEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserEducationKeySpecifier = ('degree' | 'department' | 'endMonth' | 'endYear' | 'institution' | 'ongoing' | 'startMonth' | 'startYear' | ResearchUserEducationKeySpecifier)[];
export type ResearchUserEducationFieldPolicy = {
	degree?: FieldPolicy<any> | FieldReadFunction<any>,
	department?: FieldPolicy<any> | FieldReadFunction<any>,
	endMonth?: FieldPolicy<any> | FieldReadFunction<any>,
	endYear?: FieldPolicy<any> | FieldReadFunction<any>,
	institution?: FieldPolicy<any> | FieldReadFunction<any>,
	ongoing?: FieldPolicy<any> | FieldReadFunction<any>,
	startMonth?: FieldPolicy<any> | FieldReadFunction<any>,
	startYear?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserEmploymentKeySpecifier = ('department' | 'endMonth' | 'endYear' | 'institution' | 'ongoing' | 'startMonth' | 'startYear' | 'title' | ResearchUserEmploymentKeySpecifier)[];
export type ResearchUserEmploymentFieldPolicy = {
	department?: FieldPolicy<any> | FieldReadFunction<any>,
	endMonth?: FieldPolicy<any> | FieldReadFunction<any>,
	endYear?: FieldPolicy<any> | FieldReadFunction<any>,
	institution?: FieldPolicy<any> | FieldReadFunction<any>,
	ongoing?: FieldPolicy<any> | FieldReadFunction<any>,
	startMonth?: FieldPolicy<any> | FieldReadFunction<any>,
	startYear?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ResearchUserSocialKeySpecifier = ('academiaInstitution' | 'academiaProfileId' | 'baiduScholar' | 'github' | 'impactStory' | 'linkedIn' | 'orcid' | 'profileWebsites' | 'researchGate' | 'researcherId' | 'scholar' | 'ssrn' | 'twitter' | ResearchUserSocialKeySpecifier)[];
export type ResearchUserSocialFieldPolicy = {
	academiaInstitution?: FieldPolicy<any> | FieldReadFunction<any>,
	academiaProfileId?: FieldPolicy<any> | FieldReadFunction<any>,
	baiduScholar?: FieldPolicy<any> | FieldReadFunction<any>,
	github?: FieldPolicy<any> | FieldReadFunction<any>,
	impactStory?: FieldPolicy<any> | FieldReadFunction<any>,
	linkedIn?: FieldPolicy<any> | FieldReadFunction<any>,
	orcid?: FieldPolicy<any> | FieldReadFunction<any>,
	profileWebsites?: FieldPolicy<any> | FieldReadFunction<any>,
	researchGate?: FieldPolicy<any> | FieldReadFunction<any>,
	researcherId?: FieldPolicy<any> | FieldReadFunction<any>,
	scholar?: FieldPolicy<any> | FieldReadFunction<any>,
	ssrn?: FieldPolicy<any> | FieldReadFunction<any>,
	twitter?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RetryPolicyKeySpecifier = ('retryCount' | 'retryInterval' | 'retryType' | 'retryTypeRaw' | RetryPolicyKeySpecifier)[];
export type RetryPolicyFieldPolicy = {
	retryCount?: FieldPolicy<any> | FieldReadFunction<any>,
	retryInterval?: FieldPolicy<any> | FieldReadFunction<any>,
	retryType?: FieldPolicy<any> | FieldReadFunction<any>,
	retryTypeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RtcItemKeySpecifier = ('durationSeconds' | 'maxNumberOfAttendees' | 'missed' | 'movedConversationId' | 'movedDirection' | 'participants' | 'type' | RtcItemKeySpecifier)[];
export type RtcItemFieldPolicy = {
	durationSeconds?: FieldPolicy<any> | FieldReadFunction<any>,
	maxNumberOfAttendees?: FieldPolicy<any> | FieldReadFunction<any>,
	missed?: FieldPolicy<any> | FieldReadFunction<any>,
	movedConversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	movedDirection?: FieldPolicy<any> | FieldReadFunction<any>,
	participants?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RtcParticipantKeySpecifier = ('displayName' | 'fullyQualifiedNumber' | 'phoneNumber' | 'type' | 'user' | 'userId' | RtcParticipantKeySpecifier)[];
export type RtcParticipantFieldPolicy = {
	displayName?: FieldPolicy<any> | FieldReadFunction<any>,
	fullyQualifiedNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	phoneNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RtcSessionKeySpecifier = ('conversation' | 'conversationId' | 'mediaTypes' | 'participants' | 'startedAt' | 'upstreamId' | RtcSessionKeySpecifier)[];
export type RtcSessionFieldPolicy = {
	conversation?: FieldPolicy<any> | FieldReadFunction<any>,
	conversationId?: FieldPolicy<any> | FieldReadFunction<any>,
	mediaTypes?: FieldPolicy<any> | FieldReadFunction<any>,
	participants?: FieldPolicy<any> | FieldReadFunction<any>,
	startedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SalePriceBucketKeySpecifier = ('bucket' | 'modelName' | 'percentOfMarket' | SalePriceBucketKeySpecifier)[];
export type SalePriceBucketFieldPolicy = {
	bucket?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	percentOfMarket?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ScheduledActionKeySpecifier = ('queueMessage' | 'request' | 'retryPolicy' | 'serviceBusQueueMessage' | 'serviceBusTopicMessage' | 'type' | 'typeRaw' | ScheduledActionKeySpecifier)[];
export type ScheduledActionFieldPolicy = {
	queueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	request?: FieldPolicy<any> | FieldReadFunction<any>,
	retryPolicy?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusQueueMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceBusTopicMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchedulerQueryKeySpecifier = ('job' | 'jobCollection' | 'jobCollections' | 'jobHistory' | 'jobs' | SchedulerQueryKeySpecifier)[];
export type SchedulerQueryFieldPolicy = {
	job?: FieldPolicy<any> | FieldReadFunction<any>,
	jobCollection?: FieldPolicy<any> | FieldReadFunction<any>,
	jobCollections?: FieldPolicy<any> | FieldReadFunction<any>,
	jobHistory?: FieldPolicy<any> | FieldReadFunction<any>,
	jobs?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaBlockKeySpecifier = ('blockType' | 'displayText' | 'exampleText' | 'helpText' | 'htmlUrl' | 'id' | 'index' | 'registrationResponseKey' | 'required' | 'schemaBlockGroupKey' | 'upstreamId' | SchemaBlockKeySpecifier)[];
export type SchemaBlockFieldPolicy = {
	blockType?: FieldPolicy<any> | FieldReadFunction<any>,
	displayText?: FieldPolicy<any> | FieldReadFunction<any>,
	exampleText?: FieldPolicy<any> | FieldReadFunction<any>,
	helpText?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationResponseKey?: FieldPolicy<any> | FieldReadFunction<any>,
	required?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaBlockGroupKey?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaBlockConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | SchemaBlockConnectionKeySpecifier)[];
export type SchemaBlockConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaBlockEdgeKeySpecifier = ('cursor' | 'node' | SchemaBlockEdgeKeySpecifier)[];
export type SchemaBlockEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseKeySpecifier = ('action' | 'actions' | 'dateCreated' | 'dateModified' | 'dateSubmitted' | 'htmlUrl' | 'id' | 'isOriginalResponse' | 'isPendingCurrentUserApproval' | 'registration' | 'registrationSchema' | 'reviewsState' | 'revisionJustification' | 'revisionResponses' | 'schemaBlock' | 'schemaBlocks' | 'updatedResponseKeys' | 'upstreamId' | SchemaResponseKeySpecifier)[];
export type SchemaResponseFieldPolicy = {
	action?: FieldPolicy<any> | FieldReadFunction<any>,
	actions?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	dateSubmitted?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	isOriginalResponse?: FieldPolicy<any> | FieldReadFunction<any>,
	isPendingCurrentUserApproval?: FieldPolicy<any> | FieldReadFunction<any>,
	registration?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationSchema?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewsState?: FieldPolicy<any> | FieldReadFunction<any>,
	revisionJustification?: FieldPolicy<any> | FieldReadFunction<any>,
	revisionResponses?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaBlock?: FieldPolicy<any> | FieldReadFunction<any>,
	schemaBlocks?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedResponseKeys?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseActionKeySpecifier = ('auto' | 'comment' | 'dateCreated' | 'fromState' | 'htmlUrl' | 'id' | 'toState' | 'trigger' | 'upstreamId' | 'visible' | SchemaResponseActionKeySpecifier)[];
export type SchemaResponseActionFieldPolicy = {
	auto?: FieldPolicy<any> | FieldReadFunction<any>,
	comment?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	fromState?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	toState?: FieldPolicy<any> | FieldReadFunction<any>,
	trigger?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	visible?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseActionConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | SchemaResponseActionConnectionKeySpecifier)[];
export type SchemaResponseActionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseActionEdgeKeySpecifier = ('cursor' | 'node' | SchemaResponseActionEdgeKeySpecifier)[];
export type SchemaResponseActionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | SchemaResponseConnectionKeySpecifier)[];
export type SchemaResponseConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SchemaResponseEdgeKeySpecifier = ('cursor' | 'node' | SchemaResponseEdgeKeySpecifier)[];
export type SchemaResponseEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SellerKeySpecifier = ('name' | 'upstreamId' | SellerKeySpecifier)[];
export type SellerFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SellerItemKeySpecifier = ('active' | 'attributes' | 'brand' | 'dimensions' | 'giftWrap' | 'gtin' | 'images' | 'prices' | 'productHref' | 'productId' | 'skuSellerId' | 'stocks' | 'title' | 'urls' | SellerItemKeySpecifier)[];
export type SellerItemFieldPolicy = {
	active?: FieldPolicy<any> | FieldReadFunction<any>,
	attributes?: FieldPolicy<any> | FieldReadFunction<any>,
	brand?: FieldPolicy<any> | FieldReadFunction<any>,
	dimensions?: FieldPolicy<any> | FieldReadFunction<any>,
	giftWrap?: FieldPolicy<any> | FieldReadFunction<any>,
	gtin?: FieldPolicy<any> | FieldReadFunction<any>,
	images?: FieldPolicy<any> | FieldReadFunction<any>,
	prices?: FieldPolicy<any> | FieldReadFunction<any>,
	productHref?: FieldPolicy<any> | FieldReadFunction<any>,
	productId?: FieldPolicy<any> | FieldReadFunction<any>,
	skuSellerId?: FieldPolicy<any> | FieldReadFunction<any>,
	stocks?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	urls?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SellerItemConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | SellerItemConnectionKeySpecifier)[];
export type SellerItemConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SellerItemEdgeKeySpecifier = ('cursor' | 'node' | SellerItemEdgeKeySpecifier)[];
export type SellerItemEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ServiceBusAuthenticationKeySpecifier = ('sasKeyName' | 'type' | 'typeRaw' | ServiceBusAuthenticationKeySpecifier)[];
export type ServiceBusAuthenticationFieldPolicy = {
	sasKeyName?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ServiceBusBrokeredMessagePropertiesKeySpecifier = ('contentType' | 'correlationId' | 'forcePersistence' | 'label' | 'messageId' | 'partitionKey' | 'replyTo' | 'replyToSessionId' | 'scheduledEnqueueTimeUtc' | 'sessionId' | 'timeToLive' | 'to' | 'viaPartitionKey' | ServiceBusBrokeredMessagePropertiesKeySpecifier)[];
export type ServiceBusBrokeredMessagePropertiesFieldPolicy = {
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	correlationId?: FieldPolicy<any> | FieldReadFunction<any>,
	forcePersistence?: FieldPolicy<any> | FieldReadFunction<any>,
	label?: FieldPolicy<any> | FieldReadFunction<any>,
	messageId?: FieldPolicy<any> | FieldReadFunction<any>,
	partitionKey?: FieldPolicy<any> | FieldReadFunction<any>,
	replyTo?: FieldPolicy<any> | FieldReadFunction<any>,
	replyToSessionId?: FieldPolicy<any> | FieldReadFunction<any>,
	scheduledEnqueueTimeUtc?: FieldPolicy<any> | FieldReadFunction<any>,
	sessionId?: FieldPolicy<any> | FieldReadFunction<any>,
	timeToLive?: FieldPolicy<any> | FieldReadFunction<any>,
	to?: FieldPolicy<any> | FieldReadFunction<any>,
	viaPartitionKey?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ServiceBusMessageKeySpecifier = ('authentication' | 'brokeredMessageProperties' | 'customMessageProperties' | 'message' | 'namespace' | 'queueName' | 'topicPath' | 'transportType' | 'transportTypeRaw' | ServiceBusMessageKeySpecifier)[];
export type ServiceBusMessageFieldPolicy = {
	authentication?: FieldPolicy<any> | FieldReadFunction<any>,
	brokeredMessageProperties?: FieldPolicy<any> | FieldReadFunction<any>,
	customMessageProperties?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	namespace?: FieldPolicy<any> | FieldReadFunction<any>,
	queueName?: FieldPolicy<any> | FieldReadFunction<any>,
	topicPath?: FieldPolicy<any> | FieldReadFunction<any>,
	transportType?: FieldPolicy<any> | FieldReadFunction<any>,
	transportTypeRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ShipmentKeySpecifier = ('courier' | 'cte' | 'description' | 'invoice' | 'items' | 'number' | 'occurredAt' | 'sellerShipmentId' | 'status' | 'trackingUrl' | 'upstreamId' | ShipmentKeySpecifier)[];
export type ShipmentFieldPolicy = {
	courier?: FieldPolicy<any> | FieldReadFunction<any>,
	cte?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	invoice?: FieldPolicy<any> | FieldReadFunction<any>,
	items?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	occurredAt?: FieldPolicy<any> | FieldReadFunction<any>,
	sellerShipmentId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	trackingUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ShipmentInvoiceKeySpecifier = ('accessKey' | 'cnpj' | 'issuedAt' | 'linkDanfe' | 'linkXml' | 'number' | 'serie' | ShipmentInvoiceKeySpecifier)[];
export type ShipmentInvoiceFieldPolicy = {
	accessKey?: FieldPolicy<any> | FieldReadFunction<any>,
	cnpj?: FieldPolicy<any> | FieldReadFunction<any>,
	issuedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	linkDanfe?: FieldPolicy<any> | FieldReadFunction<any>,
	linkXml?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	serie?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SnapshotKeySpecifier = ('creationDate' | 'fileSystemId' | 'id' | 'location' | 'name' | 'provisioningState' | 'resourceGroupName' | 'snapshotId' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | SnapshotKeySpecifier)[];
export type SnapshotFieldPolicy = {
	creationDate?: FieldPolicy<any> | FieldReadFunction<any>,
	fileSystemId?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	provisioningState?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshotId?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SnapshotPayloadKeySpecifier = ('operation' | 'snapshot' | SnapshotPayloadKeySpecifier)[];
export type SnapshotPayloadFieldPolicy = {
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshot?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceKeySpecifier = ('accessModeType' | 'createdAt' | 'creator' | 'creatorId' | 'defaultRole' | 'description' | 'id' | 'largePictureId' | 'lastContentAt' | 'lastContentCreatorId' | 'modifiedAt' | 'name' | 'numberOfExternalParticipants' | 'numberOfParticipants' | 'numberOfPinnedTopics' | 'numberOfReplies' | 'numberOfTopics' | 'owner' | 'ownerId' | 'participantImport' | 'participants' | 'participantsToAdd' | 'pendingParticipants' | 'pinnedTopics' | 'searchParticipants' | 'smallPictureId' | 'status' | 'tags' | 'tenantId' | 'topics' | 'type' | 'upstreamId' | SpaceKeySpecifier)[];
export type SpaceFieldPolicy = {
	accessModeType?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creator?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	defaultRole?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	largePictureId?: FieldPolicy<any> | FieldReadFunction<any>,
	lastContentAt?: FieldPolicy<any> | FieldReadFunction<any>,
	lastContentCreatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfExternalParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfPinnedTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfReplies?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	owner?: FieldPolicy<any> | FieldReadFunction<any>,
	ownerId?: FieldPolicy<any> | FieldReadFunction<any>,
	participantImport?: FieldPolicy<any> | FieldReadFunction<any>,
	participants?: FieldPolicy<any> | FieldReadFunction<any>,
	participantsToAdd?: FieldPolicy<any> | FieldReadFunction<any>,
	pendingParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	pinnedTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	searchParticipants?: FieldPolicy<any> | FieldReadFunction<any>,
	smallPictureId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	tenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	topics?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceAttachmentKeySpecifier = ('createdAt' | 'fileId' | 'fileName' | 'mimeType' | 'size' | 'thumbnailId' | SpaceAttachmentKeySpecifier)[];
export type SpaceAttachmentFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	fileId?: FieldPolicy<any> | FieldReadFunction<any>,
	fileName?: FieldPolicy<any> | FieldReadFunction<any>,
	mimeType?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	thumbnailId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceConnectionKeySpecifier = ('edges' | 'pageInfo' | SpaceConnectionKeySpecifier)[];
export type SpaceConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceEdgeKeySpecifier = ('cursor' | 'node' | SpaceEdgeKeySpecifier)[];
export type SpaceEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceItemKeySpecifier = ('attachments' | 'content' | 'createdAt' | 'creator' | 'creatorId' | 'deletedBy' | 'id' | 'likes' | 'mentionedUserIds' | 'mentionedUsers' | 'modifiedAt' | 'numberOfLikes' | 'space' | 'spaceId' | 'status' | 'upstreamId' | SpaceItemKeySpecifier)[];
export type SpaceItemFieldPolicy = {
	attachments?: FieldPolicy<any> | FieldReadFunction<any>,
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	creator?: FieldPolicy<any> | FieldReadFunction<any>,
	creatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	deletedBy?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	likes?: FieldPolicy<any> | FieldReadFunction<any>,
	mentionedUserIds?: FieldPolicy<any> | FieldReadFunction<any>,
	mentionedUsers?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfLikes?: FieldPolicy<any> | FieldReadFunction<any>,
	space?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceItemConnectionKeySpecifier = ('edges' | 'pageInfo' | SpaceItemConnectionKeySpecifier)[];
export type SpaceItemConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceItemEdgeKeySpecifier = ('cursor' | 'node' | SpaceItemEdgeKeySpecifier)[];
export type SpaceItemEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceItemSearchResultKeySpecifier = ('fileIds' | 'itemIds' | 'spaceId' | 'status' | SpaceItemSearchResultKeySpecifier)[];
export type SpaceItemSearchResultFieldPolicy = {
	fileIds?: FieldPolicy<any> | FieldReadFunction<any>,
	itemIds?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceId?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceLikeKeySpecifier = ('firstName' | 'largeImageUri' | 'lastName' | 'smallImageUri' | 'userId' | SpaceLikeKeySpecifier)[];
export type SpaceLikeFieldPolicy = {
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	largeImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	smallImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceLikeConnectionKeySpecifier = ('edges' | 'pageInfo' | SpaceLikeConnectionKeySpecifier)[];
export type SpaceLikeConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceLikeEdgeKeySpecifier = ('cursor' | 'node' | SpaceLikeEdgeKeySpecifier)[];
export type SpaceLikeEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceParticipantKeySpecifier = ('firstName' | 'joinedAt' | 'lastName' | 'modifiedAt' | 'numberOfReplies' | 'numberOfTopics' | 'role' | 'smallImageUri' | 'state' | 'tenantId' | 'user' | 'userId' | SpaceParticipantKeySpecifier)[];
export type SpaceParticipantFieldPolicy = {
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	joinedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	modifiedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfReplies?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	role?: FieldPolicy<any> | FieldReadFunction<any>,
	smallImageUri?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	tenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceParticipantConnectionKeySpecifier = ('edges' | 'pageInfo' | SpaceParticipantConnectionKeySpecifier)[];
export type SpaceParticipantConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceParticipantEdgeKeySpecifier = ('cursor' | 'node' | SpaceParticipantEdgeKeySpecifier)[];
export type SpaceParticipantEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceParticipantMatchKeySpecifier = ('department' | 'firstName' | 'isMember' | 'jobDescription' | 'lastName' | 'numberOfReplies' | 'numberOfTopics' | 'role' | 'spaceId' | 'state' | 'userId' | SpaceParticipantMatchKeySpecifier)[];
export type SpaceParticipantMatchFieldPolicy = {
	department?: FieldPolicy<any> | FieldReadFunction<any>,
	firstName?: FieldPolicy<any> | FieldReadFunction<any>,
	isMember?: FieldPolicy<any> | FieldReadFunction<any>,
	jobDescription?: FieldPolicy<any> | FieldReadFunction<any>,
	lastName?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfReplies?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfTopics?: FieldPolicy<any> | FieldReadFunction<any>,
	role?: FieldPolicy<any> | FieldReadFunction<any>,
	spaceId?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpacePinnedTopicKeySpecifier = ('position' | 'subject' | 'topicId' | SpacePinnedTopicKeySpecifier)[];
export type SpacePinnedTopicFieldPolicy = {
	position?: FieldPolicy<any> | FieldReadFunction<any>,
	subject?: FieldPolicy<any> | FieldReadFunction<any>,
	topicId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceSearchResultKeySpecifier = ('spaces' | 'status' | SpaceSearchResultKeySpecifier)[];
export type SpaceSearchResultFieldPolicy = {
	spaces?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceSearchTermKeySpecifier = ('endTime' | 'scope' | 'searchTerm' | 'startTime' | SpaceSearchTermKeySpecifier)[];
export type SpaceSearchTermFieldPolicy = {
	endTime?: FieldPolicy<any> | FieldReadFunction<any>,
	scope?: FieldPolicy<any> | FieldReadFunction<any>,
	searchTerm?: FieldPolicy<any> | FieldReadFunction<any>,
	startTime?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceTopicKeySpecifier = ('id' | 'item' | 'lastContentAt' | 'lastContentCreatorId' | 'numberOfReplies' | 'pinned' | 'replies' | 'space' | 'subject' | 'tags' | 'upstreamId' | SpaceTopicKeySpecifier)[];
export type SpaceTopicFieldPolicy = {
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	item?: FieldPolicy<any> | FieldReadFunction<any>,
	lastContentAt?: FieldPolicy<any> | FieldReadFunction<any>,
	lastContentCreatorId?: FieldPolicy<any> | FieldReadFunction<any>,
	numberOfReplies?: FieldPolicy<any> | FieldReadFunction<any>,
	pinned?: FieldPolicy<any> | FieldReadFunction<any>,
	replies?: FieldPolicy<any> | FieldReadFunction<any>,
	space?: FieldPolicy<any> | FieldReadFunction<any>,
	subject?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceTopicConnectionKeySpecifier = ('edges' | 'pageInfo' | SpaceTopicConnectionKeySpecifier)[];
export type SpaceTopicConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceTopicEdgeKeySpecifier = ('cursor' | 'node' | SpaceTopicEdgeKeySpecifier)[];
export type SpaceTopicEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpaceTopicWithRepliesKeySpecifier = ('replies' | 'topic' | SpaceTopicWithRepliesKeySpecifier)[];
export type SpaceTopicWithRepliesFieldPolicy = {
	replies?: FieldPolicy<any> | FieldReadFunction<any>,
	topic?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SpelledNumberKeySpecifier = ('language' | 'number' | 'text' | SpelledNumberKeySpecifier)[];
export type SpelledNumberFieldPolicy = {
	language?: FieldPolicy<any> | FieldReadFunction<any>,
	number?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StorageQueueMessageKeySpecifier = ('message' | 'queueName' | 'storageAccount' | StorageQueueMessageKeySpecifier)[];
export type StorageQueueMessageFieldPolicy = {
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	queueName?: FieldPolicy<any> | FieldReadFunction<any>,
	storageAccount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SubscriptionKeySpecifier = ('fileStorageOperation' | 'messagingConversationUpdated' | 'messagingItemAdded' | 'messagingPresenceChanged' | SubscriptionKeySpecifier)[];
export type SubscriptionFieldPolicy = {
	fileStorageOperation?: FieldPolicy<any> | FieldReadFunction<any>,
	messagingConversationUpdated?: FieldPolicy<any> | FieldReadFunction<any>,
	messagingItemAdded?: FieldPolicy<any> | FieldReadFunction<any>,
	messagingPresenceChanged?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SupportInfoKeySpecifier = ('supportEmailAddress' | 'supportType' | SupportInfoKeySpecifier)[];
export type SupportInfoFieldPolicy = {
	supportEmailAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	supportType?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SystemItemKeySpecifier = ('affectedParticipantIds' | 'newTopic' | 'oldTopic' | 'type' | SystemItemKeySpecifier)[];
export type SystemItemFieldPolicy = {
	affectedParticipantIds?: FieldPolicy<any> | FieldReadFunction<any>,
	newTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	oldTopic?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TagKeySpecifier = ('name' | 'value' | TagKeySpecifier)[];
export type TagFieldPolicy = {
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TaxonomyKeySpecifier = ('childCount' | 'htmlUrl' | 'id' | 'path' | 'shareTitle' | 'text' | 'upstreamId' | TaxonomyKeySpecifier)[];
export type TaxonomyFieldPolicy = {
	childCount?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	path?: FieldPolicy<any> | FieldReadFunction<any>,
	shareTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TaxonomyConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | TaxonomyConnectionKeySpecifier)[];
export type TaxonomyConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TaxonomyEdgeKeySpecifier = ('cursor' | 'node' | TaxonomyEdgeKeySpecifier)[];
export type TaxonomyEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TextItemKeySpecifier = ('content' | 'contentType' | 'formMetaData' | 'isWebhookMessage' | 'likedBy' | 'likedUserIds' | 'parentId' | 'preview' | 'state' | 'subject' | TextItemKeySpecifier)[];
export type TextItemFieldPolicy = {
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	formMetaData?: FieldPolicy<any> | FieldReadFunction<any>,
	isWebhookMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	likedBy?: FieldPolicy<any> | FieldReadFunction<any>,
	likedUserIds?: FieldPolicy<any> | FieldReadFunction<any>,
	parentId?: FieldPolicy<any> | FieldReadFunction<any>,
	preview?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	subject?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketKeySpecifier = ('closedAt' | 'createdAt' | 'customer' | 'description' | 'metadata' | 'order' | 'orderId' | 'priority' | 'sla' | 'status' | 'statusRaw' | 'subject' | 'ticketId' | 'type' | 'updatedAt' | TicketKeySpecifier)[];
export type TicketFieldPolicy = {
	closedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	customer?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	metadata?: FieldPolicy<any> | FieldReadFunction<any>,
	order?: FieldPolicy<any> | FieldReadFunction<any>,
	orderId?: FieldPolicy<any> | FieldReadFunction<any>,
	priority?: FieldPolicy<any> | FieldReadFunction<any>,
	sla?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	subject?: FieldPolicy<any> | FieldReadFunction<any>,
	ticketId?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | TicketConnectionKeySpecifier)[];
export type TicketConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketEdgeKeySpecifier = ('cursor' | 'node' | TicketEdgeKeySpecifier)[];
export type TicketEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketMessageKeySpecifier = ('body' | 'createdAt' | 'upstreamId' | 'visibility' | 'visibilityRaw' | TicketMessageKeySpecifier)[];
export type TicketMessageFieldPolicy = {
	body?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	visibility?: FieldPolicy<any> | FieldReadFunction<any>,
	visibilityRaw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketMessageConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | TicketMessageConnectionKeySpecifier)[];
export type TicketMessageConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TicketMessageEdgeKeySpecifier = ('cursor' | 'node' | TicketMessageEdgeKeySpecifier)[];
export type TicketMessageEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TopModelKeySpecifier = ('brandMarketShare' | 'brandName' | 'modelName' | 'percentOfBrandSales' | 'percentOfTopSales' | TopModelKeySpecifier)[];
export type TopModelFieldPolicy = {
	brandMarketShare?: FieldPolicy<any> | FieldReadFunction<any>,
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	percentOfBrandSales?: FieldPolicy<any> | FieldReadFunction<any>,
	percentOfTopSales?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserAddonKeySpecifier = ('account' | 'accounts' | 'htmlUrl' | 'id' | 'upstreamId' | 'userHasAuth' | UserAddonKeySpecifier)[];
export type UserAddonFieldPolicy = {
	account?: FieldPolicy<any> | FieldReadFunction<any>,
	accounts?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	userHasAuth?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserAddonConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | UserAddonConnectionKeySpecifier)[];
export type UserAddonConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserAddonEdgeKeySpecifier = ('cursor' | 'node' | UserAddonEdgeKeySpecifier)[];
export type UserAddonEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserEmailAddressKeySpecifier = ('address' | 'type' | UserEmailAddressKeySpecifier)[];
export type UserEmailAddressFieldPolicy = {
	address?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserPhoneNumberKeySpecifier = ('phoneNumber' | 'type' | UserPhoneNumberKeySpecifier)[];
export type UserPhoneNumberFieldPolicy = {
	phoneNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ValuationKeySpecifier = ('brandName' | 'daysBack' | 'endDate' | 'mileCount' | 'milesAverage' | 'milesStdDev' | 'modelName' | 'newCount' | 'newSaleAverage' | 'newSaleStdDev' | 'regionName' | 'startDate' | 'usedCount' | 'usedSaleAverage' | 'usedSaleStdDev' | ValuationKeySpecifier)[];
export type ValuationFieldPolicy = {
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	daysBack?: FieldPolicy<any> | FieldReadFunction<any>,
	endDate?: FieldPolicy<any> | FieldReadFunction<any>,
	mileCount?: FieldPolicy<any> | FieldReadFunction<any>,
	milesAverage?: FieldPolicy<any> | FieldReadFunction<any>,
	milesStdDev?: FieldPolicy<any> | FieldReadFunction<any>,
	modelName?: FieldPolicy<any> | FieldReadFunction<any>,
	newCount?: FieldPolicy<any> | FieldReadFunction<any>,
	newSaleAverage?: FieldPolicy<any> | FieldReadFunction<any>,
	newSaleStdDev?: FieldPolicy<any> | FieldReadFunction<any>,
	regionName?: FieldPolicy<any> | FieldReadFunction<any>,
	startDate?: FieldPolicy<any> | FieldReadFunction<any>,
	usedCount?: FieldPolicy<any> | FieldReadFunction<any>,
	usedSaleAverage?: FieldPolicy<any> | FieldReadFunction<any>,
	usedSaleStdDev?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleClassKeySpecifier = ('abbreviation' | 'code' | 'description' | 'endorseDate' | 'issueDate' | VehicleClassKeySpecifier)[];
export type VehicleClassFieldPolicy = {
	abbreviation?: FieldPolicy<any> | FieldReadFunction<any>,
	code?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	endorseDate?: FieldPolicy<any> | FieldReadFunction<any>,
	issueDate?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleHistoryKeySpecifier = ('entries' | 'vin' | VehicleHistoryKeySpecifier)[];
export type VehicleHistoryFieldPolicy = {
	entries?: FieldPolicy<any> | FieldReadFunction<any>,
	vin?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleHistoryEntryKeySpecifier = ('dealerName' | 'firstSeen' | 'isNew' | 'lastSeen' | 'miles' | 'price' | 'state' | 'zipCode' | VehicleHistoryEntryKeySpecifier)[];
export type VehicleHistoryEntryFieldPolicy = {
	dealerName?: FieldPolicy<any> | FieldReadFunction<any>,
	firstSeen?: FieldPolicy<any> | FieldReadFunction<any>,
	isNew?: FieldPolicy<any> | FieldReadFunction<any>,
	lastSeen?: FieldPolicy<any> | FieldReadFunction<any>,
	miles?: FieldPolicy<any> | FieldReadFunction<any>,
	price?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>,
	zipCode?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleInsuranceKeySpecifier = ('company' | 'policyNumber' | 'validUntil' | VehicleInsuranceKeySpecifier)[];
export type VehicleInsuranceFieldPolicy = {
	company?: FieldPolicy<any> | FieldReadFunction<any>,
	policyNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	validUntil?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleModelKeySpecifier = ('brandName' | 'name' | VehicleModelKeySpecifier)[];
export type VehicleModelFieldPolicy = {
	brandName?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleRegistrationKeySpecifier = ('emissionNorms' | 'financer' | 'insurance' | 'issuedAt' | 'issuer' | 'owner' | 'registrationDate' | 'registrationNumber' | 'status' | 'statusDate' | 'validFrom' | 'validUntil' | 'vehicle' | VehicleRegistrationKeySpecifier)[];
export type VehicleRegistrationFieldPolicy = {
	emissionNorms?: FieldPolicy<any> | FieldReadFunction<any>,
	financer?: FieldPolicy<any> | FieldReadFunction<any>,
	insurance?: FieldPolicy<any> | FieldReadFunction<any>,
	issuedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	issuer?: FieldPolicy<any> | FieldReadFunction<any>,
	owner?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationDate?: FieldPolicy<any> | FieldReadFunction<any>,
	registrationNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	statusDate?: FieldPolicy<any> | FieldReadFunction<any>,
	validFrom?: FieldPolicy<any> | FieldReadFunction<any>,
	validUntil?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicle?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VehicleRegistrationCertificateKeySpecifier = ('format' | 'pdf' | 'registration' | 'txnId' | 'xml' | VehicleRegistrationCertificateKeySpecifier)[];
export type VehicleRegistrationCertificateFieldPolicy = {
	format?: FieldPolicy<any> | FieldReadFunction<any>,
	pdf?: FieldPolicy<any> | FieldReadFunction<any>,
	registration?: FieldPolicy<any> | FieldReadFunction<any>,
	txnId?: FieldPolicy<any> | FieldReadFunction<any>,
	xml?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ViewOnlyLinkKeySpecifier = ('anonymous' | 'dateCreated' | 'htmlUrl' | 'id' | 'name' | 'nodes' | 'upstreamId' | ViewOnlyLinkKeySpecifier)[];
export type ViewOnlyLinkFieldPolicy = {
	anonymous?: FieldPolicy<any> | FieldReadFunction<any>,
	dateCreated?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ViewOnlyLinkConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | ViewOnlyLinkConnectionKeySpecifier)[];
export type ViewOnlyLinkConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ViewOnlyLinkEdgeKeySpecifier = ('cursor' | 'node' | ViewOnlyLinkEdgeKeySpecifier)[];
export type ViewOnlyLinkEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VinDecodeKeySpecifier = ('bodyClass' | 'displacementLiters' | 'doors' | 'engineCylinders' | 'errorCode' | 'errorText' | 'fields' | 'fuelType' | 'make' | 'manufacturer' | 'model' | 'modelYear' | 'plantCountry' | 'recalls' | 'trim' | 'vehicleType' | 'vin' | VinDecodeKeySpecifier)[];
export type VinDecodeFieldPolicy = {
	bodyClass?: FieldPolicy<any> | FieldReadFunction<any>,
	displacementLiters?: FieldPolicy<any> | FieldReadFunction<any>,
	doors?: FieldPolicy<any> | FieldReadFunction<any>,
	engineCylinders?: FieldPolicy<any> | FieldReadFunction<any>,
	errorCode?: FieldPolicy<any> | FieldReadFunction<any>,
	errorText?: FieldPolicy<any> | FieldReadFunction<any>,
	fields?: FieldPolicy<any> | FieldReadFunction<any>,
	fuelType?: FieldPolicy<any> | FieldReadFunction<any>,
	make?: FieldPolicy<any> | FieldReadFunction<any>,
	manufacturer?: FieldPolicy<any> | FieldReadFunction<any>,
	model?: FieldPolicy<any> | FieldReadFunction<any>,
	modelYear?: FieldPolicy<any> | FieldReadFunction<any>,
	plantCountry?: FieldPolicy<any> | FieldReadFunction<any>,
	recalls?: FieldPolicy<any> | FieldReadFunction<any>,
	trim?: FieldPolicy<any> | FieldReadFunction<any>,
	vehicleType?: FieldPolicy<any> | FieldReadFunction<any>,
	vin?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VolumeKeySpecifier = ('baremetalTenantId' | 'creationToken' | 'exportPolicyRules' | 'fileSystemId' | 'id' | 'location' | 'mountTargets' | 'name' | 'protocolTypes' | 'provisioningState' | 'resourceGroupName' | 'serviceLevel' | 'serviceLevelRaw' | 'snapshotId' | 'snapshots' | 'subnetId' | 'subscriptionId' | 'tags' | 'type' | 'upstreamId' | 'usageThreshold' | VolumeKeySpecifier)[];
export type VolumeFieldPolicy = {
	baremetalTenantId?: FieldPolicy<any> | FieldReadFunction<any>,
	creationToken?: FieldPolicy<any> | FieldReadFunction<any>,
	exportPolicyRules?: FieldPolicy<any> | FieldReadFunction<any>,
	fileSystemId?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	mountTargets?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	protocolTypes?: FieldPolicy<any> | FieldReadFunction<any>,
	provisioningState?: FieldPolicy<any> | FieldReadFunction<any>,
	resourceGroupName?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceLevel?: FieldPolicy<any> | FieldReadFunction<any>,
	serviceLevelRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshotId?: FieldPolicy<any> | FieldReadFunction<any>,
	snapshots?: FieldPolicy<any> | FieldReadFunction<any>,
	subnetId?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionId?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	usageThreshold?: FieldPolicy<any> | FieldReadFunction<any>
};
export type VolumePayloadKeySpecifier = ('operation' | 'volume' | VolumePayloadKeySpecifier)[];
export type VolumePayloadFieldPolicy = {
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	volume?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WebhookKeySpecifier = ('createdAt' | 'filter' | 'id' | 'subscriptionIds' | 'type' | 'typeRaw' | 'upstreamId' | 'url' | 'user' | 'userId' | WebhookKeySpecifier)[];
export type WebhookFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	filter?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	subscriptionIds?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	typeRaw?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>,
	user?: FieldPolicy<any> | FieldReadFunction<any>,
	userId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WikiKeySpecifier = ('content' | 'currentUserCanComment' | 'dateModified' | 'htmlUrl' | 'id' | 'kind' | 'materializedPath' | 'name' | 'path' | 'size' | 'upstreamId' | WikiKeySpecifier)[];
export type WikiFieldPolicy = {
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	currentUserCanComment?: FieldPolicy<any> | FieldReadFunction<any>,
	dateModified?: FieldPolicy<any> | FieldReadFunction<any>,
	htmlUrl?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	kind?: FieldPolicy<any> | FieldReadFunction<any>,
	materializedPath?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	path?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	upstreamId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WikiConnectionKeySpecifier = ('edges' | 'pageInfo' | 'totalCount' | WikiConnectionKeySpecifier)[];
export type WikiConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type WikiEdgeKeySpecifier = ('cursor' | 'node' | WikiEdgeKeySpecifier)[];
export type WikiEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type YaraRuleMatchKeySpecifier = ('rule' | 'ruleSet' | 'strings' | YaraRuleMatchKeySpecifier)[];
export type YaraRuleMatchFieldPolicy = {
	rule?: FieldPolicy<any> | FieldReadFunction<any>,
	ruleSet?: FieldPolicy<any> | FieldReadFunction<any>,
	strings?: FieldPolicy<any> | FieldReadFunction<any>
};
export type YaraRuleStringKeySpecifier = ('identifier' | 'value' | YaraRuleStringKeySpecifier)[];
export type YaraRuleStringFieldPolicy = {
	identifier?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type YaraScanResultKeySpecifier = ('command' | 'errorMessage' | 'matchedRules' | 'success' | YaraScanResultKeySpecifier)[];
export type YaraScanResultFieldPolicy = {
	command?: FieldPolicy<any> | FieldReadFunction<any>,
	errorMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	matchedRules?: FieldPolicy<any> | FieldReadFunction<any>,
	success?: FieldPolicy<any> | FieldReadFunction<any>
};
export type YaraStringMatchKeySpecifier = ('data' | 'identifier' | 'length' | 'offset' | 'raw' | YaraStringMatchKeySpecifier)[];
export type YaraStringMatchFieldPolicy = {
	data?: FieldPolicy<any> | FieldReadFunction<any>,
	identifier?: FieldPolicy<any> | FieldReadFunction<any>,
	length?: FieldPolicy<any> | FieldReadFunction<any>,
	offset?: FieldPolicy<any> | FieldReadFunction<any>,
	raw?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StrictTypedTypePolicies = {
	Addon?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonKeySpecifier | (() => undefined | AddonKeySpecifier),
		fields?: AddonFieldPolicy,
	},
	AddonAccount?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonAccountKeySpecifier | (() => undefined | AddonAccountKeySpecifier),
		fields?: AddonAccountFieldPolicy,
	},
	AddonAccountConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonAccountConnectionKeySpecifier | (() => undefined | AddonAccountConnectionKeySpecifier),
		fields?: AddonAccountConnectionFieldPolicy,
	},
	AddonAccountEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonAccountEdgeKeySpecifier | (() => undefined | AddonAccountEdgeKeySpecifier),
		fields?: AddonAccountEdgeFieldPolicy,
	},
	AddonConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonConnectionKeySpecifier | (() => undefined | AddonConnectionKeySpecifier),
		fields?: AddonConnectionFieldPolicy,
	},
	AddonEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonEdgeKeySpecifier | (() => undefined | AddonEdgeKeySpecifier),
		fields?: AddonEdgeFieldPolicy,
	},
	AddonFolder?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonFolderKeySpecifier | (() => undefined | AddonFolderKeySpecifier),
		fields?: AddonFolderFieldPolicy,
	},
	AddonFolderConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonFolderConnectionKeySpecifier | (() => undefined | AddonFolderConnectionKeySpecifier),
		fields?: AddonFolderConnectionFieldPolicy,
	},
	AddonFolderEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AddonFolderEdgeKeySpecifier | (() => undefined | AddonFolderEdgeKeySpecifier),
		fields?: AddonFolderEdgeFieldPolicy,
	},
	Attachment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AttachmentKeySpecifier | (() => undefined | AttachmentKeySpecifier),
		fields?: AttachmentFieldPolicy,
	},
	AutomotiveQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AutomotiveQueryKeySpecifier | (() => undefined | AutomotiveQueryKeySpecifier),
		fields?: AutomotiveQueryFieldPolicy,
	},
	AutomotiveReport?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AutomotiveReportKeySpecifier | (() => undefined | AutomotiveReportKeySpecifier),
		fields?: AutomotiveReportFieldPolicy,
	},
	AutomotiveSubUserKey?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AutomotiveSubUserKeyKeySpecifier | (() => undefined | AutomotiveSubUserKeyKeySpecifier),
		fields?: AutomotiveSubUserKeyFieldPolicy,
	},
	AutomotiveSubUserKeyRevocation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AutomotiveSubUserKeyRevocationKeySpecifier | (() => undefined | AutomotiveSubUserKeyRevocationKeySpecifier),
		fields?: AutomotiveSubUserKeyRevocationFieldPolicy,
	},
	Availability?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AvailabilityKeySpecifier | (() => undefined | AvailabilityKeySpecifier),
		fields?: AvailabilityFieldPolicy,
	},
	AzureResource?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AzureResourceKeySpecifier | (() => undefined | AzureResourceKeySpecifier),
		fields?: AzureResourceFieldPolicy,
	},
	BaseConversion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BaseConversionKeySpecifier | (() => undefined | BaseConversionKeySpecifier),
		fields?: BaseConversionFieldPolicy,
	},
	BinaryFile?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BinaryFileKeySpecifier | (() => undefined | BinaryFileKeySpecifier),
		fields?: BinaryFileFieldPolicy,
	},
	Brand?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BrandKeySpecifier | (() => undefined | BrandKeySpecifier),
		fields?: BrandFieldPolicy,
	},
	BridgeNumber?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BridgeNumberKeySpecifier | (() => undefined | BridgeNumberKeySpecifier),
		fields?: BridgeNumberFieldPolicy,
	},
	CapacityPool?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CapacityPoolKeySpecifier | (() => undefined | CapacityPoolKeySpecifier),
		fields?: CapacityPoolFieldPolicy,
	},
	CapacityPoolPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CapacityPoolPayloadKeySpecifier | (() => undefined | CapacityPoolPayloadKeySpecifier),
		fields?: CapacityPoolPayloadFieldPolicy,
	},
	CertificateAddress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CertificateAddressKeySpecifier | (() => undefined | CertificateAddressKeySpecifier),
		fields?: CertificateAddressFieldPolicy,
	},
	CertificateHolder?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CertificateHolderKeySpecifier | (() => undefined | CertificateHolderKeySpecifier),
		fields?: CertificateHolderFieldPolicy,
	},
	CertificateIssuer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CertificateIssuerKeySpecifier | (() => undefined | CertificateIssuerKeySpecifier),
		fields?: CertificateIssuerFieldPolicy,
	},
	Citation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CitationKeySpecifier | (() => undefined | CitationKeySpecifier),
		fields?: CitationFieldPolicy,
	},
	CitationAuthor?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CitationAuthorKeySpecifier | (() => undefined | CitationAuthorKeySpecifier),
		fields?: CitationAuthorFieldPolicy,
	},
	CitationStyle?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CitationStyleKeySpecifier | (() => undefined | CitationStyleKeySpecifier),
		fields?: CitationStyleFieldPolicy,
	},
	CitationStyleConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CitationStyleConnectionKeySpecifier | (() => undefined | CitationStyleConnectionKeySpecifier),
		fields?: CitationStyleConnectionFieldPolicy,
	},
	CitationStyleEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CitationStyleEdgeKeySpecifier | (() => undefined | CitationStyleEdgeKeySpecifier),
		fields?: CitationStyleEdgeFieldPolicy,
	},
	CollectedMetadata?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CollectedMetadataKeySpecifier | (() => undefined | CollectedMetadataKeySpecifier),
		fields?: CollectedMetadataFieldPolicy,
	},
	CollectedMetadataConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CollectedMetadataConnectionKeySpecifier | (() => undefined | CollectedMetadataConnectionKeySpecifier),
		fields?: CollectedMetadataConnectionFieldPolicy,
	},
	CollectedMetadataEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CollectedMetadataEdgeKeySpecifier | (() => undefined | CollectedMetadataEdgeKeySpecifier),
		fields?: CollectedMetadataEdgeFieldPolicy,
	},
	ContentQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContentQueryKeySpecifier | (() => undefined | ContentQueryKeySpecifier),
		fields?: ContentQueryFieldPolicy,
	},
	Contributor?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContributorKeySpecifier | (() => undefined | ContributorKeySpecifier),
		fields?: ContributorFieldPolicy,
	},
	ContributorConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContributorConnectionKeySpecifier | (() => undefined | ContributorConnectionKeySpecifier),
		fields?: ContributorConnectionFieldPolicy,
	},
	ContributorEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContributorEdgeKeySpecifier | (() => undefined | ContributorEdgeKeySpecifier),
		fields?: ContributorEdgeFieldPolicy,
	},
	ControlledStock?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ControlledStockKeySpecifier | (() => undefined | ControlledStockKeySpecifier),
		fields?: ControlledStockFieldPolicy,
	},
	Conversation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationKeySpecifier | (() => undefined | ConversationKeySpecifier),
		fields?: ConversationFieldPolicy,
	},
	ConversationConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationConnectionKeySpecifier | (() => undefined | ConversationConnectionKeySpecifier),
		fields?: ConversationConnectionFieldPolicy,
	},
	ConversationDetails?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationDetailsKeySpecifier | (() => undefined | ConversationDetailsKeySpecifier),
		fields?: ConversationDetailsFieldPolicy,
	},
	ConversationEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationEdgeKeySpecifier | (() => undefined | ConversationEdgeKeySpecifier),
		fields?: ConversationEdgeFieldPolicy,
	},
	ConversationItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationItemKeySpecifier | (() => undefined | ConversationItemKeySpecifier),
		fields?: ConversationItemFieldPolicy,
	},
	ConversationItemConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationItemConnectionKeySpecifier | (() => undefined | ConversationItemConnectionKeySpecifier),
		fields?: ConversationItemConnectionFieldPolicy,
	},
	ConversationItemEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationItemEdgeKeySpecifier | (() => undefined | ConversationItemEdgeKeySpecifier),
		fields?: ConversationItemEdgeFieldPolicy,
	},
	ConversationParticipant?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationParticipantKeySpecifier | (() => undefined | ConversationParticipantKeySpecifier),
		fields?: ConversationParticipantFieldPolicy,
	},
	ConversationParticipantConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationParticipantConnectionKeySpecifier | (() => undefined | ConversationParticipantConnectionKeySpecifier),
		fields?: ConversationParticipantConnectionFieldPolicy,
	},
	ConversationParticipantEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationParticipantEdgeKeySpecifier | (() => undefined | ConversationParticipantEdgeKeySpecifier),
		fields?: ConversationParticipantEdgeFieldPolicy,
	},
	ConversationSearchMatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConversationSearchMatchKeySpecifier | (() => undefined | ConversationSearchMatchKeySpecifier),
		fields?: ConversationSearchMatchFieldPolicy,
	},
	Courier?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourierKeySpecifier | (() => undefined | CourierKeySpecifier),
		fields?: CourierFieldPolicy,
	},
	CreatedAutomotiveSubUserKey?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CreatedAutomotiveSubUserKeyKeySpecifier | (() => undefined | CreatedAutomotiveSubUserKeyKeySpecifier),
		fields?: CreatedAutomotiveSubUserKeyFieldPolicy,
	},
	Customer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CustomerKeySpecifier | (() => undefined | CustomerKeySpecifier),
		fields?: CustomerFieldPolicy,
	},
	CustomerPhone?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CustomerPhoneKeySpecifier | (() => undefined | CustomerPhoneKeySpecifier),
		fields?: CustomerPhoneFieldPolicy,
	},
	CustomerReference?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CustomerReferenceKeySpecifier | (() => undefined | CustomerReferenceKeySpecifier),
		fields?: CustomerReferenceFieldPolicy,
	},
	DaysSupply?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DaysSupplyKeySpecifier | (() => undefined | DaysSupplyKeySpecifier),
		fields?: DaysSupplyFieldPolicy,
	},
	DaysToSell?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DaysToSellKeySpecifier | (() => undefined | DaysToSellKeySpecifier),
		fields?: DaysToSellFieldPolicy,
	},
	Dealer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DealerKeySpecifier | (() => undefined | DealerKeySpecifier),
		fields?: DealerFieldPolicy,
	},
	DealerConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DealerConnectionKeySpecifier | (() => undefined | DealerConnectionKeySpecifier),
		fields?: DealerConnectionFieldPolicy,
	},
	DealerEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DealerEdgeKeySpecifier | (() => undefined | DealerEdgeKeySpecifier),
		fields?: DealerEdgeFieldPolicy,
	},
	DeviceInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DeviceInfoKeySpecifier | (() => undefined | DeviceInfoKeySpecifier),
		fields?: DeviceInfoFieldPolicy,
	},
	Domain?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DomainKeySpecifier | (() => undefined | DomainKeySpecifier),
		fields?: DomainFieldPolicy,
	},
	DomainCdnConfig?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DomainCdnConfigKeySpecifier | (() => undefined | DomainCdnConfigKeySpecifier),
		fields?: DomainCdnConfigFieldPolicy,
	},
	DomainConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DomainConnectionKeySpecifier | (() => undefined | DomainConnectionKeySpecifier),
		fields?: DomainConnectionFieldPolicy,
	},
	DomainEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DomainEdgeKeySpecifier | (() => undefined | DomainEdgeKeySpecifier),
		fields?: DomainEdgeFieldPolicy,
	},
	DomainSetupInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DomainSetupInfoKeySpecifier | (() => undefined | DomainSetupInfoKeySpecifier),
		fields?: DomainSetupInfoFieldPolicy,
	},
	DraftRegistration?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DraftRegistrationKeySpecifier | (() => undefined | DraftRegistrationKeySpecifier),
		fields?: DraftRegistrationFieldPolicy,
	},
	DraftRegistrationConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DraftRegistrationConnectionKeySpecifier | (() => undefined | DraftRegistrationConnectionKeySpecifier),
		fields?: DraftRegistrationConnectionFieldPolicy,
	},
	DraftRegistrationEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DraftRegistrationEdgeKeySpecifier | (() => undefined | DraftRegistrationEdgeKeySpecifier),
		fields?: DraftRegistrationEdgeFieldPolicy,
	},
	DrivingLicence?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DrivingLicenceKeySpecifier | (() => undefined | DrivingLicenceKeySpecifier),
		fields?: DrivingLicenceFieldPolicy,
	},
	DrivingLicenceCertificate?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DrivingLicenceCertificateKeySpecifier | (() => undefined | DrivingLicenceCertificateKeySpecifier),
		fields?: DrivingLicenceCertificateFieldPolicy,
	},
	EmulationOutput?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | EmulationOutputKeySpecifier | (() => undefined | EmulationOutputKeySpecifier),
		fields?: EmulationOutputFieldPolicy,
	},
	ExportPolicyRule?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ExportPolicyRuleKeySpecifier | (() => undefined | ExportPolicyRuleKeySpecifier),
		fields?: ExportPolicyRuleFieldPolicy,
	},
	FileStorageAccount?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageAccountKeySpecifier | (() => undefined | FileStorageAccountKeySpecifier),
		fields?: FileStorageAccountFieldPolicy,
	},
	FileStorageAccountPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageAccountPayloadKeySpecifier | (() => undefined | FileStorageAccountPayloadKeySpecifier),
		fields?: FileStorageAccountPayloadFieldPolicy,
	},
	FileStorageActiveDirectory?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageActiveDirectoryKeySpecifier | (() => undefined | FileStorageActiveDirectoryKeySpecifier),
		fields?: FileStorageActiveDirectoryFieldPolicy,
	},
	FileStorageDeletePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageDeletePayloadKeySpecifier | (() => undefined | FileStorageDeletePayloadKeySpecifier),
		fields?: FileStorageDeletePayloadFieldPolicy,
	},
	FileStorageOperation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageOperationKeySpecifier | (() => undefined | FileStorageOperationKeySpecifier),
		fields?: FileStorageOperationFieldPolicy,
	},
	FileStorageOperationStatus?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageOperationStatusKeySpecifier | (() => undefined | FileStorageOperationStatusKeySpecifier),
		fields?: FileStorageOperationStatusFieldPolicy,
	},
	FileStorageQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FileStorageQueryKeySpecifier | (() => undefined | FileStorageQueryKeySpecifier),
		fields?: FileStorageQueryFieldPolicy,
	},
	FlaggedItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FlaggedItemKeySpecifier | (() => undefined | FlaggedItemKeySpecifier),
		fields?: FlaggedItemFieldPolicy,
	},
	FlaggedItemConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FlaggedItemConnectionKeySpecifier | (() => undefined | FlaggedItemConnectionKeySpecifier),
		fields?: FlaggedItemConnectionFieldPolicy,
	},
	FlaggedItemEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FlaggedItemEdgeKeySpecifier | (() => undefined | FlaggedItemEdgeKeySpecifier),
		fields?: FlaggedItemEdgeFieldPolicy,
	},
	Freight?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | FreightKeySpecifier | (() => undefined | FreightKeySpecifier),
		fields?: FreightFieldPolicy,
	},
	GiftCard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GiftCardKeySpecifier | (() => undefined | GiftCardKeySpecifier),
		fields?: GiftCardFieldPolicy,
	},
	HttpAuthentication?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | HttpAuthenticationKeySpecifier | (() => undefined | HttpAuthenticationKeySpecifier),
		fields?: HttpAuthenticationFieldPolicy,
	},
	HttpHeader?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | HttpHeaderKeySpecifier | (() => undefined | HttpHeaderKeySpecifier),
		fields?: HttpHeaderFieldPolicy,
	},
	HttpRequest?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | HttpRequestKeySpecifier | (() => undefined | HttpRequestKeySpecifier),
		fields?: HttpRequestFieldPolicy,
	},
	IncomingWebhook?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | IncomingWebhookKeySpecifier | (() => undefined | IncomingWebhookKeySpecifier),
		fields?: IncomingWebhookFieldPolicy,
	},
	IncomingWebhookConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | IncomingWebhookConnectionKeySpecifier | (() => undefined | IncomingWebhookConnectionKeySpecifier),
		fields?: IncomingWebhookConnectionFieldPolicy,
	},
	IncomingWebhookEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | IncomingWebhookEdgeKeySpecifier | (() => undefined | IncomingWebhookEdgeKeySpecifier),
		fields?: IncomingWebhookEdgeFieldPolicy,
	},
	Institution?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | InstitutionKeySpecifier | (() => undefined | InstitutionKeySpecifier),
		fields?: InstitutionFieldPolicy,
	},
	InstitutionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | InstitutionConnectionKeySpecifier | (() => undefined | InstitutionConnectionKeySpecifier),
		fields?: InstitutionConnectionFieldPolicy,
	},
	InstitutionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | InstitutionEdgeKeySpecifier | (() => undefined | InstitutionEdgeKeySpecifier),
		fields?: InstitutionEdgeFieldPolicy,
	},
	Job?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobKeySpecifier | (() => undefined | JobKeySpecifier),
		fields?: JobFieldPolicy,
	},
	JobAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobActionKeySpecifier | (() => undefined | JobActionKeySpecifier),
		fields?: JobActionFieldPolicy,
	},
	JobCollection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobCollectionKeySpecifier | (() => undefined | JobCollectionKeySpecifier),
		fields?: JobCollectionFieldPolicy,
	},
	JobCollectionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobCollectionConnectionKeySpecifier | (() => undefined | JobCollectionConnectionKeySpecifier),
		fields?: JobCollectionConnectionFieldPolicy,
	},
	JobCollectionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobCollectionEdgeKeySpecifier | (() => undefined | JobCollectionEdgeKeySpecifier),
		fields?: JobCollectionEdgeFieldPolicy,
	},
	JobCollectionQuota?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobCollectionQuotaKeySpecifier | (() => undefined | JobCollectionQuotaKeySpecifier),
		fields?: JobCollectionQuotaFieldPolicy,
	},
	JobConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobConnectionKeySpecifier | (() => undefined | JobConnectionKeySpecifier),
		fields?: JobConnectionFieldPolicy,
	},
	JobEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobEdgeKeySpecifier | (() => undefined | JobEdgeKeySpecifier),
		fields?: JobEdgeFieldPolicy,
	},
	JobErrorAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobErrorActionKeySpecifier | (() => undefined | JobErrorActionKeySpecifier),
		fields?: JobErrorActionFieldPolicy,
	},
	JobHistoryConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobHistoryConnectionKeySpecifier | (() => undefined | JobHistoryConnectionKeySpecifier),
		fields?: JobHistoryConnectionFieldPolicy,
	},
	JobHistoryEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobHistoryEdgeKeySpecifier | (() => undefined | JobHistoryEdgeKeySpecifier),
		fields?: JobHistoryEdgeFieldPolicy,
	},
	JobHistoryEntry?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobHistoryEntryKeySpecifier | (() => undefined | JobHistoryEntryKeySpecifier),
		fields?: JobHistoryEntryFieldPolicy,
	},
	JobMaxRecurrence?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobMaxRecurrenceKeySpecifier | (() => undefined | JobMaxRecurrenceKeySpecifier),
		fields?: JobMaxRecurrenceFieldPolicy,
	},
	JobRecurrence?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobRecurrenceKeySpecifier | (() => undefined | JobRecurrenceKeySpecifier),
		fields?: JobRecurrenceFieldPolicy,
	},
	JobRecurrenceSchedule?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobRecurrenceScheduleKeySpecifier | (() => undefined | JobRecurrenceScheduleKeySpecifier),
		fields?: JobRecurrenceScheduleFieldPolicy,
	},
	JobStatus?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | JobStatusKeySpecifier | (() => undefined | JobStatusKeySpecifier),
		fields?: JobStatusFieldPolicy,
	},
	Label?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LabelKeySpecifier | (() => undefined | LabelKeySpecifier),
		fields?: LabelFieldPolicy,
	},
	License?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LicenseKeySpecifier | (() => undefined | LicenseKeySpecifier),
		fields?: LicenseFieldPolicy,
	},
	LicenseConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LicenseConnectionKeySpecifier | (() => undefined | LicenseConnectionKeySpecifier),
		fields?: LicenseConnectionFieldPolicy,
	},
	LicenseEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LicenseEdgeKeySpecifier | (() => undefined | LicenseEdgeKeySpecifier),
		fields?: LicenseEdgeFieldPolicy,
	},
	LicenseRecord?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LicenseRecordKeySpecifier | (() => undefined | LicenseRecordKeySpecifier),
		fields?: LicenseRecordFieldPolicy,
	},
	LinkPreview?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LinkPreviewKeySpecifier | (() => undefined | LinkPreviewKeySpecifier),
		fields?: LinkPreviewFieldPolicy,
	},
	Listing?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ListingKeySpecifier | (() => undefined | ListingKeySpecifier),
		fields?: ListingFieldPolicy,
	},
	ListingConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ListingConnectionKeySpecifier | (() => undefined | ListingConnectionKeySpecifier),
		fields?: ListingConnectionFieldPolicy,
	},
	ListingEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ListingEdgeKeySpecifier | (() => undefined | ListingEdgeKeySpecifier),
		fields?: ListingEdgeFieldPolicy,
	},
	MarketplaceBulkProductPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceBulkProductPayloadKeySpecifier | (() => undefined | MarketplaceBulkProductPayloadKeySpecifier),
		fields?: MarketplaceBulkProductPayloadFieldPolicy,
	},
	MarketplaceBulkShipmentPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceBulkShipmentPayloadKeySpecifier | (() => undefined | MarketplaceBulkShipmentPayloadKeySpecifier),
		fields?: MarketplaceBulkShipmentPayloadFieldPolicy,
	},
	MarketplaceError?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceErrorKeySpecifier | (() => undefined | MarketplaceErrorKeySpecifier),
		fields?: MarketplaceErrorFieldPolicy,
	},
	MarketplaceMetadata?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceMetadataKeySpecifier | (() => undefined | MarketplaceMetadataKeySpecifier),
		fields?: MarketplaceMetadataFieldPolicy,
	},
	MarketplaceQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceQueryKeySpecifier | (() => undefined | MarketplaceQueryKeySpecifier),
		fields?: MarketplaceQueryFieldPolicy,
	},
	MarketplaceTicketOpenedPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceTicketOpenedPayloadKeySpecifier | (() => undefined | MarketplaceTicketOpenedPayloadKeySpecifier),
		fields?: MarketplaceTicketOpenedPayloadFieldPolicy,
	},
	MarketplaceTicketReplyPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MarketplaceTicketReplyPayloadKeySpecifier | (() => undefined | MarketplaceTicketReplyPayloadKeySpecifier),
		fields?: MarketplaceTicketReplyPayloadFieldPolicy,
	},
	MessageProperty?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MessagePropertyKeySpecifier | (() => undefined | MessagePropertyKeySpecifier),
		fields?: MessagePropertyFieldPolicy,
	},
	MessagingQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MessagingQueryKeySpecifier | (() => undefined | MessagingQueryKeySpecifier),
		fields?: MessagingQueryFieldPolicy,
	},
	MessagingUser?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MessagingUserKeySpecifier | (() => undefined | MessagingUserKeySpecifier),
		fields?: MessagingUserFieldPolicy,
	},
	ModelYearShare?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ModelYearShareKeySpecifier | (() => undefined | ModelYearShareKeySpecifier),
		fields?: ModelYearShareFieldPolicy,
	},
	MonthlyOccurrence?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MonthlyOccurrenceKeySpecifier | (() => undefined | MonthlyOccurrenceKeySpecifier),
		fields?: MonthlyOccurrenceFieldPolicy,
	},
	MountTarget?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MountTargetKeySpecifier | (() => undefined | MountTargetKeySpecifier),
		fields?: MountTargetFieldPolicy,
	},
	Mutation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MutationKeySpecifier | (() => undefined | MutationKeySpecifier),
		fields?: MutationFieldPolicy,
	},
	Node?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NodeKeySpecifier | (() => undefined | NodeKeySpecifier),
		fields?: NodeFieldPolicy,
	},
	NodeAddon?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NodeAddonKeySpecifier | (() => undefined | NodeAddonKeySpecifier),
		fields?: NodeAddonFieldPolicy,
	},
	NodeAddonConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NodeAddonConnectionKeySpecifier | (() => undefined | NodeAddonConnectionKeySpecifier),
		fields?: NodeAddonConnectionFieldPolicy,
	},
	NodeAddonEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NodeAddonEdgeKeySpecifier | (() => undefined | NodeAddonEdgeKeySpecifier),
		fields?: NodeAddonEdgeFieldPolicy,
	},
	NumberFact?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumberFactKeySpecifier | (() => undefined | NumberFactKeySpecifier),
		fields?: NumberFactFieldPolicy,
	},
	NumberOfTheDay?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumberOfTheDayKeySpecifier | (() => undefined | NumberOfTheDayKeySpecifier),
		fields?: NumberOfTheDayFieldPolicy,
	},
	NumberProperty?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumberPropertyKeySpecifier | (() => undefined | NumberPropertyKeySpecifier),
		fields?: NumberPropertyFieldPolicy,
	},
	NumbersQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumbersQueryKeySpecifier | (() => undefined | NumbersQueryKeySpecifier),
		fields?: NumbersQueryFieldPolicy,
	},
	Numeral?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumeralKeySpecifier | (() => undefined | NumeralKeySpecifier),
		fields?: NumeralFieldPolicy,
	},
	Order?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderKeySpecifier | (() => undefined | OrderKeySpecifier),
		fields?: OrderFieldPolicy,
	},
	OrderAddress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderAddressKeySpecifier | (() => undefined | OrderAddressKeySpecifier),
		fields?: OrderAddressFieldPolicy,
	},
	OrderConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderConnectionKeySpecifier | (() => undefined | OrderConnectionKeySpecifier),
		fields?: OrderConnectionFieldPolicy,
	},
	OrderEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderEdgeKeySpecifier | (() => undefined | OrderEdgeKeySpecifier),
		fields?: OrderEdgeFieldPolicy,
	},
	OrderGiftWrap?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderGiftWrapKeySpecifier | (() => undefined | OrderGiftWrapKeySpecifier),
		fields?: OrderGiftWrapFieldPolicy,
	},
	OrderItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderItemKeySpecifier | (() => undefined | OrderItemKeySpecifier),
		fields?: OrderItemFieldPolicy,
	},
	OrderItemReference?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderItemReferenceKeySpecifier | (() => undefined | OrderItemReferenceKeySpecifier),
		fields?: OrderItemReferenceFieldPolicy,
	},
	OrderShipmentStatus?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderShipmentStatusKeySpecifier | (() => undefined | OrderShipmentStatusKeySpecifier),
		fields?: OrderShipmentStatusFieldPolicy,
	},
	OrderShipmentStatusConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderShipmentStatusConnectionKeySpecifier | (() => undefined | OrderShipmentStatusConnectionKeySpecifier),
		fields?: OrderShipmentStatusConnectionFieldPolicy,
	},
	OrderShipmentStatusEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OrderShipmentStatusEdgeKeySpecifier | (() => undefined | OrderShipmentStatusEdgeKeySpecifier),
		fields?: OrderShipmentStatusEdgeFieldPolicy,
	},
	PageInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PageInfoKeySpecifier | (() => undefined | PageInfoKeySpecifier),
		fields?: PageInfoFieldPolicy,
	},
	PartialYaraRule?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PartialYaraRuleKeySpecifier | (() => undefined | PartialYaraRuleKeySpecifier),
		fields?: PartialYaraRuleFieldPolicy,
	},
	PartialYaraRuleMeta?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PartialYaraRuleMetaKeySpecifier | (() => undefined | PartialYaraRuleMetaKeySpecifier),
		fields?: PartialYaraRuleMetaFieldPolicy,
	},
	ParticipantImport?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ParticipantImportKeySpecifier | (() => undefined | ParticipantImportKeySpecifier),
		fields?: ParticipantImportFieldPolicy,
	},
	ParticipantToAdd?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ParticipantToAddKeySpecifier | (() => undefined | ParticipantToAddKeySpecifier),
		fields?: ParticipantToAddFieldPolicy,
	},
	PiDigits?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PiDigitsKeySpecifier | (() => undefined | PiDigitsKeySpecifier),
		fields?: PiDigitsFieldPolicy,
	},
	PinnedTopic?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PinnedTopicKeySpecifier | (() => undefined | PinnedTopicKeySpecifier),
		fields?: PinnedTopicFieldPolicy,
	},
	Preprint?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintKeySpecifier | (() => undefined | PreprintKeySpecifier),
		fields?: PreprintFieldPolicy,
	},
	PreprintConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintConnectionKeySpecifier | (() => undefined | PreprintConnectionKeySpecifier),
		fields?: PreprintConnectionFieldPolicy,
	},
	PreprintEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintEdgeKeySpecifier | (() => undefined | PreprintEdgeKeySpecifier),
		fields?: PreprintEdgeFieldPolicy,
	},
	PreprintProvider?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintProviderKeySpecifier | (() => undefined | PreprintProviderKeySpecifier),
		fields?: PreprintProviderFieldPolicy,
	},
	PreprintProviderConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintProviderConnectionKeySpecifier | (() => undefined | PreprintProviderConnectionKeySpecifier),
		fields?: PreprintProviderConnectionFieldPolicy,
	},
	PreprintProviderEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PreprintProviderEdgeKeySpecifier | (() => undefined | PreprintProviderEdgeKeySpecifier),
		fields?: PreprintProviderEdgeFieldPolicy,
	},
	Presence?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PresenceKeySpecifier | (() => undefined | PresenceKeySpecifier),
		fields?: PresenceFieldPolicy,
	},
	PriceStatistics?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PriceStatisticsKeySpecifier | (() => undefined | PriceStatisticsKeySpecifier),
		fields?: PriceStatisticsFieldPolicy,
	},
	PrimeFactor?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PrimeFactorKeySpecifier | (() => undefined | PrimeFactorKeySpecifier),
		fields?: PrimeFactorFieldPolicy,
	},
	Product?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductKeySpecifier | (() => undefined | ProductKeySpecifier),
		fields?: ProductFieldPolicy,
	},
	ProductAttribute?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductAttributeKeySpecifier | (() => undefined | ProductAttributeKeySpecifier),
		fields?: ProductAttributeFieldPolicy,
	},
	ProductConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductConnectionKeySpecifier | (() => undefined | ProductConnectionKeySpecifier),
		fields?: ProductConnectionFieldPolicy,
	},
	ProductDimensions?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductDimensionsKeySpecifier | (() => undefined | ProductDimensionsKeySpecifier),
		fields?: ProductDimensionsFieldPolicy,
	},
	ProductEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductEdgeKeySpecifier | (() => undefined | ProductEdgeKeySpecifier),
		fields?: ProductEdgeFieldPolicy,
	},
	ProductGiftWrap?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductGiftWrapKeySpecifier | (() => undefined | ProductGiftWrapKeySpecifier),
		fields?: ProductGiftWrapFieldPolicy,
	},
	ProductImage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductImageKeySpecifier | (() => undefined | ProductImageKeySpecifier),
		fields?: ProductImageFieldPolicy,
	},
	ProductListing?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductListingKeySpecifier | (() => undefined | ProductListingKeySpecifier),
		fields?: ProductListingFieldPolicy,
	},
	ProductPrice?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductPriceKeySpecifier | (() => undefined | ProductPriceKeySpecifier),
		fields?: ProductPriceFieldPolicy,
	},
	ProductStatus?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductStatusKeySpecifier | (() => undefined | ProductStatusKeySpecifier),
		fields?: ProductStatusFieldPolicy,
	},
	ProductStatusConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductStatusConnectionKeySpecifier | (() => undefined | ProductStatusConnectionKeySpecifier),
		fields?: ProductStatusConnectionFieldPolicy,
	},
	ProductStatusEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ProductStatusEdgeKeySpecifier | (() => undefined | ProductStatusEdgeKeySpecifier),
		fields?: ProductStatusEdgeFieldPolicy,
	},
	Promotion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PromotionKeySpecifier | (() => undefined | PromotionKeySpecifier),
		fields?: PromotionFieldPolicy,
	},
	Query?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QueryKeySpecifier | (() => undefined | QueryKeySpecifier),
		fields?: QueryFieldPolicy,
	},
	RandomNumbers?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RandomNumbersKeySpecifier | (() => undefined | RandomNumbersKeySpecifier),
		fields?: RandomNumbersFieldPolicy,
	},
	Recall?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RecallKeySpecifier | (() => undefined | RecallKeySpecifier),
		fields?: RecallFieldPolicy,
	},
	RegisteredVehicle?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegisteredVehicleKeySpecifier | (() => undefined | RegisteredVehicleKeySpecifier),
		fields?: RegisteredVehicleFieldPolicy,
	},
	Registration?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationKeySpecifier | (() => undefined | RegistrationKeySpecifier),
		fields?: RegistrationFieldPolicy,
	},
	RegistrationConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationConnectionKeySpecifier | (() => undefined | RegistrationConnectionKeySpecifier),
		fields?: RegistrationConnectionFieldPolicy,
	},
	RegistrationEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationEdgeKeySpecifier | (() => undefined | RegistrationEdgeKeySpecifier),
		fields?: RegistrationEdgeFieldPolicy,
	},
	RegistrationSchema?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationSchemaKeySpecifier | (() => undefined | RegistrationSchemaKeySpecifier),
		fields?: RegistrationSchemaFieldPolicy,
	},
	RegistrationSchemaConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationSchemaConnectionKeySpecifier | (() => undefined | RegistrationSchemaConnectionKeySpecifier),
		fields?: RegistrationSchemaConnectionFieldPolicy,
	},
	RegistrationSchemaEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegistrationSchemaEdgeKeySpecifier | (() => undefined | RegistrationSchemaEdgeKeySpecifier),
		fields?: RegistrationSchemaEdgeFieldPolicy,
	},
	ResearchAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchActionKeySpecifier | (() => undefined | ResearchActionKeySpecifier),
		fields?: ResearchActionFieldPolicy,
	},
	ResearchActionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchActionConnectionKeySpecifier | (() => undefined | ResearchActionConnectionKeySpecifier),
		fields?: ResearchActionConnectionFieldPolicy,
	},
	ResearchActionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchActionEdgeKeySpecifier | (() => undefined | ResearchActionEdgeKeySpecifier),
		fields?: ResearchActionEdgeFieldPolicy,
	},
	ResearchCollection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCollectionKeySpecifier | (() => undefined | ResearchCollectionKeySpecifier),
		fields?: ResearchCollectionFieldPolicy,
	},
	ResearchCollectionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCollectionConnectionKeySpecifier | (() => undefined | ResearchCollectionConnectionKeySpecifier),
		fields?: ResearchCollectionConnectionFieldPolicy,
	},
	ResearchCollectionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCollectionEdgeKeySpecifier | (() => undefined | ResearchCollectionEdgeKeySpecifier),
		fields?: ResearchCollectionEdgeFieldPolicy,
	},
	ResearchComment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCommentKeySpecifier | (() => undefined | ResearchCommentKeySpecifier),
		fields?: ResearchCommentFieldPolicy,
	},
	ResearchCommentConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCommentConnectionKeySpecifier | (() => undefined | ResearchCommentConnectionKeySpecifier),
		fields?: ResearchCommentConnectionFieldPolicy,
	},
	ResearchCommentEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchCommentEdgeKeySpecifier | (() => undefined | ResearchCommentEdgeKeySpecifier),
		fields?: ResearchCommentEdgeFieldPolicy,
	},
	ResearchDeletion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchDeletionKeySpecifier | (() => undefined | ResearchDeletionKeySpecifier),
		fields?: ResearchDeletionFieldPolicy,
	},
	ResearchFile?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileKeySpecifier | (() => undefined | ResearchFileKeySpecifier),
		fields?: ResearchFileFieldPolicy,
	},
	ResearchFileConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileConnectionKeySpecifier | (() => undefined | ResearchFileConnectionKeySpecifier),
		fields?: ResearchFileConnectionFieldPolicy,
	},
	ResearchFileEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileEdgeKeySpecifier | (() => undefined | ResearchFileEdgeKeySpecifier),
		fields?: ResearchFileEdgeFieldPolicy,
	},
	ResearchFileExtra?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileExtraKeySpecifier | (() => undefined | ResearchFileExtraKeySpecifier),
		fields?: ResearchFileExtraFieldPolicy,
	},
	ResearchFileHashes?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileHashesKeySpecifier | (() => undefined | ResearchFileHashesKeySpecifier),
		fields?: ResearchFileHashesFieldPolicy,
	},
	ResearchFileVersion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileVersionKeySpecifier | (() => undefined | ResearchFileVersionKeySpecifier),
		fields?: ResearchFileVersionFieldPolicy,
	},
	ResearchFileVersionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileVersionConnectionKeySpecifier | (() => undefined | ResearchFileVersionConnectionKeySpecifier),
		fields?: ResearchFileVersionConnectionFieldPolicy,
	},
	ResearchFileVersionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchFileVersionEdgeKeySpecifier | (() => undefined | ResearchFileVersionEdgeKeySpecifier),
		fields?: ResearchFileVersionEdgeFieldPolicy,
	},
	ResearchIdentifier?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchIdentifierKeySpecifier | (() => undefined | ResearchIdentifierKeySpecifier),
		fields?: ResearchIdentifierFieldPolicy,
	},
	ResearchIdentifierConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchIdentifierConnectionKeySpecifier | (() => undefined | ResearchIdentifierConnectionKeySpecifier),
		fields?: ResearchIdentifierConnectionFieldPolicy,
	},
	ResearchIdentifierEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchIdentifierEdgeKeySpecifier | (() => undefined | ResearchIdentifierEdgeKeySpecifier),
		fields?: ResearchIdentifierEdgeFieldPolicy,
	},
	ResearchLog?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchLogKeySpecifier | (() => undefined | ResearchLogKeySpecifier),
		fields?: ResearchLogFieldPolicy,
	},
	ResearchLogConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchLogConnectionKeySpecifier | (() => undefined | ResearchLogConnectionKeySpecifier),
		fields?: ResearchLogConnectionFieldPolicy,
	},
	ResearchLogEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchLogEdgeKeySpecifier | (() => undefined | ResearchLogEdgeKeySpecifier),
		fields?: ResearchLogEdgeFieldPolicy,
	},
	ResearchNode?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchNodeKeySpecifier | (() => undefined | ResearchNodeKeySpecifier),
		fields?: ResearchNodeFieldPolicy,
	},
	ResearchNodeConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchNodeConnectionKeySpecifier | (() => undefined | ResearchNodeConnectionKeySpecifier),
		fields?: ResearchNodeConnectionFieldPolicy,
	},
	ResearchNodeEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchNodeEdgeKeySpecifier | (() => undefined | ResearchNodeEdgeKeySpecifier),
		fields?: ResearchNodeEdgeFieldPolicy,
	},
	ResearchQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchQueryKeySpecifier | (() => undefined | ResearchQueryKeySpecifier),
		fields?: ResearchQueryFieldPolicy,
	},
	ResearchRoot?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchRootKeySpecifier | (() => undefined | ResearchRootKeySpecifier),
		fields?: ResearchRootFieldPolicy,
	},
	ResearchUser?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserKeySpecifier | (() => undefined | ResearchUserKeySpecifier),
		fields?: ResearchUserFieldPolicy,
	},
	ResearchUserConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserConnectionKeySpecifier | (() => undefined | ResearchUserConnectionKeySpecifier),
		fields?: ResearchUserConnectionFieldPolicy,
	},
	ResearchUserEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserEdgeKeySpecifier | (() => undefined | ResearchUserEdgeKeySpecifier),
		fields?: ResearchUserEdgeFieldPolicy,
	},
	ResearchUserEducation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserEducationKeySpecifier | (() => undefined | ResearchUserEducationKeySpecifier),
		fields?: ResearchUserEducationFieldPolicy,
	},
	ResearchUserEmployment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserEmploymentKeySpecifier | (() => undefined | ResearchUserEmploymentKeySpecifier),
		fields?: ResearchUserEmploymentFieldPolicy,
	},
	ResearchUserSocial?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ResearchUserSocialKeySpecifier | (() => undefined | ResearchUserSocialKeySpecifier),
		fields?: ResearchUserSocialFieldPolicy,
	},
	RetryPolicy?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RetryPolicyKeySpecifier | (() => undefined | RetryPolicyKeySpecifier),
		fields?: RetryPolicyFieldPolicy,
	},
	RtcItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RtcItemKeySpecifier | (() => undefined | RtcItemKeySpecifier),
		fields?: RtcItemFieldPolicy,
	},
	RtcParticipant?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RtcParticipantKeySpecifier | (() => undefined | RtcParticipantKeySpecifier),
		fields?: RtcParticipantFieldPolicy,
	},
	RtcSession?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RtcSessionKeySpecifier | (() => undefined | RtcSessionKeySpecifier),
		fields?: RtcSessionFieldPolicy,
	},
	SalePriceBucket?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SalePriceBucketKeySpecifier | (() => undefined | SalePriceBucketKeySpecifier),
		fields?: SalePriceBucketFieldPolicy,
	},
	ScheduledAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ScheduledActionKeySpecifier | (() => undefined | ScheduledActionKeySpecifier),
		fields?: ScheduledActionFieldPolicy,
	},
	SchedulerQuery?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchedulerQueryKeySpecifier | (() => undefined | SchedulerQueryKeySpecifier),
		fields?: SchedulerQueryFieldPolicy,
	},
	SchemaBlock?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaBlockKeySpecifier | (() => undefined | SchemaBlockKeySpecifier),
		fields?: SchemaBlockFieldPolicy,
	},
	SchemaBlockConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaBlockConnectionKeySpecifier | (() => undefined | SchemaBlockConnectionKeySpecifier),
		fields?: SchemaBlockConnectionFieldPolicy,
	},
	SchemaBlockEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaBlockEdgeKeySpecifier | (() => undefined | SchemaBlockEdgeKeySpecifier),
		fields?: SchemaBlockEdgeFieldPolicy,
	},
	SchemaResponse?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseKeySpecifier | (() => undefined | SchemaResponseKeySpecifier),
		fields?: SchemaResponseFieldPolicy,
	},
	SchemaResponseAction?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseActionKeySpecifier | (() => undefined | SchemaResponseActionKeySpecifier),
		fields?: SchemaResponseActionFieldPolicy,
	},
	SchemaResponseActionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseActionConnectionKeySpecifier | (() => undefined | SchemaResponseActionConnectionKeySpecifier),
		fields?: SchemaResponseActionConnectionFieldPolicy,
	},
	SchemaResponseActionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseActionEdgeKeySpecifier | (() => undefined | SchemaResponseActionEdgeKeySpecifier),
		fields?: SchemaResponseActionEdgeFieldPolicy,
	},
	SchemaResponseConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseConnectionKeySpecifier | (() => undefined | SchemaResponseConnectionKeySpecifier),
		fields?: SchemaResponseConnectionFieldPolicy,
	},
	SchemaResponseEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SchemaResponseEdgeKeySpecifier | (() => undefined | SchemaResponseEdgeKeySpecifier),
		fields?: SchemaResponseEdgeFieldPolicy,
	},
	Seller?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SellerKeySpecifier | (() => undefined | SellerKeySpecifier),
		fields?: SellerFieldPolicy,
	},
	SellerItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SellerItemKeySpecifier | (() => undefined | SellerItemKeySpecifier),
		fields?: SellerItemFieldPolicy,
	},
	SellerItemConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SellerItemConnectionKeySpecifier | (() => undefined | SellerItemConnectionKeySpecifier),
		fields?: SellerItemConnectionFieldPolicy,
	},
	SellerItemEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SellerItemEdgeKeySpecifier | (() => undefined | SellerItemEdgeKeySpecifier),
		fields?: SellerItemEdgeFieldPolicy,
	},
	ServiceBusAuthentication?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ServiceBusAuthenticationKeySpecifier | (() => undefined | ServiceBusAuthenticationKeySpecifier),
		fields?: ServiceBusAuthenticationFieldPolicy,
	},
	ServiceBusBrokeredMessageProperties?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ServiceBusBrokeredMessagePropertiesKeySpecifier | (() => undefined | ServiceBusBrokeredMessagePropertiesKeySpecifier),
		fields?: ServiceBusBrokeredMessagePropertiesFieldPolicy,
	},
	ServiceBusMessage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ServiceBusMessageKeySpecifier | (() => undefined | ServiceBusMessageKeySpecifier),
		fields?: ServiceBusMessageFieldPolicy,
	},
	Shipment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ShipmentKeySpecifier | (() => undefined | ShipmentKeySpecifier),
		fields?: ShipmentFieldPolicy,
	},
	ShipmentInvoice?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ShipmentInvoiceKeySpecifier | (() => undefined | ShipmentInvoiceKeySpecifier),
		fields?: ShipmentInvoiceFieldPolicy,
	},
	Snapshot?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SnapshotKeySpecifier | (() => undefined | SnapshotKeySpecifier),
		fields?: SnapshotFieldPolicy,
	},
	SnapshotPayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SnapshotPayloadKeySpecifier | (() => undefined | SnapshotPayloadKeySpecifier),
		fields?: SnapshotPayloadFieldPolicy,
	},
	Space?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceKeySpecifier | (() => undefined | SpaceKeySpecifier),
		fields?: SpaceFieldPolicy,
	},
	SpaceAttachment?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceAttachmentKeySpecifier | (() => undefined | SpaceAttachmentKeySpecifier),
		fields?: SpaceAttachmentFieldPolicy,
	},
	SpaceConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceConnectionKeySpecifier | (() => undefined | SpaceConnectionKeySpecifier),
		fields?: SpaceConnectionFieldPolicy,
	},
	SpaceEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceEdgeKeySpecifier | (() => undefined | SpaceEdgeKeySpecifier),
		fields?: SpaceEdgeFieldPolicy,
	},
	SpaceItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceItemKeySpecifier | (() => undefined | SpaceItemKeySpecifier),
		fields?: SpaceItemFieldPolicy,
	},
	SpaceItemConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceItemConnectionKeySpecifier | (() => undefined | SpaceItemConnectionKeySpecifier),
		fields?: SpaceItemConnectionFieldPolicy,
	},
	SpaceItemEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceItemEdgeKeySpecifier | (() => undefined | SpaceItemEdgeKeySpecifier),
		fields?: SpaceItemEdgeFieldPolicy,
	},
	SpaceItemSearchResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceItemSearchResultKeySpecifier | (() => undefined | SpaceItemSearchResultKeySpecifier),
		fields?: SpaceItemSearchResultFieldPolicy,
	},
	SpaceLike?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceLikeKeySpecifier | (() => undefined | SpaceLikeKeySpecifier),
		fields?: SpaceLikeFieldPolicy,
	},
	SpaceLikeConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceLikeConnectionKeySpecifier | (() => undefined | SpaceLikeConnectionKeySpecifier),
		fields?: SpaceLikeConnectionFieldPolicy,
	},
	SpaceLikeEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceLikeEdgeKeySpecifier | (() => undefined | SpaceLikeEdgeKeySpecifier),
		fields?: SpaceLikeEdgeFieldPolicy,
	},
	SpaceParticipant?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceParticipantKeySpecifier | (() => undefined | SpaceParticipantKeySpecifier),
		fields?: SpaceParticipantFieldPolicy,
	},
	SpaceParticipantConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceParticipantConnectionKeySpecifier | (() => undefined | SpaceParticipantConnectionKeySpecifier),
		fields?: SpaceParticipantConnectionFieldPolicy,
	},
	SpaceParticipantEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceParticipantEdgeKeySpecifier | (() => undefined | SpaceParticipantEdgeKeySpecifier),
		fields?: SpaceParticipantEdgeFieldPolicy,
	},
	SpaceParticipantMatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceParticipantMatchKeySpecifier | (() => undefined | SpaceParticipantMatchKeySpecifier),
		fields?: SpaceParticipantMatchFieldPolicy,
	},
	SpacePinnedTopic?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpacePinnedTopicKeySpecifier | (() => undefined | SpacePinnedTopicKeySpecifier),
		fields?: SpacePinnedTopicFieldPolicy,
	},
	SpaceSearchResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceSearchResultKeySpecifier | (() => undefined | SpaceSearchResultKeySpecifier),
		fields?: SpaceSearchResultFieldPolicy,
	},
	SpaceSearchTerm?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceSearchTermKeySpecifier | (() => undefined | SpaceSearchTermKeySpecifier),
		fields?: SpaceSearchTermFieldPolicy,
	},
	SpaceTopic?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceTopicKeySpecifier | (() => undefined | SpaceTopicKeySpecifier),
		fields?: SpaceTopicFieldPolicy,
	},
	SpaceTopicConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceTopicConnectionKeySpecifier | (() => undefined | SpaceTopicConnectionKeySpecifier),
		fields?: SpaceTopicConnectionFieldPolicy,
	},
	SpaceTopicEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceTopicEdgeKeySpecifier | (() => undefined | SpaceTopicEdgeKeySpecifier),
		fields?: SpaceTopicEdgeFieldPolicy,
	},
	SpaceTopicWithReplies?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpaceTopicWithRepliesKeySpecifier | (() => undefined | SpaceTopicWithRepliesKeySpecifier),
		fields?: SpaceTopicWithRepliesFieldPolicy,
	},
	SpelledNumber?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SpelledNumberKeySpecifier | (() => undefined | SpelledNumberKeySpecifier),
		fields?: SpelledNumberFieldPolicy,
	},
	StorageQueueMessage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StorageQueueMessageKeySpecifier | (() => undefined | StorageQueueMessageKeySpecifier),
		fields?: StorageQueueMessageFieldPolicy,
	},
	Subscription?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SubscriptionKeySpecifier | (() => undefined | SubscriptionKeySpecifier),
		fields?: SubscriptionFieldPolicy,
	},
	SupportInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SupportInfoKeySpecifier | (() => undefined | SupportInfoKeySpecifier),
		fields?: SupportInfoFieldPolicy,
	},
	SystemItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SystemItemKeySpecifier | (() => undefined | SystemItemKeySpecifier),
		fields?: SystemItemFieldPolicy,
	},
	Tag?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TagKeySpecifier | (() => undefined | TagKeySpecifier),
		fields?: TagFieldPolicy,
	},
	Taxonomy?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TaxonomyKeySpecifier | (() => undefined | TaxonomyKeySpecifier),
		fields?: TaxonomyFieldPolicy,
	},
	TaxonomyConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TaxonomyConnectionKeySpecifier | (() => undefined | TaxonomyConnectionKeySpecifier),
		fields?: TaxonomyConnectionFieldPolicy,
	},
	TaxonomyEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TaxonomyEdgeKeySpecifier | (() => undefined | TaxonomyEdgeKeySpecifier),
		fields?: TaxonomyEdgeFieldPolicy,
	},
	TextItem?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TextItemKeySpecifier | (() => undefined | TextItemKeySpecifier),
		fields?: TextItemFieldPolicy,
	},
	Ticket?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketKeySpecifier | (() => undefined | TicketKeySpecifier),
		fields?: TicketFieldPolicy,
	},
	TicketConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketConnectionKeySpecifier | (() => undefined | TicketConnectionKeySpecifier),
		fields?: TicketConnectionFieldPolicy,
	},
	TicketEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketEdgeKeySpecifier | (() => undefined | TicketEdgeKeySpecifier),
		fields?: TicketEdgeFieldPolicy,
	},
	TicketMessage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketMessageKeySpecifier | (() => undefined | TicketMessageKeySpecifier),
		fields?: TicketMessageFieldPolicy,
	},
	TicketMessageConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketMessageConnectionKeySpecifier | (() => undefined | TicketMessageConnectionKeySpecifier),
		fields?: TicketMessageConnectionFieldPolicy,
	},
	TicketMessageEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TicketMessageEdgeKeySpecifier | (() => undefined | TicketMessageEdgeKeySpecifier),
		fields?: TicketMessageEdgeFieldPolicy,
	},
	TopModel?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TopModelKeySpecifier | (() => undefined | TopModelKeySpecifier),
		fields?: TopModelFieldPolicy,
	},
	UserAddon?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserAddonKeySpecifier | (() => undefined | UserAddonKeySpecifier),
		fields?: UserAddonFieldPolicy,
	},
	UserAddonConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserAddonConnectionKeySpecifier | (() => undefined | UserAddonConnectionKeySpecifier),
		fields?: UserAddonConnectionFieldPolicy,
	},
	UserAddonEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserAddonEdgeKeySpecifier | (() => undefined | UserAddonEdgeKeySpecifier),
		fields?: UserAddonEdgeFieldPolicy,
	},
	UserEmailAddress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserEmailAddressKeySpecifier | (() => undefined | UserEmailAddressKeySpecifier),
		fields?: UserEmailAddressFieldPolicy,
	},
	UserPhoneNumber?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserPhoneNumberKeySpecifier | (() => undefined | UserPhoneNumberKeySpecifier),
		fields?: UserPhoneNumberFieldPolicy,
	},
	Valuation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ValuationKeySpecifier | (() => undefined | ValuationKeySpecifier),
		fields?: ValuationFieldPolicy,
	},
	VehicleClass?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleClassKeySpecifier | (() => undefined | VehicleClassKeySpecifier),
		fields?: VehicleClassFieldPolicy,
	},
	VehicleHistory?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleHistoryKeySpecifier | (() => undefined | VehicleHistoryKeySpecifier),
		fields?: VehicleHistoryFieldPolicy,
	},
	VehicleHistoryEntry?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleHistoryEntryKeySpecifier | (() => undefined | VehicleHistoryEntryKeySpecifier),
		fields?: VehicleHistoryEntryFieldPolicy,
	},
	VehicleInsurance?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleInsuranceKeySpecifier | (() => undefined | VehicleInsuranceKeySpecifier),
		fields?: VehicleInsuranceFieldPolicy,
	},
	VehicleModel?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleModelKeySpecifier | (() => undefined | VehicleModelKeySpecifier),
		fields?: VehicleModelFieldPolicy,
	},
	VehicleRegistration?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleRegistrationKeySpecifier | (() => undefined | VehicleRegistrationKeySpecifier),
		fields?: VehicleRegistrationFieldPolicy,
	},
	VehicleRegistrationCertificate?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VehicleRegistrationCertificateKeySpecifier | (() => undefined | VehicleRegistrationCertificateKeySpecifier),
		fields?: VehicleRegistrationCertificateFieldPolicy,
	},
	ViewOnlyLink?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ViewOnlyLinkKeySpecifier | (() => undefined | ViewOnlyLinkKeySpecifier),
		fields?: ViewOnlyLinkFieldPolicy,
	},
	ViewOnlyLinkConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ViewOnlyLinkConnectionKeySpecifier | (() => undefined | ViewOnlyLinkConnectionKeySpecifier),
		fields?: ViewOnlyLinkConnectionFieldPolicy,
	},
	ViewOnlyLinkEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ViewOnlyLinkEdgeKeySpecifier | (() => undefined | ViewOnlyLinkEdgeKeySpecifier),
		fields?: ViewOnlyLinkEdgeFieldPolicy,
	},
	VinDecode?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VinDecodeKeySpecifier | (() => undefined | VinDecodeKeySpecifier),
		fields?: VinDecodeFieldPolicy,
	},
	Volume?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VolumeKeySpecifier | (() => undefined | VolumeKeySpecifier),
		fields?: VolumeFieldPolicy,
	},
	VolumePayload?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | VolumePayloadKeySpecifier | (() => undefined | VolumePayloadKeySpecifier),
		fields?: VolumePayloadFieldPolicy,
	},
	Webhook?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WebhookKeySpecifier | (() => undefined | WebhookKeySpecifier),
		fields?: WebhookFieldPolicy,
	},
	Wiki?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WikiKeySpecifier | (() => undefined | WikiKeySpecifier),
		fields?: WikiFieldPolicy,
	},
	WikiConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WikiConnectionKeySpecifier | (() => undefined | WikiConnectionKeySpecifier),
		fields?: WikiConnectionFieldPolicy,
	},
	WikiEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | WikiEdgeKeySpecifier | (() => undefined | WikiEdgeKeySpecifier),
		fields?: WikiEdgeFieldPolicy,
	},
	YaraRuleMatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | YaraRuleMatchKeySpecifier | (() => undefined | YaraRuleMatchKeySpecifier),
		fields?: YaraRuleMatchFieldPolicy,
	},
	YaraRuleString?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | YaraRuleStringKeySpecifier | (() => undefined | YaraRuleStringKeySpecifier),
		fields?: YaraRuleStringFieldPolicy,
	},
	YaraScanResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | YaraScanResultKeySpecifier | (() => undefined | YaraScanResultKeySpecifier),
		fields?: YaraScanResultFieldPolicy,
	},
	YaraStringMatch?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | YaraStringMatchKeySpecifier | (() => undefined | YaraStringMatchKeySpecifier),
		fields?: YaraStringMatchFieldPolicy,
	}
};
export type TypedTypePolicies = StrictTypedTypePolicies & TypePolicies;