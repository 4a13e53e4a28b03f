import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding

extension RecordArguments {
  /// What a shell offers for the word being completed after `create`, `edit` or `delete`: at
  /// the first argument, the collections the server names (as `app get` completes its path)
  /// whose names a shell takes as they are typed (letters, digits, `-._~`: a name with a space
  /// or a `?` is accepted, quoted, but not offered);
  /// from `itemsFrom` on, the fields of the collection's records, `name=` for text and
  /// `name:=` for the rest, but those typed already (and the `id` when `skipsID`).
  static func completions(
    in context: CommandContext, itemsFrom: Int?, skipsID: Bool = false
  ) async -> [String] {
    let words = context.parsed.arguments
    let position = words.count - 1
    if position == 0 {
      return await GetCommand.completions(in: context).compactMap { path in
        path.dropFirst().removingPercentEncoding.flatMap { Self.isPlainWord($0) ? $0 : nil }
      }
    }
    guard let itemsFrom, position >= itemsFrom, let resource = words.first,
      RecordCollections.isPathSegment(resource)
    else { return [] }
    let typed = Set(words[itemsFrom..<position].compactMap { try? RequestItem(parsing: $0).name })
    let schema = await GetCommand.withCompletionSession(in: context) { session in
      var description = RecordCollections.jsonServerDescription(of: resource)
      description.paging = .unpaged
      let page = try? await ResourceClient.live(description, session: session).page(
        RecordSearch(), PageRequest(size: 1))
      return RecordSchema(records: page?.items ?? [])
    }
    return (schema?.fields ?? []).compactMap { field in
      guard !typed.contains(field.name), !(skipsID && field.name == "id") else { return nil }
      return RequestItem.escaped(field.name)
        + (field.kind == .text || field.kind == nil ? "=" : ":=")
    }
  }

  /// Whether `name` is a collection's name a shell takes as it is typed: a path segment of
  /// letters, digits and `-._~` alone.
  private static func isPlainWord(_ name: String) -> Bool {
    RecordCollections.isPathSegment(name)
      && name.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
          || "-._~".unicodeScalars.contains($0)
      }
  }
}
