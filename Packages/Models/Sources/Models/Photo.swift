import Foundation

/// A photo in an album, as served at `/photos`.
public struct Photo: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<Photo, Int>

  public var albumId: Album.ID
  public var id: ID
  public var title: String
  /// The full-size image's address, exactly as the server sent it.
  public var url: String
  /// The thumbnail's address, exactly as the server sent it.
  public var thumbnailUrl: String

  public init(albumId: Album.ID, id: ID, title: String, url: String, thumbnailUrl: String) {
    self.albumId = albumId
    self.id = id
    self.title = title
    self.url = url
    self.thumbnailUrl = thumbnailUrl
  }

  /// The full-size image's address as a URL, or `nil` unless it is an absolute `http` or
  /// `https` address.
  public var imageURL: URL? { Self.webURL(url) }

  /// The thumbnail's address as a URL, or `nil` unless it is an absolute `http` or `https`
  /// address.
  public var thumbnailURL: URL? { Self.webURL(thumbnailUrl) }

  private static func webURL(_ text: String) -> URL? {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return nil }
    return components.url
  }
}
