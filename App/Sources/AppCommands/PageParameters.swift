import ArgumentParsing
import Foundation
import JSONCoding
import NetworkClient

/// The query parameters a server names its pages by (`paging` in `servers.json`), which
/// `--page`, `--per-page` and the first page of `--all` send: json-server's `_page` and
/// `_limit` unless the settings say otherwise.
///
/// ```json
/// {"http://127.0.0.1:8080": {"paging": {"page": "page", "size": "size", "first": 0}}}
/// ```
struct PageParameters: Sendable, Hashable {
  /// The parameter of a page's number; `nil` for a server that numbers no pages (it pages by
  /// a cursor or a link its answers give).
  var page: String?
  /// The parameter of a page's size; `nil` for a server that takes none.
  var size: String?
  /// The number the server gives its first page: 1, or 0 (Spring Data REST).
  var first = 1

  /// json-server's: `_page`, from 1, and `_limit`.
  static let jsonServer = PageParameters(page: "_page", size: "_limit")

  /// The keys of `paging`.
  static let keys = ["page", "size", "first"]

  /// The parameters that ask for page `number` (from 1, however the server counts) of `size`
  /// records, each when the server names it and it is given.
  func queryItems(page number: Int?, size: Int?) -> [URLQueryItem] {
    var items: [URLQueryItem] = []
    // `first` is 0 or 1, and `number` at least 1: the shift cannot overflow.
    if let page, let number, number >= 1 {
      items.append(URLQueryItem(name: page, value: String(number - (1 - first))))
    }
    if let name = self.size, let size {
      items.append(URLQueryItem(name: name, value: String(size)))
    }
    return items
  }

  /// Numbered pages by these parameters, counted by `X-Total-Count` as json-server's are;
  /// `nil` when the server numbers no pages.
  var paging: Paging? {
    page.map { .numbered(page: $0, size: size, from: first) }
  }

  /// The names of the parameters, the page's first.
  var names: [String] {
    [page, size].compactMap { $0 }
  }
}

extension PageParameters {
  /// The parameters `value` names: an object of ``keys``, each name text and `first` 0 or 1;
  /// a name left out is one the server does not take.
  ///
  /// - Throws: ``ServerSettings/Problem`` for another key or a value of the wrong kind.
  init(_ value: JSONValue) throws(ServerSettings.Problem) {
    guard let object = value.object else {
      throw ServerSettings.Problem(
        path: ["paging"], reason: "must be an object of \(Self.listedKeys)")
    }
    self.init(page: nil, size: nil)
    for member in object {
      let path = ["paging", member.name]
      switch (member.name, member.value) {
      case ("page", .string(let name)) where !name.isEmpty: page = name
      case ("size", .string(let name)) where !name.isEmpty: size = name
      case ("page", _), ("size", _):
        throw ServerSettings.Problem(path: path, reason: "must be a parameter's name")
      case ("first", .number(let number)) where number.text == "0" || number.text == "1":
        first = number.text == "0" ? 0 : 1
      case ("first", _):
        throw ServerSettings.Problem(path: path, reason: "must be 0 or 1")
      default:
        throw ServerSettings.Problem(
          path: path, reason: "is not a setting (expected \(Self.listedKeys))")
      }
    }
  }

  /// ``keys``, quoted, as a message lists them.
  private static var listedKeys: String {
    keys.map { "'\($0)'" }.listedWithOr
  }
}
