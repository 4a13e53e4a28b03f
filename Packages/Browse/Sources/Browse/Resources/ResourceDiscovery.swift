import BrowseKit
import Features
import Foundation
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// Which resources the browser shows: those a person names, or else those the server's `/db`
/// holds, as json-server answers it.
///
/// ```swift
/// let named = ["customers", "orders:api/v2/orders"].compactMap(ResourceDiscovery.resource(parsing:))
/// let catalog = try await ResourceDiscovery.catalog(naming: named, collections: .unimplemented)
/// print(catalog.resources.map(\.path))  // ["customers", "api/v2/orders"]
/// ```
///
/// A resource named `posts`, `users`, `albums` or `todos` keeps JSONPlaceholder's screens only
/// at its own path (which they read), and when its records decode as `Post`, `User`, `Album` or
/// `Todo`. Of a named one, the first page is read as the tabs read it (`_page=1&_limit=20`), and
/// every record that came must decode: a server that ignores `_limit` sends them all, and all
/// are checked; an empty page contradicts nothing, so it keeps them. Of `/db`, every record must
/// decode. Every catalog carries JSONPlaceholder's add-ons (`RecordAddOn.jsonPlaceholder`),
/// which add only to the resources shown with its screens.
public enum ResourceDiscovery {
  /// Why no catalog could be made; its description is one line.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A resource whose name is empty, or whose path has an empty segment, `.` or `..`.
    case invalidResource(String)
    case duplicateResource(String)
    /// `/db` is larger than `limit` bytes, the most the session reads of an answer.
    case databaseTooLarge(limit: Int)
    /// `/db` is not a JSON object, or holds no array, as `reason` says.
    case noResourcesInDatabase(reason: String)
    /// A request failed, as a screen's load fails: unreachable, timed out, refused, not stored.
    case loadFailed(LoadFailure)

