import Foundation
import Models
import Testing

@Suite struct AlbumTests {
  static let json = #"""
    {
      "userId": 2,
      "id": 14,
      "title": "postcards from the northern coast"
    }
    """#

  static let album = Album(userId: 2, id: 14, title: "postcards from the northern coast")

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(Album.self, from: Self.json) == Self.album)
  }

  @Test func ignoresUnknownKeys() throws {
    let json = try JSONCoding.editing(Self.json, setting: "photoCount", to: 50)
    #expect(try JSONCoding.decode(Album.self, from: json) == Self.album)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.album) == Self.album)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.album)
        == #"{"id":14,"title":"postcards from the northern coast","userId":2}"#)
  }

  @Test(arguments: ["userId", "id", "title"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Album.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }

  @Test(arguments: ["userId", "id"])
  func stringIdentifierFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: field, to: "14")
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Album.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .typeMismatch(field))
  }

  @Test func nullTitleFailsToDecode() throws {
    let json = try JSONCoding.editing(Self.json, setting: "title", to: NSNull())
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Album.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .valueNotFound("title"))
  }
}
