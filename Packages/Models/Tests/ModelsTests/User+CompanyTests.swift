import Models
import Testing

@Suite struct UserCompanyTests {
  static let json = #"""
    {
      "name": "Byrne & Daughters",
      "catchPhrase": "Reliable tides, handled with care",
      "bs": "synergize coastal logistics"
    }
    """#

  static let company = User.Company(
    name: "Byrne & Daughters",
    catchPhrase: "Reliable tides, handled with care",
    bs: "synergize coastal logistics"
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(User.Company.self, from: Self.json) == Self.company)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.company) == Self.company)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.company)
        == #"{"bs":"synergize coastal logistics","catchPhrase":"Reliable tides, handled with care","#
        + #""name":"Byrne & Daughters"}"#
    )
  }

  @Test func snakeCaseCatchPhraseIsNotAccepted() throws {
    var json = try JSONCoding.editing(Self.json, removing: "catchPhrase")
    json = try JSONCoding.editing(json, setting: "catch_phrase", to: "Reliable tides")
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(User.Company.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound("catchPhrase"))
  }

  @Test(arguments: ["name", "catchPhrase", "bs"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(User.Company.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }
}
