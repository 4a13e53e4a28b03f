/// What a request's path names, independent of the data.
enum Route: Hashable {
  /// `/posts`: every record of a resource.
  case collection(SampleResource)
  /// `/posts/7`: one record.
  case record(SampleResource, id: Int)
  /// `/posts/7/comments`: the records of `child` whose foreign key is `parentID`, exactly as
  /// `/comments?postId=7` would select them (so an unknown parent gives an empty list).
  case children(SampleResource, parent: SampleResource, parentID: String)

  /// The methods the path takes, in the order an `Allow` header lists them.
  var allowedMethods: [String] {
    switch self {
    case .collection, .children: ["GET", "POST"]
    case .record: ["GET", "PUT", "PATCH", "DELETE"]
    }
  }

  /// Parses a percent-encoded path such as `/posts/7/comments`, tolerating one trailing slash;
  /// `nil` when the path names nothing the API serves.
  init?(path: String) {
    guard path.hasPrefix("/") else { return nil }
    var segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true {
      segments.removeLast()
    }
    let names = segments.map {
      $0.utf8.contains(UInt8(ascii: "%")) ? $0.removingPercentEncoding ?? String($0) : String($0)
    }
    guard let resource = names.first.flatMap(SampleResource.init(rawValue:)) else { return nil }

    switch names.count {
    case 1:
      self = .collection(resource)
    case 2:
      guard let id = Route.id(names[1]) else { return nil }
      self = .record(resource, id: id)
    case 3:
      guard !names[1].isEmpty, let child = SampleResource(rawValue: names[2]),
        resource.children.contains(child)
      else { return nil }
      self = .children(child, parent: resource, parentID: names[1])
    default:
      return nil
    }
  }

  /// A record identifier written the one way the API writes it: a positive decimal number with
  /// no sign or leading zeros.
  private static func id(_ text: String) -> Int? {
    guard let id = Int(text), id > 0, String(id) == text else { return nil }
    return id
  }
}
