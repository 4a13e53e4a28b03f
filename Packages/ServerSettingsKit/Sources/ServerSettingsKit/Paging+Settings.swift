import HTTPClient
import JSONCoding

extension Paging {
  /// The keys of `paging` in `servers.json`.
  public static let settingsKeys = ["page", "size", "first"]

  /// The paging a server's settings name (`paging`): an object of ``settingsKeys``, each name
  /// text and `first` 0 or 1. With `page`, numbered pages by it (and `size`), counted from
  /// `first`, their total in `X-Total-Count`; without it, pages that are not numbered, asked
  /// for by `size` alone and followed as their answers link them. A name left out is one the
  /// server does not take.
  ///
  /// ```json
  /// {"http://127.0.0.1:8080": {"paging": {"page": "page", "size": "size", "first": 0}}}
  /// ```
  ///
  /// - Throws: ``ServerSettings/Problem`` for another key or a value of the wrong kind.
  public init(settings value: JSONValue) throws(ServerSettings.Problem) {
    guard let object = value.object else {
      throw ServerSettings.Problem(
        path: ["paging"], reason: "must be an object of \(Self.listedKeys)")
    }
    var (page, size, first): (String?, String?, Int) = (nil, nil, 1)
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
    self = page.map { .numbered(page: $0, size: size, from: first) } ?? .linkHeader(size: size)
  }

  /// ``settingsKeys``, quoted, as a message lists them.
  private static var listedKeys: String {
    ServerSettings.keyList(settingsKeys)
  }
}
