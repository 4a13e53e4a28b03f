import JSONCoding

extension ResourceCatalog {
  /// The add-ons of `record` of `resource`, in the order they win: those of its resource, then
  /// those that match its shape, each in the catalog's order. A record not read yet has only
  /// its resource's.
  public func addOns(of resource: BrowsedResource, record: JSONObject?) -> [RecordAddOn] {
    Self.ordered(registeredAddOns.filter { $0.adds(to: resource, record: record) })
  }

  /// The catalog's add-ons, then the shell's by field kind (``RecordAddOn/fieldKinds``) that
  /// the catalog does not hold already.
  public var registeredAddOns: [RecordAddOn] {
    addOns + RecordAddOn.fieldKinds.filter { !addOns.contains($0) }
  }

  /// `addOns` in the order they win: those of a resource, then those matched by shape.
  static func ordered(_ addOns: [RecordAddOn]) -> [RecordAddOn] {
    addOns.filter(\.isOfResource) + addOns.filter { !$0.isOfResource }
  }

  /// The screen an add-on shows record `key` with in the record screen's place, the record
  /// as far as the list it is opened from holds it; `nil` where the record screen shows it.
  func replacement(of key: RecordKey, record: JSONObject?) -> BrowseDelegate.Destination? {
    guard key.field.isEmpty else { return nil }
    return addOns(of: key.resource, record: record).lazy.compactMap { $0.screen(key) }.first
  }
}
