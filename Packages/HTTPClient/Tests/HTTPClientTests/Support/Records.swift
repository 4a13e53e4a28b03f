/// An album as the sample API sends it, for decoding tests.
struct Album: Sendable, Hashable, Codable {
  var userId: Int
  var id: Int
  var title: String
}

/// A post as the sample API sends it, for decoding tests.
struct Post: Sendable, Hashable, Codable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}
