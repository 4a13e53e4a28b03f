import Features
import Foundation
import HTTPClient
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport

@testable import Browse
@testable import BrowseKit

/// What the tests of the browser's screens start from: a terminal's size, and a server of
/// JSONPlaceholder's posts and users from memory.
enum Fixtures {
  /// The terminal of most tests.
  static let size = TerminalSize(columns: 80, rows: 24)

  /// Post `id` as the server sends it: titled `Post 7`, or as `titled` says, by Leanne.
  static func post(_ id: Int, titled: (Int) -> String = { "Post \($0)" }) -> JSONObject {
    [
      "userId": 1, "id": .number(JSONNumber(id)), "title": .string(titled(id)),
      "body": .string("The body of post \(id).\nIts second line."),
    ]
  }

  /// A server of `count` posts, titled as `titled` says, all by Leanne, the one user, read in
  /// pages as `_page` and `_limit` ask, with their total; each post, and no other record. A
  /// post created is post 101, listed after them; the ids of those deleted are noted in `deleted`.
  static func posts(
    count: Int = 100, titled: @escaping @Sendable (Int) -> String = { "Post \($0)" },
    deleted: LockedValue<[String]> = LockedValue([])
  ) -> RecordCollections {
    let created = LockedValue<[JSONObject]>([])
    return RecordCollections.answering { endpoint in
      let path = endpoint.pathComponents
      let query = Dictionary(
        endpoint.queryItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
      if endpoint.method == "POST", path == ["posts"] {
        var post = (try? JSONValue(parsing: endpoint.body ?? Data()))?.object ?? [:]
        post["id"] = 101
        created.withLock { $0.append(post) }
        return (JSONValue.object(post).serialized(), HTTPResponseHead(status: 201, headers: [:]))
      }
      if endpoint.method == "DELETE", path.count == 2 {
        deleted.withLock { $0.append(path[1]) }
        return (Data("{}".utf8), nil)
      }
      switch path {
      case ["posts"]:
        var posts = (1...max(count, 1)).prefix(count).map { post($0, titled: titled) }
        posts += created.current
        let total = posts.count
        if let limit = query["_limit"].flatMap(Int.init), limit > 0 {
          let page = max(query["_page"].flatMap(Int.init) ?? 1, 1)
          posts = Array(posts.dropFirst((page - 1) * limit).prefix(limit))
        }
        return (
          JSONValue.array(posts.map(JSONValue.object)).serialized(),
          HTTPResponseHead(status: 200, headers: ["X-Total-Count": String(total)])
        )
      case ["users"]:
        return (JSONValue.array([.object(leanne)]).serialized(), nil)
      case ["users", "1"]:
        return (JSONValue.object(leanne).serialized(), nil)
      default:
        if path.count == 2, path[0] == "posts", let id = Int(path[1]), (1...count).contains(id) {
          return (JSONValue.object(post(id, titled: titled)).serialized(), nil)
        }
        if path.count == 1 { return (Data("[]".utf8), nil) }
        throw NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "Not Found")
      }
    }
  }

  /// Leanne, the one user of ``posts(count:)``.
  static let leanne: JSONObject = [
    "id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
  ]
  /// The search of a list of `items` with `text` typed into its bar, kept with Enter when
  /// `kept`.
  static func search(typing text: String, over items: [some Searchable], kept: Bool = false)
    -> ListSearch
  {
    var search = ListSearch()
    _ = search.open()
    search.index(items)
    for character in text {
      _ = search.press(.character(character))
    }
    if kept {
      _ = search.press(.enter)
    }
    return search
  }
}
