import Models
import Testing

@Suite struct UserGeoTests {
  @Test func textRoundTripsByteForByte() throws {
    let geo = try JSONCoding.decode(User.Geo.self, from: #"{"lat":"-37.3150","lng":"81.1000"}"#)
    #expect(geo.lat == "-37.3150")
    #expect(geo.lng == "81.1000")
    #expect(try JSONCoding.text(of: geo) == #"{"lat":"-37.3150","lng":"81.1000"}"#)
  }

  @Test func parsesCoordinates() {
    let geo = User.Geo(lat: "-37.3150", lng: "81.1496")
    #expect(geo.latitude == -37.315)
    #expect(geo.longitude == 81.1496)
  }

  @Test(arguments: ["90", "-90", "0", "-0.0", "89.9999", "1e1"])
  func acceptsLatitudesWithinRange(text: String) throws {
    let latitude = try #require(User.Geo(lat: text, lng: "0").latitude)
    #expect((-90...90).contains(latitude))
  }

  @Test(arguments: ["180", "-180", "0", "179.99", "-123.45"])
  func acceptsLongitudesWithinRange(text: String) throws {
    let longitude = try #require(User.Geo(lat: "0", lng: text).longitude)
    #expect((-180...180).contains(longitude))
  }

  @Test(arguments: ["90.0001", "-90.5", "120", "-180", "1e3"])
  func rejectsLatitudesOutOfRange(text: String) {
    #expect(User.Geo(lat: text, lng: "0").latitude == nil)
  }

  @Test(arguments: ["180.0001", "-180.5", "360", "1e10"])
  func rejectsLongitudesOutOfRange(text: String) {
    #expect(User.Geo(lat: "0", lng: text).longitude == nil)
  }

  @Test(arguments: ["", "abc", "north", " 12", "12,5", "nan", "NaN", "inf", "-infinity", "1.2.3"])
  func rejectsTextThatIsNotAFiniteNumber(text: String) {
    let geo = User.Geo(lat: text, lng: text)
    #expect(geo.latitude == nil)
    #expect(geo.longitude == nil)
  }

  @Test func eachCoordinateIsParsedFromItsOwnText() {
    let geo = User.Geo(lat: "120", lng: "120")
    #expect(geo.latitude == nil)
    #expect(geo.longitude == 120)
  }

  @Test(arguments: ["lat", "lng"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(#"{"lat":"1","lng":"2"}"#, removing: field)
    let error = #expect(throws: DecodingError.self) {
      try JSONCoding.decode(User.Geo.self, from: json)
    }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }
}
