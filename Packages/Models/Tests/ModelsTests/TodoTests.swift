import Models
import Testing

@Suite struct TodoTests {
  static let json = #"""
    {
      "userId": 5,
      "id": 88,
      "title": "mend the garden gate",
      "completed": false
    }
    """#

  static let todo = Todo(userId: 5, id: 88, title: "mend the garden gate", completed: false)

  @Test func decodesAnAPIPayload() throws {
    #expect(try JSONCoding.decode(Todo.self, from: Self.json) == Self.todo)
  }

  @Test func decodesACompletedTodo() throws {
    let json = try JSONCoding.editing(Self.json, setting: "completed", to: true)
    #expect(try JSONCoding.decode(Todo.self, from: json).completed)
  }

  @Test func ignoresUnknownKeys() throws {
    let json = try JSONCoding.editing(Self.json, setting: "dueDate", to: "2024-05-01")
    #expect(try JSONCoding.decode(Todo.self, from: json) == Self.todo)
  }

  @Test func roundTrips() throws {
    var done = Self.todo
    done.completed = true
    #expect(try JSONCoding.roundTrip(Self.todo) == Self.todo)
    #expect(try JSONCoding.roundTrip(done) == done)
  }

  @Test func encodesTheAPIFieldNames() throws {
    #expect(
      try JSONCoding.text(of: Self.todo)
        == #"{"completed":false,"id":88,"title":"mend the garden gate","userId":5}"#)
  }

  @Test(arguments: ["userId", "id", "title", "completed"])
  func missingFieldFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, removing: field)
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(Todo.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .keyNotFound(field))
  }

  @Test(arguments: ["userId", "id"])
  func stringIdentifierFailsToDecode(field: String) throws {
    let json = try JSONCoding.editing(Self.json, setting: field, to: "88")
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(Todo.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .typeMismatch(field))
  }

  @Test func completedAsTextFailsToDecode() throws {
    let json = try JSONCoding.editing(Self.json, setting: "completed", to: "false")
    let error = #expect(throws: DecodingError.self) { try JSONCoding.decode(Todo.self, from: json) }
    #expect(JSONCoding.failure(of: error) == .typeMismatch("completed"))
  }
}
