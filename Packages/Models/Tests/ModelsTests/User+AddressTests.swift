import Models
import Testing

@Suite struct UserAddressTests {
  static let json = #"""
    {
      "street": "Quay Road",
      "suite": "Apt. 12",
      "city": "Port Ellis",
      "zipcode": "02134",
      "geo": { "lat": "-37.3150", "lng": "81.1496" }
    }
    """#

  static let address = User.Address(
    street: "Quay Road",
    suite: "Apt. 12",
    city: "Port Ellis",
    zipcode: "02134",
    geo: User.Geo(lat: "-37.3150", lng: "81.1496")
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(User.Address.self, from: Self.json) == Self.address)
  }

  @Test func roundTripsKeepingTheZipCodesLeadingZero() throws {
    #expect(try JSONCoding.roundTrip(Self.address) == Self.address)
    #expect(try JSONCoding.text(of: Self.address).contains(#""zipcode":"02134""#))
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.address)
        == #"{"city":"Port Ellis","geo":{"lat":"-37.3150","lng":"81.1496"},"street":"Quay Road","#
        + #""suite":"Apt. 12","zipcode":"02134"}"#
    )
  }

  @Test func numericZipCodeFailsToDecode() throws {
    let json = try JSONCoding.editing(Self.json, setting: "zipcode", to: 2134)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(User.Address.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .typeMismatch("zipcode"))
  }

  @Test(arguments: ["street", "suite", "city", "zipcode", "geo"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(User.Address.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }
}
