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
}
