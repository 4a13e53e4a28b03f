import JSONCoding

extension ResourceCatalog {
  /// The add-ons of `record` of `resource`, in the order they win: those of its resource, then
  /// those that match its shape, each in the catalog's order. A record not read yet has only
  /// its resource's.
  public func addOns(of resource: BrowsedResource, record: JSONObject?) -> [RecordAddOn] {
    let applying = addOns.filter { $0.adds(to: resource, record: record) }
    return applying.filter(\.isOfResource) + applying.filter { !$0.isOfResource }
  }

  /// The screen an add-on shows record `key` with in the record screen's place, the record
  /// as far as the list it is opened from holds it; `nil` where the record screen shows it.
  func replacement(of key: RecordKey, record: JSONObject?) -> BrowseDelegate.Destination? {
    guard key.field.isEmpty else { return nil }
    return addOns(of: key.resource, record: record).lazy.compactMap { $0.screen(key) }.first
  }
}
