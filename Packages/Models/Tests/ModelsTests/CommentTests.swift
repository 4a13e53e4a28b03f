import Models
import Testing

@Suite struct CommentTests {
  static let json = #"""
    {
      "postId": 27,
      "id": 131,
      "name": "small boats and long ropes",
      "email": "Orla_Byrne@harbour.example",
      "body": "the rope was older than the boat\nand the boat was older than me"
    }
    """#

  static let comment = Models.Comment(
    postId: 27,
    id: 131,
    name: "small boats and long ropes",
    email: "Orla_Byrne@harbour.example",
    body: "the rope was older than the boat\nand the boat was older than me"
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(Models.Comment.self, from: Self.json) == Self.comment)
  }

  @Test func ignoresUnknownKeys() throws {
    let json = try JSONCoding.editing(Self.json, setting: "avatar", to: "https://img.example/o.png")
    #expect(try JSONCoding.decode(Models.Comment.self, from: json) == Self.comment)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.comment) == Self.comment)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(try JSONCoding.keys(of: Self.comment) == ["postId", "id", "name", "email", "body"])
    #expect(
      try JSONCoding.text(of: Self.comment)
        == #"{"body":"the rope was older than the boat\nand the boat was older than me","#
        + #""email":"Orla_Byrne@harbour.example","id":131,"name":"small boats and long ropes","#
        + #""postId":27}"#
    )
  }

  @Test(arguments: ["postId", "id", "name", "email", "body"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Models.Comment.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }

  @Test(arguments: ["postId", "id"])
  func stringIdentifierFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: field, to: "131")
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(Models.Comment.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .typeMismatch(field))
  }
}
