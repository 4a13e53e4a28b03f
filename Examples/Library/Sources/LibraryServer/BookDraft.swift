import Foundation

/// The title, author and year a client sends to create or replace a book, each `nil` when it is
/// missing or not of its type.
struct BookDraft: Decodable {
  var title: String?
  var author: String?
  var year: Int?

  private enum CodingKeys: String, CodingKey {
    case title, author, year
  }

  /// Reads the fields of a JSON object, throwing only for a body that is not one.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try? container.decode(String.self, forKey: .title)
    author = try? container.decode(String.self, forKey: .author)
    year = try? container.decode(Int.self, forKey: .year)
  }

  /// The fields refused, with why, in the order title, author, year.
  var refused: [(name: String, reason: String)] {
    var refused: [(name: String, reason: String)] = []
    if Self.isBlank(title) {
      refused.append(("title", "must not be blank"))
    }
    if Self.isBlank(author) {
      refused.append(("author", "must not be blank"))
    }
    if !(year.map { (0...2_100).contains($0) } ?? false) {
      refused.append(("year", "must be between 0 and 2100"))
    }
    return refused
  }

  private static func isBlank(_ text: String?) -> Bool {
    text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? true
  }
}
