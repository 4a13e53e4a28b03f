extension User {
  /// A pair of coordinates, kept as the server's text so that they round-trip byte for byte
  /// (`"-37.3150"` keeps its trailing zero); ``latitude`` and ``longitude`` give numbers.
  public struct Geo: Sendable, Hashable, Codable {
    /// The latitude in degrees, as text.
    public var lat: String
    /// The longitude in degrees, as text.
    public var lng: String

    public init(lat: String, lng: String) {
      self.lat = lat
      self.lng = lng
    }

    /// The latitude in degrees, or `nil` when the text is not a number in -90...90.
    public var latitude: Double? {
      Double(lat).flatMap { $0.isFinite && (-90...90).contains($0) ? $0 : nil }
    }

    /// The longitude in degrees, or `nil` when the text is not a number in -180...180.
    public var longitude: Double? {
      Double(lng).flatMap { $0.isFinite && (-180...180).contains($0) ? $0 : nil }
    }
  }
}
