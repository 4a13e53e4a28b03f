import Features
import JSONCoding

extension RecordCollections {
  /// The client of `resource`'s records, at its path, named as it is named.
  public func client(of resource: BrowsedResource) -> ResourceClient<JSONObject, JSONObject> {
    client(at: resource.pathComponents, resource: resource.name)
  }
}
