import JSONCoding
import ScreenKit

/// A record's fields in the order `app get` ranks its columns (`RecordColumns`): `id`, the
/// names and titles, the email addresses, the short values, the long ones, the nested objects.
public enum RecordRanking {
  public static func members(of object: JSONObject) -> [JSONObject.Member] {
    var ranked: [JSONObject.Member] = []
    var seen: Set<String> = []
    let names = RecordColumns.chosen(for: [object]).compactMap(\.path.first) + object.names
    for name in names where seen.insert(name).inserted {
      if let value = object[name] { ranked.append(JSONObject.Member(name: name, value: value)) }
    }
    return ranked
  }

  /// What `record` is called: the text of the first of its fields ranked among the names and
  /// titles (`name`, `title`, `username`); `nil` when none holds text.
  public static func name(of record: JSONObject) -> String? {
    RecordColumns.chosen(for: [record]).lazy
      .filter { $0.importance == RecordColumns.namesImportance }
      .compactMap { column -> String? in
        guard case .string(let text)? = column.value(in: record),
          text.contains(where: { !$0.isWhitespace })
        else { return nil }
        return text
      }
      .first
  }
}
