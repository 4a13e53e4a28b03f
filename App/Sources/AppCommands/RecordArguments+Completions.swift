import ArgumentParsing
import Browse
import ClientCommandLine
import HTTPClient
import JSONCoding
import ServerSettingsKit

extension RecordArguments {
  /// What a shell offers for the word being completed after `create`, `edit` or `delete`: at
  /// the first argument, the collections the server lists (as `app get` completes its path)
  /// at a path of one segment, as that path (`customers`, `books/`), when a shell takes it as
  /// typed (`ShellWords.isPlain`); from `itemsFrom` on, the items of the fields of the
  /// collection's records (`RequestItem.fieldStarts`), read as the command reads them, but
  /// those typed already (and the `id` when `skipsID`).
  static func completions(
    in context: CommandContext, itemsFrom: Int?, skipsID: Bool = false
  ) async -> [String] {
    let words = context.parsed.arguments
    let position = words.count - 1
    if position == 0 {
      return await GetCommand.listedResources(in: context).compactMap { listed in
        listed.segments.count == 1 && listed.query == nil && ShellWords.isPlain(listed.path)
          ? listed.path : nil
      }
    }
    guard let itemsFrom, position >= itemsFrom, let resource = words.first,
      RecordCollections.isPathSegment(resource)
    else { return [] }
    let schema = await GetCommand.withCompletionSession(in: context) { session, settings in
      let client = ResourceClient.recordWrites(
        .recordWrites(of: resource, settings: settings.client.server), session: session)
      let page = try? await client.page(RecordQuery(page: PageRequest(size: 1)))
      return RecordSchema(records: page?.items.compactMap(\.record) ?? [])
    }
    return RequestItem.fieldStarts(
      of: schema ?? RecordSchema(), typed: Array(words[itemsFrom..<position]),
      excluded: skipsID ? ["id"] : [])
  }
}
