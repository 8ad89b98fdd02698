// The messaging management writes: community conversations and moderation, labels and the profile, webhooks.
import './community.js';
import './labels.js';
import './webhook-writes.js';
