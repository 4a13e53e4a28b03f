import Features
import JSONCoding

extension RecordCollections {
  /// The client of `resource`'s records, at its path, named as it is named, sending its query
  /// with every request.
  public func client(of resource: BrowsedResource) -> ResourceClient<JSONObject, JSONObject> {
    var description = description(at: resource.pathComponents, resource: resource.name)
    description.queryItems = resource.queryItems
    return client(description)
  }

  /// The client of the records of `resource` at `path`: the resource's own, its query sent,
  /// when `path` is its path; else the list at `path` (a relation's, `customers/7/orders`).
  public func client(of resource: BrowsedResource, at path: [String]) -> ResourceClient<
    JSONObject, JSONObject
  > {
    path == resource.pathComponents
      ? client(of: resource) : client(at: path, resource: resource.name)
  }
}
