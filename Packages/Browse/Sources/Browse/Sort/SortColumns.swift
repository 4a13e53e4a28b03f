import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The columns each list sorts by, with the letters that pick them after `S`: the columns of
/// its table.
enum SortColumns {
  static let posts: [SortColumn<PostSummary>] = [
    SortColumn("i", "id", header: "ID") { .number($0.post.id.rawValue) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.post.title) },
    SortColumn("a", "author", header: "AUTHOR") { $0.author.map { .folding($0.name) } ?? .missing },
  ]

  static let users: [SortColumn<User>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("n", "name", header: "NAME") { .folding($0.name) },
    SortColumn("e", "email", header: "EMAIL") { .folding($0.email) },
    SortColumn("c", "city", header: "CITY") { .folding($0.address.city) },
    SortColumn("o", "company", header: "COMPANY") { .folding($0.company.name) },
  ]

  /// The owner sorts by their id: the list of albums does not know the owners' names.
  static let albums: [SortColumn<Album>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.title) },
    SortColumn("o", "owner", header: "OWNER") { .number($0.userId.rawValue) },
  ]

  static let todos: [SortColumn<Todo>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("d", "done", header: "DONE") { .number($0.completed ? 1 : 0) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.title) },
  ]
}
