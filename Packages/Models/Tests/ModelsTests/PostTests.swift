import Models
import Testing

@Suite struct PostTests {
  static let json = #"""
    {
      "userId": 3,
      "id": 27,
      "title": "a quiet harbour at dawn",
      "body": "the boats rest on grey water\nnets dry along the wall\ngulls argue over nothing"
    }
    """#

  static let post = Post(
    userId: 3,
    id: 27,
    title: "a quiet harbour at dawn",
    body: "the boats rest on grey water\nnets dry along the wall\ngulls argue over nothing"
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(Post.self, from: Self.json) == Self.post)
  }

  @Test func ignoresUnknownKeys() throws {
    var json = try JSONCoding.editing(Self.json, setting: "tags", to: ["sea", "morning"])
    json = try JSONCoding.editing(json, setting: "reactions", to: ["likes": 4])
    #expect(try JSONCoding.decode(Post.self, from: json) == Self.post)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.post) == Self.post)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.post)
        == #"{"body":"the boats rest on grey water\nnets dry along the wall\ngulls argue over nothing","id":27,"title":"a quiet harbour at dawn","userId":3}"#
    )
  }

  @Test(arguments: ["userId", "id", "title", "body"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(Post.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }

  @Test(arguments: ["userId", "id"])
  func stringIdentifierFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: field, to: "27")
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(Post.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .typeMismatch(field))
  }

  @Test func decodesAPageOfPosts() throws {
    let page = "[\(Self.json), \(Self.json.replacingOccurrences(of: "27", with: "28"))]"
    let posts = try JSONCoding.decode([Post].self, from: page)
    #expect(posts.map(\.id) == [27, 28])
    #expect(posts.map(\.userId) == [3, 3])
  }
}
