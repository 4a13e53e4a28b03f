import HTTPClient
import JSONCoding

/// The columns a list of records of unknown shape is shown with, chosen from the records
/// themselves.
///
/// The rule: every field of the records, in the order first seen going through them; the
/// fields of a nested object as columns of their own (`address.city`), however deep, but a
/// JSON:API relationship's `ResourceIdentifier`, one column of its id; then, in
/// this order:
/// 1. `id`;
/// 2. the names and titles: fields whose name contains `name` or `title` (`name`, `username`,
///    `title`), ignoring case;
/// 3. the email addresses: fields whose name contains `email` or `mail`;
/// 4. the other short values: fields no value of which is longer than ``shortLength``
///    characters, arrays included (shown as their count);
/// 5. the long values, such as a post's body;
/// 6. the fields of nested objects, in the same order among themselves.
///
/// A narrow window drops the least important first: the long values and nested fields, then
/// the short values, the email addresses, `id`, and the names and titles last.
public enum RecordColumns {
  /// The most characters of a value that counts as short.
  public static let shortLength = 40
  /// The importance of the names and titles, the greatest the rule gives: the columns that say
  /// what a record is called.
  public static let namesImportance = 5
  /// The importance of the other short values, above the long values and the nested fields
  /// alone: the least of the columns a preview beside the list yields to.
  public static let shortValuesImportance = 2

  /// The columns for `records`, by the rule above.
  public static func chosen(for records: [JSONObject]) -> [RecordColumn] {
    chosen(for: records, idField: "id")
  }

  /// The columns of `records` as ``chosen(for:)`` chooses them, the member `idField` taking the
  /// place `id` has there (GitHub's `number`, json-server's `--id`); an `id` beside it ranks as
  /// any other value.
  public static func chosen(for records: [JSONObject], idField: String) -> [RecordColumn] {
    var paths = FieldPaths()
    for record in records {
      paths.add(record, under: [])
    }
    let ranked = paths.all.enumerated().map { order, path in
      (
        rank: rank(of: path, longest: paths.longest[path] ?? 0, idField: idField), order: order,
        path: path
      )
    }
    return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map {
      RecordColumn(path: $0.path, importance: importance(ofRank: $0.rank))
    }
  }

  /// Whether a top-level field named `field` is among the names and titles: its name contains
  /// `name` or `title`, ignoring case.
  public static func namesOrTitles(_ field: String) -> Bool {
    holds(field, "name") || holds(field, "title")
  }

  /// What `record` is called: the text of the first of its fields among the names and titles
  /// (``namesOrTitles(_:)``: `name`, `title`, `username`); `nil` when none holds text.
  ///
  /// Every row of a list is named so: this looks only at the record's own members, in their
  /// order, where ranking the columns (``chosen(for:idField:)``) would measure every value.
  public static func name(of record: JSONObject) -> String? {
    var seen: Set<String> = []
    for member in record where seen.insert(member.name).inserted {
      guard namesOrTitles(member.name), case .string(let text)? = record[member.name],
        text.contains(where: { !$0.isWhitespace })
      else { continue }
      return text
    }
    return nil
  }

  /// Whether `field` holds `word`, a lowercase ASCII word, ignoring case: compared byte by byte,
  /// as every row's name is looked for so. No letter outside ASCII lowercases to the letters
  /// of the words looked for alone, so this is what `lowercased().contains(word)` answers.
  static func holds(_ field: String, _ word: StaticString) -> Bool {
    let text = Array(field.utf8)
    let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard text.count >= word.count else { return false }
    return (0...(text.count - word.count)).contains { start in
      word.indices.allSatisfy { text[start + $0] | 0x20 == word[$0] }
    }
  }

  private static func rank(of path: [String], longest: Int, idField: String) -> Int {
    guard path.count == 1, let field = path.first else { return 6 }
    if field == idField || idField == "id" && field.lowercased() == "id" { return 1 }
    if namesOrTitles(field) { return 2 }
    if holds(field, "mail") { return 3 }
    return longest <= shortLength ? 4 : 5
  }

  private static func importance(ofRank rank: Int) -> Int {
    switch rank {
    case 1: 4
    case 2: namesImportance
    case 3: 3
    case 4: shortValuesImportance
    default: 1
    }
  }
}

/// The paths of the fields of records, in the order first seen, with the longest text each
/// field has.
private struct FieldPaths {
  private(set) var all: [[String]] = []
  private(set) var longest: [[String]: Int] = [:]

  mutating func add(_ object: JSONObject, under parent: [String]) {
    for member in object {
      let path = parent + [member.name]
      // A relationship's identifier is one column, its id, as a foreign key is.
      if case .object(let nested) = member.value, !nested.isEmpty,
        ResourceIdentifier(member.value) == nil
      {
        add(nested, under: path)
        continue
      }
      let length = RecordColumn.text(of: member.value).count
      if let known = longest[path] {
        longest[path] = max(known, length)
      } else {
        all.append(path)
        longest[path] = length
      }
    }
  }
}
