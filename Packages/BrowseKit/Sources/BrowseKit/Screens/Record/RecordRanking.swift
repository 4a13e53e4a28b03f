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
  ///
  /// Every row of a list is named so: this looks only at the record's own members, in their
  /// order, where the whole ranking (``members(of:)``) would measure every value.
  public static func name(of record: JSONObject) -> String? {
    var seen: Set<String> = []
    for member in record where seen.insert(member.name).inserted {
      guard RecordColumns.namesOrTitles(member.name),
        case .string(let text)? = record[member.name], text.contains(where: { !$0.isWhitespace })
      else { continue }
      return text
    }
    return nil
  }
}
