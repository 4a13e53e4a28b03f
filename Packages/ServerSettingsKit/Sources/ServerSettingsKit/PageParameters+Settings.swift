import HTTPClient
import JSONCoding

extension PageParameters {
  /// The keys of `paging` in `servers.json`.
  public static let keys = ["page", "size", "first"]

  /// The parameters a server's settings name (`paging`): an object of ``keys``, each name text
  /// and `first` 0 or 1; a name left out is one the server does not take.
  ///
  /// ```json
  /// {"http://127.0.0.1:8080": {"paging": {"page": "page", "size": "size", "first": 0}}}
  /// ```
  ///
  /// - Throws: ``ServerSettings/Problem`` for another key or a value of the wrong kind.
  public init(_ value: JSONValue) throws(ServerSettings.Problem) {
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
    ServerSettings.keyList(keys)
  }
}
