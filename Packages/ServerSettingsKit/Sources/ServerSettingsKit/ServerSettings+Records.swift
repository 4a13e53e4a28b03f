import HTTPClient
import JSONCoding

extension ServerSettings {
  /// The conventions of `records`: `"root": "singular"`, `"extension"` (a name of letters and
  /// digits such as `json`), `"trailingSlash"`, `"format"` (`json`, `form` or `jsonapi`) and
  /// `"update"` (`PATCH`, `POST` or `PUT`).
  static func records(_ value: JSONValue) throws(Problem) -> RecordWriteConventions {
    guard let object = value.object else {
      throw Problem(
        path: ["records"], reason: "must be an object of \(keyList(RecordWriteConventions.keys))")
    }
    var conventions = RecordWriteConventions()
    for member in object {
      let path = ["records", member.name]
      switch (member.name, member.value) {
      case ("root", .string("singular")):
        conventions.wrapsBodyInSingular = true
      case ("root", _):
        throw Problem(path: path, reason: "must be \"singular\"")
      case ("extension", .string(let name))
      where !name.isEmpty && name.count <= 16
        && name.unicodeScalars.allSatisfy({
          $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }):
        conventions.pathExtension = name
      case ("extension", _):
        throw Problem(
          path: path, reason: "must be a format's name of letters and digits, such as json")
      case ("trailingSlash", .bool(let flag)):
        conventions.trailingSlash = flag
      case ("trailingSlash", _):
        throw Problem(path: path, reason: "must be true or false")
      case ("update", .string(let method))
      where RecordWriteConventions.updateMethods.contains(method):
        conventions.updateMethod = method
      case ("update", _):
        throw Problem(
          path: path, reason: "must be \(keyList(RecordWriteConventions.updateMethods))")
      case ("format", .string(let name)):
        guard let format = RecordBodyFormat(rawValue: name) else { fallthrough }
        conventions.format = format
      case ("format", _):
        throw Problem(
          path: path,
          reason: "must be \(keyList(RecordBodyFormat.allCases.map(\.rawValue)))")
      default:
        throw Problem(
          path: path,
          reason: "is not a setting (expected \(keyList(RecordWriteConventions.keys)))")
      }
    }
    return conventions
  }
}
