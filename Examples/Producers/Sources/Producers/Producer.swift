import Foundation
import Models

/// A producer as the catalogue lists it: `{id, name, short_description, description, images,
/// location}`.
public struct Producer: Sendable, Hashable, Identifiable {
  /// A producer's identifier, which cannot be mixed up with another resource's.
  public typealias ID = Tagged<Producer, Int>

  /// A picture of the producer: `{"path": URL}`.
  public struct Image: Codable, Sendable, Hashable {
    /// Where the picture is.
    public var path: URL

    /// Creates an image at `path`.
    public init(path: URL) {
      self.path = path
    }
  }

  /// The identifier.
  public var id: ID
  /// The name.
  public var name: String
  /// A sentence or two, for the list.
  public var shortDescription: String
  /// The long description, for the detail; `nil` when there is none.
  public var description: String?
  /// The pictures, the first one shown first.
  public var images: [Image]
  /// Where the producer is, when the catalogue says.
  public var location: String?

  /// Creates a producer from its parts.
  public init(
    id: ID, name: String, shortDescription: String, description: String? = nil,
    images: [Image] = [], location: String? = nil
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.description = description
    self.images = images
    self.location = location
  }

  /// The long description, or the short one when there is no long one.
  public var fullDescription: String {
    guard let description, !description.allSatisfy(\.isWhitespace) else {
      return shortDescription
    }
    return description
  }
}

extension Producer: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, name, description, images, location
    case shortDescription = "short_description"
  }
}
