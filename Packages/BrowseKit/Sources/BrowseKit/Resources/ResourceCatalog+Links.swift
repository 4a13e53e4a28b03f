import RecordConventions

extension ResourceCatalog {
  /// How the catalog's records name each other: its id field and foreign keys' suffix.
  var foreignKeys: ForeignKeys {
    ForeignKeys(idField: idField, suffix: foreignKeySuffix)
  }

  /// The resource whose records a field named `field` names, when its name is the foreign key
  /// of one of the catalog's (`customerId` of `customers`).
  public func resource(linkedBy field: String) -> BrowsedResource? {
    guard let collection = foreignKeys.collection(namedBy: field) else { return nil }
    return resources.first { $0.name == collection }
  }

  /// The resource whose records are of the JSON:API type `type` (`ResourceIdentifier`): the
  /// one named so, else the one whose path ends so (`api/author`), else the one named by its
  /// plural (`authors` for `author`).
  public func resource(ofType type: String) -> BrowsedResource? {
    Self.resource(ofType: type, among: resources)
  }

  /// The resource of `resources` whose records are of the JSON:API type `type`, as
  /// ``resource(ofType:)`` finds it.
  static func resource(ofType type: String, among resources: [BrowsedResource])
    -> BrowsedResource?
  {
    resources.first { $0.name == type }
      ?? resources.first { $0.segments.last == type }
      ?? resources.first { $0.name == Inflection.plural(type) }
  }
}
