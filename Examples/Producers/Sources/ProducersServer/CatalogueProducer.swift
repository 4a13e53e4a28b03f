import Foundation

/// A producer as the server holds it.
public struct CatalogueProducer: Sendable, Hashable {
  /// The identifier.
  public var id: Int
  /// The name.
  public var name: String
  /// A sentence or two.
  public var shortDescription: String
  /// The long description; `nil` is sent as `null`.
  public var description: String?
  /// The addresses of the pictures.
  public var imagePaths: [String]
  /// Where the producer is; `nil` is sent as `null`.
  public var location: String?

  /// Creates a producer from its parts.
  public init(
    id: Int, name: String, shortDescription: String, description: String? = nil,
    imagePaths: [String] = [], location: String? = nil
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.description = description
    self.imagePaths = imagePaths
    self.location = location
  }

  /// The producer as the API writes it.
  var json: [String: Any] {
    [
      "id": id, "name": name, "short_description": shortDescription,
      "description": description.map { $0 as Any } ?? NSNull(),
      "images": imagePaths.map { ["path": $0] },
      "location": location.map { $0 as Any } ?? NSNull(),
    ]
  }
}
