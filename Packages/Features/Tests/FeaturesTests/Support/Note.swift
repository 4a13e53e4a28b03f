import Features
import HTTPClient

/// An item of a team's own API, for the generic features' tests: none of the workspace's models.
struct Note: Sendable, Hashable, Identifiable, Searchable, Decodable {
  var id: Int
  var title: String

  var searchableFields: [String] { [title] }

  /// Notes `ids`, each titled `Note N`.
  static func numbered(_ ids: ClosedRange<Int>) -> [Note] {
    ids.map { Note(id: $0, title: "Note \($0)") }
  }
}

/// A query of notes as a team's own client takes it: a tag to filter by, and a numbered page.
struct NoteQuery: ListQuery {
  var tag: String?
  var page: Int?
  var perPage: Int?

  var requestedPage: (number: Int, size: Int)? {
    guard let page, let perPage else { return nil }
    return (page, perPage)
  }

  var wholeCollection: NoteQuery {
    NoteQuery(tag: tag)
  }
}

/// A query of notes whose server searches: the text goes in the query, and a new text starts
/// from the first page.
struct NoteSearchQuery: ServerSearchQuery {
  var text = ""
  var page = 1
  var perPage = 2

  var requestedPage: (number: Int, size: Int)? { (page, perPage) }
  var wholeCollection: NoteSearchQuery { self }
  var searchText: String { text }

  func searching(_ text: String) -> NoteSearchQuery {
    NoteSearchQuery(text: text, page: 1, perPage: perPage)
  }
}
