import BrowseKit
import Features
import Foundation
import HTTPClient
import JSONCoding
import JSONPlaceholderBrowse

/// Which resources the browser shows: those a person names, or else those the server lists:
/// its `/db`, as json-server answers it, or its root's links, as HAL and JSON:API services give
/// them.
///
/// ```swift
/// let named = ["customers", "orders:api/v2/orders"].compactMap(ResourceDiscovery.resource(parsing:))
/// let catalog = try await ResourceDiscovery.catalog(naming: named, collections: .unimplemented)
/// print(catalog.resources.map(\.path))  // ["customers", "api/v2/orders"]
/// ```
///
/// Every resource is shown with the generic screens. Every catalog carries JSONPlaceholder's
/// add-ons (`RecordAddOn.jsonPlaceholder`), each of which adds only to the records it fits.
public enum ResourceDiscovery {
  /// Why no catalog could be made; its description is one line.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A resource whose name is empty, or whose path has an empty segment, `.` or `..`.
    case invalidResource(String)
    case duplicateResource(String)
    /// `/db` is larger than `limit` bytes, the most the session reads of an answer.
    case databaseTooLarge(limit: Int)
    /// A request failed, as a screen's load fails: unreachable, timed out, refused, not stored.
    case loadFailed(LoadFailure)
    /// Nothing the server answered lists a resource: `tried` says what was asked, and what came.
    case noResourcesFound(tried: [String])

