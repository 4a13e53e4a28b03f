import Foundation
import Models
import Testing

private enum Timestamp {}
private enum Email {}
private enum Initial {}
private enum Symbol {}
private enum Fixture {}

private typealias Created = Tagged<Timestamp, Date>
private typealias Address = Tagged<Email, String>

private struct Widget: Identifiable, Hashable {
  var id: Int
  var name: String
}

private struct Unparsable: Error {}

@Suite struct TaggedTests {
  @Test func rawValueRoundTrips() {
    let id = Post.ID(rawValue: 42)
    #expect(id.rawValue == 42)
    #expect(Post.ID(42) == id)
    #expect(Post.ID(rawValue: id.rawValue) == id)
    var mutable = id
    mutable.rawValue = 43
    #expect(mutable == 43)
  }

  @Test func isRawRepresentable() {
    func rawValue<T: RawRepresentable>(of value: T) -> T.RawValue { value.rawValue }
    #expect(rawValue(of: User.ID(9)) == 9)
    #expect(rawValue(of: Address("ada@example.org")) == "ada@example.org")
  }

  @Test func equality() {
    #expect(Post.ID(1) == Post.ID(1))
    #expect(Post.ID(1) != Post.ID(2))
    #expect(Address("a@example.org") != Address("b@example.org"))
  }

  @Test func hashing() {
    let ids: Set<Post.ID> = [1, 2, 2, 3, 1]
    #expect(ids == [1, 2, 3])
    #expect(ids.contains(2))
    #expect(!ids.contains(4))
    #expect(Post.ID(5).hashValue == Post.ID(5).hashValue)

    var titles: [Post.ID: String] = [:]
    titles[1] = "first"
    titles[2] = "second"
    titles[1] = "first, edited"
    #expect(titles.count == 2)
    #expect(titles[Post.ID(1)] == "first, edited")
    #expect(titles[3] == nil)
  }

  @Test func ordering() {
    let ids: [Post.ID] = [30, 4, 12, -1, 4]
    #expect(ids.sorted() == [-1, 4, 4, 12, 30])
    #expect(ids.min() == -1)
    #expect(ids.max() == 30)
    #expect(Post.ID(3) < Post.ID(10))
    #expect(!(Post.ID(10) < Post.ID(3)))
    #expect(Post.ID(3) <= Post.ID(3))
    #expect(Address("b") > Address("a"))
  }

  @Test func crossesIntoOtherTasks() async {
    let id: Post.ID = 7
    let created = Created(Date(timeIntervalSince1970: 0))
    let values = await Task.detached { (id, created) }.value
    #expect(values.0 == 7)
    #expect(values.1 == created)
  }

  @Test func encodesAsTheBareRawValue() throws {
    let ids: [Post.ID] = [1, 2]
    #expect(try JSONCoding.text(of: ids) == "[1,2]")
    #expect(try JSONCoding.text(of: Post.ID(3)) == "3")
    #expect(try JSONCoding.text(of: Address("ada@example.org")) == #""ada@example.org""#)
    #expect(try JSONCoding.text(of: [Address("a"), Address("b")]) == #"["a","b"]"#)
  }

  @Test func decodesFromTheBareRawValue() throws {
    #expect(try JSONCoding.decode([Post.ID].self, from: "[1, 2]") == [1, 2])
    #expect(try JSONCoding.decode(Address.self, from: #""ada@example.org""#) == "ada@example.org")
  }

  @Test func decodingAMismatchedRawValueFails() {
    #expect(throws: DecodingError.self) { try JSONCoding.decode(Post.ID.self, from: #""1""#) }
    #expect(throws: DecodingError.self) { try JSONCoding.decode(Post.ID.self, from: "1.5") }
    #expect(throws: DecodingError.self) { try JSONCoding.decode(Post.ID.self, from: "null") }
    #expect(throws: DecodingError.self) { try JSONCoding.decode(Address.self, from: "7") }
  }

