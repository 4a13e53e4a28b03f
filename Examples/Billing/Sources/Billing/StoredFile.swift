import Foundation

/// A file as the API answers its upload, Stripe's File object:
/// `{"id": "file_1", "object": "file", "purpose": "dispute_evidence", "filename": "receipt.pdf",
/// "size": 1048576, "type": "pdf", "created": 1718000000}`.
public struct StoredFile: Sendable, Hashable, Identifiable {
  /// The API's identifier, such as `file_1`, which other calls name the file by.
  public var id: String
  /// What the file was uploaded for.
  public var purpose: FilePurpose
  /// The name it was sent with; `nil` when the API does not say.
  public var fileName: String?
  /// Its size in bytes, as the API stored it.
  public var size: Int
  /// Its kind as the API names it, such as `pdf` or `png`; `nil` when the API does not say.
  public var type: String?
  /// When it was stored.
  public var created: Date

  /// Creates a file from its parts.
  public init(
    id: String, purpose: FilePurpose, fileName: String? = nil, size: Int, type: String? = nil,
    created: Date
  ) {
    self.id = id
    self.purpose = purpose
    self.fileName = fileName
    self.size = size
    self.type = type
    self.created = created
  }
}

extension StoredFile: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, purpose, filename, size, type, created
  }

  /// Reads a file, its `created` as seconds since 1970, as the API writes its times.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      purpose: try container.decode(FilePurpose.self, forKey: .purpose),
      fileName: try container.decodeIfPresent(String.self, forKey: .filename),
      size: try container.decode(Int.self, forKey: .size),
      type: try container.decodeIfPresent(String.self, forKey: .type),
      created: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .created)))
  }
}