    /// What the failure says of a server that could not be reached (unreachable, timed out,
    /// or gone without an answer), in one line: a reason to ask it again; `nil` for any other.
    public var unreachedServer: String? {
      guard case .loadFailed(let failure) = self else { return nil }
      switch failure.networkError {
      case .unreachable?, .timedOut?, .unanswered?: return failure.message
      default: return nil
      }
    }

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
      case .loadFailed(let failure):
        failure.message
      case .noResourcesFound(let tried):
        "found no resources to browse (\(tried.joined(separator: "; "))): name them with "
          + "--resource NAME[:PATH]"
      }
    }
  }

  /// How long to wait before asking a server that could not be reached what it lists again,
  /// after asking `asked` times: 1 s, then twice as long each time, up to 30 s.
  public static func waitBeforeAskingAgain(after asked: Int) -> Duration {
    .seconds(min(30, 1 << min(max(asked, 0), 5)))
  }

  /// How many records of each of JSONPlaceholder's paths are asked for to learn whether the
  /// server has it: one, so that the tabs' own first pages are not read twice.
  static let probedPageSize = 1

  /// The resource `NAME` or `NAME:PATH` names, as `--resource` takes it and
  /// `NamedResource/init(parsing:)` reads it: a path's final `/` is kept
  /// (`BrowsedResource.endsWithSlash`), and what follows its `?` is the resource's query
  /// (`BrowsedResource.query`), sent with every request of the resource. `nil` when the name is
  /// empty, or a segment of the path is empty, `.`, `..` or holds a control character.
  public static func resource(parsing text: String) -> BrowsedResource? {
    NamedResource(parsing: text).map(BrowsedResource.init(named:))
  }

  /// Why `resources`, as `--resource` names them, cannot all be tabs: one named twice; `nil`
  /// when each is named once.
  public static func refusal(of resources: [BrowsedResource]) -> String? {
    var names: Set<String> = []
    return resources.first { !names.insert($0.name).inserted }.map {
      "the resource '\($0.name)' is named twice (--resource)"
    }
  }

  /// The catalog of the resources named, in their order, or, when none is, of what the server
  /// lists: its `/db` and its root's links, asked for together, else those of
  /// JSONPlaceholder's paths it answers with a list, asked for together.
  ///
  /// Named resources keep the names and paths given, and are not asked for here: their tabs say
  /// what the server answers. Without any:
  /// - the arrays of `/db` are the resources, in its order, their fields those of their
  ///   records, first seen first; a member that is not an array (a singular resource), or
  ///   whose name no path segment can hold, is left out;
  /// - else the links of the root at `baseURL` (HAL's `_links`, JSON:API's top-level `links`),
  ///   each named by its relation, at its path below `baseURL` (a templated link's
  ///   `{?page,size}` aside; `self`, `profile` and the like left out);
  /// - else the tables of the base URL's own JSON form, asked for with the others
  ///   (`RecordCollections.readBaseAsJSON`: datasette's `/library.json` of `/library`), each
  ///   at `NAME.json`, in its order, hidden ones left out;
  /// - else JSONPlaceholder's six paths are asked together, and each that answers a list is a
  ///   tab, in JSONPlaceholder's order, as is, when one did, each whose answer failed
  ///   otherwise than with a `404` (its tab says so, and `r` asks again); when none did, the
  ///   first such failure is the discovery's (a rate limit, a `500`).
  ///
  /// No tab is ever made up: a server that cannot be reached, or whose `/db` is not stored when
  /// the client may not use the network, is a failure, never JSONPlaceholder's tabs.
  ///
  /// - Throws: ``Failure``: ``Failure/noResourcesFound(tried:)`` when nothing lists any, and
  ///   ``Failure/loadFailed(_:)`` when `/db` could not be read (a `401`, a `500`, a server that
  ///   cannot be reached, a `/db` not stored offline).
  ///
  /// What is found without names is kept in `kept`, for the next start
  /// (``kept(_:idField:foreignKeySuffix:)``).
  public static func catalog(
    naming resources: [BrowsedResource], idField: String = "id", foreignKeySuffix: String = "Id",
    baseURL: URL? = nil, collections: RecordCollections, kept: KeptCatalog? = nil
  ) async throws(Failure) -> ResourceCatalog {
    var catalog: ResourceCatalog
    if resources.isEmpty {
      catalog = try await discoveredCatalog(collections: collections, baseURL: baseURL)
      kept?.write(catalog)
    } else {
      var names: Set<String> = []
      for resource in resources {
        guard isValid(resource) else { throw .invalidResource(resource.name) }
        guard names.insert(resource.name).inserted else {
          throw .duplicateResource(resource.name)
        }
      }
      catalog = ResourceCatalog(resources: resources)
    }
    return finished(catalog, idField: idField, foreignKeySuffix: foreignKeySuffix)
  }

  /// The catalog `kept` holds of what an earlier start found without names, as
  /// ``catalog(naming:idField:foreignKeySuffix:baseURL:collections:kept:)`` gives it; `nil`
  /// when none is kept.
  public static func kept(
    _ kept: KeptCatalog, idField: String = "id", foreignKeySuffix: String = "Id"
  ) -> ResourceCatalog? {
    kept.read().map { finished($0, idField: idField, foreignKeySuffix: foreignKeySuffix) }
  }

  /// `catalog` with the members that identify a record and end a foreign key,
  /// JSONPlaceholder's add-ons, and the rules of JSONPlaceholder's forms for each of its
  /// resources whose records have every field of JSONPlaceholder's (a post's `userId`, `title`
  /// and `body`), at its own path.
  private static func finished(
    _ catalog: ResourceCatalog, idField: String, foreignKeySuffix: String
  ) -> ResourceCatalog {
    var catalog = catalog
    catalog.idField = idField
    catalog.foreignKeySuffix = foreignKeySuffix
    catalog.addOns = RecordAddOn.jsonPlaceholder
    let known = ResourceCatalog.jsonPlaceholder
    for resource in catalog.resources where resource.path == resource.name {
      guard let rules = known.rules[resource.name], let fields = catalog.fields[resource.name],
        let knownFields = known.fields[resource.name], Set(knownFields).isSubset(of: fields)
      else { continue }
      catalog.rules[resource.name] = rules
    }
    return catalog
  }

  private static func isValid(_ resource: BrowsedResource) -> Bool {
    NamedResource.names(resource.name, at: resource.path)
  }

  /// The resources the server lists in answers of its own, as
  /// ``catalog(naming:idField:foreignKeySuffix:baseURL:collections:kept:)`` finds them without
  /// names but for JSONPlaceholder's paths, which it never asks one by one: the arrays of its
  /// `/db`, else its root's links, else the tables of its base URL's JSON form, asked for
  /// together (three requests at most); JSONPlaceholder's six when `isJSONPlaceholder`, without
  /// asking (it answers no `/db`). For a shell's completion, which may not wait for more.
  ///
  /// - Throws: ``Failure``: ``Failure/noResourcesFound(tried:)`` when none of those lists any,
  ///   and ``Failure/loadFailed(_:)`` or ``Failure/databaseTooLarge(limit:)`` when `/db` could
  ///   not be read.
  public static func listedResources(
    collections: RecordCollections, baseURL: URL?, isJSONPlaceholder: Bool = false
  ) async throws(Failure) -> [BrowsedResource] {
    guard !isJSONPlaceholder else { return ResourceCatalog.jsonPlaceholder.resources }
    var tried: [String] = []
    guard
      let listed = try await listedCatalog(
        collections: collections, baseURL: baseURL, tried: &tried)
    else { throw .noResourcesFound(tried: tried) }
    return listed.resources
  }

  /// The catalog of what the server lists, as ``catalog(naming:idField:foreignKeySuffix:baseURL:collections:kept:)``
  /// finds it without names.
  private static func discoveredCatalog(
    collections: RecordCollections, baseURL: URL?
  ) async throws(Failure) -> ResourceCatalog {
    var tried: [String] = []
    if let listed = try await listedCatalog(
      collections: collections, baseURL: baseURL, tried: &tried)
    {
      return listed
    }
    let probed = try await probedCatalog(collections: collections)
    if !probed.resources.isEmpty { return probed }
    tried.append(
      "none of "
        + ResourceCatalog.jsonPlaceholder.resources.map { "/\($0.path)" }.joined(separator: ", ")
        + " answered a list")
    throw .noResourcesFound(tried: tried)
  }

  /// The catalog of what the server's `/db`, root or base URL's JSON form lists, asked for
  /// together; `nil` when none lists any, what was asked and what came added to `tried`.
  private static func listedCatalog(
    collections: RecordCollections, baseURL: URL?, tried: inout [String]
  ) async throws(Failure) -> ResourceCatalog? {
    async let database = Self.answer { try await collections.read(["db"]) }
    async let root = Self.answer { try await collections.read([]) }
    let readIndex = collections.readBaseAsJSON
    async let index: Result<JSONValue, NetworkError>? =
      if let readIndex { await Self.answer { try await readIndex() } } else { nil }
    switch await database {
    case .success(let value):
      if let catalog = databaseCatalog(value) { return catalog }
      tried.append(value.array == nil ? "/db holds no array of records" : "/db is a list")
    case .failure(.tooLarge(_, let limit)):
      throw .databaseTooLarge(limit: limit)
    case .failure(.unexpectedStatus(let code, _, _, _)) where [404, 405, 501].contains(code):
      tried.append("/db answered \(code)")
    case .failure(.undecodable):
      tried.append("/db is not JSON")
    case .failure(let error):
      throw .loadFailed(LoadFailure(error))
    }
    if case .success(let value) = await root {
      let linked = linkedResources(in: value, under: baseURL)
      if !linked.isEmpty { return ResourceCatalog(resources: linked) }
    }
    tried.append("the root links no resources")
    if case .success(let value)? = await index {
      if let tables = tableCatalog(value) { return tables }
      tried.append("its .json lists no tables")
    }
    return nil
  }

  /// What `read` answers, its failure a `NetworkError`.
  private static func answer<Value: Sendable>(
    _ read: @Sendable () async throws -> Value
  ) async -> Result<Value, NetworkError> {
    do {
      return .success(try await read())
    } catch let error as NetworkError {
      return .failure(error)
    } catch {
      return .failure(.undecodable(resource: "", codingPath: "", reason: "\(error)"))
    }
  }

  /// The catalog of json-server's database, `database`, as its arrays name resources; `nil`
  /// when it holds none: a list (a server that answers every path alike), or an object without
  /// arrays.
  private static func databaseCatalog(_ database: JSONValue) -> ResourceCatalog? {
    // The database is one object, whatever its members are named: read as it is.
    guard let database = database.object else { return nil }
    var resources: [BrowsedResource] = []
    var fields: [String: [String]] = [:]
    for member in database {
      let resource = BrowsedResource(name: member.name)
      guard case .array(let elements) = member.value, fields[member.name] == nil,
        isValid(resource), resource.pathComponents == [member.name]
      else { continue }
      resources.append(resource)
      fields[member.name] = fieldNames(of: elements)
    }
    return resources.isEmpty ? nil : ResourceCatalog(resources: resources, fields: fields)
  }

  /// The catalog of the tables `index` lists, as datasette answers a database's own JSON form
  /// (`{"database": "library", "tables": [{"name": "books", "columns": […], "hidden": false}]}`):
  /// each table not hidden, in the index's order, at `NAME.json` below the database, its fields
  /// its columns; `nil` when it lists none.
  private static func tableCatalog(_ index: JSONValue) -> ResourceCatalog? {
    guard index["database"]?.string != nil, let tables = index["tables"]?.array else {
      return nil
    }
    var resources: [BrowsedResource] = []
    var fields: [String: [String]] = [:]
    for table in tables where table["hidden"] != .bool(true) {
      guard let name = table["name"]?.string, fields[name] == nil else { continue }
      let resource = BrowsedResource(name: name, path: name + ".json")
      guard isValid(resource), !name.contains("/") else { continue }
      resources.append(resource)
      fields[name] = table["columns"]?.array?.compactMap(\.string) ?? []
    }
    return resources.isEmpty ? nil : ResourceCatalog(resources: resources, fields: fields)
  }

  /// JSONPlaceholder's resources the server may have, asked for together: each that answers a
  /// list, with the fields of its records, and, when one did, each whose answer failed
  /// otherwise than as a path the server has not got (a `404`, an answer that is no list), with
  /// JSONPlaceholder's fields.
  private static func probedCatalog(
    collections: RecordCollections
  ) async throws(Failure) -> ResourceCatalog {
    let candidates = ResourceCatalog.jsonPlaceholder.resources
    let answers = await withTaskGroup(of: (Int, Result<Page<JSONObject>, NetworkError>).self) {
      group in
      for (place, resource) in candidates.enumerated() {
        let client = collections.client(of: BrowsedResource(name: resource.name))
        group.addTask {
          (
            place,
            await answer {
              try await client.page(RecordQuery(page: PageRequest(size: probedPageSize)))
            }
          )
        }
      }
      var answers: [Int: Result<Page<JSONObject>, NetworkError>] = [:]
      for await (place, answer) in group { answers[place] = answer }
      return answers
    }
    var resources: [BrowsedResource] = []
    var fields: [String: [String]] = [:]
    var listed = false
    for (place, known) in candidates.enumerated() {
      switch answers[place] {
      case .success(let page)?:
        resources.append(BrowsedResource(name: known.name))
        fields[known.name] = fieldNames(of: page.items.map(JSONValue.object))
        listed = true
      case .failure(let error)? where Self.isNotTheServersPath(error):
        continue
      case nil:
        continue
      case .failure?:
        resources.append(known)
        fields[known.name] = ResourceCatalog.jsonPlaceholder.fields[known.name]
      }
    }
    // A path that failed is a tab (which says so, and asks again on `r`) only on a server
    // that answered another of JSONPlaceholder's paths with a list: none is made up for one
    // that answered none, whose first failure is the discovery's.
    let failures = candidates.indices.compactMap { place -> NetworkError? in
      guard case .failure(let error)? = answers[place], !Self.isNotTheServersPath(error) else {
        return nil
      }
      return error
    }
    if !listed, let failed = failures.first {
      throw .loadFailed(LoadFailure(failed))
    }
    return ResourceCatalog(resources: listed ? resources : [], fields: fields)
  }

  /// Whether `error` says that a path is not the server's: a `404`, or an answer that is no
  /// list.
  private static func isNotTheServersPath(_ error: NetworkError) -> Bool {
    switch error {
    case .unexpectedStatus(404, _, _, _), .undecodable: true
    default: false
    }
  }

  /// The resources the links of `root` name (HAL's `_links`, JSON:API's top-level `links`, or,
  /// without either, the members of a root that is an index of URLs, as Django REST
  /// framework's router answers: `{"books": "http://host/api/books/"}`), in their order: each
  /// named by its relation, at its path below `baseURL`, its final `/` kept; a link to no path
  /// below it, and one that names no collection (`self`, `profile`, `curies`, a page's), left
  /// out. An index's member counts only when it is a URL or a path from the server's root
  /// (`/api/books/`), never a word that could be a record's value.
  static func linkedResources(in root: JSONValue, under baseURL: URL?) -> [BrowsedResource] {
    let links: JSONObject
    let isIndex: Bool
    if let named = root["_links"]?.object ?? root["links"]?.object {
      (links, isIndex) = (named, false)
    } else if let index = root.object {
      (links, isIndex) = (index, true)
    } else {
      return []
    }
    let notCollections: Set<String> = [
      "self", "profile", "curies", "search", "first", "prev", "previous", "next", "last",
      "describedby", "related",
    ]
    var resources: [BrowsedResource] = []
    var names: Set<String> = []
    for member in links where !notCollections.contains(member.name.lowercased()) {
      guard var href = member.value.string ?? (isIndex ? nil : member.value["href"]?.string),
        !isIndex || href.hasPrefix("/") || href.contains("://")
      else { continue }
      if let template = href.firstIndex(of: "{") { href = String(href[..<template]) }
      guard let path = path(of: href, under: baseURL) else { continue }
      let resource = BrowsedResource(name: member.name, path: path)
      guard isValid(resource), names.insert(member.name).inserted else { continue }
      resources.append(resource)
    }
    return resources
  }

  /// The path of the link `href` below `baseURL` (`books` of `http://h/api/books` below
  /// `http://h/api`, `books/` of `http://h/api/books/`), without its query; `nil` when it is not
  /// below it.
  private static func path(of href: String, under baseURL: URL?) -> String? {
    guard let base = baseURL ?? URL(string: "/"),
      let url = URL(string: href, relativeTo: base)?.absoluteURL
    else { return nil }
    if baseURL != nil, href.contains("://") {
      guard url.scheme?.lowercased() == base.scheme?.lowercased(),
        url.host?.lowercased() == base.host?.lowercased(), url.port == base.port
      else { return nil }
    }
    var basePath = baseURL?.path ?? ""
    while basePath.hasSuffix("/") { basePath.removeLast() }
    var full = url.path
    if url.hasDirectoryPath, !full.hasSuffix("/") { full += "/" }
    guard full.hasPrefix(basePath + "/") else { return nil }
    let path = String(full.dropFirst(basePath.count + 1))
    return path.isEmpty || path.hasPrefix("/") ? nil : path
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

}
