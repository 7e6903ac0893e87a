/**
 * The database's refusals of watch groups (spec §19), in the reader's language. `join_group`,
 * `create_group` and the owner's calls refuse with fixed English sentences
 * (`supabase/migrations/…_watch_groups.sql`), which `refusalOr` of `@streamscout/session` passes on;
 * these are their translations. A sentence not listed (a future one) shows as it came.
 */
import { msg, type MessageDescriptor, type Translator } from '@streamscout/i18n';

const REFUSALS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['invite not found or expired', msg('groups.refused.invite', 'invite not found or expired')],
  ['group is full: at most 8 members', msg('groups.refused.full', 'group is full: at most 8 members')],
  ['too many groups: at most 20', msg('groups.refused.tooMany', 'too many groups: at most 20')],
  ['invalid group name: 1 to 60 characters', msg('groups.refused.name', 'invalid group name: 1 to 60 characters')],
  ['group not found', msg('groups.refused.notFound', 'group not found')],
  [
    'the owner leaves the group instead of removing themself',
    msg('groups.refused.owner', 'the owner leaves the group instead of removing themself'),
  ],
]);

/**
 * A sentence `refusalOr` gave, in `tr`'s language when it is one of the database's group refusals.
 * @param tr the page's translator @param text the English sentence (or a message already translated)
 * @returns the translation, or `text` as it came
 */
export function groupRefusal(tr: Translator, text: string): string {
  const m = REFUSALS.get(text);
  return m ? tr.t(m) : text;
}