  @Test func datesFollowTheDecodersSecondsStrategy() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let dates = try decoder.decode([Created].self, from: Data("[0, 86400]".utf8))
    #expect(
      dates == [
        Created(Date(timeIntervalSince1970: 0)), Created(Date(timeIntervalSince1970: 86400)),
      ])
  }

  @Test func datesFollowTheDecodersAndEncodersISO8601Strategy() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let json = #"["2024-02-29T12:30:00Z"]"#
    let dates = try decoder.decode([Created].self, from: Data(json.utf8))
    #expect(dates == [Created(Date(timeIntervalSince1970: 1_709_209_800))])

    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    #expect(String(decoding: try encoder.encode(dates), as: UTF8.self) == json)
  }

  @Test func dictionaryKeyedByIDEncodesAsAnObject() throws {
    let names: [User.ID: String] = [1: "Ada", 2: "Grace"]
    #expect(try JSONCoding.text(of: names) == #"{"1":"Ada","2":"Grace"}"#)
    let decoded = try JSONCoding.decode([User.ID: String].self, from: #"{"1":"Ada","2":"Grace"}"#)
    #expect(decoded == names)
  }

  @Test func dictionaryKeyedByStringTagEncodesAsAnObject() throws {
    let counts: [Address: Int] = ["ada@example.org": 3]
    #expect(try JSONCoding.text(of: counts) == #"{"ada@example.org":3}"#)
    #expect(
      try JSONCoding.decode([Address: Int].self, from: #"{"x@example.org":1}"#) == [
        "x@example.org": 1
      ])
  }

  @Test func dictionaryWithAnInvalidKeyFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONCoding.decode([User.ID: String].self, from: #"{"one":"Ada"}"#)
    }
  }

  @Test func codingKeyCarriesTheRawValue() throws {
    let key = User.ID(12).codingKey
    #expect(key.stringValue == "12")
    #expect(key.intValue == 12)
    #expect(User.ID(codingKey: key) == 12)
    #expect(Address("a@b.example").codingKey.stringValue == "a@b.example")
  }

  @Test func descriptionIsTheRawValues() {
    let id: Post.ID = 7
    #expect("\(id)" == "7")
    #expect(id.description == "7")
    #expect(String(describing: Address("ada@example.org")) == "ada@example.org")
  }

  @Test(arguments: [("7", 7), ("-3", -3), ("0042", 42)])
  func parsesFromText(text: String, expected: Int) {
    #expect(Post.ID(text) == Post.ID(expected))
  }

  @Test(arguments: ["abc", "", " 7", "7 ", "7.0", "0x7", "99999999999999999999"])
  func rejectsTextThatIsNotARawValue(text: String) {
    #expect(Post.ID(text) == nil)
  }

  @Test func isLosslessStringConvertible() {
    func reparsed<T: LosslessStringConvertible>(_ value: T) -> T? { T(value.description) }
    #expect(reparsed(Post.ID(123)) == 123)
    #expect(reparsed(Address("ada@example.org")) == "ada@example.org")
  }

  @Test func literals() {
    let id: Post.ID = 7
    let address: Address = "ada@example.org"
    let initial: Tagged<Initial, Character> = "é"
    let symbol: Tagged<Symbol, Unicode.Scalar> = "λ"
    #expect(id.rawValue == 7)
    #expect(address.rawValue == "ada@example.org")
    #expect(initial.rawValue == "é")
    #expect(symbol.rawValue == "λ")
  }

  @Test func identityIsTheRawValues() {
    let widget = Tagged<Fixture, Widget>(Widget(id: 4, name: "gear"))
    #expect(widget.id == 4)
    let widgets = [widget, Tagged(Widget(id: 9, name: "cog"))]
    #expect(widgets.map(\.id) == [4, 9])
  }

  @Test func mapKeepsTheTag() throws {
    let id: Post.ID = 21
    let doubled: Post.ID = id.map { $0 * 2 }
    #expect(doubled == 42)
    let text: Tagged<Post, String> = id.map(String.init)
    #expect(text.rawValue == "21")
    #expect(throws: Unparsable.self) {
      try Tagged<Post, String>("x").map { text -> Int in
        guard let number = Int(text) else { throw Unparsable() }
        return number
      }
    }
  }

  @Test func differentTagsMakeDifferentTypes() {
    #expect(Post.ID.self != User.ID.self)
    #expect(ObjectIdentifier(Post.ID.self) != ObjectIdentifier(Models.Comment.ID.self))
    #expect(Post.ID.RawValue.self == User.ID.RawValue.self)
    #expect(!((Post.ID(1) as Any) is User.ID))
  }
}
