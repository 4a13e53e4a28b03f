import BrowseKit
import Foundation
import JSONCoding

/// What the discovery of one server's resources found, kept in a file between runs (`app
/// browse` keeps it in the server's folder of stored answers, cleared with them), so that the
/// next start shows those tabs at once, without waiting on the requests that found them: the
/// resources' names and paths, and their fields.
///
/// ```swift
/// let kept = KeptCatalog(
///   file: FileManager.default.temporaryDirectory.appendingPathComponent("resources.json"))
/// kept.write(ResourceCatalog(resources: [BrowsedResource(name: "books")]))
/// // kept.read()?.resources.map(\.name) == ["books"]
/// ```
public struct KeptCatalog: Sendable, Hashable {
  /// The file it is kept in.
  public let file: URL

  public init(file: URL) {
    self.file = file
  }

  /// The catalog kept, its resources and fields; `nil` when none is, or the file is not one.
  public func read() -> ResourceCatalog? {
    guard let data = try? Data(contentsOf: file), let kept = try? JSONValue(parsing: data),
      case .array(let listed)? = kept["resources"]
    else { return nil }
    var resources: [BrowsedResource] = []
    for case .object(let entry) in listed {
      guard let name = entry["name"]?.string, let path = entry["path"]?.string else { return nil }
      resources.append(BrowsedResource(name: name, path: path))
    }
    guard !resources.isEmpty else { return nil }
    var fields: [String: [String]] = [:]
    for member in kept["fields"]?.object ?? [:] {
      fields[member.name] = member.value.array?.compactMap(\.string)
    }
    return ResourceCatalog(resources: resources, fields: fields)
  }

  /// Keeps `catalog`'s resources and fields, in place of what was kept. A file that cannot be
  /// written leaves the next start to find them again.
  public func write(_ catalog: ResourceCatalog) {
    let resources = catalog.resources.map { resource -> JSONValue in
      .object(["name": .string(resource.name), "path": .string(resource.path)])
    }
    let fields = catalog.fields.sorted { $0.key < $1.key }.map { field in
      (field.key, JSONValue.array(field.value.map(JSONValue.string)))
    }
    let kept: JSONValue = .object(
      ["resources": .array(resources), "fields": .object(JSONObject(fields))])
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? kept.serialized().write(to: file, options: .atomic)
  }
}
