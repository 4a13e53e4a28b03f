import Foundation
import Models
import Testing

@Suite struct PhotoTests {
  static let json = #"""
    {
      "albumId": 14,
      "id": 651,
      "title": "lighthouse in fog",
      "url": "https://via.placeholder.com/600/5e3a91",
      "thumbnailUrl": "https://via.placeholder.com/150/5e3a91"
    }
    """#

  static let photo = Photo(
    albumId: 14,
    id: 651,
    title: "lighthouse in fog",
    url: "https://via.placeholder.com/600/5e3a91",
    thumbnailUrl: "https://via.placeholder.com/150/5e3a91"
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(Photo.self, from: Self.json) == Self.photo)
  }

  @Test func ignoresUnknownKeys() throws {
    let json = try JSONCoding.editing(Self.json, setting: "width", to: 600)
    #expect(try JSONCoding.decode(Photo.self, from: json) == Self.photo)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.photo) == Self.photo)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.photo)
        == #"{"albumId":14,"id":651,"thumbnailUrl":"https://via.placeholder.com/150/5e3a91","#
        + #""title":"lighthouse in fog","url":"https://via.placeholder.com/600/5e3a91"}"#
    )
  }

  @Test(arguments: ["albumId", "id", "title", "url", "thumbnailUrl"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Photo.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }

  @Test(arguments: ["albumId", "id"])
  func stringIdentifierFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: field, to: "651")
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Photo.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .typeMismatch(field))
  }

  @Test func addressesParseAsURLs() throws {
    let image = try #require(Self.photo.imageURL)
    let thumbnail = try #require(Self.photo.thumbnailURL)
    #expect(image.absoluteString == "https://via.placeholder.com/600/5e3a91")
    #expect(image.host == "via.placeholder.com")
    #expect(image.path == "/600/5e3a91")
    #expect(thumbnail.absoluteString == "https://via.placeholder.com/150/5e3a91")
    #expect(thumbnail.lastPathComponent == "5e3a91")
  }

  @Test(arguments: [
    "", "http://[::1", "https://exa mple.com/600", "not a url", "/600/5e3a91",
    "ftp://img.example/1",
  ])
  func addressesThatAreNotURLsGiveNil(text: String) {
    let photo = Photo(albumId: 1, id: 1, title: "t", url: text, thumbnailUrl: text)
    #expect(photo.imageURL == nil)
    #expect(photo.thumbnailURL == nil)
  }

  @Test func eachAddressIsParsedFromItsOwnField() {
    let photo = Photo(
      albumId: 1, id: 1, title: "t", url: "https://img.example/full", thumbnailUrl: "")
    #expect(photo.imageURL?.absoluteString == "https://img.example/full")
    #expect(photo.thumbnailURL == nil)
  }
}
