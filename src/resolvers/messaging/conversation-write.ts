// One shape several messaging mutations share: a write the upstream answers without a body, then the conversation
// as it now is, so a normalised client cache updates by its `id`.
import type { MessagingDataSource, MessagingWriter } from '../../datasources/messaging/index.js';
import { Conversation } from '../../schema/messaging/conversations.js';
import type { MutationFieldBuilder } from '../../schema/service-mutations.js';
import { conversationKey } from './inputs.js';

/** The conversation a messaging mutation acts on. */
export const conversationIdArg = (t: MutationFieldBuilder, what = 'The conversation') =>
  t.arg.id({ required: true, description: `${what} (\`upstreamId\` or \`id\`).`, validate: conversationKey });

/** A mutation: `act` with the writer `writerOf` picks (the caller's own token), then the conversation read again. */
export function conversationWriteField<Writer extends MessagingWriter>(
  t: MutationFieldBuilder,
  writerOf: (messaging: MessagingDataSource) => Writer,
  description: string,
  act: (writer: Writer, convId: string) => Promise<void>,
) {
  return t.field({
    type: Conversation,
    description,
    args: { conversationId: conversationIdArg(t) },
    resolve: async (_root, args, { dataSources }) => {
      const writer = writerOf(dataSources.messaging);
      await act(writer, args.conversationId);
      return writer.getConversationNow(args.conversationId);
    },
  });
}
