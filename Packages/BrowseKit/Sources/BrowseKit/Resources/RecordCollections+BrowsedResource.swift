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
}
