/// A record of a resource of the catalog, shown by the generic record screen: the resource,
/// and the record's id as it stands in its URL (`7`, `a1b2`); with a `field`, an array within
/// the record, shown element by element in the record's place.
public struct RecordKey: Sendable, Hashable {
  public init(resource: BrowsedResource, id: String, field: [FieldStep] = []) {
    self.resource = resource
    self.id = id
    self.field = field
  }

  /// A step from a value to one within it.
  public enum FieldStep: Sendable, Hashable {
    /// The member of an object of this name.
    case member(String)
    /// The element of an array at this place, from 0.
    case element(Int)
  }

  public var resource: BrowsedResource
  public var id: String
  /// The way from the record to the array shown in its place; empty for the record itself.
  public var field: [FieldStep] = []

  /// The path of the record under the base URL: the resource's, then the id, then an empty
  /// component when the resource's path ``BrowsedResource/endsWithSlash``.
  public var pathComponents: [String] {
    resource.segments + [id] + (resource.endsWithSlash ? [""] : [])
  }

  /// The way to the array as JavaScript writes it: `items[0].tags`.
  var fieldName: String {
    field.enumerated().map { place, step in
      switch step {
      case .member(let name): place == 0 ? name : ".\(name)"
      case .element(let index): "[\(index)]"
      }
    }.joined()
  }
}

extension RecordKey: CustomStringConvertible {
  /// The record as a person reads it, its resource's name made singular as the server makes
  /// it (`customer 7`, `person 3`); an array within it by its way there, `tags of customer 7`.
  public var description: String {
    let record = "\(resource.singular) \(id)"
    return field.isEmpty ? record : "\(fieldName) of \(record)"
  }
}
