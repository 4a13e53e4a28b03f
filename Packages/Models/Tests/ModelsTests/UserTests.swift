import Foundation
import Models
import Testing

@Suite struct UserTests {
  static let json = #"""
    {
      "id": 4,
      "name": "Orla Byrne",
      "username": "Orla.B",
      "email": "orla@harbour.example",
      "address": {
        "street": "Quay Road",
        "suite": "Apt. 12",
        "city": "Port Ellis",
        "zipcode": "90566-7771",
        "geo": {
          "lat": "-37.3150",
          "lng": "81.1496"
        }
      },
      "phone": "1-770-736-8031 x56442",
      "website": "harbour.example",
      "company": {
        "name": "Byrne & Daughters",
        "catchPhrase": "Reliable tides, handled with care",
        "bs": "synergize coastal logistics"
      }
    }
    """#

  static let user = User(
    id: 4,
    name: "Orla Byrne",
    username: "Orla.B",
    email: "orla@harbour.example",
    address: User.Address(
      street: "Quay Road",
      suite: "Apt. 12",
      city: "Port Ellis",
      zipcode: "90566-7771",
      geo: User.Geo(lat: "-37.3150", lng: "81.1496")
    ),
    phone: "1-770-736-8031 x56442",
    website: "harbour.example",
    company: User.Company(
      name: "Byrne & Daughters",
      catchPhrase: "Reliable tides, handled with care",
      bs: "synergize coastal logistics"
    )
  )

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(User.self, from: Self.json) == Self.user)
  }

  @Test(arguments: ["nickname", "address.country", "address.geo.altitude", "company.founded"])
  func ignoresUnknownKeysAtEveryLevel(path: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: path, to: ["anything": [1, 2]])
    #expect(try JSONCoding.decode(User.self, from: json) == Self.user)
  }

  @Test func roundTrips() throws {
    #expect(try JSONCoding.roundTrip(Self.user) == Self.user)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.keys(of: Self.user)
        == ["id", "name", "username", "email", "address", "phone", "website", "company"])
    #expect(
      try JSONCoding.keys(of: Self.user.address) == ["street", "suite", "city", "zipcode", "geo"])
    #expect(try JSONCoding.keys(of: Self.user.address.geo) == ["lat", "lng"])
    #expect(try JSONCoding.keys(of: Self.user.company) == ["name", "catchPhrase", "bs"])
    let text = try JSONCoding.text(of: Self.user)
    #expect(text.contains(#""geo":{"lat":"-37.3150","lng":"81.1496"}"#))
    #expect(text.contains(#""catchPhrase":"Reliable tides, handled with care""#))
    #expect(text.hasPrefix(#"{"address":{"city":"Port Ellis","geo":"#))
  }

  @Test func coordinatesRoundTripByteForByte() throws {
    let decoded = try JSONCoding.decode(User.self, from: Self.json)
    let text = try JSONCoding.text(of: decoded)
    #expect(text.contains(#""lat":"-37.3150""#))
    #expect(text.contains(#""lng":"81.1496""#))
    #expect(decoded.address.geo.latitude == -37.315)
  }

  @Test(arguments: [
    "id", "name", "username", "email", "address", "phone", "website", "company",
    "address.street", "address.zipcode", "address.geo", "address.geo.lat", "address.geo.lng",
    "company.name", "company.catchPhrase", "company.bs",
  ])
  func missingFieldFailsToDecode(path: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: path)
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(User.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(path))
  }

  @Test func stringIdentifierFailsToDecode() throws {
    let json = try JSONCoding.editing(Self.json, setting: "id", to: "4")
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(User.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .typeMismatch("id"))
  }

  @Test func numericCoordinateFailsToDecode() throws {
    let json = try JSONCoding.editing(Self.json, setting: "address.geo.lat", to: -37.315)
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(User.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .typeMismatch("address.geo.lat"))
  }

  @Test func identifiesByID() {
    var renamed = Self.user
    renamed.name = "Orla B."
    #expect(renamed.id == Self.user.id)
    #expect(renamed != Self.user)
  }
}