    public var description: String {
      switch self {
      case .invalidResource(let name):
        "invalid resource '\(name)': a name, then an optional :PATH of segments that are not "
          + "empty, . or .."
      case .duplicateResource(let name):
        "the resource '\(name)' is named twice"
      case .databaseTooLarge(let limit):
        "the server's /db is larger than \(NetworkError.text(ofByteCount: limit)), the size limit: "
          + "name the resources to browse with --resource NAME"
      case .noResourcesInDatabase(let reason):
        "the server's /db \(reason): name the resources to browse with --resource NAME"
      case .loadFailed(let failure):
        failure.message
      }
    }
  }

  /// How many records of a named resource are read to tell its screens: the tabs' first page.
  public static let pageSize = 20

  /// The resource `NAME` or `NAME:PATH` names, as `--resource` takes it: the first `:` ends the
  /// name, and a path may start with `/`. `nil` when the name is empty, or a segment of the
  /// path is empty, `.`, `..` or holds a control character.
  public static func resource(parsing text: String) -> BrowsedResource? {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    var path = parts.count > 1 ? String(parts[1]) : nil
    if let given = path, given.hasPrefix("/") {
      path = String(given.dropFirst())
    }
    let resource = BrowsedResource(name: name, path: path)
    return isValid(resource) ? resource : nil
  }

  /// The catalog of the resources named, in their order, or, when none is, of the server's
  /// `/db`.
  ///
  /// Named resources keep the names and paths given, and their screens are chosen here. Without
  /// any, the arrays of `/db` are the resources, in its order, their fields those of their
  /// records, first seen first; a member that is not an array (a singular resource), or whose
  /// name no path segment can hold, is left out. A `/db` the server does not have (`404`, `405`,
  /// `501`) gives `ResourceCatalog.jsonPlaceholder`, and so do a list in place of `/db` (a
  /// server that answers every path alike) and a `/db` not stored when the client may not use
  /// the network or the server cannot be reached (unreachable, timed out): the screens then say
  /// what is stored.
  ///
  /// - Throws: ``Failure``.
  public static func catalog(
    naming resources: [BrowsedResource], idField: String = "id", foreignKeySuffix: String = "Id",
    collections: RecordCollections
  ) async throws(Failure) -> ResourceCatalog {
    var catalog: ResourceCatalog
    if resources.isEmpty {
      catalog = try await databaseCatalog(collections: collections)
    } else {
      var names: Set<String> = []
      for resource in resources {
        guard isValid(resource) else { throw .invalidResource(resource.name) }
        guard names.insert(resource.name).inserted else {
          throw .duplicateResource(resource.name)
        }
      }
      var shown: [BrowsedResource] = []
      for var resource in resources {
        resource.screens = try await screens(ofNamed: resource, collections: collections)
        shown.append(resource)
      }
      catalog = ResourceCatalog(resources: shown)
    }
    catalog.idField = idField
    catalog.foreignKeySuffix = foreignKeySuffix
    catalog.addOns = RecordAddOn.jsonPlaceholder
    return catalog
  }

  private static func isValid(_ resource: BrowsedResource) -> Bool {
    let segments = resource.path.split(separator: "/", omittingEmptySubsequences: false)
    return !resource.name.isEmpty && !hasControlCharacter(resource.name)
      && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !hasControlCharacter($0) }
  }

  private static func hasControlCharacter(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// JSONPlaceholder's screens for `resource` when its name and path are one of theirs and the
  /// records of its first page decode as their model; else the generic ones, as for a path the
  /// server does not have (`404`) or whose answer is not a list of records.
  private static func screens(
    ofNamed resource: BrowsedResource, collections: RecordCollections
  ) async throws(Failure) -> BrowsedResource.Screens {
    guard let tab = ownTab(of: resource.name), resource.path == resource.name else {
      return .generic
    }
    let page: Page<JSONObject>
    do {
      page = try await collections.client(of: resource).page(
        RecordSearch(), PageRequest(size: pageSize))
    } catch NetworkError.unexpectedStatus(code: 404, _, _, _), NetworkError.undecodable {
      return .generic
    } catch {
      throw .loadFailed(LoadFailure(error))
    }
    return decode(page.items.map(JSONValue.object), as: tab) ? tab.screens : .generic
  }

  private static func databaseCatalog(collections: RecordCollections) async throws(Failure)
    -> ResourceCatalog
  {
    let database: JSONValue
    do {
      database = try await collections.read(["db"])
    } catch NetworkError.unexpectedStatus(code: let code, _, _, _)
      where [404, 405, 501].contains(code)
    {
      return .jsonPlaceholder
    } catch NetworkError.notStored, NetworkError.unreachable, NetworkError.timedOut {
      // Offline, or with the server gone, a `/db` not stored is one the server did not have
      // when it was last asked (its 404 is not stored), or one never asked for: either way the
      // screens say what is stored of JSONPlaceholder's resources, and that the server is gone.
      return .jsonPlaceholder
    } catch NetworkError.tooLarge(_, let limit) {
      throw .databaseTooLarge(limit: limit)
    } catch NetworkError.undecodable {
      throw .noResourcesInDatabase(reason: "is not JSON")
    } catch {
      throw .loadFailed(LoadFailure(error))
    }
    // json-server's `/db` is an object: a list there is what a server that answers every path
    // alike sends, and it has no `/db`.
    if database.array != nil { return .jsonPlaceholder }
    // The database is one object, whatever its members are named: read as it is.
    guard let database = database.object else {
      throw .noResourcesInDatabase(reason: "is not a JSON object")
    }
    var resources: [BrowsedResource] = []
    var fields: [String: [String]] = [:]
    for member in database {
      var resource = BrowsedResource(name: member.name)
      guard case .array(let elements) = member.value, fields[member.name] == nil,
        isValid(resource), resource.pathComponents == [member.name]
      else { continue }
      if let tab = ownTab(of: member.name), decode(elements, as: tab) {
        resource.screens = tab.screens
      }
      resources.append(resource)
      fields[member.name] = fieldNames(of: elements)
    }
    guard !resources.isEmpty else {
      throw .noResourcesInDatabase(reason: "holds no array of records")
    }
    return ResourceCatalog(resources: resources, fields: fields)
  }

  /// The members of the objects among `elements`, each once, first seen first.
  private static func fieldNames(of elements: [JSONValue]) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    for case .object(let record) in elements {
      for name in record.names where seen.insert(name).inserted {
        names.append(name)
      }
    }
    return names
  }

  /// JSONPlaceholder's tab whose resource is named `name` (`todos`), if any.
  private static func ownTab(of name: String) -> JSONPlaceholderTab? {
    JSONPlaceholderTab.allCases.first { $0.records.name == name }
  }

  /// Whether every one of `elements` decodes as the model that `tab` shows.
  private static func decode(_ elements: [JSONValue], as tab: JSONPlaceholderTab) -> Bool {
    let data = JSONValue.array(elements).serialized()
    let decoder = JSONDecoder()
    switch tab {
    case .posts: return (try? decoder.decode([Post].self, from: data)) != nil
    case .users: return (try? decoder.decode([User].self, from: data)) != nil
    case .albums: return (try? decoder.decode([Album].self, from: data)) != nil
    case .todos: return (try? decoder.decode([Todo].self, from: data)) != nil
    }
  }
}
